// How a role the client names is read (the roles themselves: `role-lexicon.ts`; roles the catalogue names as
// aliases, "project manager", "data scientist", are read the same way):
// - the client's own people are context: "notre comptable", "our in-house developer", "nos développeurs
//   internes", "I'm the marketing manager", "en lien avec notre chef de projet" — a possessive or "je suis"
//   just before the role, "interne"/"in-house" just before or after it;
// - a role qualified by skills of its own kind gives those skills, not its defaults: "un dev back en Go",
//   "a DevOps engineer with Terraform on AWS", "un graphiste pour notre logo" (Go; Terraform, AWS; the logo),
//   while "un formateur Excel" keeps the training (another kind of skill).
import type { Token } from '../../../text/words.ts';
import { sentenceText } from './cues.ts';
import type { SkillMention } from './skill-matcher.ts';

/** A mention that names a person: from the role lexicon, or a catalogue alias with a role word in it. */
export function isRoleMention(tokens: readonly Token[], mention: SkillMention): boolean {
  if (mention.isRole) return true;
  for (let position = mention.start; position < mention.end; position += 1) {
    if (ROLE_WORD.test(tokens[position]?.norm ?? '')) return true;
  }
  return false;
}

/** Words that name a role rather than a skill, in the catalogue's aliases as in the lexicon. */
export const ROLE_WORD =
  /^(?:developpeu(?:r|se)s?|devs?|developers?|engineers?|ingenieure?s?|designers?|architecte?s?|architects?|graphistes?|redact(?:eur|rice)s?|writers?|copywriters?|traduct(?:eur|rice)s?|translators?|photographe(?:r)?s?|analyst(?:e)?s?|scientists?|managers?|owners?|masters?|recrut(?:eur|euse)s?|recruiters?|comptables?|accountants?|juristes?|lawyers?|marketeu(?:r|se)s?|marketers?|testeu(?:r|se)s?|testers?|consultante?s?|integrat(?:eur|rice)s?|chefs?|cheffes?|charge(?:e)?s?|responsables?|officers?|cfo|cto|daf|dpo|rssi|ciso|coach(?:es)?|formateu(?:r|se)s?|formatrices?|trainers?|bookkeepers?|controllers?|directeu(?:r|se)s?|directrices?|directors?|specialists?|experte?s?|hackers?|auditeu(?:r|se)s?|auditrices?|auditors?)$/;

// "dont 4 collaborateurs comptables": people counted among the client's own.
const POSSESSIVES = new Set([
  'notre',
  'nos',
  'our',
  'mon',
  'ma',
  'mes',
  'my',
  'leur',
  'leurs',
  'their',
  'dont',
]);
/** "a retired cameraman", "notre ancien DAF". */
const FORMER = new Set([
  'retired',
  'former',
  'ancien',
  'ancienne',
  'ex',
  'previous',
  'precedent',
  'precedente',
]);
/** "must reach the Finance Director", "approved by the CFO", "à l'attention du DAF". */
const ADDRESSED =
  /\b(?:to the|reach the|contact the|by the|attention of|attention du|attention de la|aupres du|aupres de la|par le|par la)$/;
const IN_HOUSE = new Set(['interne', 'internes', 'inhouse', 'internal', 'salarie', 'salariee', 'salaries']);
/**
 * Who did something, not who is asked for: "it reads like it was written by an accountant", « le site a été fait par
 * un stagiaire »; "articles written by a copywriter" is still asked for.
 */
const DONE_BY =
  /\b(?:was|were|been|ete|etait|avait) (?:written|made|built|done|run|managed|handled|created|designed|fait|faite|faits|realisee?s?|ecrite?s?|construite?|developpee?|geree?s?|creee?s?|tenue?s?) (?:by|par)(?: (?:a|an|the|un|une|le|la|l|notre|our))?$/;
/**
 * Someone the work is done with, or whom it reaches: "Rich to check with CFO", « modélisation avec la DAF et les
 * chefs d'agence », « des LinkedIn Ads ciblées DAF », "our ICP (finance directors…)". "Work with a CFO" or "an
 * agency with UX designers" may ask for one.
 */
const WITH_OR_FOR_SOMEONE =
  /\b(?:(?:with|avec) (?:the|our|their|la|le|l|les|notre|nos|leur|leurs)|(?:check|confirm|discuss|talk|speak|meet|align|verify|voir|discuter|echanger|parler|valider)(?: \S+)? (?:with|avec)|(?:cibl\w*|target(?:ed|ing)?(?: at)?|aimed at|icp|personas?|audiences?)(?: (?:the|les|des|nos|our))?)$/;
