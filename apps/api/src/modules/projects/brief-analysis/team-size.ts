import { MAX_TEAM_SIZE, MIN_TEAM_SIZE } from './schemas.ts';
import { toCount, numberWordPattern } from './number-words.ts';
import { isTaskWorkload } from './own-workload.ts';
import { normalizeText } from '../../../text/words.ts';
import type { ChatMessage } from './types.ts';

export interface TeamSize {
  min: number;
  max: number;
}

/** A size read in the text, with where it was said (end exclusive): the client's words for it. */
export interface StatedTeamSize extends TeamSize {
  span: { start: number; end: number };
}

// Works on normalised text (lower case, no accents).
const NUMBER = String.raw`(\d{1,2}|${numberWordPattern({ withArticles: true })})`;
const RANGE = String.raw`${NUMBER}(?:\s*(?:a|-|ou|or|to|et|and)\s*${NUMBER})?`;
const PEOPLE = String.raw`(?:personnes?|people|persons?|membres?|members?|freelances?|freelancers?|profils|profiles|intervenants|talents|professionnels|professionals)`;

/** Who a marketplace post counts: "Freelancers to hire: 1", « Profils recherchés : 2 ». */
const HIRED_KIND = String.raw`(?:freelancers?|freelances?|consultants?|people|personnes|profils|profiles|experts?|intervenants|developers?|developpeurs?|talents)`;

