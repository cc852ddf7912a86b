// A law firm or a notary's office writing about its own needs: the law it practises is its trade, named to say
// who it is ("Harlan & Reyes LLP (employment law, Austin TX)", « cabinet d'avocats en droit social ») or what its
// articles are about, never what it asks an agency for. Its data protection duties stay its own needs.

/** Practice areas: a firm's trade when the firm writes. */
const PRACTICE_AREAS = new Set([
  'Droit des contrats',
  'Propriété intellectuelle',
  'Droit du travail',
  'Droit des sociétés',
  'Droit du numérique',
  'Droit de la consommation',
  'Droit de la concurrence',
  'Droit des marchés publics',
  'Contentieux',
]);

/** What a law firm or a notary's office calls itself. */
const FIRM_WORDS = String.raw`(?:law firm|law practice|legal practice|litigation practice|firm of solicitors|solicitors|barristers' chambers|cabinet d'avocats|cabinet de \S+ avocats|etude notariale|office notarial|avocate?s? associee?s?)`;
/**
 * The writer is a law firm or a notary's office: it says so (« nous sommes un cabinet d'avocats », "we're a
 * 40-person litigation practice", "I'm a partner at Keane Doyle Solicitors", "Harlan & Reyes LLP (employment
 * law, Austin TX)"), or counts its lawyers (« notre cabinet (11 avocats) », "headshots for 9 solicitors", "~320
 * lawyers"). "Our solicitors", « avec 3 avocats externes », "a team of 5 lawyers", "our 2 lawyers in-house" and an
 * accounting firm's "LLP" are a company's advisers or another trade.
 */
const WRITER_IS_LAW_FIRM = new RegExp(
  [
    String.raw`\b(?:we are|we're|we re|nous sommes|je suis|i am|i'm|i m|on est)\s(?:(?!looking|seeking|searching|need|hire|hiring|recrut|cherch|besoin|want|veu|souhait|working|travaill|with|avec)[^\s.;!?]+\s){0,5}?${FIRM_WORDS}\b`,
    String.raw`\b(?:partner|associate|associee?|associe directeur|managing partner)\s(?:at|chez|dans|in)\s(?:[^\s.;!?]+\s){0,5}?(?:${FIRM_WORDS}|\S+ (?:avocats|solicitors))\b`,
    String.raw`\bllp\s*\([^)]{0,40}\b(?:law|litigation|legal|avocats?)\b`,
    String.raw`(?<!\b(?:with|avec|team of|equipe de|our|nos|employ|employons|emploie) (?:~|about |environ )?)\b\d+ (?:lawyers|avocate?s|attorneys|solicitors|notaires)\b(?! (?:externes?|internes?|in-house|in house|outside|external|salarie\w*))`,
  ].join('|'),
);

/** Whether `skill` is only the writing firm's practice area (`normalized`: the message, lower case without accents). */
export function isLawFirmsOwnPractice(skill: string, normalized: string): boolean {
  return PRACTICE_AREAS.has(skill) && WRITER_IS_LAW_FIRM.test(normalized);
}