/** The writer's own role: "je suis la chargée de com", "I'm the office manager". */
const SELF =
  /\b(?:je suis|i am|i m)(?: (?:la|le|l|the|a|an|un|une))?$|\b(?:je suis|i am|i m) (?:la|le|l|the|a|an|un|une)(?: (?:volunteer|benevole|new|nouveau|nouvelle|interim|acting|part time|only|sole|seul|seule|current|actuel|actuelle|senior|junior|chief|founding)){1,2}$/;
/** Between a possessive and the role ("notre actuel", "our own"); "notre futur DAF" is still to be found. */
const OWN_FILLERS = new Set([
  'actuel',
  'actuelle',
  'current',
  'own',
  'propre',
  'seul',
  'seule',
  'only',
  'sole',
]);

/** The skills of a brief that asks for people to be found for the client's own staff. */
export const RECRUITING_SKILLS: readonly string[] = ['Recrutement', 'Chasse de têtes'];

const TO_FILL =
  /^(?:recrut\w*|embauch\w*|recruit\w*|hire|hires|hiring|appoint|appointing|chasse|headhunt\w*|successeur|successeure|successor|replacement|remplacant|remplacante|postes?|positions?|vacanc\w*|candidats?|candidates?|applicants?)$/;
/** "une plateforme de recrutement", "a recruitment app": a product about recruiting, not a recruitment. */
const PRODUCT_NOUN =
  /^(?:plateformes?|platforms?|sites?|sites? web|websites?|outils?|tools?|logiciels?|software|applications?|apps?|portails?|portals?|ats|saas|modules?)$/;
/** How far back in its sentence a mention looks for the recruiting word (a bracket may open between). */
const TO_FILL_REACH = 6;

/**
 * In a brief about recruiting (`RECRUITING_SKILLS`), what a sentence names right after the people to be found — « un
 * mandat de chasse pour deux comptables seniors (IFRS) », "appoint a Head of Fundraising" — is the position to
 * fill and its candidates' profile, not work the team does: a few words on, before any "and". Not after a product
 * about recruiting (« une plateforme de recrutement – 2 développeurs React »).
 */
export function isPositionToFill(tokens: readonly Token[], start: number, text = ''): boolean {
  const sentence = tokens[start]?.sentence;
  let first = start;
  while (first > 0 && tokens[first - 1]?.sentence === sentence) first -= 1;
  if (isListOfPositions(tokens, first - 1, text)) return true;
  for (let index = start - 1; index >= Math.max(0, start - TO_FILL_REACH); index -= 1) {
    const token = tokens[index];
    if (!token || token.sentence !== sentence || /^(?:et|and)$/.test(token.norm)) return false;
    if (!TO_FILL.test(token.norm)) continue;
    const around = [tokens[index - 1], tokens[index - 2], tokens[index + 1]];
    return !around.some((word) => word?.sentence === sentence && PRODUCT_NOUN.test(word.norm));
  }
  return false;
}

/**
 * "We need to hire 5 engineers by end of January: 2 senior backend (Go), 1 senior mobile (Flutter)": a list after a
 * colon whose sentence names the people to hire is their profiles. `last` is the previous sentence's last token.
 */
function isListOfPositions(tokens: readonly Token[], last: number, text: string): boolean {
  const lastToken = tokens[last];
  const next = tokens[last + 1];
  if (!lastToken || !next || !text.slice(lastToken.end, next.start).includes(':')) return false;
  // "2 senior backend (Go), 1 senior mobile (Flutter)": the list counts people; "that means a careers page" does not.
  if (!/^(?:\d{1,2}|one|two|three|four|five|un|une|deux|trois|quatre|cinq)$/.test(next.norm)) return false;
  for (let index = last; index >= Math.max(0, last - 12); index -= 1) {
    const token = tokens[index];
    if (!token || token.sentence !== lastToken.sentence) return false;
    if (TO_FILL.test(token.norm)) return true;
  }
  return false;
}

