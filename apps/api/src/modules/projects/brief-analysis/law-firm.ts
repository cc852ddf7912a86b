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

/**
 * The writer is a law firm or a notary's office: it says so (« nous sommes un cabinet d'avocats », "we're a
 * 40-person litigation practice", "I'm a partner at Keane Doyle Solicitors"), signs with "LLP", or counts its
 * lawyers (« cabinet de 12 avocats », "~320 lawyers"). "Our lawyers" are a company's own counsel, and "we are looking
 * for a law firm" asks for one.
 */
const WRITER_IS_LAW_FIRM = new RegExp(
  [
    String.raw`\b(?:we are|we're|we re|as|nous sommes|je suis|i am|i'm|i m|on est|notre|our|at|chez)\s(?:(?!looking|seeking|searching|need|hire|hiring|recrut|cherch|besoin|want|veu|souhait)\S+\s){0,5}?(?:law firm|law practice|legal practice|litigation practice|firm of solicitors|solicitors|barristers' chambers|cabinet d'avocats|cabinet de \S+ avocats|etude notariale|office notarial|avocate?s? associee?s?)\b`,
    String.raw`\bllp\b`,
    String.raw`\b\d+ (?:lawyers|avocate?s|attorneys|solicitors|notaires)\b`,
  ].join('|'),
);

/** Whether `skill` is only the writing firm's practice area (`normalized`: the message, lower case without accents). */
export function isLawFirmsOwnPractice(skill: string, normalized: string): boolean {
  return PRACTICE_AREAS.has(skill) && WRITER_IS_LAW_FIRM.test(normalized);
}
