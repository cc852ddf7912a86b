// The need in the client's words: the sentences that say what they want done, without the greeting, the
// company's history, the signature or the disclaimer. The title is the first of them, without "we need".
import { normalizeText } from '../../../text/words.ts';
import { headOf } from '@escouade/contract/whole-characters';

/** A sentence that asks for something: "nous cherchons", "on a besoin de", "we need", "looking for". */
const NEED_CUE =
  /\b(?:cherch\w*|recherch\w*|besoin|souhait\w*|voudri\w*|voulons|veux|aimeri\w*|faut|faudrait|attendons|attente|objectif|mission|prestation|accompagn\w*|refon\w*|creer|creation|developper|mettre en place|realiser|need|needs|needed|looking for|look for|seeking|want|wants|would like|like to|hoping|hope to|require\w*|help (?:us|with)|build|redesign|set up|create|goal|scope|deliver\w*)\b/;
const GREETING =
  /^(?:bonjour|bonsoir|salut|hello|hi|hey|dear|madame|monsieur|cher|chere|chers|to whom|good (?:morning|afternoon|evening))\b[^.!?\n]{0,40}?(?:[,!.:]|$)\s*/i;
/** Where the need stops: a signature, a disclaimer, a forwarded header. */
const SIGN_OFF =
  /^(?:merci|cordialement|bien a vous|bien cordialement|bonne journee|a bientot|thanks|thank you|best|regards|kind regards|cheers|sent from|envoye de|--|__|ce message|this (?:e-?mail|message)|confidential|de\s*:|from\s*:|objet\s*:|subject\s*:|le .* a ecrit)/;