/** The role is one of the client's own people, not a need. */
export function isOwnRole(tokens: readonly Token[], start: number, end: number): boolean {
  const first = tokens[start];
  if (!first) return false;
  // « notre biostatisticien est parti en mars sans être remplacé », "our IT guy retired": the work is left to do.
  if (
    GONE_AFTER.test(tokensText(tokens, end, end + 4)) &&
    /\b(?:notre|nos|our|my|mon|ma)\b/.test(tokensText(tokens, start - 3, start))
  )
    return false;
  // "notre chef de projet", "our current accountant", "nos propres développeurs"
  for (let index = start - 1; index >= Math.max(0, start - 3); index -= 1) {
    const token = tokens[index];
    if (!token || token.sentence !== first.sentence) break;
    if (POSSESSIVES.has(token.norm) || FORMER.has(token.norm)) return true;
    if (!OWN_FILLERS.has(token.norm) && !/^\d+$/.test(token.norm)) break;
  }
  if (isCountedStaff(tokens, start)) return true;
  // "Le DPO signale…", "the ED reported…": a person of the client's, speaking in its minutes or its story.
  const after = tokens[end];
  if (after && after.sentence === first.sentence && SPEAKING.has(after.norm)) return true;
  // "notre développeur interne", "an in-house designer", "une équipe interne de développeurs"
  if (after && after.sentence === first.sentence && IN_HOUSE.has(after.norm)) return true;
  for (const index of [start - 1, start - 2]) {
    const token = tokens[index];
    if (!token || token.sentence !== first.sentence) continue;
    if (token.norm === 'in' && tokens[index + 1]?.norm === 'house') return true;
    if (token.norm === 'inhouse' || token.norm === 'internal') return true;
  }
  // "Je suis Camille, head of growth chez Lumen", "I'm Priya, the CTO": a role after the writer's own name.
  const name = tokens[start - 1];
  if (name && /^\p{Lu}/u.test(name.raw) && name.sentence === first.sentence) {
    const said = tokensText(tokens, start - 4, start - 1);
    if (/\b(?:je suis|i am|i m|this is|my name is|je m appelle|moi c est|c est)$/.test(said)) return true;
  }
  const before = tokens
    .slice(Math.max(0, start - 4), start)
    .filter((token) => token.sentence === first.sentence)
    .map((token) => token.norm)
    .join(' ');
  if (isTitleOfNamedPerson(tokens, start, end)) return true;
  return (
    SELF.test(before) || ADDRESSED.test(before) || DONE_BY.test(before) || WITH_OR_FOR_SOMEONE.test(before)
  );
}

/** A capitalised word: part of a person's name, or of a place's or a title's. */
function isNamePart(token: Token | undefined): boolean {
  return Boolean(token && /^\p{Lu}\p{Ll}/u.test(token.raw));
}

/** What introduces the writer's name: "Oui bonjour, Patrick Santoni", "My name is…", « Je suis… ». */
const NAME_INTRODUCED =
  /(?:^|\b(?:bonjour|hello|hi|dear|je suis|i am|i m|my name is|name is|je m appelle|moi c est|c est|this is|de la part de))$/;
/** Where the person works, right after the title: "chez Transmed", "at Kobo Haul", "– Optic'Ouest SAS". */
const WORKPLACE_WORDS = new Set(['chez', 'at', 'de', 'du', 'of', 'pour', 'for', 'with', 'avec']);
/**
 * A sentence that asks for someone: "we need an IP lawyer", "Social Media Manager wanted", « Community Manager
 * recherché ».
 */
export const ASKS_FOR_SOMEONE =
  /\b(?:need|needs|needed|looking for|seeking|sought|hire|hiring|want|wants|wanted|would like|required|cherch\w*|recherch\w*|besoin|recrut\w*|souhait\w*|voudrions|voulons|faut)\b/;
/** Words of a role's name, never of a person's: "Brand Strategist", « Chargée de communication ». */
const ROLE_WORDS =
  /\b(?:manager|managers|designer|designers|developer|developers|dev|devs|strategist|engineer|engineers|director|consultant|consultante|specialist|lead|head|officer|analyst|analyste|writer|editor|researcher|architect|architecte|scientist|marketer|photographer|photographe|videographer|videaste|copywriter|translator|traducteur|traductrice|coach|trainer|formateur|formatrice|assistant|assistante|owner|master|chef|responsable|directeur|directrice|developpeur|developpeuse|graphiste|charge|chargee|ingenieur|ingenieure|redacteur|redactrice|concepteur|conceptrice|expert|experte|senior|junior|freelance|community|growth|product|data|ux|ui)\b/;

