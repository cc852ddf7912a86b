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
  // R said with what is written in it: « des scripts R commentés », "R scripts", "R packages".
  {
    phrases: [
      'scripts R',
      'R scripts',
      'script R',
      'R script',
      'code R',
      'R code',
      'packages R',
      'R packages',
      'R Markdown',
    ],
    skills: ['R (langage)'],
    isCaseSensitive: true,
  },
  { phrases: ['UX/UI', 'UI/UX'], skills: ['UX research', 'UI design'], isCaseSensitive: true },
  {
    phrases: ['ux ui', 'ui ux', 'designer ux ui', 'ux ui designer', 'ux ui design'],
    skills: ['UX research', 'UI design'],
  },
  // A cloud's managed Kubernetes names the cloud too.
  { phrases: ['GKE', 'Google Kubernetes Engine'], skills: ['Kubernetes', 'Google Cloud'] },
  { phrases: ['EKS', 'Amazon EKS', 'Elastic Kubernetes Service'], skills: ['Kubernetes', 'AWS'] },
  { phrases: ['AKS', 'Azure Kubernetes Service'], skills: ['Kubernetes', 'Microsoft Azure'] },
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
  // "staying safe online" is not the Scaled Agile Framework, written "SAFe".
  'safe',
  // "a rail framework", "guard rails": the framework only as its name is written, "Rails".
  'rails',
  // "a hotel by the sea", "sea freight": paid search only as its acronym is written, "SEA".
  'sea',
];

/**
 * Product names whose plural is an everyday word: "Redshift reserved nodes", « quelques notions », "the site's
 * lighthouses", "capacitors on the board". The singular stays the product's name ("a Node backend").
 */
export const PLURAL_IS_ANOTHER_WORD: ReadonlySet<string> = new Set([
  'node',
  'notion',
  'lighthouse',
  'capacitor',
  'workday',
  'sage',
  'hive',
  'helm',
  'electron',
  'bubble',
  'flask',
  'prophet',
  'sentry',
  'elixir',
  'framer',
]);

/**
 * Everyday words that name a skill only in a brief about its subject: "du montage" or "editing" in a brief about
 * videos, "onboarding" in one about new hires (not an app's onboarding). Matched in lower case too.
 */
const PRODUCT_ONBOARDING =
  /\b(?:in ?app|free trials?|trial users|trials? (?:ne|who|that|qui|don t|never)|activation rate|s activent|paywall|first session|premiere session|sign ?ups?|inscriptions? (?:dans|sur) (?:l app|l application)|app store|google play|day 1|day 7|app s onboarding|drop off|drops off|dropping off)\b/;

const SCREEN_READERS = String.raw`screen readers?|lecteurs? d ecran`;
/** What a document to make accessible is called: a report, a PDF, a booklet. */
const ACCESSIBLE_DOCUMENTS = String.raw`reports?|rapports?|brochures?|documents?|word docs?|booklets?|livrets?|leaflets?|depliants?|plaquettes?`;
/** A brief about documents: PDFs named, or documents in a brief that names no site or app. */
const DOCUMENTS_FOCUS = String.raw`[\s\S]*\bpdfs?\b|[\s\S]*\b(?:${ACCESSIBLE_DOCUMENTS})\b[^.!?]{0,80}\b(?:${SCREEN_READERS})\b|(?![\s\S]*\b(?:site|sites|website|websites|web|app|apps|application|applications|portal|portail|browser|navigateur|online|en ligne|intranet|plateforme|platform)\b)[\s\S]*\b(?:${ACCESSIBLE_DOCUMENTS})\b`;

