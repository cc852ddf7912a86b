// A table of the work's parts with a column of prices, as clients paste them: a markdown table ("| Phase | Contenu |
// Enveloppe max (HT) |") or a sheet's rows separated by tabs ("Item\tDetails\tQty\tBudget (AUD ex GST)"). Its total
// row, or else the sum of its rows, is what the whole work may cost. Works on normalised text (lower case, no
// accents), offsets kept.

/** A column of money: its header names a budget or a price, or a currency. */
const MONEY_HEADER =
  /\b(?:budget|budgets|enveloppe|enveloppes|montant|montants|prix|price|prices|cost|costs|cout|couts|amount|tarif|tarifs|fee|fees|honoraires|estimate|estimation|chiffrage|total(?!\s*\(?\s*(?:hours?|heures?|jours?|days?|j|h|qty|quantite|qte)\b))\b|[€$£]|\((?:ht|ttc|htva|eur|cad|aud|usd|gbp|chf|mad|xof|xaf|zar|inr|ngn|kes)\b/;
const TOTAL_ROW =
  /^\s*(?:\*\*)?\s*(?:total|totaux|grand total|sous-total|subtotal|sum|somme|montant total)\b/;
/** A row left out of this round: « (plus tard) », "NOT this round", an option. */
const LEFT_OUT_ROW =
  /\b(?:not this round|not now|later(?! than)|(?<!au )plus tard|pas maintenant|pas cette fois|optional|optionnel(?:le)?|en option|hors perimetre|out of scope|parked|non concernee?s?|consultation separee|marche (?:distinct|separe)|separate (?:tender|consultation|procurement|contract|rfp|rfq)|not (?:covered|concerned) by (?:this|the present))\b/;
const SEPARATOR_ROW = /^[\s|:+-]+$/;
/**
 * The work's parts in the first column ("Phase", « Lot », "Item", « Prestation »): not a product's prices, a
 * month's sales or a timesheet.
 */
const WORK_COLUMN =
  /\b(?:phases?|etapes?|steps?|lots?|items?|postes?|livrables?|deliverables?|prestations?|taches?|tasks?|modules?|work|travaux|scope|perimetre|besoins?|needs?|what|quoi|elements?|workstreams?|chantiers?|volets?|missions?|stages?|jalons?|milestones?)\b/;
/** A price per unit or per month: its column does not add up to the work's cost. */
const RATE_HEADER =
  /\b(?:par|per|unitaire|unit|pu|p\.u|mensuel\w*|monthly|hebdo\w*|weekly|annuel\w*|yearly|horaire|hourly|journalier|daily|tjm)\b|\/\s?(?:page|mot|word|unit|h|heure|hour|j|jour|day|mois|month|an|year)\b/;
/** Said of the table right before it: money that is not the work's (another supplier's bill, a history). */
const NOT_THE_WORK_BEFORE =
  /\b(?:ancien prestataire|previous (?:supplier|agency|vendor|freelancer)|devis (?:recu|d'une autre|de l'agence|du concurrent)|quote (?:we got|we received|from)|historique|history|factur\w* par|billed by|invoiced by|charged by|nos ventes|our sales|chiffre d'affaires|revenue|depenses|spend|tarifs? de nos|our prices|prix de vente|price list|carte|menu)\b/;
const AMOUNT_IN_CELL =
  /(\d{1,3}(?:[ .,'\u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s?(?:(k|m|mn|millions?)\b)?(?:\s?(?:€|\$|£|eur\w*|chf|cad|aud|usd|gbp|mad)?\s?[-–]\s?(?:€|\$|£)?\s?(\d{1,3}(?:[ .,'\u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s?(?:(k|m|mn|millions?)\b)?)?/;

/** A cell's amount: a range's upper end, "1,5 k€" as 1 500, "€1.2M" as 1 200 000. */
function amountOf(match: RegExpExecArray): number {
  const [, digits, fraction, unit, upperDigits, upperFraction, upperUnit] = match;
  const value = (whole: string | undefined, part: string | undefined, scale: string | undefined) => {
    const number =
      Number((whole ?? '').replace(/[ .,'\u00a0\u202f]/g, '')) + (part ? Number(`0.${part}`) : 0);
    return number * (scale === 'k' ? 1_000 : scale ? 1_000_000 : 1);
  };
  if (upperDigits) return value(upperDigits, upperFraction, upperUnit ?? unit);
  return value(digits, fraction, unit);
}

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

/** A first column of months, products or plans: sales, prices or bills, not the work's parts. */
const OTHER_MONEY_COLUMN =
  /\b(?:mois|months?|annees?|years?|dates?|semaines?|weeks?|produits?|products?|plans?|references?|designations?|articles?|offres?|formules?)\b/;

interface Line {
  text: string;
  start: number;
}

/**
 * The text's tables, split once: the first that prices the work, and where those whose money is not the work's
 * stand (a month's sales, what the client sells, a past supplier's bill), so that their amounts are not read as the
 * budget either.
 */
export function readTables(text: string): {
  priced: PricedTable | null;
  ofOtherMoney: { start: number; end: number }[];
} {
  let priced: PricedTable | null = null;
  const ofOtherMoney: { start: number; end: number }[] = [];
  for (const rows of tablesOf(text)) {
    const header = rows[0];
    const last = rows.at(-1);
    if (!header || !last) continue;
    const before = text.slice(Math.max(0, header.start - 160), header.start);
    if (NOT_THE_WORK_BEFORE.test(before) || OTHER_MONEY_COLUMN.test(cellsOf(header)[0]?.text ?? '')) {
      ofOtherMoney.push({ start: header.start, end: last.start + last.text.length });
    } else priced ??= readTable(rows);
  }
  return { priced, ofOtherMoney };
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
  if (!WORK_COLUMN.test(headerCells[0]?.text ?? '')) return null;
  const column = headerCells.findIndex(
    (cell) => MONEY_HEADER.test(cell.text) && !RATE_HEADER.test(cell.text),
  );
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
    // A total row keeps its amount in the money column, or, when its middle cells are left out, in the first cell
    // after its label that holds a number.
    const inColumn = cells[column];
    const cell =
      isTotal && !(inColumn && AMOUNT_IN_CELL.test(inColumn.text))
        ? cells.slice(1).find((each) => AMOUNT_IN_CELL.test(each.text))
        : inColumn;
    const match = cell ? AMOUNT_IN_CELL.exec(cell.text) : null;
    if (!cell || !match || (!isTotal && LEFT_OUT_ROW.test(row.text))) continue;
    const amount = amountOf(match);
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

/**
 * A line that opens a part of the work, as clients list them with a price each: « Phase 1 — Cadrage (…) : … Budget :
 * 8 000 € HT. », "Phase 2 – Build and integration: KES 1,900,000", « - Lot B : … ».
 */
const PART_OPENING =
  /^\s*(?:[-*•>]\s*)?(?:\*\*)?\s*(?:phase|lot|etape|step|stage|tranche|jalon|milestone|volet|sprint)\s*(?:n°\s*|no\.?\s*|#\s*)?(?:\d{1,2}|[ivx]{1,4}|[a-d])\b/;

/**
 * Parts named one after another on one line, each with its own words: "Lot 1 — €18,000; Lot 2 — €46,500", « phase 1 :
 * 12 k€, phase 2 : 28 k€ ». A part after the first follows a separator (« ; », a comma, "+", "and").
 */
const INLINE_PART =
  /\b(?:phase|lot|tranche|volet|etape|step|stage)\s*(?:n°\s*|no\.?\s*|#\s*)?(?:\d{1,2}|[ivx]{1,4}|[a-d])\b/g;
const PART_SEPARATOR_BEFORE = /(?:[;,/+|]|\b(?:et|and|puis|then|plus))\s*$/;
/**
 * A line of parts that do not add up: options (« phase 1 seule à 12 000 €, ou phase 1 + phase 2 à 30 000 € »), a part
 * named twice (a running total), a part already delivered or billed ("Phase 1 was delivered last year for €8,000").
 */
const NOT_A_SUM_OF_PARTS =
  /\b(?:ou|or|options?|soit|either|seule?|alone|only|livree?s?|delivered|facturee?s?|billed|invoiced|paid|payee?s?|done|terminee?s?|completed|last year|l'an (?:dernier|passe)|l'annee (?:derniere|passee)|(?:in|en) (?:19|20)\d\d|was|were|a ete|ont ete)\b/;

function inlinePartListsOf(text: string): WorkPart[][] {
  const lists: WorkPart[][] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const opened = [...line.matchAll(INLINE_PART)].filter(
      (match, index) => index === 0 || PART_SEPARATOR_BEFORE.test(line.slice(0, match.index)),
    );
    const labels = opened.map((match) => match[0].replace(/\s+/g, ' '));
    if (opened.length >= 2 && new Set(labels).size === labels.length && !NOT_A_SUM_OF_PARTS.test(line)) {
      lists.push(
        opened.map((match, index) => ({
          start: start + match.index,
          end: start + (opened[index + 1]?.index ?? line.length),
          isLeftOut: false,
        })),
      );
    }
    start += line.length + 1;
  }
  return lists;
}

export interface WorkPart {
  start: number;
  end: number;
  /** Said to be left out of this round: « (plus tard) », "optional". */
  isLeftOut: boolean;
}

/**
 * The lists of the work's parts in `text`: runs of two or more parts, each from its opening line to a blank
 * line or the next part's opening, with nothing but blank lines between two parts.
 */
export function workPartListsOf(text: string): WorkPart[][] {
  const lists: WorkPart[][] = [];
  let list: WorkPart[] = [];
  let part: WorkPart | null = null;
  let start = 0;
  const closeList = () => {
    if (list.length >= 2) lists.push(list);
    list = [];
  };
  for (const line of text.split('\n')) {
    if (PART_OPENING.test(line)) {
      part = { start, end: start + line.length, isLeftOut: false };
      list.push(part);
    } else if (line.trim() === '') part = null;
    else if (part) part.end = start + line.length;
    else closeList();
    start += line.length + 1;
  }
  closeList();
  lists.push(...inlinePartListsOf(text));
  for (const parts of lists) {
    for (const each of parts) each.isLeftOut = LEFT_OUT_ROW.test(text.slice(each.start, each.end));
  }
  return lists;
}