const LEAD_INS = [
  /^(?:bonjour|bonsoir|salut|hello|hi|hey|dear \w+)\b[\s,!.]*/i,
  /^(?:alors|donc|voila|en gros|bref|so|basically|ok|okay|avant cela|pour cela|dans ce cadre|aujourd['’]hui|concretement|today|right now|in short)\b[\s,]*/i,
  /^(?:il nous (?:faut|faudrait)|il (?:me|nous) faut|j['’]ai besoin|on aurait besoin|nous aurions besoin)\s+(?:d['’]|de\s+)?/i,
  /^(?:nous|je|on)\s+(?:cherchons|recherchons|cherche|recherche|voulons|voudrions|voudrais|veux|souhaitons|souhaiterions|souhaite|aimerions|aimerais|avons besoin|ai besoin|a besoin)\s+(?:d['’]|de\s+|à\s+)?(?:faire\s+(?:réaliser|faire)\s+)?/i,
  /^(?:we|i)(?:['’]re| are|['’]m| am)?(?:['’]d| would)?\s+(?:are looking for|am looking for|looking for|look for|need|want|would like|like|wish|seeking)\s+(?:to\s+)?/i,
];

const MAX_SUMMARY_LENGTH = 280;
const MAX_TITLE_WORDS_LENGTH = 80;

/** The sentences of a message that describe the need, in order. */
function needSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    const trimmed = line.trim().replace(/^[-*•>\d.)\s]+/, '');
    if (!trimmed) continue;
    if (SIGN_OFF.test(normalizeText(trimmed))) break;
    for (const piece of trimmed.split(/(?<=[.!?])\s+/)) {
      const sentence = piece.replace(GREETING, '').trim();
      if (sentence.length >= 12) sentences.push(sentence);
    }
  }
  return sentences;
}

/** One or two sentences: the first that asks for something (or the first), and the next that does. */
export function summarise(text: string): string | null {
  const sentences = needSentences(text);
  if (sentences.length === 0) return null;
  const asking = sentences.filter((sentence) => NEED_CUE.test(normalizeText(sentence)));
  const chosen = (asking.length > 0 ? asking : sentences).slice(0, 2);
  let summary = '';
  for (const sentence of chosen) {
    const next = summary ? `${summary} ${endSentence(sentence)}` : endSentence(sentence);
    if (next.length > MAX_SUMMARY_LENGTH && summary) break;
    summary = next;
  }
  return cut(capitalise(typesetNumbers(summary)), MAX_SUMMARY_LENGTH);
}

/** The first sentence that asks for something, without "we need": what the client would call the project. */
export function deriveTitle(text: string, limit: number): string | null {
  const sentences = needSentences(text);
  const sentence =
    sentences.find((candidate) => NEED_CUE.test(normalizeText(candidate))) ?? sentences[0] ?? text.trim();
  let title = sentence;
  for (let pass = 0; pass < 2; pass += 1) {
    for (const leadIn of LEAD_INS) title = title.replace(leadIn, '').trim();
  }
  title = withoutTerms(title).replace(/(?<![\s.!?:;,])[\s.!?:;,]+$/, '');
  if (title.length < 3) return null;
  return cut(capitalise(typesetNumbers(title)), Math.min(MAX_TITLE_WORDS_LENGTH, limit));
}

/**
 * A clause after the first that states the terms (the budget, a date, the delivery, the length) — « …, budget de
 * 30 000 € HT », "…, delivery by June 30" — belongs to the brief's fields, not to what the client calls the
 * project: the title leaves it out. It opens with a word of terms and names an amount, a date or a span.
 */
const TERMS_CLAUSE =
  /^(?:(?:a|an|the|un|une|le|la|les|our|notre|nos|avec|with|et|and)\s+)*(?:budget|budgets|enveloppe|montant|cost|costs|price|prix|tarif|rate|livraison|livr\w*|delivery|deliver\w*|deadline|date limite|due|avant|before|by|d'ici|until|jusqu'\w*|sous|within|starting|start|debut|début|a partir|à partir|pendant|during|duree|durée|asap|urgent)\b.*?(?:\d|€|\$|£|\b(?:asap|urgent|semaines?|weeks?|mois|months?|été|ete|summer|noël|noel|christmas|rentrée|rentree|year|année|annee|trimestre|quarter|janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|january|february|march|april|may|june|july|august|september|october|november|december)\b)/iu;

/** The title without its clauses of terms; the whole title when that would leave only a few words. */
function withoutTerms(title: string): string {
  const clauses = title.split(/(?<=,)\s+|(?<!\s)\s+(?=[–—-]\s)/);
  const kept: string[] = [];
  let isInTerms = false;
  for (const [position, clause] of clauses.entries()) {
    const words = clause.replace(/^[–—-]\s*/, '');
    // "…, delivery by June 30, 2027": the year after a date of terms is part of it.
    isInTerms = position > 0 && (TERMS_CLAUSE.test(words) || (isInTerms && /^\d/.test(words)));
    if (isInTerms) {
      // "A developer, by March, to build…": the clause before it loses the comma that led to it.
      const last = kept.length - 1;
      if (last >= 0) kept[last] = (kept[last] ?? '').replace(/,$/, '');
      continue;
    }
    kept.push(clause);
  }
  const shortened = kept.join(' ');
  return shortened.split(/\s+/).length >= 3 ? shortened : title;
}

/**
 * Thousands kept together and a unit kept with its number: "30 000 €" is never cut at a line's end. Digits are
 * grouped only where they can only be one number: a first group of two or three digits, or any followed by a
 * currency ("1 200 €"); "5 100% remote" stays two numbers.
 */
export function typesetNumbers(text: string): string {
  return text
    .replace(
      /(?<![\d.,])(\d{1,3})((?:[ \u00a0]\d{3})+)(?![\d%])(?=(\s?(?:k€|K€|M€|€|\$|£|CHF|euros?\b|dollars?\b))?)/g,
      (number: string, head: string, _groups: string, currency: string | undefined) =>
        head.length >= 2 || currency ? number.replace(/[ \u00a0]/g, '\u202f') : number,
    )
    .replace(/(\d)[ ](?=(?:k€|K€|M€|€|%|\$|£|CHF|HT|TTC)(?![\p{L}]))/gu, '$1\u00a0');
}

function endSentence(sentence: string): string {
  return /[.!?…]$/.test(sentence) ? sentence : `${sentence.replace(/(?<![\s,;:])[\s,;:]+$/, '')}.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = headOf(text, limit - 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > limit / 2 ? space : limit - 1).replace(/(?<![\s,;:(])[\s,;:(]+$/, '')}…`;
}