export const CONTEXTUAL_SYNONYMS: readonly { words: readonly string[]; skill: string; context: RegExp }[] = [
  {
    // A PDF in a brief about accessibility is a document to make accessible.
    words: ['pdf', 'pdfs'],
    skill: 'Accessibilité des documents PDF',
    context:
      /\b(?:accessib\w*|screen readers?|lecteurs? d ecran|assistive|rgaa|wcag|malvoyant\w*|sight loss|visually impaired)\b/,
  },
  {
    // "Must work with screen readers", « lisibles par les lecteurs d'écran »: a site or an app made accessible; PDFs,
    // or a document (a report) in a brief about no site or app, made accessible are a document's work.
    words: ['readers', 'reader', 'lecteurs', 'lecteur'],
    skill: 'Accessibilité numérique (RGAA)',
    context: new RegExp(String.raw`^(?!${DOCUMENTS_FOCUS})[\s\S]*\b(?:${SCREEN_READERS})\b`),
  },
  {
    words: ['readers', 'reader', 'lecteurs', 'lecteur'],
    skill: 'Accessibilité des documents PDF',
    context: new RegExp(String.raw`^(?=${DOCUMENTS_FOCUS})[\s\S]*\b(?:${SCREEN_READERS})\b`),
  },
  {
    // "Nobody to write the scripts or voice them": scripts to record; not people who "voice" their opinions.
    words: ['voice'],
    skill: 'Voix off',
    context:
      /\b(?:scripts?|narration|audio ?guides?|videos?|films?|modules?|adverts?|ads|explainers?|recordings?)\b[^.!?]{0,60}\bvoice (?:them|it)\b/,
  },
  {
    // "A second pair of eyes for typos" in English (« typos » are typefaces in French), « des coquilles ».
    words: ['typos', 'coquilles', 'mistakes'],
    skill: 'Relecture et correction',
    context:
      /\b(?:(?:for|of|catch|spot|fix|check for|full of|no|any) typos|typos (?:in|everywhere)|(?:des|quelques|plein de|les|corriger les) coquilles(?! saint)|coquilles (?:dans|a corriger|qui trainent|de (?:notre|nos|la|le|les))|(?:fix|correct|check|catch) (?:the |our |any )?spelling mistakes (?:on|in) (?:our|the)\b)/,
  },
  {
    // Leaving servers of one's own for a cloud.
    words: ['premises', 'prem', 'premise', 'onprem'],
    skill: 'Migration vers le cloud',
    context: /\b(?:cloud|azure|aws|gcp|google cloud|scaleway)\b/,
  },
  {
    // Pipelines in a brief about data carry data; in one about deployments, code.
    words: ['pipelines', 'pipeline'],
    skill: 'Pipelines de données (ETL/ELT)',
    context:
      /\b(?:data warehouse|entrepot de donnees|ingestion|etl|elt|donnees sources|source systems|data platform|plateforme de donnees)\b/,
  },
  {
    // Images a model is to detect, count or classify things in.
    words: ['images', 'image', 'photos'],
    skill: 'Vision par ordinateur',
    context:
      /\b(?:detect\w*|detecte\w*|recogni[sz]\w*|reconnaissance automatique|annotat\w*|labell?ed images|images? etiquetees|classif\w*)\b.{0,80}\b(?:model|modele|algorithm\w*|ia|ai|deep learning|machine learning)\b|\b(?:model|modele)\b.{0,80}\b(?:detect\w*|detecte\w*|counts?|compte)\b/,
  },
  {
    // Rewriting or replacing a system written in an old language is modernising it.
    words: [
      'rewrite',
      'rewriting',
      'reecrire',
      'reecriture',
      'replace',
      'replacing',
      'remplacer',
      'moderniser',
      'modernise',
      'modernize',
      'modernising',
      'modernizing',
    ],
    skill: 'Modernisation d’applications legacy',
    context:
      /\b(?:cobol|mainframe|windev|as ?400|delphi|visual basic|vb6|powerbuilder|foxpro|legacy|obsolete|(?:ecrite?|written|developpee?|built) en (?:19|200)\d|written in (?:19|200)\d)\b/,
  },
  {
    words: ['montage', 'editing', 'monter'],
    skill: 'Montage vidéo',
    context: /\b(?:videos?|rushs?|footage|youtube|clips?|tournage|films?|reels?)\b/,
  },
  {
    // « 2-3 reels verticaux montés pour le launch »: videos to be edited.
    words: ['montes', 'montees', 'monte', 'montee'],
    skill: 'Montage vidéo',
    context:
      /\b(?:videos? (?:montees?|montes)|(?:reels?|clips?|teasers?|videos?|films?|capsules? videos?)(?: [a-z]+){0,2} (?:montees?|montes))\b(?! par (?:notre|nos|mon|ma|mes|our|my|un stagiaire|le stagiaire|nous)\b)/,
  },
  // An app's first steps for its users ("revoir l'onboarding in-app : trop de trials ne s'activent jamais", "the
  // new onboarding and store pages") or a new employee's first days.
  {
    words: ['onboarding'],
    skill: 'Onboarding utilisateur',
    context: PRODUCT_ONBOARDING,
  },
  {
    words: ['onboarding'],
    skill: 'Onboarding',
    context: new RegExp(
      String.raw`^(?![\s\S]*${PRODUCT_ONBOARDING.source})[\s\S]*\b(?:new hires?|nouve(?:aux|lles?) (?:salaries|collaborat\w+|arrivants|recrues)|recrues|employees|salaries|hr|rh)\b`,
    ),
  },
];
