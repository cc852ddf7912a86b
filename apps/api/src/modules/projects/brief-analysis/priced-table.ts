// A table of the work's parts with a column of prices, as clients paste them: a markdown table ("| Phase | Contenu |
// Enveloppe max (HT) |") or a sheet's rows separated by tabs ("Item\tDetails\tQty\tBudget (AUD ex GST)"). Its total
// row, or else the sum of its rows, is what the whole work may cost. Works on normalised text (lower case, no
// accents), offsets kept.

/** A column of money: its header names a budget or a price, or a currency. */
const MONEY_HEADER =
  /\b(?:budget|budgets|enveloppe|enveloppes|montant|montants|prix|price|prices|cost|costs|cout|couts|amount|tarif|tarifs|fee|fees|honoraires|estimate|estimation|chiffrage)\b|[€$£]|\((?:ht|ttc|htva|eur|cad|aud|usd|gbp|chf|mad|xof|xaf|zar|inr|ngn|kes)\b/;
const TOTAL_ROW =
  /^\s*(?:\*\*)?\s*(?:total|totaux|grand total|sous-total|subtotal|sum|somme|montant total)\b/;
/** A row left out of this round: « (plus tard) », "NOT this round", an option. */
const LEFT_OUT_ROW =
  /\b(?:not this round|not now|later|plus tard|pas maintenant|pas cette fois|optional|optionnel(?:le)?|en option|hors perimetre|out of scope|parked)\b/;
const SEPARATOR_ROW = /^[\s|:+-]+$/;
const AMOUNT_IN_CELL = /(\d{1,3}(?:[ .,'\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,2})?\s?(k\b)?/;

export interface PricedTable {
  /** The total row's amount, or the sum of the rows' amounts, in the table's currency. */
  amount: number;
  /** The total row's amount, else the money column's header: the client's words for the sum (end exclusive). */
  start: number;
  end: number;
  /** Where the whole table is. */
  table: { start: number; end: number };
  /** The words that say the currency: the money column's header and the amounts' cells. */
  currencyText: string;
}

interface Line {
  text: string;
  start: number;
}

export function findPricedTable(text: string): PricedTable | null {
  for (const table of tablesOf(text)) {
    const priced = readTable(table);
    if (priced) return priced;
  }
  return null;
}

function tablesOf(text: string): Line[][] {
  const tables: Line[][] = [];
  let current: Line[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const isRow = (line.match(/\|/g)?.length ?? 0) >= 2 || (line.match(/\t/g)?.length ?? 0) >= 2;
    if (isRow) current.push({ text: line, start });
    else if (current.length > 0) {
      tables.push(current);
      current = [];
    }
    start += line.length + 1;
  }
  if (current.length > 0) tables.push(current);
  return tables.filter((rows) => rows.length >= 3);
}

/** The cells of a row with where each starts. */
function cellsOf(line: Line): { text: string; start: number }[] {
  const separator = line.text.includes('|') ? '|' : '\t';
  const cells: { text: string; start: number }[] = [];
  let offset = 0;
  for (const piece of line.text.split(separator)) {
    cells.push({ text: piece, start: line.start + offset });
    offset += piece.length + 1;
  }
  // "| a | b |": the empty pieces outside the first and last bars are no cells.
  if (separator === '|') {
    if (cells[0]?.text.trim() === '') cells.shift();
    if (cells.at(-1)?.text.trim() === '') cells.pop();
  }
  return cells;
}

function readTable(rows: readonly Line[]): PricedTable | null {
  const [header, ...body] = rows;
  if (!header) return null;
  const headerCells = cellsOf(header);
  const column = headerCells.findIndex((cell) => MONEY_HEADER.test(cell.text));
  const moneyHeader = headerCells[column];
  if (column < 0 || !moneyHeader) return null;
  let total: { amount: number; start: number; end: number } | null = null;
  let sum = 0;
  let counted = 0;
  const amountCells: string[] = [];
  for (const row of body) {
    if (SEPARATOR_ROW.test(row.text)) continue;
    const cells = cellsOf(row);
    const isTotal = TOTAL_ROW.test(cells[0]?.text ?? '');
    // A total row often leaves the middle cells out: its amount is its last one.
    const cell = isTotal
      ? [...cells].reverse().find((each) => AMOUNT_IN_CELL.test(each.text))
      : cells[column];
    const match = cell ? AMOUNT_IN_CELL.exec(cell.text) : null;
    if (!cell || !match || (!isTotal && LEFT_OUT_ROW.test(row.text))) continue;
    const digits = (match[1] ?? '').replace(/[ .,'\u00a0\u202f]/g, '');
    const amount = Number(digits) * (match[2] ? 1000 : 1);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const end = cell.start + match.index + match[0].length;
    amountCells.push(cell.text);
    if (isTotal) {
      total = { amount, start: cell.start + match.index, end };
      break;
    }
    sum += amount;
    counted += 1;
  }
  const amount = total?.amount ?? (counted >= 2 ? sum : null);
  if (amount === null) return null;
  return {
    amount,
    start: total?.start ?? moneyHeader.start,
    end: total?.end ?? moneyHeader.start + moneyHeader.text.length,
    table: { start: header.start, end: (rows.at(-1)?.start ?? 0) + (rows.at(-1)?.text.length ?? 0) },
    currencyText: [moneyHeader.text, ...amountCells].join(' '),
  };
}