/** Words of a heading or a form's label, never of a person's name: "Job Title", "Brand Identity", « Objet ». */
const HEADING_WORDS =
  /\b(?:job|title|titre|poste|role|position|objet|subject|re|services?|brand|identity|identite|projet|project|mission|profil|profile|contact|budget|scope|perimetre|besoin|needs?|team|equipe|roles|profils)\b/;

/** Whether a capitalised word follows the title, right away or after "at", « chez »: where its holder works. */
function isFollowedByWorkplace(tokens: readonly Token[], end: number): boolean {
  const sentence = tokens[end - 1]?.sentence;
  const next = tokens[end];
  if (!next || next.sentence !== sentence) return false;
  if (isNamePart(next)) return true;
  const after = tokens[end + 1];
  return WORKPLACE_WORDS.has(next.norm) && after?.sentence === sentence && isNamePart(after);
}

/**
 * A person's title between their name and their workplace: "Oui bonjour, Patrick Santoni, directeur administratif
 * et financier chez Transmed", "My name is Adaeze Nwosu, Head of Growth at Kobo Haul", or a signature's title line
 * under a name line ("Olivier Ramos" / "Directeur administratif et financier – Optic'Ouest SAS"). A place ("Based in
 * New York, Social Media Manager needed"), a heading or a title-case list of roles is no one's name, and a sentence
 * that asks for the role asks for it.
 */
function isTitleOfNamedPerson(tokens: readonly Token[], start: number, end: number): boolean {
  const first = tokens[start];
  const last = tokens[start - 1];
  const given = tokens[start - 2];
  if (!first || !last || !given || !isNamePart(last) || !isNamePart(given)) return false;
  if (ASKS_FOR_SOMEONE.test(sentenceText(tokens, first.sentence))) return false;
  const hasWorkplace = isFollowedByWorkplace(tokens, end);
  if (last.sentence === first.sentence) {
    // A comma between: "React Native developers" is a need.
    if (given.sentence !== first.sentence || last.clause === first.clause) return false;
    // The name's first word, in the name's clause: "Khaled Al-Masri" has three ("Bonjour, Marie Curie" two).
    let nameStart = start - 2;
    while (
      nameStart > start - 4 &&
      isNamePart(tokens[nameStart - 1]) &&
      tokens[nameStart - 1]?.clause === last.clause
    )
      nameStart -= 1;
    let from = nameStart;
    while (from > 0 && tokens[from - 1]?.sentence === first.sentence && from > nameStart - 4) from -= 1;
    // Introduced by words ("Oui bonjour, Patrick Santoni, …"), or first in its sentence with a workplace after the
    // title ("Khaled Al-Masri, Sales Director of Dar Al-Yasmeen"): a place first in its sentence has none.
    const introducedByWords = from < nameStart && NAME_INTRODUCED.test(tokensText(tokens, from, nameStart));
    return introducedByWords || (Boolean(tokens[nameStart]?.isSentenceStart) && hasWorkplace);
  }
  // A signature's title line: the title alone, or with the workplace. The line before holds only the name: two or
  // three capitalised words, none a role's or a heading's ("Brand Strategist" above "Graphic Designer" is a list of
  // roles, "Job Title" a form's label).
  if (!first.isSentenceStart) return false;
  if (!hasWorkplace && tokens[end]?.sentence === first.sentence) return false;
  let from = start - 1;
  while (tokens[from - 1]?.sentence === last.sentence) from -= 1;
  const line = tokens.slice(from, start);
  return (
    line.length >= 2 &&
    line.length <= 3 &&
    line.every(isNamePart) &&
    !ROLE_WORDS.test(tokensText(tokens, from, start)) &&
    !HEADING_WORDS.test(tokensText(tokens, from, start))
  );
}

/** A person of the client's who has gone, said right after their role. */
const GONE_AFTER =
  /^(?:est parti|est partie|est partis|a quitte|nous a quitte\w*|part a la retraite|est parti\w* a la retraite|left|has left|just left|retired|has retired|quit|resigned|has resigned|is leaving|leaves)\b/;

/** Verbs said of a person right after their role, as its subject: the role is someone's, not the need. */
const SPEAKING = new Set([
  'signale',
  'indique',
  'rappelle',
  'precise',
  'souligne',
  'constate',
  'reports',
  'reported',
  'says',
  'said',
  'told',
  'notes',
  'noted',
  'explains',
  'explained',
  'recommends',
  'recommended',
  'knows',
  'connait',
  'maitrise',
]);

