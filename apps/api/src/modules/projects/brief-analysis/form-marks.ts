// What a list's marks say of a name, read on the client's text as written (the words drop them): a box left empty
// beside ticked boxes of the same line, a form's options ("Services: [x] Translation [ ] Interpreting"), turns its
// label down, while a to-do list's empty box, one a line, is work still to do ("[x] Book the venue\n[ ] Logo"); and
// a negation reaches every name glued by a slash to the one it turns down ("No Snowflake/Databricks", « pas de
// React/Vue »).

/** A ticked box: "[x]", "[X]", "[✓]", "☑", "☒". */
const TICKED_BOX = /\[\s*[xX✓✔]\s*\]|[☑☒✅]/u;
/** An empty box right before a name: "[ ] Interpreting", "☐ SEO". */
const EMPTY_BOX_BEFORE = /(?:\[\s*\]|☐)[ \t]*$/u;
/** Only a slash between two names. */
const SLASH_ONLY = /^ ?\/ ?$/;

/** Whether the name at `start` labels an empty box among the ticked options of its line. */
export function isLeftUnticked(text: string, start: number): boolean {
  if (!EMPTY_BOX_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', start);
  return TICKED_BOX.test(text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd));
}

/** Whether the name starting at `start` is glued by a slash to the one ending at `previousEnd`. */
export function isGluedBySlash(text: string, previousEnd: number, start: number): boolean {
  return start > previousEnd && SLASH_ONLY.test(text.slice(previousEnd, start));
}