const TEAM_TOTALS = [
  new RegExp(
    String.raw`\b(?:equipe|team|pod|squad)\s+(?:attendue\s*:?\s*|de|d'environ|d'au moins|of|of about|of around)\s+(?:entre\s+|between\s+)?${RANGE}\b`,
    'g',
  ),
  new RegExp(String.raw`\b(?:entre\s+|between\s+)?${RANGE}\s+${PEOPLE}\b`, 'g'),
  new RegExp(String.raw`\b${RANGE}[\s-]+(?:person|people|member)\s+(?:team|squad|pod)\b`, 'g'),
  // "Total crew: 6", « Taille de l'équipe : 3 »: the total said as such.
  new RegExp(
    String.raw`\b(?:total (?:crew|team|headcount)|(?:crew|team) (?:total|size)|taille (?:de l'|d')equipe|equipe totale|effectif (?:total|de l'equipe))\s*(?:[:=]\s*)?${RANGE}\b`,
    'g',
  ),
  // A marketplace post's field: "Freelancers to hire: 1", « Profils recherchés : 2 » (a colon on the same line; not
  // "Consultant needed 3 days per week").
  new RegExp(
    String.raw`\b${HIRED_KIND} (?:to hire|needed|required|wanted|a recruter|recherchee?s?|souhaitee?s?)[ \t]*[:=][ \t]*${RANGE}\b(?![ \t]*(?:days?|jours?|j\b|hours?|heures?|h\b|weeks?|semaines?|months?|mois|years?|ans|%))`,
    'g',
  ),
];
/** The client's own team, its members listed in brackets: "our in-house dev team (5 engineers, 1 designer". */
const OWN_TEAM_LISTED_BEFORE =
  /\b(?:in-house|internal|interne|our|notre|nos|my|mon|ma)\b[^().;!?\n]{0,30}\b(?:team|equipe|staff|devs?|developers|developpeurs)\s*\((?:[^()]*,\s*)?$/;
/** Role keys (a role's first six letters) of people counted without a trade: « deux profils », "two people". */
const GENERIC_PEOPLE = /^(?:profil|person|people|ressou|resour|freela|interv)/;
/** A team the work adds people to: "extend our dev team (2 React developers…", « renforcer notre équipe (… ». */
const TEAM_GROWN_BEFORE =
  /\b(?:extend\w*|expand\w*|grow\w*|reinforc\w*|strengthen\w*|augment\w*|join\w*|renforc\w*|etoff\w*|agrandi\w*|complet\w*|rejoindre|integrer)\b/;
/** An alternative to the role before it, one person either way ("and/or" adds one). */
const ALTERNATIVE_BEFORE = /(?<!\b(?:et|and)\/)(?:\(|\b)(?:ou|or)\s+$/;
/** "une seule personne suffit", "just one consultant". */
/** Someone for the whole job: "on cherche quelqu'un pour…", "need a freelancer who…". */
const SOMEONE_ALONE =
  /\b(?<!\b(?:don't|do not|doesn't|does not|not|never|last thing (?:we|i))\s)(?:(?:j?cherch\w*|recherch\w*|besoin d'|besoin de|need|needs|looking for|look for|want|would like|like is|require\w*|seeking|hire|engage|trouver|find|(?:il (?:nous |me )?)?(?:faut|faudrait)|voudri?(?:ons|ait|ais)|aimeri?(?:ons|ait|ais)|souhait\w*)(?:,?\s+c'est|\s+is|\s+would be)?\s+(?:(?:just|juste|only|donc|aussi|also|vraiment|really|surtout|plutot)\s+){0,2}(?:someone|somebody|sm1|some1|quelqu'un|qqn|qqun|qq1|a freelancer?|un(?:e)? freelance|une personne|one person)\b(?=\s+(?:(?:asap|urgently|quickly|fast|vite|rapidement|urgemment|d'urgence)\s+)?(?:to|for|pour|pr|a|capable|able|qui|sur place|on site|onsite|d'externe|de l'exterieur|d'exterieur|de serieux|de confiance|external|experienced|experimente\w*)\b)|(?:could|can|would)\s+(?:someone|somebody)\s+(?!else\b)[a-z]+|(?:^|[.!?\n]\s*|\b(?:svp|please|urgent)\s+)(?:qqn|qqun|qq1|quelqu'un)\s+(?:peut|pourrait|pourra)\s+(?:passer|venir|intervenir|(?:m'|nous |me )?aider|s'occuper|reprendre|refaire|faire|gerer|regarder|installer|depanner|reparer)\b|\b(?:voudri?(?:ons|ait|ais)|aimeri?(?:ons|ait|ais)|souhait\w*|(?:il )?(?:faut|faudrait)) que (?:quelqu'un|qqn|qqun|qq1) (?!d'autre\b|(?:nous |me |m')?(?:rappel\w*|recontact\w*|contact\w*|repond\w*|envoi\w*|envoy\w*|dis\w*|donne\w*|ecrive)\b)[a-z]+|(?:cherch\w*|recherch\w*|looking for|need|besoin d'|besoin de)\s+(?:someone|somebody|quelqu'un|qqn|qqun|qq1)\s*,\s*(?!(?:et|and|ou|or|mais|but)\b)[a-z]|(?:^\s*|\n\s*|(?<!\d)[.!?]\s+)(?![\s\S]*\b(?:someone else|somebody else|quelqu'un d'autre|another person|une autre personne)\b)(?:someone|somebody|quelqu'un|qqn|qqun|qq1)\s+(?:pour|pr|to|for|qui|who)\b|\b(?:connai\w*|connaitr\w*|know|knows)\s+(?:pas\s+|of\s+)?(?:someone|somebody|anyone|quelqu'un|qqn|qqun|qq1)\s+(?:pour|pr|to|for|qui|who)\b)/;
const ONE_PERSON =
  /\b(?:une seule|un seul|a single|only one|just one|one single)\s+(?:[a-z]+\s+){0,1}?(?:personne|person|freelance|freelancer|consultante?|expert|expert)\b/;
/** "We're hiring one person for this": the one person the work takes, when no other role is counted. */
const ONE_HIRED_FOR_THE_WORK =
  /\b(?:hiring|hire|need|looking for|recrutons|cherchons)\s+one\s+(?:person|freelancer|developer|dev|consultant)\s+(?=for (?:this|the (?:job|project|mission|work|demo|role))\b)/;
const ROLE = [
  'developpeu(?:r|se)s?',
  'devs?',
  'developers?',
  'engineers?',
  'ingenieure?s?',
  'designers?',
  'graphistes?',
  'integrat(?:eur|rice)s?',
  'chef(?:fe)?s? de projet',
  'project managers?',
  'product owners?',
  'product managers?',
  'scrum masters?',
  'data scientists?',
  'data analysts?',
  'data engineers?',
  'consultante?s?',
  'redact(?:eur|rice)s?',
  'writers?',
  'copywriters?',
  'community managers?',
  'architectes?',
  'architects?',
  'testeu(?:r|se)s?',
  'testers?',
  'traduct(?:eur|rice)s?',
  'translators?',
  'comptables?',
  'accountants?',
  'juristes?',
  'lawyers?',
  'marketeu(?:r|se)s?',
  'marketers?',
  'recrut(?:eur|euse)s?',
  'recruiters?',
  'experte?s?',
  'specialistes?',
  'specialists?',
  'analystes?',
  'analysts?',
  'photographes?',
  'photographers?',
  'growth hackers?',
  'coachs? agiles?',
  'agile coach(?:es)?',
  'sysadmins?',
  'motion designers?',
  'coachs?',
  'coach(?:es)?',
  'researchers?',
  'chercheu(?:r|se)s?',
  'freelancers?',
  'freelances?',
  'personnes?',
  'persons?',
  'profils?',
  'profiles?',
  'rh',
  'hr',
  'qa',
  'implementers?',
  'strateg(?:ist|e)s?',
  'videographers?',
  'videastes?',
  'cadreu(?:r|se)s?',
  'realisat(?:eur|rice)s?',
  'vision mixers?',
  'platform engineers?',
  'team lead(?:er)?s?',
  // A product owner, not a purchase order issued ("before we can issue a PO") nor a PO box.
  '(?<!\\b(?:issue|issues|issued|raise|raised|send|sent|sign|signed|open|emettre|emet|emis|recu|receive|received)\\s+(?:a|an|un|une|the|le|our|notre)\\s+)po(?!\\s+(?:box|number|no\\b|#))',
  'pms?',
  // Roles clients name instead of skills: each is one person to staff.
  'charge(?:e)?s? de (?:com(?:munication)?|recrutement|projet|mission|clientele|marketing|formation|communication interne)',
  'responsables? (?:[a-z]+\\s+){0,2}?(?:marketing|communication|com|rh|paie|comptable|qualite|projet|technique|produit|securite|seo|acquisition|crm|data|evenementiel)',
  'chefs? de (?:projet|produit)(?: [a-z]+)?',
  'directeurs? (?:artistique|financier|technique|de projet)',
  'directrices? (?:artistique|financiere|technique|de projet)',
  'art directors?',
  '(?:finance|financial|technical|creative|marketing|sales|programme|program|project) directors?',
  'bookkeepers?',
  'dafs?',
  'cfos?',
  'dpos?',
  'rssis?',
  'cisos?',
  'devops',
  'sres?',
  'tech leads?',
  'lead devs?',
  'heads? of [a-z]+',
  '(?:programme|program|project|product|event|events|community|social media|marketing|content|account|office|delivery|change|payroll|hr) managers?',
  '(?:project|product|event|events|content) owners?',
  'pmo(?: analysts?)?',
  'controleu(?:r|se)s? de gestion',
  'financial controllers?',
  'bookkeepers?',
  'payroll specialists?',
  'gestionnaires? de paie',
  'experts?[\\s-]comptables?',
  'auditeu(?:r|rs|se|ses)',
  'auditors?',
  'pentesters?',
  'formateu(?:r|rs|se|ses)',
  'formatrices?',
  'trainers?',
  'facilitat(?:eur|rice|or)s?',
  'animat(?:eur|rice)s?',
  'interpretes?',
  'interpreters?',
  'relecteu(?:r|se)s?',
  'revisers?',
  'reviewers?',
  'proofreaders?',
  'correct(?:eur|rice)s?',
  'linguists?',
  'monteu(?:r|se)s?',
  'video editors?',
  'editors?',
  'voice[\\s-]?overs?(?: artists?)?',
  'voice actors?',
  'comediens? voix',
  'illustrat(?:eur|rice|or)s?',
  'webdesigners?',
  'web designers?',
  'event producers?',
  'producers?',
  'producteurs?',
  'regisseu(?:r|se)s?',
  'hotes(?:ses)?',
  'avocate?s?',
  'notaires?',
  'paralegals?',
  'solicitors?',
  'assistante?s? (?:de direction|administrati(?:f|ve)|commercial(?:e)?|rh|marketing)',
  'personal assistants?',
  'executive assistants?',
  'secretaires?',
  'virtual assistants?',
  'guys?',
  'mecs?',
  'profs?',
  'teachers?',
  'tutors?',
  'coders?',
  'programmers?',
  'programmeu(?:r|se)s?',
  'administrat(?:eur|rice|or)s?',
  'dba',
  'ppc specialists?',
  'vendeu(?:r|se)s?',
  'commerciaux',
  'business developers?',
  'sdrs?',
  'sales reps?',
  'negociat(?:eur|rice)s?',
  'acheteu(?:r|se)s?',
  'buyers?',
  'ergonomes?',
  'psychologues?',
  'statisticiens?',
  'statisticians?',
  'economistes?',
  'economists?',
  'urbanistes?',
  'scenaristes?',
  'journalistes?',
  'journalists?',
  'stylistes?',
  'make-up artists?',
  'maquilleu(?:r|se)s?',
  'cameramen|cameraman|camera operators?',
  'drone pilots?',
  'telepilotes?',
  'pilotes? de drones?',
  'preneu(?:r|se)s? de son',
  'sound engineers?',
  'djs?',
  'traiteurs?',
  'caterers?',
]
  .join('|')
  // « chef(fe) de projet »: the feminine mark blanked leaves more than one space.
  .replaceAll(' ', String.raw`\s+`);
// Between the count and the role: adjectives and skill names ("a senior React developer"), not a new noun phrase.
// A unit of time after the count makes it a length ("6 mois pr tester"), never people.
// Nor a word that ends the noun phrase: "sans" (« 2 samedis sans personne » is nobody), a verb (« quand une est
// absente, personne… »), a number of its own (« a 1 400 producteurs »).
const FILLER_STOP =
  'sans|without|est|sont|etait|etaient|is|are|was|were|ont|has|have|had|\\d{1,3}\\s+\\d{3}|mois|months?|semaines?|weeks?|jours?|days?|ans|annees?|years?|heures?|hours?|et|and|ou|or|de|d|of|des|du|la|le|les|l|the|pour|pr|for|to|par|by|sur|on|in|dans|avec|with|qui|que|where|which|that|notre|nos|our|votre|vos|your|equipe|team|logiciel|progiciel|outil|app|application|site|platform|plateforme|projet|project|entreprise|company|startup|should|must|will|would|include|includes|including|inclure|comprendre|comprenant|dont|a|an|un|une';
const ROLE_COUNT = new RegExp(
  String.raw`\b${RANGE}\s+(?!\d{3}\b)(second|deuxieme|autre|another|additional)?\s*(?:(?!(?:${FILLER_STOP})\b)[a-z0-9+#/-]+(?:\.[a-z0-9+#/-]+)*\s+){0,3}?(${ROLE})\b`,
  'g',
);
/** Roles counted, then said enough: « un développeur nous suffit », "two designers will do". */
const ENOUGH = new RegExp(
  String.raw`\b${NUMBER}\s+(?:[a-z-]+\s+){0,2}?(?:${ROLE})\s+(?:(?:nous|me|m')\s*)?(?:suffi(?:t|ra|rait|sent|ront|raient)|(?:is|are|would be|will be) enough|will do|would do)\b`,
);
/** A role right after a count: the count is of those roles. */
const ROLE_AFTER = new RegExp(String.raw`^\s*(?:[a-z0-9+#/.-]+\s+){0,3}?(?:${ROLE})\b`);
/** The one or few the client has: « on n'a qu'une seule personne », "there is only one developer". */
const ONLY_ONES_OWN_BEFORE = String.raw`\b(?:n'a|n'avons|n'ont|n'y a)\s+(?:qu'|que\s+)$|\b(?:only have|only has|only had|have only|has only|there (?:is|was|are) only)\s+$`;
/** People the client already has, describes or hires for itself: "notre RH", "our two POs", "une boîte de 40 personnes". */
const NOT_ASKED_BEFORE = new RegExp(
  [
    // "on est 12 (dont 4 collaborateurs)", "nous avions une traductrice salariée", "we had a bookkeeper"
    String.raw`\b(?:dont|including|incl|employ|employons|emploie|salaries?|staff of|headcount|avec une equipe de|with a team of|une equipe de \d+|une trentaine|une vingtaine|une dizaine)\s+(?:[a-z-]+\s+){0,1}$`,
    String.raw`\b(?:avions|had|used to have|avait)\s+(?:[a-z'-]+\s+){0,3}$`,
    // "We currently pay a guy $400 a month", « on paie déjà un freelance »: who the client pays today.
    String.raw`\b(?:we|i|on|nous|je)\s+(?:(?:currently|already|still|actuellement|deja|encore)\s+)?(?:pay|are paying|paie|paye|payons|work with|travaille avec|travaillons avec)\s+(?:(?:currently|already|still|actuellement|deja|encore)\s+)?$`,
    // "Notre DSI (une personne, Thierry)": the size of the client's own team, said in brackets.
    String.raw`\b(?:notre|nos|our|mon|ma|mes|my)\s+(?:[a-z'-]+\s+){0,2}\(\s*$`,
    // "une équipe de 11 permanents" said of the client, "pour 12 assistantes" (the people trained)
    String.raw`\b(?:avec|with)\s+(?:une|a|an)\s+$`,
    String.raw`\b(?:former|train|training|aupres de)\s+$`,
    // "Brief training for 4 content editors", « formation des 12 contributeurs »: the people trained.
    String.raw`\b(?:training|trainings|formations?|sessions?|workshops?|ateliers?|onboarding|sensibilisation|coaching)\s+(?:for|of|de|des|pour)\s+(?:(?:our|the|nos|les|all|tous|about|around|environ)\s+)?$`,
    // « on n'a qu'une seule personne aux RH », "we only have one developer": the client's own
    ONLY_ONES_OWN_BEFORE,
    // "I'm a consultant rheumatologist", « je suis consultante »: the writer's own trade
    String.raw`\b(?:i'm|i m|i am|je suis|moi c'est)\s+$`,
    // "a friend who's a CTO", "notre comptable, qui est un ancien auditeur"
    String.raw`\b(?:who's|who is|who was|qui est|qui etait|which is)\s+$`,
    // "our nephew is a developer", « son mari est graphiste »: who someone of the client's is.
    String.raw`\b(?:our|my|his|her|their|the|notre|mon|ma|son|sa|leur|le|la)\s+(?:[a-z'-]+\s+)?(?:nephew|niece|son|daughter|brother|sister|husband|wife|partner|friend|cousin|uncle|aunt|father|mother|dad|mum|mom|brother-in-law|sister-in-law|colleague|neighbour|neighbor|neveu|fils|fille|frere|soeur|mari|femme|compagne|compagnon|ami|amie|cousine|oncle|tante|pere|mere|beau-frere|belle-soeur|collegue|voisin|voisine)\s+(?:is|est|was|etait)\s+$`,
    // "our security engineer and a part-time DPO", "we have a dev and a designer": the same list
    String.raw`\b(?:our|notre|nos|have|avons|had|avions)\b[^,.;:!?()]{0,40}\b(?:and|et)\s+$`,
    // "written by an accountant", "géré par un prestataire": who did it, not who is asked for
    String.raw`\b(?:written|made|built|done|run|managed|handled|created|designed|named|coded|configured|set up|fait|faite|faits|realisee?s?|ecrite?s?|construite?|developpee?|geree?s?|creee?s?|tenue?s?|nommee?s?|codee?s?|configuree?s?) (?:by|par)\s+(?:(?:three|two|four|several|different|various|plusieurs|differents|trois|deux|quatre|\d+)\s+)*$`,
    // "lisibles par un chef d'entreprise et pas par un juriste", "readable by a 12-year-old": the readers
    String.raw`\b(?:lisibles?|comprehensibles?|compris|comprises|readable|understandable|understood|clear)\s+(?:par|by|to|for|pour)\s+$`,
    String.raw`\b(?:et|and|mais|but)\s+(?:pas|not)\s+(?:par|by)\s+$`,
    // "a retired cameraman", « notre ancien graphiste »: someone who no longer does the work
    String.raw`\b(?:retired|former|ancien|ancienne|ex|previous|precedent|precedente)\s+$`,
    // "un chargé de com' (ou un chargé)", "a designer or a developer": one person either way
    String.raw`(?:\(|\b)(?:ou|or)\s+$`,
    // "our two POs", "our dev team (8 people)", "notre équipe de 5"
    String.raw`\b(?:notre|nos|our|mon|mes|my|their|leur|leurs)\s+(?:(?:[a-z-]+\s+){0,2}(?:team|equipe|staff|societe|company|boite)\s*(?:\(|of|de|d')?\s*)?$`,
    // "we already have a dev", "nous avons déjà deux développeurs"
    String.raw`\b(?:deja|already|have|avons|has|(?:on|il|elle|qui|y) a)\s+(?:deja\s+|already\s+|got\s+|en interne\s+|in[\s-]house\s+)?$`,
    String.raw`\b(?:deja|already)\s+(?:[a-z-]+\s+){0,2}$`,
    // "Cabinet d'architectes (8 personnes)", "our dev team (8 people)": the client's own size
    String.raw`\b(?:cabinet|agence|agency|studio|societe|entreprise|boite|startup|scale-up|pme|association|commune|company|firm)\b[^.;:\n(]{0,40}\(\s*$`,
    // "Notre équipe RH se résume à une personne", "our team is 3 people", "our finance function is one part-time
    // bookkeeper and me" (not "notre équipe idéale : 3 personnes")
    String.raw`\b(?:notre|nos|our|my|mon|ma)\s+(?:[a-z-]+\s+)?(?:equipe|team|staff|function|fonction|department|departement)\b(?![^,.;:\n]*\b(?:attendue|ideale|souhaitee|ideal|expected|wanted|needed|cible|needs?|wants?|requires?|besoin|cherche|recherche|looking)\b)[^,.;:\n]{0,40}$`,
    // "our finance today is one external accountant and me", « notre compta, c'est un cabinet et moi »
    String.raw`\b(?:notre|nos|our|my|mon|ma)\s+(?:finance|finances|accounting|bookkeeping|compta|comptabilite|marketing|it|rh|hr|communication|com|informatique)(?:\s+(?:today|right now|currently|now|aujourd'hui|actuellement))?,?\s+(?:is|are|est|sont|c'est)\b[^.;:\n]{0,60}$`,
    // "we're a 120-person company", "une boîte de 40 personnes"
    String.raw`\b(?:sommes|we're|we are|on est|boite de|company of|entreprise de|startup de|societe de)\s+(?:a\s+|an\s+|une?\s+)?$`,
    // people the client hires for itself: "on recrute 6 développeurs", "scaling from 30 to 80 people"
    // « Mandat de recrutement – 2 comptables », « un mandat de chasse pour deux comptables », "appoint two …"
    String.raw`\b(?:recrute|recrutons|recruter|recrutement de|recruitment of|chasse (?:pour|de)|recruit|recruiting|hire|hiring|appoint|embaucher|embauchons|scaling from|from)\s+(?:[a-z-]+\s+){0,2}[~≈]?$`,
    String.raw`\bmandat de (?:recrutement|chasse)(?:\s+pour)?\s*[-\u2013\u2014:]?\s+(?:[a-z-]+\s+){0,2}$`,
    // « l'équipe back (2 devs) est sous l'eau », "the sales team (6 people)": a team the sentence describes.
    String.raw`(?:\bl'|\b(?:la|le|the|our|notre|nos|my|mon|ma)\s+)(?:[a-z-]+\s+)?(?:equipe|team)(?:\s+[a-z-]+)?\s*\(\s*$`,
  ].join('|'),
);

/**
 * An explicit size ("une équipe de 3", "3 à 4 personnes", "une seule personne") or the roles asked for,
 * added up ("un développeur back, un développeur front et un profil QA": 3). "Un second traducteur" is one
 * more unless the same role was already counted two or more at once ("deux traducteurs").
 */
export function extractTeamSize(rawText: string): StatedTeamSize | null {
  // "un(e) graphiste", "chargé(e) de com", "développeur·se": one role, offsets kept for the quotes.
  // "2x senior backend engineer", "1 x tester": the count of a role on a list, its "x" blanked.
  const text = rawText
    .replace(/\((?:e|es|s|fe|ne|se|euse|rice|trice)\)|\u00b7(?:e|es|s|fe|ne|se|euse|rice|trice)\b/g, (mark) =>
      ' '.repeat(mark.length),
    )
    .replace(/(?<=(?:^|[\s(-])\d{1,2})\s?[x×](?=\s+[a-z])/gm, (mark) => ' '.repeat(mark.length));
  let total: StatedTeamSize | null = null;
  let isTotalOfRoles = false;
  for (const pattern of TEAM_TOTALS) {
    for (const match of text.matchAll(pattern)) {
      const first = toCount(match[1]);
      // "a small team of three - two data scientists and one ML engineer": a dash before a smaller number goes on
      // to the roles, no range.
      const said = match[2] ? toCount(match[2]) : first;
      const second = said < first ? first : said;
      if (isNotAsked(text, match.index) || ARTICLES.has(match[1] ?? '')) continue;
      if (
        pattern === TEAM_TOTALS[1] &&
        TRIED_ON_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index))
      )
        continue;
      // "The sales team of 6 has been on Pipedrive", « l'équipe back de 2 »: a team the sentence describes, by a
      // word between the article and the team ("the team of 4 should include…" is the one asked for).
      if (
        pattern === TEAM_TOTALS[0] &&
        DESCRIBED_TEAM_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index))
      )
        continue;
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
      if (HIRED_AFTER.test(after) || DOING_NOW_AFTER.test(after)) continue;
      // "a team of ten" without a word for people: more than a team is staffed with, likely the client's own.
      const isBareCount = pattern === TEAM_TOTALS[0] && second > MAX_TEAM_SIZE;
      // "les 11 avocats", "hire ~8 people": more people than a team holds, counted without the word "team",
      // are people the text describes; "une équipe de 10 personnes" is a team asked for, held to the maximum.
      const isOfATeam =
        /\b(?:equipe|team|squad|pod)\s+(?:de|d'environ|d'au moins|of|of about|of around)\s+$/.test(
          text.slice(Math.max(0, match.index - 30), match.index),
        );
      const limit =
        pattern === TEAM_TOTALS[1] && !isOfATeam && !isAskedCount(text, match.index)
          ? MAX_TEAM_SIZE
          : MAX_PLAUSIBLE;
      if (first > 0 && second >= first && second <= limit && !isBareCount) {
        total = { ...clampTeamSize({ min: first, max: second }), span: matchSpan(match) };
        isTotalOfRoles = ROLE_AFTER.test(text.slice(match.index + match[0].length));
        break;
      }
    }
    if (total) break;
  }
  const roles = countRoles(text);
  // "une équipe de 3 traducteurs et un relecteur", "équipe attendue : 1 dev + 1 chef de projet": the roles
  // named after the total say who is in it.
  if (total && !(isTotalOfRoles && roles && roles.max > total.max)) return total;
  const onePerson = ONE_PERSON.exec(text);
  // « on n'a qu'une seule personne aux RH »: the one the client has.
  const isOnlyOnesOwn =
    onePerson !== null &&
    HAS_ONLY_BEFORE.test(text.slice(Math.max(0, onePerson.index - 30), onePerson.index));
  if (onePerson && !isOnlyOnesOwn) return { min: 1, max: 1, span: matchSpan(onePerson) };
  // « Un développeur nous suffit », "two designers will do": the count said enough, whoever else the text names.
  const enough = ENOUGH.exec(text);
  if (enough) {
    const count = toCount(enough[1]);
    if (count > 0 && count <= MAX_TEAM_SIZE) return { min: count, max: count, span: matchSpan(enough) };
  }
  // « un binôme DevOps », "a pair of developers": two.
  const pair = PAIR.exec(text);
  if (pair && !isNotAsked(text, pair.index)) return { min: 2, max: 2, span: matchSpan(pair) };
  // "Mission freelance — Développeur·se back-end PHP / Symfony (senior)", "INTERIM PMO LEAD – 6 MONTHS –
  // £650/DAY": a job post's title names the one person it hires.
  const title = JOB_POST_TITLE.exec(text);
  if (title && TITLE_ROLE.test(title[0]) && !/\b\d{1,2}\s+[a-z]/.test(title[0].replace(JOB_POST_TERMS, '')))
    return { min: 1, max: 1, span: matchSpan(title) };
  if (roles) {
    // "Les trois à temps plein", "all three full-time", "both on site": the roles just named, counted by the
    // client, one more at most than were counted (« une UX/UI » is a role the list reader does not count); "both"
    // is two roles named, not one doing two things ("a designer for both on-site and online events").
    const all = ALL_OF_THEM.exec(text);
    const count = all ? (all[1] ? toCount(all[1]) : 2) : 0;
    const isRightAfterRoles =
      all !== null && all.index > roles.span.start && all.index - roles.span.end < 200;
    const fits = all?.[1] ? count >= roles.max && count <= roles.max + 1 : roles.max === 2;
    if (all && isRightAfterRoles && fits && count > roles.min && !isNotAsked(text, all.index))
      return { min: count, max: count, span: matchSpan(all) };
    const isOneByArticle =
      roles.max === 1 && ARTICLES.has(text.slice(roles.span.start).split(/[\s']/)[0] ?? '');
    if (!isOneByArticle || isOnePersonAsked(text, roles.span)) return roles;
  }
  const one = ONE_HIRED_FOR_THE_WORK.exec(text) ?? SOMEONE_ALONE.exec(text);
  return one ? { min: 1, max: 1, span: matchSpan(one) } : null;
}

/** "un développeur back, un développeur front et un profil QA": the roles asked for, added up. */
function countRoles(text: string): StatedTeamSize | null {
  let span: { start: number; end: number } | null = null;
  const widen = (match: RegExpMatchArray) => {
    const found = matchSpan(match);
    span = span ? { start: Math.min(span.start, found.start), end: Math.max(span.end, found.end) } : found;
  };
  const byRole = new Map<string, { min: number; max: number; ordinals: number }>();
  let listedPeople = false;
  for (const match of text.matchAll(ROLE_COUNT)) {
    if (isNotAsked(text, match.index)) continue;
    const first = toCount(match[1]);
    const second = match[2] ? toCount(match[2]) : first;
    // "11 avocats avec leur photo", "8-10 serious new buyers": more of one role than a team holds are people the
    // text describes (its staff, the people trained, the customers wanted), not the roles asked for, unless they
    // are asked for (« nous cherchons 8 développeurs Java », "a team of 8 developers": held to the maximum).
    if (first <= 0 || second < first || second > MAX_PLAUSIBLE) continue;
    if (second > MAX_TEAM_SIZE && (!isAskedCount(text, match.index) || NOT_STAFF.test(match[4] ?? '')))
      continue;
    // "an outsourced DPO service" is a firm; "a Value-Added Producer Grant" is money; "HR data" is data, where
    // « un chef de projet data » is a person.
    const end = match.index + match[0].length;
    if (
      /^\s*(?:service|services|firm|agency|agence|cabinet|company|software|tool|outil|platform|systems?|systemes?|logiciels?|department|departments|team|equipe|administration|admin|processes|policies|grants?|awards?|prizes?|programmes?|programs?|funds?|schemes?|subventions?|prix|bourses?)\b/.test(
        text.slice(end),
      ) ||
      (/^\s*(?:data|donnees)\b/.test(text.slice(end)) && !PERSON_OF_A_FIELD.test(match[4] ?? ''))
    )
      continue;
    if (HIRED_AFTER.test(text.slice(end, end + 40))) continue;
    // "As a buyer on a supported device, I want to pay with Apple Pay": a user story's user, not staff.
    if (
      /\b(?:as|en tant que?)\s+$/.test(text.slice(Math.max(0, match.index - 12), match.index)) &&
      USER_STORY_AFTER.test(text.slice(end, end + 60))
    )
      continue;
    // « … nous devons recruter\n- 3 ingénieurs …\n- 1 architecte » : a list of hires under its lead line.
    if (isInHiringList(text, match.index)) continue;
    // « deux profils en freelance : … », "2 persons – one data engineer and…": people counted without a trade,
    // their trades listed after a colon or a dash.
    if (
      GENERIC_PEOPLE.test(roleKey(match[4] ?? '')) &&
      /^[^.;!?\n]{0,30}(?::|\s[-–—]\s)/.test(text.slice(end))
    )
      listedPeople = true;
    const isArticle = ARTICLES.has(match[1] ?? '');
    // "a person or team who knows the European market": one person or more, no size.
    if (isArticle && EITHER_A_TEAM_AFTER.test(text.slice(end, end + 30))) continue;
    // "choosing an auditor", « choisir un expert-comptable »: a third party the client picks ("selecting 3
    // consultants" is the team).
    if (isArticle && CHOSEN_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
    // "Handover to 2 internal analysts": the client's own people, and those listed in brackets after the
    // client's own team ("our in-house dev team (5 engineers, 1 designer)").
    if (/\b(?:internal|internes?|in-house|en interne)\b/.test(match[0])) continue;
    const listedBefore = text.slice(Math.max(0, match.index - 60), match.index);
    if (OWN_TEAM_LISTED_BEFORE.test(listedBefore) && !TEAM_GROWN_BEFORE.test(listedBefore)) continue;
    // « une chargée de com' (ou un chargé de com') », "a designer or a developer": one person either way.
    if (isArticle && ALTERNATIVE_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
    // « on n'a personne pour », « ça ne sert à personne »: nobody, not a person counted by an article.
    if (/^(?:a|an)$/.test(match[1] ?? '') && /^personnes?$/.test(match[4] ?? '')) continue;
    // "between 11 am and 1 pm": an hour, not a project manager.
    if (/^pm$/.test(match[4] ?? '') && /^\d/.test(match[1] ?? '')) continue;
    // « faire tester l'appli par 6 personnes âgées », "surveyed by 5 users": the people the work is tried on.
    if (
      NOT_STAFF.test(match[4] ?? '') &&
      TRIED_ON_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index))
    )
      continue;
    // "3 people pulling NetSuite saved searches into Excel": the client's people doing the work today.
    if (DOING_NOW_AFTER.test(text.slice(end, end + 40))) continue;
    // "hire 5 engineers … find the 5 engineers": the same people said again, counted where first said if at all.
    if (
      /\bthe\s+$/.test(text.slice(Math.max(0, match.index - 4), match.index)) &&
      text.lastIndexOf(match[0].trim(), match.index - 1) >= 0
    )
      continue;
    // « un consultant senior (une personne, pas une équipe) »: the role just named, counted again in brackets.
    if (
      GENERIC_PEOPLE.test(roleKey(match[4] ?? '')) &&
      RESTATED_IN_BRACKETS_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index))
    )
      continue;
    // « on ouvre en février avec 3 nouveaux spécialistes », "5 new hires start in March": the client's new staff.
    if (/^\S+\s+(?:nouveaux|nouvelles|new)\b/.test(match[0]) && !isAskedCount(text, match.index)) continue;
    const key = roleKey(match[4] ?? '');
    widen(match);
    const counted = byRole.get(key) ?? { min: 0, max: 0, ordinals: 0 };
    if (match[3]) counted.ordinals += 1;
    else {
      // "éventuellement épaulé d'un analytics engineer", "possibly a second designer": one more at most.
      if (!isOptional(text, match.index)) counted.min += first;
      counted.max += second;
    }
    byRole.set(key, counted);
  }
  // Where the first role counted was said: the span only widens from it (read through a cast, the compiler
  // not seeing the assignments `widen` makes).
  const firstRole = (span as { start: number } | null)?.start ?? 0;
  // "plus someone for the API" adds a person to roles asked for; "we need someone who writes well" alone
  // says nothing of the team's size.
  for (const match of byRole.size > 0 ? text.matchAll(SOMEONE) : []) {
    // "…a cash forecast, and somebody who can answer their questions. So we look for a part-time CFO": said
    // before the role, the same person described.
    if (isNotAsked(text, match.index) || match.index < firstRole) continue;
    const counted = byRole.get('someone') ?? { min: 0, max: 0, ordinals: 0 };
    counted.min += 1;
    counted.max += 1;
    byRole.set('someone', counted);
    widen(match);
  }
  if (byRole.size === 0) return null;
  // « deux profils en freelance : une chargée de com, un business developer »: people counted without a trade,
  // then the trades, are the same people counted twice; the larger count holds.
  const generic = [...byRole.entries()].filter(([key]) => GENERIC_PEOPLE.test(key));
  if (listedPeople && generic.length > 0 && generic.length < byRole.size) {
    const named = [...byRole.entries()].filter(([key]) => !GENERIC_PEOPLE.test(key));
    const sum = (entries: typeof named) =>
      entries.reduce(
        (total, [, counted]) => ({ min: total.min + counted.min, max: total.max + counted.max }),
        {
          min: 0,
          max: 0,
        },
      );
    const [people, trades] = [sum(generic), sum(named)];
    if (people.max >= 2) for (const [key] of people.max >= trades.max ? named : generic) byRole.delete(key);
  }
  let min = 0;
  let max = 0;
  let hasOrdinal = false;
  for (const counted of byRole.values()) {
    const extra = counted.max >= 2 ? 0 : counted.ordinals;
    min += counted.min + extra;
    max += counted.max + extra;
    hasOrdinal ||= counted.ordinals > 0;
  }
  // "une deuxième personne relise derrière le traducteur": a second person means at least two.
  if (hasOrdinal) {
    min = Math.max(min, 2);
    max = Math.max(max, 2);
  }
  return min > 0 && span ? { ...clampTeamSize({ min, max }), span } : null;
}

/** The people just named, counted by the client with what they do: « les trois à temps plein », "both on site". */
const ALL_OF_THEM =
  /\b(?:(?:les|tous les|toutes les|all|all of the|the)\s+(deux|trois|quatre|cinq|six|two|three|four|five|six)|both)(?!\s+\S+\s+(?:and|et)\b)(?:\s+of them)?\s+(?:(?:a|en|a la fois|would be|will be|to be|should be|must be|sont|seront|doivent etre|devront etre)\s+)?(?:a temps plein|temps plein|a temps partiel|a mi-temps|mi-temps|full[- ]time|part[- ]time|half[- ]time|on[- ]site|sur site|remote|full remote|en remote|en teletravail|en presentiel|in (?:the )?office|au bureau)\b/;
/** Words that ask for people: « nous cherchons », "we need", "looking for", « il nous manque ». */
const ASKING = String.raw`(?:\b(?:j?cherch\w*|recherch\w*|besoin|need|needs|needed|looking for|look for|seeking|want|wants|would like|'d like|require\w*|renfort|(?:il (?:nous |me )?)?faut|faudrait|manque|voudri?(?:ons|ait|ais)|aimeri?(?:ons|ait|ais)|souhait\w*|prefer\w*|ideally|idealement|hire|hiring|engage|retain|bring in|appel a|staff(?:ing)?|equipe de|equipe attendue|team of|squad of|expected team|(?:we're|we are|i'm|i am) after)\b|[-–—:]\s*after\b)`;
/** People asked for in the words right before their count, in its clause: « nous cherchons », "we need", "team of". */
const ASKED_COUNT_BEFORE = new RegExp(String.raw`${ASKING}[^.;!?\n,]{0,40}$`);
/** Asked for earlier in the sentence, or in the line a list or a colon hangs from: « ce qu'on cherche :\n- un dev ». */
const ASKED_IN_SENTENCE = new RegExp(ASKING);
/** What the person named did: "made it", « avait commencé », "who left". */
const PAST_DEED_AFTER =
  /^\s*(?:(?:who|qui)\s+)?(?:made|built|wrote|designed|coded|created|did|left|quit|retired|a fait|a construit|a cree|a code|a developpe|est parti)\b|^\s*(?:had|was|avait|etait)\s+(?:made|built|written|designed|coded|created|done|left|fait|construit|cree|code|developpe|parti)\b/;
/** Asked for by no one: "we don't want a person", « on ne cherche pas un développeur ». */
const NOT_ASKED_FOR =
  /\b(?:don't|do not|doesn't|does not|won't|will not|not|never|ne|n')\s+(?:(?:really|actually|vraiment|pas)\s+)?(?:want|need|looking for|cherch\w*|recherch\w*|veu\w*|voul\w*|souhait\w*)\b(?!\s*(?:qu'|que\b|only\b))[^.;!?\n,]*$/;
/** A role that starts its line or follows a colon, the way a list or an answer names the one asked for. */
const NAMED_ALONE_BEFORE = /(?:^|\n)[ \t]*(?:[-*•–]|\d{1,2}[.)])?[ \t]*$|:\s*$/;
/** Work the client has done by someone: « à faire traduire par un traducteur », "to get it checked by a lawyer". */
const HAD_DONE_BY_BEFORE =
  /\b(?:faire|fassions|get (?:it|them)|have (?:it|them))\s+[a-z]+[^.;!?\n]{0,60}\b(?:par|by)\s+$/;
/** What the person named did or does, right after them: "un jeune développeur avait commencé", "un avocat ne doit". */
const DESCRIBED_AFTER =
  /^\s*(?:ne|n'|avait|a|est|etait|sera|doit|peut|fait|was|is|has|had|did|does|made|will|would|should|must|can|could)\b/;
/** Words before people the work is tried on or asks: testers, respondents. */
const TRIED_ON_BEFORE =
  /\b(?:test\w*|essay\w*|interview\w*|interroger|sonder|survey\w*)\b[^.;:,\n]{0,40}\b(?:par|by|aupres de)\s+$/;
/** People wanted who are not staff: customers, buyers. */
const NOT_STAFF = /^(?:buyers?|acheteu(?:r|se)s?|personnes?|people|persons?|profils?|profiles?)$/;

function isAskedCount(text: string, position: number): boolean {
  return ASKED_COUNT_BEFORE.test(text.slice(Math.max(0, position - 60), position));
}

/**
 * Whether the one person a role names ("a photographer", « un avocat ») is asked for: words that ask before it in
 * its sentence (or in the line its list hangs from), or the role alone at the start of a line or after a colon.
 * "It looks like an engineer made it", « les échanges avec un avocat sont couverts » name someone, asking for no one.
 */
function isOnePersonAsked(text: string, span: { start: number; end: number }): boolean {
  // "it looks like an engineer made it", « un jeune développeur avait commencé »: someone who did a thing.
  if (PAST_DEED_AFTER.test(text.slice(span.end, span.end + 30))) return false;
  const before = text.slice(Math.max(0, span.start - 120), span.start);
  const sentence = before.slice(
    Math.max(...['.', '!', '?', ';'].map((mark) => before.lastIndexOf(mark))) + 1,
  );
  // A line break ends the sentence, unless the line before ends with a colon (the lead of a list or an answer).
  const lines = sentence.split('\n');
  let kept = lines.pop() ?? '';
  while (lines.length > 0 && (/:\s*$/.test(lines.at(-1) ?? '') || LIST_ITEM_LINE.test(kept)))
    kept = `${lines.pop()}\n${kept}`;
  if (NOT_ASKED_FOR.test(kept)) return false;
  if (ASKED_IN_SENTENCE.test(kept) || HAD_DONE_BY_BEFORE.test(kept)) return true;
  return NAMED_ALONE_BEFORE.test(before) && !DESCRIBED_AFTER.test(text.slice(span.end, span.end + 12));
}

function matchSpan(match: RegExpMatchArray): { start: number; end: number } {
  const start = match.index ?? 0;
  return { start, end: start + match[0].length };
}

/**
 * "We need to hire 5 engineers by end of January: 2 senior backend (Go), 1 QA", "Recruitment support — 3 SDRs + 1
 * AE": the hires' profiles.
 */
const HIRING_LIST = /\b(?:hire|hiring|recruit\w*|recrut\w*|embauch\w*)\b[^.;!?\n]*(?::|\s-\s)[^.;!?\n]*$/;
/** A user story's words after its user: "As a buyer, I want to…", « En tant que gérant, je veux… ». */
const USER_STORY_AFTER =
  /^[^.;!?\n]{0,40},\s*(?:i|je|j')\s*(?:want|need|can|would like|'d like|should|must|veux|voudrais|dois|peux|souhaite)\b/;
/** The item lines of a list, and the line that leads them: a hiring verb there makes the items hires. */
const LIST_ITEM_LINE = /^[ \t]*(?:[-*•–]|\d{1,2}[.)])[ \t]+/;
const HIRING_LEAD = /\b(?:hire|hiring|recruit\w*|recrut\w*|embauch\w*)\b[^.;!?\n]*$/;
/** "Hiring a squad for 6 months:", « recruter une équipe de freelances » : the team for the work, not hires. */
const STAFFED_FOR_THE_WORK =
  /\b(?:squad|team|equipe|freelances?|freelancers?|contractors?|consultants?|prestataires?|mission|missions|for \d+ (?:weeks|months)|pour \d+ (?:semaines|mois))\b/;

function isInHiringList(text: string, position: number): boolean {
  let lineStart = text.lastIndexOf('\n', position - 1) + 1;
  if (!LIST_ITEM_LINE.test(text.slice(lineStart, position))) return false;
  // Up over the list's other items to the line that leads it.
  for (let items = 0; lineStart > 0 && items < 20; items += 1) {
    const previousStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    const line = text.slice(previousStart, lineStart - 1);
    if (!LIST_ITEM_LINE.test(line))
      return line.trim() !== '' && HIRING_LEAD.test(line) && !STAFFED_FOR_THE_WORK.test(line);
    lineStart = previousStart;
  }
  return false;
}
const HAS_ONLY_BEFORE = new RegExp(ONLY_ONES_OWN_BEFORE);
const PAIR = new RegExp(String.raw`\b(?:un binome|en binome|a pair of (?:[a-z-]+\s+)?(?:${ROLE}))\b`);

/** "plus someone for the API": one more person asked for, whatever their title ("someone SSHs in" is not). */
const SOMEONE =
  /\b(?:plus|and|et|aussi|also|another)\s+(?:also\s+|aussi\s+)?(?:someone|somebody|quelqu'un)\b/g;

/** Roles a field can follow (« chef de projet data », "data engineer" said the French way): people, not data. */
const PERSON_OF_A_FIELD = /^(?:chef|project|product|consult|ingen|engin|develop|dev\b|devs|archit|expert)/;

/** A role followed by an opening bracket, then the count: « un consultant senior (une personne… ». */
const RESTATED_IN_BRACKETS_BEFORE = new RegExp(String.raw`\b(?:${ROLE})\b[^.;!?\n()]{0,20}\(\s*$`);
/** The client's staff, in the line that answers a headcount heading (a team asked names roles only). */
const STAFF_WORDS =
  /\b(?:salaries|employes|collaborateurs|collaboratrices|employees|staff|personnes|people|etp|fte|associes|partners)\b/;
/** A form's or a questionnaire's heading asking the headcount, on the line before the answer. */
const HEADCOUNT_HEADING_BEFORE =
  /\b(?:effectifs?|headcount|number of (?:staff|employees)|nombre de (?:salaries|collaborateurs|employes)|staff numbers?)\s*[?:]?\s*\n[^\n]*$/;
/** "a member app" is no count of members: an explicit size is a number. */
const ARTICLES = new Set(['a', 'an', 'un', 'une']);

/** More people than this in one phrase describe the client's company, not the team it asks for. */
const MAX_PLAUSIBLE = 12;

const OPTIONAL_BEFORE =
  /\b(?:eventuellement|optionnellement|peut-etre|si besoin|au besoin|possibly|optionally|maybe|perhaps|if needed|if necessary)\b[^,.;:!?]{0,30}$/;

function isOptional(text: string, position: number): boolean {
  return OPTIONAL_BEFORE.test(text.slice(Math.max(0, position - 50), position));
}

function isNotAsked(text: string, position: number): boolean {
  // « 1. Raison sociale, effectif » then the line that answers it: the client's headcount.
  const lineEnd = text.indexOf('\n', position);
  const restOfLine = text.slice(position, lineEnd < 0 ? undefined : lineEnd);
  if (
    HEADCOUNT_HEADING_BEFORE.test(text.slice(Math.max(0, position - 200), position)) &&
    STAFF_WORDS.test(restOfLine)
  )
    return true;
  // "This takes approx. 2 full-time persons", « ça mobilise 3 personnes »: the client's workload today.
  if (isTaskWorkload(text, position)) return true;
  const clauseStart = Math.max(
    ...['.', '!', '?', ';', '\n', ','].map((mark) => text.lastIndexOf(mark, position - 1)),
  );
  if (NOT_ASKED_BEFORE.test(text.slice(Math.max(clauseStart + 1, position - 60), position))) return true;
  const sentenceStart = Math.max(
    ...['.', '!', '?', ';', '\n'].map((mark) => text.lastIndexOf(mark, position - 1)),
  );
  const sentence = text.slice(sentenceStart + 1, position);
  // Its last words only where the words sought end it: this is asked at every count, and a sentence of numbers
  // can run for pages.
  const lastWords = sentence.slice(-LAST_WORDS_LENGTH);
  return (
    HIRING_LIST.test(sentence.slice(-160)) ||
    ORGANISATION_HEADER.test(sentence) ||
    ONE_OF_OURS.test(lastWords) ||
    HEADCOUNT_AFTER.test(lastWords) ||
    THE_CLIENTS_OWN.test(lastWords) ||
    (isInOpenBracket(sentence) && THE_CLIENTS_OWN_IN_BRACKETS.test(sentence))
  );
}

/** Longer than any of the words right before a count that {@link THE_CLIENTS_OWN} and its like look for. */
const LAST_WORDS_LENGTH = 240;
const ORGANISATION = String.raw`(?:cabinet|agence|agency|studio|societe|entreprise|boite|startup|pme|association|asbl|ong|ngo|organisme|ecole|school|hopital|clinique|usine|factory|atelier|mutuelle|cooperative|coop|restaurant|hotel|firm|company|groupe?|reseau|network|practice|etude)`;
/**
 * People the sentence gives as the client's own: in brackets after the organisation it describes (« organisme de
 * formation (bureautique, 5 formateurs, …) », "Cabinet Lebreton — 25 personnes"), the people doing the work today
 * ("retyped by two people", « entre les mains de quatre personnes »), a manager's team ("her team of 3"), or
 * people the client provides ("we provide the subject experts — 3 teachers").
 */
const THE_CLIENTS_OWN_IN_BRACKETS = new RegExp(
  [
    String.raw`\b${ORGANISATION}\b[^()]*\([^()]*$`,
    // "We are Feldklang GmbH, a spin-off of TU Berlin (6 persons)", "we're Tallyho … (Denver, 11 people)"
    String.raw`\b(?:we are|we're|we re|nous sommes|on est|je dirige|i run)\b[^.;\n]{0,100}\([^()]*$`,
  ].join('|'),
);
/** The same, said right before the count. */
const THE_CLIENTS_OWN = new RegExp(
  [
    // A meeting's attendees: « Présents : 9 administrateurs sur 11 ».
    String.raw`\b(?:presents?|presentes?|attendees|participants|in attendance)\s*:\s*$`,
    String.raw`\b${ORGANISATION}\b[^.;:\n]{0,50}\s-\s*$`,
    String.raw`\b(?:(?:typed|retyped|re-typed|keyed|re-keyed|entered|handled|processed|checked|done|saisie?s?|ressaisie?s?|traitee?s?|verifiee?s?|geree?s?|faite?s?)\s+(?:\S+\s+){0,5}?(?:by|par)|entre les mains de)\s+$`,
    String.raw`\b(?:his|her|their|leur|sa|son)\s+(?:[a-z-]+\s+){0,2}(?:(?:team|equipe)\s+(?:of|de)\s+)?$`,
    String.raw`\b(?:we provide|we'll provide|we will provide|we supply|nous fournissons|on fournit|fournis par nous)\b[^.;\n]{0,40}$`,
  ].join('|'),
);

/** Whether a bracket opened in `sentence` is still open at its end. */
function isInOpenBracket(sentence: string): boolean {
  const opened = sentence.lastIndexOf('(');
  return opened !== -1 && sentence.indexOf(')', opened) === -1;
}

/** « les deux personnes seraient en poste début janvier », "both people in post by March": hires, not the team. */
const HIRED_AFTER =
  /^\s*(?:(?:seraient|soient|serait|soit|etre|would be|will be|should be|to be|are|being)\s+)?(?:en poste|in post|in their roles?|embauche(?:e|s|es)?|recrute(?:e|s|es)?|hired|recruited|(?:to )?have signed|to sign (?:their|the)|signed by)\b/;

/** What the people counted do today, right after them: "pulling saved searches", « qui recopient », "know how to". */
const DOING_NOW_AFTER =
  /^\s*(?:(?:in the building|in the office|chez nous|au bureau|here)\s+)?(?:(?:les|le|la|l'|them|it)\s+)?(?:pulling|typing|copying|retyping|re-?keying|entering|spending|doing|handling|working on|who (?:pull|type|copy|retype|enter|spend|do|handle|know)|know how|knows how|qui (?:recopient|saisissent|ressaisissent|passent|font|gerent|savent|connaissent)|savent|connaissent|recopient|saisissent|ressaisissent)\b/;
const DESCRIBED_TEAM_BEFORE =
  /(?:\bl'|\b(?:la|le|the|our|notre|nos|my|mon|ma)\s+)(?!(?:equipe|team)\b)[a-z-]+\s+$/;
/**
 * A job post's title: its first line, short and followed by a line break, with a role and the post's terms (a
 * freelance mission, a contract role, a day rate, IR35); the terms are taken out before looking for a count.
 */
const JOB_POST_TERMS =
  /\b(?:mission freelance|freelance|contract|contrat|interim|cdi|cdd|\d+\s*(?:\/|par |per )(?:day|jour|j|hr|h|hour|heure)|tjm|day rate|ir35|outside ir35|remote|teletravail|full[- ]time|half[- ]time|part[- ]time|mi-temps|temps plein|temps partiel|\d+\s+(?:months?|mois|weeks?|semaines))\b/g;
/** The role a job post's title names. */
const TITLE_ROLE = new RegExp(String.raw`\b(?:${ROLE}|lead|pmo)\b`);
const JOB_POST_TITLE = new RegExp(
  String.raw`^\s*(?![^\n]*\b(?:we|nous|on|i|je|need|cherch\w*|looking)\b)[^\n]{0,80}(?:\b(?:mission freelance|freelance|contract role|contractor|interim|\d+\s*(?:\/|par |per )(?:day|jour|hr|hour)|tjm|day rate|ir35)\b|\((?:contract|freelance|contractor|interim)\))[^\n]{0,120}(?=\n)`,
);
const CHOSEN_BEFORE =
  /\b(?:choos(?:e|ing)|chose|chosen|select(?:ing|ed)?|pick(?:ing|ed)?|choisir|choisi|selectionner|selectionne)\s+$/;
/** "a person or team", « une personne ou une agence »: whoever takes the job, of any size. */
const EITHER_A_TEAM_AFTER =
  /^\s*(?:or|ou)\s+(?:an?\s+|une?\s+)?(?:team|equipe|agency|agence|firm|cabinet|company|societe|structure)\b/;

/** "On est une boîte de logiciel pour les cabinets d'architectes, 9 personnes, …": the client's own size. */
const HEADCOUNT_AFTER =
  /\b(?:on est|nous sommes|we're|we are)\s+(?:une?|a|an)\s+(?:[a-z'-]+\s+){0,3}?(?:boite|agence|societe|entreprise|start-?up|scale-?up|pme|cabinet|association|asso|company|agency|firm|business|studio|collectivite|commune|mairie|ecole|school|charity|ong|ngo|cooperative|coop|editeur|fondation|foundation)\b(?![^,]*\b(?:cherch|recherch|looking for|seeking)\w*)[^.;:!?\n]{0,80},\s*$/;

/** "One of our members, a retired cameraman, …", « l'un de nos bénévoles, graphiste, … »: one of the client's own. */
const ONE_OF_OURS =
  /\b(?:one of our|one of my|l'un de nos|l'une de nos|un de nos|une de nos|l'un de mes|l'une de mes)\s+[a-z'-]+(?:\s+[a-z'-]+)?\s*,\s*$/;

/** "Organisme de formation (management), 4 formateurs, CA 420 k€": the client describing itself. */
const ORGANISATION_HEADER =
  /^\s*(?:organisme|cabinet|agence|entreprise|societe|pme|tpe|eti|startup|start-up|scale-up|association|ecole|groupe|studio|company|firm|agency|charity|school|group)\b(?![^:]*\b(?:cherch|recherch|besoin|need|looking|want|souhait|voudr|aimer))[^:]*,\s*$/;

/** "développeurs" and "développeur", "consultante" and "consultant": one role. */
function roleKey(role: string): string {
  return role.replace(/\s+/g, ' ').slice(0, 6);
}

export function clampTeamSize(size: TeamSize): TeamSize {
  const clamp = (value: number) => Math.min(MAX_TEAM_SIZE, Math.max(MIN_TEAM_SIZE, value));
  return { min: clamp(size.min), max: Math.max(clamp(size.min), clamp(size.max)) };
}

/** Whether the client gave a team size in their own words, in any of their messages. */
export function isTeamSizeStated(messages: readonly ChatMessage[]): boolean {
  return messages.some(
    (message) => message.role === 'user' && extractTeamSize(normalizeText(message.content)) !== null,
  );
}