/**
 * "une équipe de 11 permanents et une trentaine de formateurs", "80 engineers", "a dozen recruiters": people
 * counted by the dozen, or more of one role than a team of the platform holds, are the client's staff.
 */
const ROUGH_COUNTS = new Set([
  'dizaine',
  'douzaine',
  'quinzaine',
  'vingtaine',
  'trentaine',
  'quarantaine',
  'cinquantaine',
  'centaine',
  'centaines',
  'dizaines',
  'dozen',
  'dozens',
  'hundreds',
  'scores',
]);
/** The most people of one role a team of the platform asks for. */
const LARGEST_TEAM = 6;

function isCountedStaff(tokens: readonly Token[], start: number): boolean {
  const first = tokens[start];
  for (let index = start - 1; index >= Math.max(0, start - 3); index -= 1) {
    const token = tokens[index];
    if (!token || token.sentence !== first?.sentence) return false;
    if (ROUGH_COUNTS.has(token.norm)) return true;
    if (/^\d+$/.test(token.norm)) return Number(token.norm) > LARGEST_TEAM;
    if (!/^(?:de|d|of|des|une|un|a|~|env|environ|about|around|some|over|plus|more|than)$/.test(token.norm))
      return false;
  }
  return false;
}

/** Words that may stand between a role and the skills that say what it does. */
const QUALIFIER_LINKS = new Set([
  'en',
  'in',
  'on',
  'sur',
  'sous',
  'avec',
  'with',
  'using',
  'maitrisant',
  'specialise',
  'specialisee',
  'specialized',
  'specialised',
  'expert',
  'experte',
  'pour',
  'for',
  'de',
  'du',
  'des',
  'd',
  'la',
  'le',
  'les',
  'l',
  'the',
  'a',
  'an',
  'notre',
  'nos',
  'our',
  'et',
  'and',
  'ou',
  'or',
  'senior',
  'junior',
  'confirme',
  'confirmee',
  'experimente',
  'experimentee',
]);

/**
 * The skills of roles said by their tools wherever they are named: a front-end developer in a React brief is
 * React, a DevOps engineer where AWS and Kubernetes are asked is those.
 */
const DEFAULT_SKILLS = new Set(['JavaScript', 'API REST', 'CI/CD', 'Architecture cloud', 'Linux']);

/**
 * The role's skills when no skill of the same kind is named with it (right after it, or right before; for a
 * technical role, anywhere in the message), else nothing: those skills say what this role does.
 */
export function isQualifiedRole(
  tokens: readonly Token[],
  role: SkillMention,
  others: readonly SkillMention[],
  categoryOf: (skillId: string) => string | null,
  nameOf: (skillId: string) => string,
): boolean {
  const sentence = tokens[role.start]?.sentence;
  const kinds = new Set(role.skillIds.map(categoryOf));
  const sameKind = (mention: SkillMention) =>
    mention !== role && !mention.isRole && mention.skillIds.some((id) => kinds.has(categoryOf(id)));
  // Next to it, another person named ("data engineer + data scientist") is another role, not its qualifier.
  const qualifies = (mention: SkillMention) => sameKind(mention) && !isRoleMention(tokens, mention);
  // "two front-end devs" in a brief that asks for React; "a DevOps engineer" where AWS and Kubernetes are asked.
  if (role.skillIds.every((id) => DEFAULT_SKILLS.has(nameOf(id))) && others.some(sameKind)) return true;
  // Right before: "un Flutter dev", "a Terraform DevOps engineer".
  const previous = others.find((mention) => mention.end === role.start);
  if (previous && qualifies(previous) && tokens[previous.start]?.sentence === sentence) return true;
  // After, across link words only ("en", "with", "pour notre"), at most three of them, in the same sentence.
  let position = role.end;
  let skipped = 0;
  while (position < tokens.length && skipped <= 3) {
    const token = tokens[position];
    if (!token || token.sentence !== sentence) return false;
    const mention = others.find((other) => other.start === position);
    if (mention) {
      if (qualifies(mention)) return true;
      // A list of skills: "with Terraform, Docker and AWS".
      position = mention.end;
      continue;
    }
    if (!QUALIFIER_LINKS.has(token.norm) && !ROLE_WORD.test(token.norm)) return false;
    position += 1;
    skipped += 1;
  }
  return false;
}

function tokensText(tokens: readonly Token[], from: number, to: number): string {
  return tokens
    .slice(Math.max(0, from), to)
    .map((token) => token.norm)
    .join(' ');
}
