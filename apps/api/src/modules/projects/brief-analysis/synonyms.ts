// What the analyser reads beyond the catalogue's names and aliases (which carry every plain synonym, for the
// typed-name check and the LLM too): short forms that are skills only as written in capitals, and phrases that
// name two skills at once. Targets missing from the catalogue are ignored.
//
// A generic need ("un site web", "our SaaS", "une base de données") adds no skill: it says what the project
// is, not who builds it, and a default stack read from it put React and Node.js into marketing and security
// briefs. The assistant asks for the skills instead.

export interface SynonymEntry {
  phrases: readonly string[];
  skills: readonly string[];
  /** Only as written ("AI", not the "ai" of "j'ai"). */
  isCaseSensitive?: boolean;
}

export const SYNONYMS: readonly SynonymEntry[] = [
  // "vue" is also French for "view" ("en vue de"); "ts", "ci" and "ia" are short words too.
  { phrases: ['Vue'], skills: ['Vue.js'], isCaseSensitive: true },
  { phrases: ['JS'], skills: ['JavaScript'], isCaseSensitive: true },
  { phrases: ['TS'], skills: ['TypeScript'], isCaseSensitive: true },
  { phrases: ['CI'], skills: ['CI/CD'], isCaseSensitive: true },
  { phrases: ['IA', 'AI', 'ML'], skills: ['Machine learning'], isCaseSensitive: true },
  { phrases: ['PO'], skills: ['User stories'], isCaseSensitive: true },
  { phrases: ['UX/UI', 'UI/UX'], skills: ['UX research', 'UI design'], isCaseSensitive: true },
  {
    phrases: ['ux ui', 'ui ux', 'designer ux ui', 'ux ui designer', 'ux ui design'],
    skills: ['UX research', 'UI design'],
  },
];

/**
 * Catalogue names that are also everyday words ("go live", "swift delivery", "un tableau", "net"): matched only
 * when written with their capitals away from the start of a sentence.
 */
export const AMBIGUOUS_SKILL_NAMES: readonly string[] = [
  'go',
  'swift',
  'tableau',
  'rust',
  'net',
  'sap',
  'onboarding',
  'spark',
  'woo',
  'make',
  // "patient leaflets" are not the Leaflet library.
  'leaflet',
];

/**
 * Everyday words that name a skill only in a brief about its subject: "du montage" or "editing" in a brief about
 * videos, "onboarding" in one about new hires (not an app's onboarding). Matched in lower case too.
 */
export const CONTEXTUAL_SYNONYMS: readonly { words: readonly string[]; skill: string; context: RegExp }[] = [
  {
    words: ['montage', 'editing', 'monter'],
    skill: 'Montage vidéo',
    context: /\b(?:videos?|rushs?|footage|youtube|clips?|tournage|films?)\b/,
  },
  {
    words: ['onboarding'],
    skill: 'Onboarding',
    context:
      /\b(?:new hires?|nouve(?:aux|lles?) (?:salaries|collaborat\w+|arrivants|recrues)|recrues|employees|salaries|hr|rh)\b/,
  },
];
