// What a list's marks say of a name, read on the client's text as written (the words drop them): a box left empty
// beside ticked boxes of the same line, a form's options ("Services: [x] Translation [ ] Interpreting"), turns its
// label down, while a to-do list's empty box, one a line, is work still to do ("[x] Book the venue\n[ ] Logo"); and
// a negation reaches every name glued by a slash to the one it turns down ("No Snowflake/Databricks", « pas de
// React/Vue »).

/** A box, ticked or not: "[x]", "[ ]", "☑", "☐". */
const BOX = /\[\s*[xX✓✔]?\s*\]|[☐☑☒✅]/gu;
/** One of them ticked. */
const TICKED_BOX = /^(?:\[\s*[xX✓✔]\s*\]|[☑☒✅])$/u;
/** How far before a name its box is looked for: a label's 30 characters and a box written with spaces inside. */
const LABEL_SEARCH_LENGTH = 64;
/** Only a slash between two names. */
const SLASH_ONLY = /^ ?\/ ?$/;

/**
 * Whether the name at `start` is in the label of an empty box ("[ ] Site WordPress"), among the ticked options of its
 * line.
 */
export function isLeftUnticked(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // A label is a few words (30 characters at most, below): its box is among the characters right before the name,
  // so a long line of names is not searched whole at each of them.
  const nearStart = Math.max(lineStart, start - LABEL_SEARCH_LENGTH);
  const labelled = [...text.slice(nearStart, start).matchAll(BOX)].at(-1);
  if (!labelled) return false;
  const lineEnd = text.indexOf('\n', start);
  const boxes = [...text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).matchAll(BOX)];
  // "[ ] Mobile app - we run Shopify" says more than its option.
  const labelStart = nearStart + (labelled.index ?? 0) + labelled[0].length;
  if (
    !/^[^\n.;:!?–—]{0,30}$/.test(text.slice(labelStart, start)) ||
    / - /.test(text.slice(labelStart, start))
  )
    return false;
  return !TICKED_BOX.test(labelled[0]) && boxes.some((box) => TICKED_BOX.test(box[0]));
}

/** Whether the name starting at `start` is glued by a slash to the one ending at `previousEnd`. */
export function isGluedBySlash(text: string, previousEnd: number, start: number): boolean {
  return start > previousEnd && SLASH_ONLY.test(text.slice(previousEnd, start));
}
