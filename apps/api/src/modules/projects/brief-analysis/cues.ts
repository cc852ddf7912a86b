import type { Token } from '../../../text/words.ts';
import { CURRENCY, SPENT_ONLY_CURRENCY_WORDS } from './currency.ts';
import { PAY_VERBS, SPEND_WANTED, SPEND_VERBS, WORK_ON_SPEND } from './money-spent.ts';
import { DONE_ALREADY_WORDS, DROPPED_WORDS, TURNED_DOWN_AFTER_WORDS } from './refusal.ts';

// Words that qualify the skills next to them: a level ("senior"), an importance ("indispensable", "un plus"),
// a negation ("sans", "no"). Each cue is a sequence of whole-word patterns on normalised tokens.

export interface Cue<T> {
  start: number;
  end: number;
  value: T;
}

type CueTable<T> = readonly (readonly [string, T])[];

const LEVEL_CUES: CueTable<number> = [
  ['debutante?s?', 1],
  ['beginners?', 1],
  ['stagiaires?', 1],
  ['interns?', 1],
  ['apprentie?s?', 1],
  ['juniors?', 2],
  ['intermediaires?', 3],
  ['intermediate', 3],
  ['mid level', 3],
  ['seniors?', 4],
  ['confirmee?s?', 4],
  ['experimentee?s?', 4],
  ['experienced', 4],
  ['aguerrie?s?', 4],
  ['seasoned', 4],
  ['tres experimentee?s?', 5],
  ['highly experienced', 5],
  ['very experienced', 5],
  ['expert(?:e|es|s|ise)?', 5],
  ['lead dev(?:s|eloper|elopers|eloppeur|eloppeuse)?', 5],
  ['lead (?:designer|engineer|architect)s?', 5],
  ['tech lead', 5],
  ['pointue?s?', 5],
  ['top notch', 5],
];

export type Emphasis = 'high' | 'low';

const EMPHASIS_CUES: CueTable<Emphasis> = [
  ['essentiel(?:le)?s?', 'high'],
  ['essential', 'high'],
  ['indispensables?', 'high'],
  ['obligatoires?', 'high'],
  ['imperatif|imperative', 'high'],
  ['crucial(?:e|es|s)?', 'high'],
  ['critical', 'high'],
  ['must', 'high'],
  ['mandatory', 'high'],
  ['required', 'high'],
  ['requise?s?', 'high'],
  ['primordial(?:e|es)?', 'high'],
  ['vital(?:e|es)?', 'high'],
  ['incontournables?', 'high'],
  ['absolument', 'high'],
  ['surtout', 'high'],
  ['above all', 'high'],
  ['optionnel(?:le)?s?', 'low'],
  ['optional', 'low'],
  ['facultati(?:f|ve|fs|ves)', 'low'],
  ['bonus', 'low'],
  ['idealement', 'low'],
  ['ideally', 'low'],
  ['eventuellement', 'low'],
  ['un plus', 'low'],
  ['a plus', 'low'],
  ['nice to have', 'low'],
  ['si possible', 'low'],
  ['if possible', 'low'],
  ['peut etre', 'low'],
  ['maybe', 'low'],
  ['perhaps', 'low'],
];

const NEGATIONS = new Set([
  'sans',
  'pas',
  'aucun',
  'aucune',
  'no',
  'not',
  'without',
  'except',
  'sauf',
  'hors',
  'remove',
  'drop',
  'retirer',
  'retirez',
  'retire',
  'enlever',
  'enlevez',
  'enleve',
  'supprimer',
  'supprimez',
  'exclure',
  'exclude',
  // "pas besoin de photographe ni de graphiste"
  'ni',
  'nor',
]);
// Skipped between a negation and the skill: "pas besoin de React", "no need for a database".
const NEGATION_FILLERS = new Set([
  'le',
  'la',
  'les',
  'l',
  'de',
  'd',
  'du',
  'des',
  'un',
  'une',
  'the',
  'a',
  'an',
  'any',
  'of',
  'for',
  'more',
  'besoin',
  'need',
  'needed',
  'necessaire',
  // "we don't need to forecast sales"
  'to',
  // "pas besoin de compétence WinDev", "no need for any expertise in SAP"
  'competence',
  'competences',
  'connaissance',
  'connaissances',
  'expertise',
  'skill',
  'skills',
  'knowledge',
  'experience',
  'en',
  'in',
  // "we're not looking for a new logo", « on ne veut pas de nouveau site »
  'looking',
  'want',
  'wanting',
  'new',
  'nouveau',
  'nouvelle',
  'nouveaux',
  'nouvelles',
  // "No client-facing chatbot", "no public-facing portal", "no extra page builders": who it faces, how many more.
  'client',
  'customer',
  'public',
  'facing',
  'extra',
  'additional',
]);
/** "not looking for a new website or new logo": the negation reaches every noun of the list. */
const COORDINATIONS = new Set(['or', 'ou', 'and', 'et', 'nor', 'ni']);
/** Words a coordination may skip back over: the noun before it and its adjective. */
const COORDINATED_REACH = 2;
/**
 * Said after the skill, in its clause: "WinDev skills are not required", « la maîtrise de SAP n’est pas
 * nécessaire », "Marketing automation / workflows – not now"; or in the next clause, when it opens with the refusal
 * or names the point (« certifié HDS, ce point n'est pas dans le périmètre », "Lot 1 - Translation (not covered by
 * this notice)"). "…, which is not included" or "…, it is not necessary to" may be said of anything. The words of
 * the next clause, after a comma, only tell what follows the refusal: no word with a comma is skipped to reach it.
 */
const TURNED_DOWN_IN_CLAUSE = new RegExp(String.raw`^(?:[^\s,]+ ){0,3}?(?:${TURNED_DOWN_AFTER_WORDS})\b`);
const TURNED_DOWN_NEXT_CLAUSE = new RegExp(
  String.raw`^(?:(?:ce point|ce sujet|cette partie|this part|that part|the latter|ce dernier) )?(?:${TURNED_DOWN_AFTER_WORDS})\b`,
);

export function findLevelCues(tokens: readonly Token[], isFree: (index: number) => boolean): Cue<number>[] {
  return [...findCues(tokens, COMPILED_LEVEL_CUES, isFree), ...findExperienceYears(tokens)];
}

export function findEmphasisCues(tokens: readonly Token[]): Cue<Emphasis>[] {
  return findCues(tokens, COMPILED_EMPHASIS_CUES, () => true);
}

// What a mention is said of when it is not a skill the team needs: what the client already has or someone
// else does ("une API en Node existe déjà", "on suit déjà tout dans Jira", "implémentés en Angular par nos propres
// développeurs", "our existing Jira"), what the work replaces ("remplacer nos reportings Excel", "instead of the
// Excel dump"), the client's market or product ("accounting software", "cabinets d'expertise comptable",
// "our cybersecurity product") and where data comes from ("data from Stripe, HubSpot and our Postgres into
// BigQuery": BigQuery is the need).
const CONTEXT_AFTER = new Set([
  'actuel',
  'actuelle',
  'actuels',
  'actuelles',
  'deja',
  'already',
  'existe',
  'existant',
  'existante',
  'existing',
  'propres',
  'own',
]);
const OWN_AS_A_VERB_AFTER = /^(?:to|can|could|who|fully)$/;
const CONTEXT_BEFORE = new Set([
  'deja',
  'already',
  'existing',
  'existant',
  'existante',
  'current',
  'actuel',
  'actuelle',
  'hosted',
  'heberge',
  'hebergee',
  'remplacer',
  'replace',
  'instead',
  'lieu',
]);
const DOMAIN_AFTER = new Set([
  'software',
  'product',
  'products',
  'logiciel',
  'logiciels',
  'firm',
  'firms',
  'company',
  'companies',
  'startup',
  'industry',
  'sector',
  'secteur',
  'market',
  'marche',
  'goal',
  'goals',
  'target',
  'targets',
  // « la brochure investigateur »: a clinical trial's document, written by a medical writer, not printed.
  'investigateur',
  // "the requirements for the procurement pack", "the procurement portal": a tender's own documents and desk.
  'pack',
  'portal',
  'officer',
]);
const DOMAIN_BEFORE = new Set([
  'cabinet',
  'cabinets',
  'logiciel',
  'logiciels',
  'software',
  'editeur',
  // "the investigator's brochure": a clinical trial's document, not print design.
  'investigator',
  'investigators',
]);
const SOURCE_MARKERS = new Set(['from', 'viennent', 'proviennent', 'issues']);
const DESTINATION_MARKERS = new Set(['into', 'vers', 'to', 'dans', 'in', 'sous']);
/** Said of a whole sentence: "rien à prévoir de ce côté", "please don't touch that", "that part is done". */
const NOTHING_TO_DO =
  /\b(?:pas besoin d aide|rien a (?:prevoir|faire)|nothing to do|no help needed|don t touch|do not touch|that part is (?:done|covered|handled)|c est deja fait|already (?:done|handled|covered))\b/;

const WORK_ON =
  /\b(?:ajouter|ajout|add|adding|extend|etendre|faire evoluer|modifier|corriger|fix|migrer|migrate|upgrade|refondre|refonte|refaire|redesign|rebuild|refactor|maintenir|maintain|ameliorer|improve|optimiser|optimise|optimize|configurer|configure|parametrer|reprendre|take over|takes? \d+ seconds? to load|trop lente?s?|too slow|(?:slow|lente?s?) (?:to load|a charger|au chargement))\b/;

/** Whose function it is, when not the client's: "the bank's procurement", "the customer's legal". */
const OTHER_ORGANISATIONS = new Set([
  'bank',
  'banks',
  'client',
  'clients',
  'customer',
  'customers',
  'funder',
  'funders',
  'partner',
  'partners',
  'buyer',
  'buyers',
  'insurer',
  'insurers',
  'auditor',
  'auditors',
  'regulator',
  'supplier',
  'suppliers',
  'vendor',
  'investor',
  'investors',
  'hospital',
  'hospitals',
  'university',
  'council',
  'ministry',
  'landlord',
  'school',
]);
/** An organisation's function, named around what it does: "their procurement team", « notre service client ». */
const FUNCTION_NOUNS = new Set([
  'team',
  'teams',
  'department',
  'departments',
  'dept',
  'office',
  'equipe',
  'equipes',
  'service',
]);
/** What another organisation's function does or asks: "the bank's procurement closes then". */
const FUNCTION_DOINGS = new Set([
  ...FUNCTION_NOUNS,
  'closes',
  'close',
  'deadline',
  'process',
  'rules',
  'requirements',
  'questionnaire',
  'requires',
  'asks',
  'wants',
  'insists',
  'says',
  'said',
  'asked',
  'requested',
]);

/**
 * "their procurement team has sent us a questionnaire", "the bank's procurement closes then": a function of
 * another organisation the client deals with, not work the client asks for ("our client's WordPress site" is).
 */
function isAnotherOrganisationsFunction(tokens: readonly Token[], start: number, end: number): boolean {
  const before = tokens[start - 1];
  const twoBefore = tokens[start - 2];
  const after = tokens[end];
  const sameSentence = (token: Token | undefined) => token?.sentence === tokens[start]?.sentence;
  if (!after || after.clause !== tokens[start]?.clause) return false;
  const isOthers =
    before?.norm === 's' && sameSentence(twoBefore) && OTHER_ORGANISATIONS.has(twoBefore?.norm ?? '');
  if (isOthers) return FUNCTION_DOINGS.has(after.norm);
  const isTheirs = /^(?:their|leur|leurs)$/.test(before?.norm ?? '') && sameSentence(before);
  return isTheirs && FUNCTION_NOUNS.has(after.norm);
}

/** A technology the client mentions as context, not as a skill the team needs. */
/**
 * « un audit de l'existant, y compris un test d'intrusion », « la reprise de l'existant »: the existing state as
 * a noun, what the work looks at; not the adjective of the client's tool (« le site existant sous WordPress »).
 */
function isExistingStateWorkedOn(tokens: readonly Token[], index: number, mention: number): boolean {
  // « Sortie de l'existant Wix »: the existing tool named right after it is the client's.
  return (
    index + 1 < mention &&
    tokens[index]?.norm === 'existant' &&
    tokens[index - 1]?.norm === 'l' &&
    /^(?:de|du|sur)$/.test(tokens[index - 2]?.norm ?? '')
  );
}

/**
 * Whether the mention at `start`–`end` is context rather than the work asked. `conversation` is every message of
 * the client, normalised: what a later message asks can make a mention the work.
 */
export function isContextMention(
  tokens: readonly Token[],
  start: number,
  end: number,
  conversation = '',
): boolean {
  const first = tokens[start];
  if (!first) return false;
  const { clause, sentence } = first;
  const text = sentenceText(tokens, sentence);
  // Every mention of a sentence asks its sentence the same questions: each is answered once per sentence.
  const says = (pattern: RegExp) => testOnce(tokens, pattern, `s${sentence}`, () => text);
  const clauseSays = (pattern: RegExp) =>
    testOnce(tokens, pattern, `c${clause}`, () => clauseText(tokens, clause));
  // "On a déjà un back-office en Laravel, il faudra y ajouter des endpoints": existing, and worked on.
  const isWorkedOn = says(WORK_ON);
  if (isVerbForm(tokens, start, end)) return true;
  // "Our accounting moved to Pennylane last year", « on est passés sous Cegid en 2023 »: a move already made.
  if (
    PAST_MOVE_BEFORE.test(tokensText(tokens, start - 5, start)) &&
    (PAST_MOVE_AFTER.test(tokensText(tokens, end, end + 5)) ||
      (MONTH_AFTER.test(tokensText(tokens, end, end + 5)) &&
        MOVED_IN_THE_PAST.test(tokensText(tokens, start - 6, start))))
  )
    return true;
  // "We need an online shop on our WordPress site": the client's system the asked work goes into is worked on.
  if (isOwnSystem(tokens, start, end) && !isWorkedOn && !(isPlaceOfWork(tokens, start) && clauseSays(ASKED)))
    return true;
  // "Le titulaire devra être certifié Qualiopi", "the supplier must be ISO 27001 certified": the supplier's standing.
  if (SUPPLIER_STANDING_BEFORE.test(tokensText(tokens, start - 4, start))) return true;
  if (
    /^(?:certified|accredited|certifie|certifiee|certifies)\b/.test(tokensText(tokens, end, end + 1)) &&
    /\b(?:be|is|are|etre|est|soit|sont)$/.test(tokensText(tokens, start - 2, start))
  )
    return true;
  if (isTranslationMaterial(tokens, start, end)) return true;
  // "sitting in SharePoint", "à partir d'exports Sage": held, even in a clause that asks.
  if (HELD_BEFORE.test(tokensText(tokens, start - 3, start))) return true;
  // "build the site in Webflow from our Figma files", « à partir de nos maquettes Figma »: finished material the
  // work starts from.
  const materialBefore = tokensText(tokens, start - 5, start);
  if (
    SOURCE_NOUN_BEFORE.test(materialBefore) ||
    (SOURCE_MATERIAL_BEFORE.test(materialBefore) &&
      SOURCE_MATERIAL_AFTER.test(tokensText(tokens, end, end + 1)))
  )
    return true;
  // « on a des licences Microsoft 365 », "we pay for HubSpot Starter": what the client subscribes to already.
  // Licences the client has but does not use ("qui ne servent à rien") are what the work puts to use.
  if (LICENCES_HELD_BEFORE.test(tokensText(tokens, start - 5, start)) && !clauseSays(ASKED) && !says(UNUSED))
    return true;
  if (ON_PLATFORM_BEFORE.test(tokensText(tokens, start - 4, start)) && !clauseSays(ASKED) && !isWorkedOn)
    return true;
  // « avec ma fille pour les photos produits (elle les fait déjà) », "the photos (she already does them)".
  if (DONE_ALREADY_AFTER.test(textUntilNextSentence(tokens, end, 7))) return true;
  // « la publicité Facebook, on la retire », "Google Ads: leave it out": taken out of the work.
  // (Not the next sentence's: « … site WooCommerce. Le logo, on le laisse tomber » drops the logo only.)
  if (DROPPED_AFTER.test(textUntilNextSentence(tokens, end, 8))) return true;
  // « on quitte PrestaShop », "we're moving off Wix": what the work leaves behind.
  if (LEFT_BEHIND_BEFORE.test(tokensText(tokens, start - 4, start))) return true;
  // "Not interested in moving to Shopify", « pas intéressés par WordPress »: turned down.
  if (NOT_INTERESTED_BEFORE.test(tokensText(tokens, start - 6, start))) return true;
  if (HAD_BEFORE.test(tokensText(tokens, start - 7, start))) return true;
  // « un site que ma belle-fille avait fait sur Wix », "the portal our old agency had built on Drupal": made before.
  if (MADE_BEFORE_ON.test(tokensText(tokens, start - 5, start))) return true;
  // « La voix off sera enregistrée par notre CEO », « il fera l'appli React Native lui-même », "Jeroen will build
  // that himself in Looker": the client's own people do it.
  if (
    DONE_BY_OWN_AFTER.test(sentenceTextFrom(tokens, end, 10)) ||
    SUPPLIED_AFTER.test(sentenceTextFrom(tokens, end, 8)) ||
    // (« le prestataire retenu fera l'intégration lui-même » is the supplier.)
    (DONE_BY_THEMSELVES.test(sentenceTextFrom(tokens, end, 4)) &&
      !SUPPLIER_NAMED.test(clauseTextBefore(tokens, start, 12))) ||
    DONE_BY_THEMSELVES_BEFORE.test(tokensText(tokens, start - 3, start)) ||
    PROVIDED_BY_OWN_BEFORE.test(clauseTextBefore(tokens, start, 12))
  )
    return true;
  // « un indépendant nous a fait un site Wix en 2024 », « un freelance qui leur a monté une usine à gaz Excel », "we
  // paid a freelancer off Upwork to move our shop from WooCommerce", "the agency Formwerk has made the complete UX/UI
  // in Figma": what another supplier made before.
  if (MADE_BY_ANOTHER_BEFORE.test(clauseTextBefore(tokens, start, 16))) return true;
  // "another partner quoted us $340,000 for Business Central", « l'intégrateur nous a chiffré 85 000 € pour
  // Sage X3 », "DataLoods invoiced us €23.500 for the Fivetran work": what another supplier offered or did, not the
  // work asked here.
  if (QUOTED_FOR_BEFORE.test(tokensText(tokens, start - 8, start))) return true;
  // "evidence of ISO 27001 certification", "we are ISO 27001 certified": a supplier's or the client's standing.
  if (
    CERTIFICATE_HELD_BEFORE.test(tokensText(tokens, start - 4, start)) ||
    (EVIDENCE_OF_BEFORE.test(tokensText(tokens, start - 4, start)) &&
      CERTIFICATE_AFTER.test(sentenceTextFrom(tokens, end, 2)))
  )
    return true;
  const sameSentence = tokens
    .slice(Math.max(0, start - 9), start)
    .filter((token) => token.sentence === sentence)
    .map((token) => token.norm)
    .join(' ');
  if (KNOWN_BY_OWN_PEOPLE.test(sameSentence)) return true;
  // « Mon frère s'occupe de l'exploitation, moi de l'administratif et des paies », "I do the books myself":
  // what the writer does.
  if (clauseSays(WRITER_DOES) && !clauseSays(ASKED)) return true;
  // « Dans le cadre de notre programme de formation, nous avons tourné 14 vidéos »: the frame of the work.
  if (FRAME_BEFORE.test(sameSentence) && !says(ASKED)) return true;
  // "List of every data source (Shopify, Lightspeed POS, QuickBooks Online)": where the data comes from.
  if (SOURCE_LIST_BEFORE.test(sameSentence) && !clauseSays(ASKED)) return true;
  if (SOURCE_DOCUMENTS_BEFORE.test(sameSentence)) return true;
  if (isOwnDepartment(tokens, start, end) && !clauseSays(ASKED)) return true;
  // "we spend ~A$20k/mo on google ads", « 40 k€ de Meta + 15 k€ de Google Ads », "$3k/mo into meta ads": money
  // the client already pays a platform, unless the sentence gives the work on that spend.
  if (
    SPENT_ON_BEFORE.test(sameSentence) &&
    !says(SPEND_WANTED) &&
    // « Budget : 15k EUR sur la refonte »: a colon ends the sentence, not the budget's words.
    !BUDGET_JUST_BEFORE.test(tokensText(tokens, start - 8, start)) &&
    !says(WORK_ON_SPEND) &&
    !testOnce(
      tokens,
      ADS_WORK_ASKED,
      'conversation',
      () => conversation || tokensText(tokens, 0, tokens.length),
    )
  )
    return true;
  // "We found you through a Facebook ad", « Comment nous avez-vous connus : pub Instagram »: how the client came.
  if (FOUND_US_BEFORE.test(sameSentence) && !clauseSays(ASKED)) return true;
  // « Nos trois développeurs PHP continuent… », "our two Java developers": the client's own people's stack.
  if (OWN_PEOPLES_STACK.test(sameSentence) && !clauseSays(ASKED)) return true;
  if (OWN_PEOPLE_DO.test(sameSentence) && !clauseSays(ASKED)) return true;
  if (OWN_PEOPLE_DO_IT_IN.test(sameSentence)) return true;
  for (let index = end; index < Math.min(tokens.length, end + 4); index += 1) {
    const token = tokens[index];
    if (!token || token.clause !== clause) break;
    // "a growth person who can own paid acquisition": "own" the verb, not "our own".
    const isVerbOwn =
      token.norm === 'own' &&
      (OWN_AS_A_VERB_AFTER.test(tokens[index - 1]?.norm ?? '') ||
        (/^(?:will|would|ll|d|shall)$/.test(tokens[index - 1]?.norm ?? '') &&
          tokens[index - 2]?.norm === 'who'));
    if (CONTEXT_AFTER.has(token.norm) && !isWorkedOn && !isVerbOwn) return true;
  }
  if (DOMAIN_AFTER.has(tokens[end]?.norm ?? '') && tokens[end]?.clause === clause) return true;
  // "Our AWS bill is around R$ 160 mil per month": a service the client already pays for.
  if (/^bills?$/.test(tokens[end]?.norm ?? '') && tokens[end]?.clause === clause) return true;
  if (isAnotherOrganisationsFunction(tokens, start, end)) return true;
  for (let index = start - 1; index >= Math.max(0, start - 5); index -= 1) {
    const token = tokens[index];
    if (!token || token.sentence !== sentence) break;
    if (CONTEXT_BEFORE.has(token.norm) && !isWorkedOn && !isExistingStateWorkedOn(tokens, index, start))
      return true;
    if (index >= start - 3 && DOMAIN_BEFORE.has(token.norm)) return true;
  }
  // "We already have an MSP who manages our servers and Microsoft 365": what the client already has, said
  // anywhere earlier in the clause, unless the clause asks for work.
  if (isAlreadyHeld(tokens, start, isWorkedOn)) return true;
  if (isDataSource(tokens, start) || says(NOTHING_TO_DO)) return true;
  // "Organisme de formation (management), 4 formateurs, CA 2025 : 420 k€", "Société de transport routier, 85
  // salariés, convention collective des transports": the client describing itself, asking for nothing.
  if (says(SELF_DESCRIPTION) && !says(ASKED) && !isWorkedOn) return true;
  // "We're a 25-person firm of chartered accountants in Islington", « je dirige une petite fiduciaire »: the same,
  // said with the writer's "we".
  if ((clauseSays(WE_ARE_A) || says(WE_SELL)) && !says(ASKED) && !isWorkedOn) return true;
  // « Mon comptable fait la compta », "Bookkeeping stays with our accountant", « compta chez l'expert-comptable
  // sur Sage »: done by the client's own provider.
  if (says(OWN_PROVIDER_DOES) && !clauseSays(ASKED)) return true;
  // « Notre comptabilité est sous Sage 100 »: the client's function and what it runs on.
  if (
    RUNS_ON_AFTER.test(tokensText(tokens, end, end + 3)) &&
    OWNERS.has(tokens[start - 1]?.norm ?? '') &&
    !clauseSays(ASKED)
  )
    return true;
  // "On garde Looker tel quel", "backend is firebase and stays as is", "nous sommes sous Cegid et il n'est pas
  // question d'en changer": kept as it is, unless the clause of the mention asks for it.
  if (says(KEPT) && !clauseSays(ASKED)) return true;
  // « notre page Facebook suffit », "the logo stays", "the logo (we just redid it)", « le logo, on vient de le
  // refaire »: said of the mention itself, right after it, in a clause that asks for nothing ("Need an SEO audit of
  // the website, we just redesigned it" asks for the audit).
  if (
    ((SUFFICES_AFTER.test(tokensText(tokens, end, end + 4)) &&
      OWNED_BEFORE.test(tokensText(tokens, start - 3, start))) ||
      STAYS_AT_END.test(clauseEndText(tokens, end, first.clause)) ||
      ((SUBJECT_WORDS.has(tokens[start - 1]?.norm ?? '') || tokens[start - 1]?.clause !== first.clause) &&
        STAYS_WITH_ANOTHER_AT_END.test(clauseEndText(tokens, end, first.clause))) ||
      JUST_REDONE_AFTER.test(sentenceTextFrom(tokens, end, 9))) &&
    !clauseSays(ASKED)
  )
    return true;
  // "Figma designs are done", « les maquettes sont faites »: finished, said at the end of the clause.
  if (
    DONE_AT_END.test(clauseEndText(tokens, end, first.clause)) &&
    !isTimeClauseAfter(tokens, end, first.clause)
  )
    return true;
  // "the logo, colours and fonts are done and locked": the first of a list the sentence says is done.
  const next = tokens[end];
  if (
    next &&
    (next.clause !== first.clause || next.norm === 'and' || next.norm === 'et') &&
    DONE_LIST_AFTER.test(sentenceTextFrom(tokens, end, 10)) &&
    !clauseSays(ASKED)
  )
    return true;
  // « Mon père a commencé à mettre en bouteille dans les années 80, avec une étiquette dessinée par ma mère », "the
  // site was built in 2017": the client's story, asking for nothing.
  if (says(PAST_NARRATIVE) && !says(ASKED) && !isWorkedOn && !says(LEFT_SINCE)) return true;
  // « une étiquette dessinée par ma mère », "photos made by a friend": work someone already did.
  if (DONE_BY_AFTER.test(tokensText(tokens, end, end + 3)) && !clauseSays(ASKED)) return true;
  // "Le back (NestJS) est maintenu par notre équipe interne", "hosting … managed by our own IT team",
  // "photography will continue to be done by Ciarán": kept by the client's people or another.
  if (says(KEPT_BY_OTHERS) && !clauseSays(ASKED)) return true;
  // "our staff will … provide the photographs", « nous fournirons les photos », "(we can provide Hausa
  // interpreters)": what the client supplies.
  if (
    PROVIDED_BEFORE.test(tokensText(tokens, start - 4, start)) &&
    (says(CLIENT_SUBJECT) || CLIENT_SUBJECT.test(clauseTextBefore(tokens, start, 8))) &&
    !SUPPLIER_NAMED.test(clauseTextBefore(tokens, start, 12)) &&
    !clauseSays(ASKED)
  )
    return true;
  // "We will migrate the data ourselves", « la mise en page nous-mêmes »: the client's own work, or its people's.
  if (BY_OURSELVES_AFTER.test(tokensText(tokens, end, end + 2)) && !clauseSays(ASKED)) return true;
  if (
    BY_THEMSELVES_AFTER.test(tokensText(tokens, end, end + 2)) &&
    (says(OWNED_SUBJECT) || OWNED_SUBJECT.test(clauseTextBefore(tokens, start, 12))) &&
    !clauseSays(ASKED)
  )
    return true;
  return isMigratedFrom(tokens, start, end) || isInUse(tokens, start);
}

/**
 * A skill's name that is also a verb's form, read as the verb after its subject: "on paie mieux que la grille",
 * "qui paye les factures" is no payroll work.
 */
const VERB_HOMOGRAPHS = new Set(['paie', 'paye', 'paies', 'payes']);
const SUBJECT_PRONOUNS = new Set([
  'on',
  'je',
  'j',
  'il',
  'elle',
  'ils',
  'elles',
  'qui',
  'ne',
  'n',
  'nous',
  'vous',
  'tu',
]);

/** Verb forms that spell like a skill's word, read as verbs after « s' » or « se ». */
const REFLEXIVE_HOMOGRAPHS = new Set([
  'paie',
  'paye',
  'affiche',
  'affichent',
  'afficher',
  'affichera',
  'imprime',
  'impriment',
  'imprimer',
  'publie',
  'publient',
  'publier',
  'forme',
  'forment',
  'former',
  'vend',
  'vendent',
  'vendre',
  'traduit',
  'traduisent',
]);
/** Words that are nouns of the work only when not a verb: "goes to print", "printed", "printing". */
const PRINT_VERB_FORMS = new Set(['printed', 'printing', 'prints']);

function isVerbForm(tokens: readonly Token[], start: number, end: number): boolean {
  if (end - start !== 1) return false;
  const word = tokens[start];
  const before = tokens[start - 1];
  const isSameSentence = before !== undefined && before.sentence === word?.sentence;
  // French reflexive verbs: « le site s'affiche mal », « qui s'affiche pour accepter les cookies ». Only verbs
  // that spell like a skill's word: an English possessive ("our client's WordPress") also puts an s before it.
  if (
    isSameSentence &&
    (before.norm === 's' || before.norm === 'se') &&
    word &&
    REFLEXIVE_HOMOGRAPHS.has(word.norm)
  )
    return true;
  if (PRINT_VERB_FORMS.has(word?.norm ?? '')) return true;
  if (word?.norm === 'print' && isSameSentence && before.norm === 'to') return true;
  return isConjugated(tokens, start);
}

/** Words after a verb « paie » that a noun « la paie » never takes: « l'adhérent paie sa cotisation ». */
const OBJECT_OF_PAYING = new Set([
  'sa',
  'son',
  'ses',
  'leur',
  'leurs',
  'mon',
  'ma',
  'mes',
  'cash',
  'comptant',
]);

/** How one pays, right after the verb « paie ». */
const PAYING_HOW = new Set(['par', 'via']);
/** What comes before the noun « paie »: « la paie », « de paie », « notre paie ». */
const NOUN_DETERMINERS = new Set([
  'la',
  'de',
  'd',
  'notre',
  'votre',
  'leur',
  'ma',
  'sa',
  'ta',
  'une',
  'du',
  'des',
  'sur',
  'cette',
  'nos',
  'vos',
  'et',
  'ou',
  // « la gestion paie par un cabinet », « un consultant paie via Silae »: a noun the word « paie » qualifies.
  'gestion',
  'consultant',
  'consultante',
  'gestionnaire',
  'module',
  'logiciel',
  'service',
  'expert',
  'experte',
  'responsable',
  'outil',
  'externalisation',
]);

function isConjugated(tokens: readonly Token[], start: number): boolean {
  if (!VERB_HOMOGRAPHS.has(tokens[start]?.norm ?? '')) return false;
  const next = tokens[start + 1];
  // (Only right after it: « la paie, ma comptable » is the noun.)
  if (next && next.clause === tokens[start]?.clause && OBJECT_OF_PAYING.has(next.norm)) return true;
  let before = tokens[start - 1];
  // « ici personne paie par carte », « chacun paie via Wave »: how one pays, after its subject; « la gestion de la
  // paie par un cabinet » is the noun, after its determiner.
  if (
    next?.clause === tokens[start]?.clause &&
    PAYING_HOW.has(next?.norm ?? '') &&
    before?.sentence === tokens[start]?.sentence &&
    !NOUN_DETERMINERS.has(before?.norm ?? '')
  )
    return true;
  // « on le paie 250 € par mois »: an object pronoun between the subject and the verb.
  if (before && OBJECT_PRONOUNS.has(before.norm) && before.sentence === tokens[start]?.sentence)
    before = tokens[start - 2];
  return (
    before !== undefined && before.sentence === tokens[start]?.sentence && SUBJECT_PRONOUNS.has(before.norm)
  );
}
const OBJECT_PRONOUNS = new Set([
  'le',
  'la',
  'les',
  'l',
  'leur',
  'lui',
  'vous',
  'nous',
  'me',
  'te',
  'y',
  'en',
]);

/**
 * The client's own system named with its tool: "notre ERP Sage X3", "notre ERP (Sage 100)", "our own WooCommerce
 * site", "notre API REST": what the work connects to or documents, unless the sentence works on it ("refondre
 * notre site WordPress").
 */
const OWN_SYSTEM_WORDS = new Set([
  'erp',
  'crm',
  'sirh',
  'hris',
  'site',
  'website',
  'boutique',
  'shop',
  'store',
  'intranet',
  'extranet',
  'api',
  'outil',
  'tool',
  'logiciel',
  'software',
  'plateforme',
  'platform',
]);
const OWNERS = new Set(['notre', 'nos', 'our']);

/**
 * « notre service client a identifié », "our purchasing department gives a maximum rate", "our accounting team":
 * the department the skill names is the client's own. English puts the function's noun after the skill; French
 * puts it first, and of the function nouns only « service » opens a skill's name (« préparer nos équipes au
 * changement » is asked work, "our team offsite" an event to organise).
 */
function isOwnDepartment(tokens: readonly Token[], start: number, end: number): boolean {
  if (!OWNERS.has(tokens[start - 1]?.norm ?? '')) return false;
  return tokens[start]?.norm === 'service' || FUNCTION_NOUNS.has(tokens[end]?.norm ?? '');
}

function isOwnSystem(tokens: readonly Token[], start: number, end: number): boolean {
  const sentence = tokens[start]?.sentence;
  const near = (index: number) => (tokens[index]?.sentence === sentence ? (tokens[index]?.norm ?? '') : '');
  let index = start - 1;
  if (OWN_SYSTEM_WORDS.has(near(index))) {
    index -= 1;
    if (['own', 'propre'].includes(near(index))) index -= 1;
    return OWNERS.has(near(index));
  }
  if (!OWN_SYSTEM_WORDS.has(near(end))) return false;
  if (['own', 'propre'].includes(near(index))) index -= 1;
  return OWNERS.has(near(index));
}

/** The mention is where something goes: "on our WordPress site", « dans notre Shopify ». */
function isPlaceOfWork(tokens: readonly Token[], start: number): boolean {
  const clause = tokens[start]?.clause;
  for (let index = start - 1; index >= Math.max(0, start - 3); index -= 1) {
    const token = tokens[index];
    if (!token || token.clause !== clause) return false;
    if (PLACE_OF_WORK_WORDS.has(token.norm)) return true;
  }
  return false;
}
const PLACE_OF_WORK_WORDS = new Set(['on', 'onto', 'into', 'sur', 'dans']);

function isAlreadyHeld(tokens: readonly Token[], start: number, isWorkedOn: boolean): boolean {
  const first = tokens[start];
  if (!first || isWorkedOn) return false;
  for (let index = start - 1; index >= Math.max(0, start - IN_USE_REACH); index -= 1) {
    const token = tokens[index];
    if (!token || token.clause !== first.clause) return false;
    if (token.norm === 'already' || token.norm === 'deja')
      return !testOnce(tokens, ASKED, `c${first.clause}`, () => clauseText(tokens, first.clause));
  }
  return false;
}

const SUPPLIER_STANDING_BEFORE =
  /\b(?:etre|be|is|are|soit|sont|est) (?:certifie|certifiee|certifies|certifiees|certified|accredited|accredite|accreditee|labellise|labellisee)(?: \w+)?$/;

/**
 * "Translation from English into French of policy documents, press releases and contracts", « traduction de nos
 * brochures et communiqués »: the documents to translate, not skills of their own.
 */
const TRANSLATION_WORD =
  /^(?:translation|translations|translate|translating|translators?|traduction|traductions|traduire|tradu(?:cteur|ctrice)s?|subtitling|sous titrage)$/;
/** « passer en français nos CGV », « mettre le site en allemand »: a language the documents are put into. */
const INTO_LANGUAGE =
  /^(?:anglais|francais|allemand|espagnol|italien|neerlandais|portugais|arabe|chinois|japonais|polonais|english|french|german|spanish|italian|dutch|portuguese|arabic|chinese|japanese|polish)$/;
const PUT_INTO = /^(?:passer|passe|mettre|basculer|decliner)$/;
const isIntoLanguage = (tokens: readonly Token[], index: number) =>
  INTO_LANGUAGE.test(tokens[index]?.norm ?? '') &&
  tokens[index - 1]?.norm === 'en' &&
  PUT_INTO.test(tokens[index - 2]?.norm ?? '');
const OBJECT_WORDS = new Set(['of', 'de', 'des', 'du', 'd', 'nos', 'our']);

const TRANSLATED_AFTER =
  /^(?:(?:\S+ )?(?:translated|traduite?s?) (?:into|in|to|en|vers)|(?:(?!(?:and|et) )\S+ )?(?:a traduire|to (?:be )?translated?))\b/;

function isTranslationMaterial(tokens: readonly Token[], start: number, end: number): boolean {
  const first = tokens[start];
  if (
    !first ||
    /tradu|translat|subtit|sous titr|interpret|relecture|proofread/.test(tokensText(tokens, start, end))
  )
    return false;
  // "our brochure translated into English", « nos fiches traduites en allemand »: the documents, then the verb.
  // Not a platform the work builds: « un site Shopify traduit en anglais ».
  // An acronym is a document's ("CGV", "NDA"), a capitalised word a product's.
  const last = tokens[end - 1]?.raw ?? '';
  if (
    (!/^\p{Lu}/u.test(last) || /^\p{Lu}{2,4}s?$/u.test(last)) &&
    TRANSLATED_AFTER.test(tokensText(tokens, end, end + 3))
  )
    return true;
  for (let index = start - 1; index >= Math.max(0, start - 14); index -= 1) {
    const token = tokens[index];
    if (!token || token.sentence !== first.sentence) return false;
    const isInto = isIntoLanguage(tokens, index);
    if (TRANSLATION_WORD.test(token.norm) || isInto) {
      const between = tokens.slice(index + 1, start).map((word) => word.norm);
      // « passer en allemand le site » names what is translated right after the language.
      return (isInto || between.some((word) => OBJECT_WORDS.has(word))) && !ASKED.test(between.join(' '));
    }
  }
  return false;
}

const PAST_MOVE_BEFORE =
  /\b(?:moved|migrated|switched|went|passes|passe|passees|migre|migres|bascule|bascules) (?:over )?(?:to|onto|sur|sous|vers|a)(?: (?:the|a|our|le|la|notre|un|une))?(?: (?:new|nouveau|nouvelle|nouvel))?$/;
const PAST_MOVE_AFTER =
  /^(?:\S+ ){0,2}(?:last (?:year|month|summer|spring|autumn|fall|winter|week)|l an dernier|l annee derniere|le mois dernier|in 20\d\d|en 20\d\d|\w+ (?:years?|months?|weeks?) ago|il y a)/;
/** A month after the move, past only with a past verb: "switched … in mid-August", not « on bascule … en janvier ». */
const MONTH_AFTER =
  /^(?:\S+ ){0,2}(?:in (?:mid |early |late )?(?:january|february|march|april|june|july|august|september|october|november|december)\b|(?:en|mi|debut|fin) (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b)/;
const MOVED_IN_THE_PAST =
  /\b(?:switched|moved|migrated|went|(?:avons|a|ont|sommes|est|sont|etions|etait) (?:\S+ )?(?:passes?|passee?s?|migres?|migree?s?|bascules?|basculee?s?))\b/;

/** A sentence of the client's history: a past year or decade, "years ago", « à l'époque ». */
const PAST_NARRATIVE =
  /\b(?:(?:en|in|depuis|since|from) (?:19\d\d|200\d|201\d)|dans les annees|in the (?:19\d0s|\d0s|eighties|nineties)|il y a (?:\d+|deux|trois|quatre|cinq|six|sept|huit|dix|quinze|vingt) ans|\w+ years ago|a l epoque|back then|at the time|autrefois|jadis)\b/;
/** Left as it was since a past year, the problem the work answers: "haven't been touched since 2019". */
const LEFT_SINCE =
  /\b(?:(?:haven t|hasn t|have not|has not|not) been (?:touched|updated|changed|reviewed|revised|looked at|redone)|(?:n a|n ont) pas (?:ete )?(?:touche|touches|touchee|touchees|mis a jour|mise a jour|mises a jour|revu|revus|revue|revues|refait|refaits)|(?:not|never) (?:updated|touched|changed|reviewed|revised) since|(?:out of date|outdated|obsolete|obsoletes|plus a jour|no longer (?:compliant|up to date|valid))|(?:pas|jamais) (?:ete )?(?:mis|mises?) a jour depuis)\b/;
/** Work someone already did, named after the thing: « dessinée par », "made by", « faites au téléphone ». */
const DONE_BY_AFTER =
  /^(?:\w+ )?(?:dessinee?s?|faite?s?|realisee?s?|concue?s?|creee?s?|ecrite?s?|tournee?s?|prises?|designed|made|built|written|done|created|shot|taken) (?:par|by|au|with|avec)\b/;

const SELF_DESCRIPTION =
  /^(?:(?:je dirige|i run|i manage|i own|nous sommes|we are|we re|on est)(?: \S+)? (?:un|une|a|an)(?: (?:petit|petite|small|jeune|young|grand|grande|large))? )?(?:contexte |context )?(?:organisme|cabinet|agence|entreprise|societe|pme|tpe|eti|startup|start up|scale up|association|ecole|groupe|studio|company|firm|agency|charity|school|group)\b/;

// Not when the clause goes on to what the client builds or uses: "we're a startup building an app in React Native".
const WE_ARE_A =
  /^(?:hi |hello |bonjour )?(?:we re|we are|nous sommes|on est|je dirige|i run|i manage|i own)\s+(?:a|an|une?|la|the)\b(?![\s\S]*\b(?:building|developing|making|creating|launching|using|running|qui|that|which|with|avec|developpe\w*|construi\w*|lance\w*|utilis\w*)\b)/;
/** « Nous éditons Talentis, un logiciel de gestion des recrutements », "we sell an AI hiring-assistant tool": what
 * the client publishes or sells, not work asked of the agency. */
const WE_SELL =
  /^(?:hi |hello |bonjour )?(?:nous editons|on edite|j edite|we publish|our product is|notre produit est|notre logiciel est|(?:we sell|we re selling|we are selling|nous vendons|on vend|je vends|i sell) (?:a |an |un |une |our |notre |nos )?(?:\S+ ){0,3}(?:software|logiciels?|saas|apps?|applications?|tools?|outils?|platforms?|plateformes?|solutions?))\b/;
const PROVIDER_WORDS = String.raw`(?:expert comptable|expert-comptable|comptable|accountant|bookkeeper|agence|agency|prestataire|webmaster|avocat|lawyer|juriste|fiduciaire|cabinet comptable)`;
const OWN_PROVIDER_DOES = new RegExp(
  String.raw`\b(?:(?:notre|nos|mon|ma|mes|our|my) (?:\S+ )?${PROVIDER_WORDS} (?:\S+ ){0,2}(?:fait|font|tient|tiennent|gere|gerent|continue\w*|s occupe\w*|does|do|handles?|keeps?|looks after|takes care of)|(?:stays?|reste\w*|remains?) (?:with|chez) (?:our|notre|mon|my|l|the|nos) ?${PROVIDER_WORDS}|chez (?:l|notre|mon|nos|un|une) ?${PROVIDER_WORDS})\b`,
);
/** « est sous Sage 100 », "runs on Xero": what the mention (the client's function) runs on. */
const RUNS_ON_AFTER = /^(?:est|sont|is|are|runs?|tourne|tournent) (?:sous|sur|on|in|with|dans|chez)\b/;
const DONE_AT_END =
  /\b(?:are|is|sont|est) (?:deja |already |all )?(?:(?:done|ready|finished|complete|faite?s?|prete?s?|terminee?s?|finie?s?)(?: (?:and|et) (?:signed off|approved|validated|locked|validee?s?|approuvee?s?))?|signed off|approved|validated|locked|validee?s?|approuvee?s?)$/;

const KEPT_BY_OTHERS =
  /\b(?:(?:assuree?s?|faite?s?|geree?s?|prise?s? en charge|handled|done|managed|taken care of|covered) (?:par|by) (?:(?:nos|notre|our) (?:services?|direction|dsi|departments?|equipes?|teams?)|(?:le|la|les|l|the) (?:services?|direction|dsi|departments?|it department)(?! (?:du|de la|des|of the) (?:prestataire|titulaire|supplier|contractor|agence|agency))|(?:l|the) (?:equipe|team) (?:interne|internal|in house|communication|comms|marketing|informatique|it))\b|(?:maintenue?s?|gere(?:e|es|s)?|assuree?s?|tenue?s?|faite?s?|maintained|managed|run|handled|kept|done|looked after) (?:par|by) (?:notre|nos|our|mon|my) (?:own |propre )?(?:\S+ ){0,2}(?:equipe|team|it|staff|developpeurs|developers|devs|agence|agency|prestataire|fiduciaire|comptable|expert comptable|accountant|accountants|bookkeeper|cabinet)|(?:our|notre) (?:in[- ]house|own|interne) (?:\S+ )?(?:team|equipe) (?:is |are )?(?:maintaining|maintient|gere)|vous n y toucherez pas|you won t touch|(?:will )?continues? to be (?:done|handled|run|provided) by|continuera d etre (?:fait|faite|assure|assuree) par|(?:mes|nos|my|our) (?:\S+ ){0,2}(?:les|le|la|l) (?:font|fait|gerent|gere|assurent|assure)|(?:vont|va|will) (?:continuer|keep|continue) (?:a |de |to )?(?:les |le |la |l )?(?:faire|do|doing))\b/;
/**
 * Supplied, a word of kind between: "provide the photographs", "provide Hausa interpreters" ("provide senior React
 * developers" asks for them).
 */
const PROVIDED_BEFORE =
  /\b(?:provide|supply|fournir|fournirons|fournissons|fournit|fournira)(?:\s+(?:the|our|les|nos|des))?(?:\s+(?!(?:a|an|un|une|you|vous|senior|seniors|junior|juniors|experienced|qualified|certified|skilled|dedicated|experimentes?|qualifies?|certifies?|confirmes?)\b)\S+)?\s*$/;
/**
 * A supplier asked to supply it: "we expect the agency to provide", « du prestataire qu'il puisse fournir », "you
 * will provide" ("our consultant", "our IT team", « nous vous fournirons » are the client's side).
 */
const SUPPLIER_NAMED =
  /\b(?:(?:the|an?|l|le|la|du|au|des|votre|your|each|chaque|any|tout) (?:selected |chosen |successful |retenue? )?(?:agency|agence|vendor|supplier|provider|prestataire|titulaire|fournisseur|contractor|freelancer?|consultant|partner|partenaire|candidate?|bidder|soumissionnaire)|(?:you|vous) (?:ll|d|will|would|must|should|shall|can|could|to|devrez|devez|pourrez|pourriez|puissiez|fournissiez|fournirez|allez|devriez)|que vous|qu (?:il|elle|ils|elles))\b/;
const SPENT_AMOUNT = String.raw`\d+(?: \d{3})*(?:k|m)?`;
const SPENT_UNIT = String.raw`(?: (?:k|m|${CURRENCY}|(?:${SPENT_ONLY_CURRENCY_WORDS})\b))`;
const SPENT_PERIOD = String.raw`(?: (?:a|per|par|\/|each|every|chaque))? (?:month|months|mo|mth|mois|year|an|week|semaine)`;
const SPENT_ON = String.raw`(?: (?:on|into|in|en|sur|chez|with|avec|de|d|dans))(?: (?:the|la|le|les|des|du|our|nos|notre))?$`;
/**
 * Money said paid, right before what it pays: "we spend ~A$20k/mo on", « on a remis 4 000 € par mois en », « 40 k€
 * de » (the currency symbol is no word; a bare number needs its unit, « 6 mois sur » is a length).
 */
const SPENT_ON_BEFORE = new RegExp(
  String.raw`(?:(?:^| )(?:${SPEND_VERBS}|${PAY_VERBS})\b(?: \S+){0,5}? ${SPENT_AMOUNT}${SPENT_UNIT}?(?:${SPENT_PERIOD})?` +
    String.raw`|(?:^| )${SPENT_AMOUNT}${SPENT_UNIT}(?:${SPENT_PERIOD})?)${SPENT_ON}`,
);
/**
 * Campaign work asked anywhere in the conversation ("Looking for an agency to own Amazon: PPC management", « qu'une
 * agence reprenne la gestion des campagnes », "the ROAS is terrible", « nos campagnes SEA »): the spend said before
 * it is on what the work takes over. The text's apostrophes may be kept or split.
 */
const ADS_WORK_ASKED =
  /\b(?:ppc|(?:le|du|en|campagnes?|strategie|budget|agence|consultante?|experte?) sea|seo ?(?:et |and |\/ ?|\+ ?)?sea|sea ?(?:et |and |\/ ?|\+ ?)?seo|roas|cpa|acos|cpl|paid (?:social|search|media|acquisition)|acquisition payante|media buy\w*|(?:ads?|campaign|campagnes?|account|compte) management|(?:gestion|pilotage|reprise) (?:des|de nos|de vos|de la|du) (?:campagnes?|pubs?|publicites?|comptes? (?:pub|publicitaires?)|budget pub|acquisition)|(?:reprenne|reprendre|gerer|gere|piloter|pilote|optimiser|optimise|manage|manages|managing|run|runs|running|optimi[sz]e|optimi[sz]es|optimi[sz]ing|take over|takes over|rebuild|restructure|fix|improve|ameliorer|corriger|confier|help with|aide sur|aide pour|s(?: |')occuper de|s(?: |')occupe de|pour) (?:\S+ ){0,2}?(?:campagnes?|campaigns?|ads|pubs?|ad accounts?|comptes? pub\w*))\b/;
/** « Budget : 15k EUR sur la refonte »: the budget's words just before the amount. */
const BUDGET_JUST_BEFORE = /\b(?:budget|budgets|enveloppe)(?: \S+){0,6}$/;

/** A sentence whose subject is the client: "Our programme staff will …", « Nous fournirons … ». */
const CLIENT_SUBJECT = /^(?:our|we|nous|notre|nos|on)\b/;
/** "We will migrate the data ourselves", « la mise en page nous-mêmes »: the client's own work. */
const BY_OURSELVES_AFTER = /^(?:(?!for|pour)\S+ )?(?:ourselves|myself|nous memes|moi meme)\b/;
/**
 * By another of the client's people, the sentence saying whose: "our IT contractor will load the content into
 * WordPress himself" (« le prestataire retenu … lui-même » is the supplier hired).
 */
const BY_THEMSELVES_AFTER =
  /^(?:(?!for|pour)\S+ )?(?:himself|herself|themselves|lui meme|elle meme|eux memes|elles memes)\b/;
/** The sentence's or the clause's subject is one of the client's: "our IT contractor will…", "Since last year, my brother…". */
const OWNED_SUBJECT = /^(?:\S+ ){0,2}?(?:our|my|notre|nos|mon|ma|mes)\b/;

const DONE_LIST_AFTER =
  /^(?:(?!(?:qui|que|that|which|who|nos|les|our) )\S+ ){0,8}(?:are|sont) (?:deja |already |all )?(?:done|finished|complete|faits|faites|terminees|termines|finis|finies|locked|validated|valides|validees)\b/;

/**
 * Up to `count` words from `from`, up to a sentence that opens with a capital (« Le logo, … »): a colon's answer
 * ("Google Ads: leave it out") still belongs to what it answers.
 */
function textUntilNextSentence(tokens: readonly Token[], from: number, count: number): string {
  const words: string[] = [];
  for (let index = from; index < from + count && index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token || (token.isSentenceStart && /^\p{Lu}/u.test(token.raw))) break;
    // The colon's break stays visible: « on laisse tomber : le graphiste » ends the words dropping it.
    if (token.isSentenceStart && index > from) words.push('.');
    words.push(token.norm);
  }
  return words.join(' ');
}

/** Up to `count` words from `from`, in the sentence of the token before it. */
function sentenceTextFrom(tokens: readonly Token[], from: number, count: number): string {
  const sentence = tokens[from - 1]?.sentence;
  return tokens
    .slice(from, from + count)
    .filter((token) => token.sentence === sentence)
    .map((token) => token.norm)
    .join(' ');
}

/** « notre page Facebook suffit », « notre site nous suffit »: enough as it is (« ne suffit plus » is not). */
const SUFFICES_AFTER =
  /^(?:(?!ne\b|n\b|ca\b|cela\b)\S+ ){0,2}?(?:nous |me )?(?:suffit|suffisent)\b(?! plus\b| pas\b)/;
/** What the client owns, a possessive a few words before the mention: « notre page Facebook », "our logo". */
const OWNED_BEFORE = /\b(?:notre|nos|mon|ma|mes|our|my)(?: \S+){0,2}$/;
/**
 * "the logo stays", « le logo reste tel quel », « le logo et les couleurs restent »: the mention (and what it is said
 * with), then its clause's last words.
 */
const STAYS = String.raw`(?:(?:the|our|le|la|notre|current|actuel|actuelle|existing|existant|existante) )?(?:stays|stay|remains|remain|reste|restent)(?: (?:as is|the same|unchanged|tel quel|telle quelle|inchange\w*|pareil))?$`;
const STAYS_AT_END = new RegExp(`^${STAYS}`);
/** Said with another subject before the verb: only when the mention is a subject itself (« le logo et … »). */
const STAYS_WITH_ANOTHER_AT_END = new RegExp(
  String.raw`^(?:et|and) (?:(?:les|le|la|l|the|our|nos|notre) )?\S+ ${STAYS}`,
);
const SUBJECT_WORDS = new Set([
  'le',
  'la',
  'les',
  'l',
  'the',
  'our',
  'notre',
  'nos',
  'mon',
  'ma',
  'mes',
  'my',
]);
/** "the logo stays — we just redid it", « le logo non on le garde on vient de le refaire »: done just before. */
const JUST_REDONE_AFTER =
  /^(?:\S+ ){0,6}?(?:we (?:just|recently) (?:redid|redesigned|refreshed|rebuilt|updated|did|made) (?:it|that|them|this)|(?:on|nous) (?:vient|venons) de (?:le |la |les |l )(?:refaire|faire|changer|creer|redesigner|moderniser))\b/;
/** Said of a tool the client keeps as it is. */
const KEPT =
  /\b(?:c est deja (?:bien|tres bien|suffisant)|c est (?:deja )?regle|(?:ca|cela) c est (?:deja )?regle|deja regle|that s (?:sorted|settled|taken care of)|(?:is|are) (?:already )?(?:sorted|settled|taken care of)|(?:et|and) (?:gere|geree|geres|gerees|maintenu|maintenue|maintenus|maintenues|managed|maintained|handled|run) (?:en interne|in house|internally|par nous|by us)|stays? as (?:is|our|the)|remains? (?:as is|our|the|unchanged)|reste (?:tel|telle|en place|inchange|notre|l outil)|on (?:le |la |les )?garde|nous (?:le |la |les )?gardons|we(?: ll| will)? keep|keeping|tel quel|telle quelle|as is|pas question d en changer|on ne change pas|ne change pas|ne pas changer|ne (?:veut|voulons|veux|veulent) pas (?:le |la |les |l |en )?changer(?![^.;!?]*\b(?:mais|but|however|cependant|pourtant)\b)|no (?:tool )?change|not in scope|out of scope|hors (?:du )?perimetre|pas de migration|no migration|on l utilise deja|we already use|already using|pas besoin d en changer|don t want to change|not changing|is set up fine|fonctionne bien|works fine|works well|nous convient|suits us|set up fine|already set up|deja en place|(?:on a|we have|we use|on utilise) (?:[a-z0-9]+ ){1,3}(?:pour ca|for that)|signed with an? \w+|(?:un|an) integrat(?:or|eur)|deja confie\w*|confie\w* a un autre|(?:by|to) another (?:firm|agency|supplier|provider|vendor)|a un autre (?:cabinet|prestataire|fournisseur)|(?:will |shall )?remains? in \w+ only|no need to touch|restera (?:sur|sous|dans) \w+|tourne bien|qui tourne|marche bien|runs fine|runs well|running fine|running well|s en occupe|s en charge|takes care of it|handles it|looks after it|le fait tres bien|does it well|ca lui va|reste(?:nt)? (?:chez nous|chez notre|chez nos|en interne|de notre cote)|stays? (?:with us|in house|on our side)|par nos soins|on s en charge|separate (?:procedure|tender|contract|procurement)|(?:procedure|consultation) (?:distincte|separee)|(?:le|la|les|l) (?:re)?(?:fait|faisons|faites|font|gere|gerons|gerez|gerent) en interne|(?:do|does|handle|handles|manage|manages) (?:it|that|this|them) in house|(?:done|handled|managed) in house|(?:is|are|will be|stays?|remains?) (?:handled|done|managed|run|covered) by (?:our|the council s|the|my) (?:own |in house |internal )?(?:team|staff|department|people|colleagues|legal|lawyers|procurement)|(?:est|sont|sera|seront) (?:gere|geree|geres|gerees|pris en charge|prise en charge|assure|assuree|fait|faite) (?:en interne|par (?:notre|nos|mon|ma) (?:propre )?(?:equipe|service|services|juriste|juristes))|we(?: ll| will)? (?:handle|do) (?:it|that|this) (?:ourselves|in house)|(?:run|done|made|built|designed|written|handled|managed) in house|(?:we re|we are|we ll|we will|we|on|nous)(?: (?:les|le|la|l|en|y|keep|continue to|will))? (?:doing|do|handling|handle|building|build|designing|design|making|make|writing|write|running|run|managing|manage|sending|send|training|train|fait|faisons|ferons|fera|gere|gerons|realise|realisons|developpons|concevons|continuons|continue|formons|formerons|envoyons) (?:[a-z0-9]+ ){0,8}(?:ourselves|nous memes|en interne|in house)|(?:not looking to|don t want to|no plan to|pas question de|ne (?:veut|voulons) pas) (?:replace|change|remplacer|changer) (?:them|it|him|her|les|le|la))\b/;
const ASKED =
  /\b(?:cherch\w*|recherch\w*|(?<!pas )besoin d|souhait\w*|voudri\w*|voudrai\w*|voulons|aimeri\w*|aimerai\w*|il faut|il nous faut|il nous faudrait|il faudrait|(?<!(?:no|don t|not|doesn t) )needs?|looking for|want|would like|mettre en place|set up|build|creer|developper|migrer vers|migrate to|move to|passer (?:a|sur|sous))\b/;

/**
 * "migration de notre boutique PrestaShop vers Shopify", "migrer notre infra OVH vers AWS", "move from NetSuite
 * to SAP": what the work leaves is context; where it goes, the need.
 */
function isMigratedFrom(tokens: readonly Token[], start: number, end: number): boolean {
  const clause = tokens[start]?.clause;
  // Back to the migration: "from"/"de"/"depuis" right before the tool, or the platform the work leaves ("notre
  // infra OVH", "notre boutique PrestaShop"); a language moved with its application stays ("our legacy .NET
  // application to Azure").
  let isLeft = false;
  let isMigration = false;
  for (let index = start - 1; index >= Math.max(0, start - 8); index -= 1) {
    const token = tokens[index];
    if (!token || token.clause !== clause || TO_WORDS.has(token.norm)) return false;
    if (index >= start - 3 && SOURCE_WORDS.has(token.norm)) isLeft = true;
    if (index >= start - 3 && PLATFORM_WORDS.has(token.norm)) isLeft = true;
    // "re-platform from Magento 2 to Shopify Plus"
    if (MIGRATION_WORDS.has(token.norm) || (token.norm === 'platform' && tokens[index - 1]?.norm === 're')) {
      isMigration = true;
      break;
    }
  }
  if (!isLeft || !isMigration) return false;
  for (let index = end; index < Math.min(tokens.length, end + 6); index += 1) {
    const token = tokens[index];
    if (!token || token.clause !== clause) break;
    if (TO_WORDS.has(token.norm)) return true;
  }
  return false;
}

const MIGRATION_WORDS = new Set([
  'migration',
  'migrer',
  'migrate',
  'migrating',
  'move',
  'moving',
  'passer',
  'basculer',
  'bascule',
  'quitter',
  'leave',
  'leaving',
  'remplacer',
  'replace',
  'replacing',
  'switch',
  'switching',
  'replatform',
  'replatforming',
  'port',
  'porting',
  'porter',
  'transfer',
  'transferer',
]);
const SOURCE_WORDS = new Set(['from', 'depuis', 'de', 'du', 'quitter', 'leave', 'leaving']);
const PLATFORM_WORDS = new Set([
  'infra',
  'infrastructure',
  'hebergement',
  'hosting',
  'boutique',
  'shop',
  'store',
  'erp',
  'crm',
  'plateforme',
  'platform',
  'serveurs',
  'servers',
  'site',
  'website',
  'outil',
  'tool',
]);
const TO_WORDS = new Set(['vers', 'to', 'into', 'onto', 'par', 'towards']);

/**
 * "notre SIRH c'est Lucca", "our ios app is swift", "on utilise encore Excel", "tout tourne sous Cegid", "we still
 * track everything in Excel": the tool in use today, unless the clause asks for work on it.
 */
function isInUse(tokens: readonly Token[], start: number): boolean {
  const first = tokens[start];
  if (!first) return false;
  // Asked once per clause: a clause without marks can hold hundreds of mentions.
  const clause = () => clauseText(tokens, first.clause);
  const key = `c${first.clause}`;
  if (testOnce(tokens, ASKED, key, clause) || testOnce(tokens, WORK_ON, key, clause)) return false;
  // "Aujourd'hui le suivi de production se fait sur des fichiers Excel", "Right now clients order through a mix
  // of e-mails, and everything ends up in an Airtable base": the sentence's whole start tells.
  for (let index = start - 1; index >= Math.max(0, start - IN_USE_REACH); index -= 1) {
    const token = tokens[index];
    if (!token || token.sentence !== first.sentence) break;
    if (IN_USE_BEFORE.has(token.norm) && !isWishedUse(tokens, index)) return true;
    if (token.norm === 'now' && tokens[index - 1]?.norm === 'right') return true;
    if (
      (token.norm === 'moment' || token.norm === 'instant') &&
      /^(?:the|l|le)$/.test(tokens[index - 1]?.norm ?? '')
    )
      return true;

    const next = tokens[index + 1];
    // "c'est Lucca", "android is kotlin", "our app is Swift"
    if (index === start - 1 && (token.norm === 'is' || token.norm === 'est' || token.norm === 'sommes')) {
      return next === first;
    }
  }
  return false;
}

/** Modals before "use" that make it a wish or a plan: "we should use", "we'd rather use", "we might use". */
const WISHED_USE_BEFORE = new Set([
  'should',
  'could',
  'would',
  'd',
  'will',
  'll',
  'must',
  'might',
  'may',
  'shall',
  'rather',
]);
/**
 * Verbs whose "to use" is wished: "we want to use", "planning to use" (not "have to use", "used to use", nor "we like
 * to use", a habit: "would like to" asks, and is read so before).
 */
const WISH_BEFORE_TO = new Set([
  'want',
  'wants',
  'wanted',
  'plan',
  'plans',
  'planning',
  'going',
  'hope',
  'hoping',
  'prefer',
  'intend',
  'intends',
  'aim',
  'aiming',
  'need',
  'needs',
  'try',
  'trying',
  'ready',
  'open',
  'willing',
  'decide',
  'decided',
]);
/** Verbs whose "of using", "about using" is a plan: "thinking of using Odoo", "talked about using Webflow". */
const PLAN_BEFORE_OF = new Set([
  'thinking',
  'think',
  'thought',
  'talking',
  'talked',
  'considering',
  'idea',
  'dreaming',
]);
/** Verbs whose "using" is a plan: "we're considering using", "start using Odoo". */
const PLAN_BEFORE_USING = new Set([
  'considering',
  'consider',
  'start',
  'begin',
  'suggest',
  'suggests',
  'recommend',
  'recommends',
]);
/**
 * « il faudrait qu'on utilise », « je propose que nous utilisons », « il vaut mieux qu'on utilise »: a use wished by
 * the writer, with its subject or impersonal frame (« l'outil recommandé que nous utilisons » is today's).
 */
const WISHED_BEFORE_QUE = new RegExp(
  String.raw`\b(?:(?:il|ca)\s+(?:faut|faudrait|faudra)|(?:je|j|on|nous|vous)\s+(?:veux|veut|voulons|voulez|voudrais|voudrait|voudrions|aimerais|aimerait|aimerions|souhaite|souhaitons|souhaiterais|souhaiterait|souhaiterions|prefere|preferons|prefererais|prefererait|prefererions|propose|proposons|proposez|suggere|suggerez|conseille|conseillez|recommande|recommandez)|(?:il est|c est|ce serait|il serait|ce sera)\s+(?:important|ideal|mieux|preferable|bien)|il vaut mieux|il vaudrait mieux)\s+qu?e?$`,
);

/**
 * "we should use Shopify", "we'd rather use Webflow", "thinking of using Odoo", « il faudrait qu'on utilise
 * Shopify »: `index` holds a use that is wished or planned, in its clause, not the one of today.
 */
function isWishedUse(tokens: readonly Token[], index: number): boolean {
  const verb = tokens[index];
  if (!verb || !USE_VERBS.has(verb.norm)) return false;
  // The word right before, or the one before a subject or an adverb ("we should really use", "should we use").
  for (let back = index - 1; back >= Math.max(0, index - 3); back -= 1) {
    const token = tokens[back];
    if (!token || token.clause !== verb.clause) return false;
    const before = tokens[back - 1]?.clause === verb.clause ? (tokens[back - 1]?.norm ?? '') : '';
    if (WISHED_USE_BEFORE.has(token.norm)) return true;
    if (token.norm === 'to' && back === index - 1) return WISH_BEFORE_TO.has(before);
    if ((token.norm === 'of' || token.norm === 'about') && back === index - 1)
      return PLAN_BEFORE_OF.has(before);
    if (verb.norm === 'using' && back === index - 1 && PLAN_BEFORE_USING.has(token.norm)) return true;
    if (!SKIPPED_BEFORE_USE.has(token.norm)) break;
  }
  const subject = tokens[index - 1];
  if (subject?.clause === verb.clause && FRENCH_SUBJECTS.test(subject.norm)) {
    let from = index - 2;
    while (from > Math.max(0, index - 8) && tokens[from - 1]?.clause === verb.clause) from -= 1;
    return WISHED_BEFORE_QUE.test(tokensText(tokens, from, index - 1));
  }
  return false;
}
const USE_VERBS = new Set(['use', 'uses', 'using', 'utilise', 'utilisons', 'utilisent']);
const FRENCH_SUBJECTS = /^(?:on|nous|vous|je|j|il|elle|ils|elles|tu)$/;
/** Subjects and adverbs between a modal and its verb: "should we use", "we'd really rather use". */
const SKIPPED_BEFORE_USE = new Set([
  'we',
  'i',
  'you',
  'they',
  'really',
  'just',
  'probably',
  'also',
  'then',
  'maybe',
  'actually',
  'definitely',
]);

/** How far back a sentence's opening words ("aujourd'hui", "right now") reach the tools it names. */
const IN_USE_REACH = 24;
/** The platform a client leaves behind: « on quitte PrestaShop », "moving off Wix" (not "without leaving Shopify"). */
const LEFT_BEHIND_BEFORE =
  /(?:^|\s)(?<!(?:without|sans) )(?:quitte|quitter|quittons|quittent|quittez|abandonne|abandonner|abandonnons|sortir de|sortons de|nous debarrasser de|se debarrasser de|leaving|moving off|move off|(?<!(?:most|more|best|value|run|runs|running|ran|work|works|working|operate|operates|operating|everything|it|all|things) )out of|moving away from|move away from|migrating off|migrate off|migrating away from|ditching|ditch|getting rid of|get rid of|phasing out|phase out)(?: (?:notre|nos|votre|le|la|les|l|our|the|de|du|d))?$/;
/** The writer doing it: « moi de l'administratif », « je m'occupe de la paie », "I handle the books". */
const WRITER_DOES =
  /(?:^|, |\bet )(?:moi de|moi je m occupe|je m occupe (?:de|du|des)|c est moi qui (?:fais|gere|m occupe)|i (?:handle|do|look after|take care of|manage) (?:the|our|all the|all our)|i m (?:doing|handling) (?:the|our))\b/;
/** The programme the work belongs to, named before it: « dans le cadre de notre programme de formation ». */
const FRAME_BEFORE =
  /\b(?:dans le cadre (?:de|du|des|d)|as part of|in the context of|au titre (?:de|du|des)) (?:notre|nos|our|the|le|la|les|l|leur|their|son|its)(?: \S+){0,2}$/;
/** A list of the sources the data comes from, the mention among them. */
const SOURCE_LIST_BEFORE =
  /\b(?:data sources?|sources? (?:de |des )?donnees|(?:every|each|all|our|the) (?:data )?sources?|(?:chaque|toutes? (?:les|nos)|nos|les) sources?)(?! (?:code|codes|files|fichiers)\b)(?: (?!(?:target|targets|cible|cibles|into|vers|destination)\b)\S+){0,8}$/;
/** « qu'il s'appuie sur nos propres documents (grilles tarifaires, règlement intérieur) »: what an assistant reads. */
const SOURCE_DOCUMENTS_BEFORE =
  /\b(?:s appuie sur|s appuyer sur|s appuyant sur|base sur|basee sur|based on|drawing on|draws on|answers? from|repond\w* a partir de|a partir de) (?:nos|our|les|the|des|ses|its) (?:propres |own )?(?:documents?|docs|sources?|contenus?|content|fichiers|files|knowledge base|base documentaire|textes)(?: \S+){0,6}$/;
/** How the client found the agency, said before what led it there (an ad, a post, a search). */
const FOUND_US_BEFORE =
  /\b(?:(?:found|find|heard (?:of|about)|discovered|came across|saw|seen|noticed|spotted) (?:you|your|us)\b|(?:vous|t) (?:a|ai|avons|avez|ont) (?:trouves?|trouvee?s?|decouverte?s?|decouverts?|connue?s?|connus|reperee?s?|reperes?)\b|(?:avez vous|vous avez|nous avez|m avez|as tu) (?:connu|connus|connue|connues|trouve|trouves|decouvert\w*)\b|how did you (?:hear|find|learn|get)\b|(?:vu|lu|vue) (?:votre|vos|ta|tes) )/;
/** What the client's own people know: "our IT officer knows PHP", « un data analyst en interne qui connaît Python ». */
const KNOWN_BY_OWN_PEOPLE =
  /\b(?:our|notre|nos|my|mon|ma|en interne|in house|interne|internal)\b(?: \S+){0,5} (?:qui |who )?(?:knows?|connait|connaissent|maitrise|maitrisent|(?:is|are) familiar with|(?:is|are) good (?:at|with))(?: (?:a|un|le|la|les|l|bien|well|a bit|un peu|some|only|seulement))?$/;
const OWN_PEOPLE_WORDS = String.raw`(?:developpeu(?:r|se)s?|developers?|devs?|ingenieure?s?|engineers?|equipe|team|analystes?|analysts?|data scientists?)`;
const OWN_PEOPLES_STACK = new RegExp(
  String.raw`\b(?:our|notre|nos|my|mes)(?: (?:\d+|deux|trois|quatre|cinq|six|two|three|four|five|own|propres?|internal|internes?|in house))* ${OWN_PEOPLE_WORDS}$`,
);
/**
 * « Thomas, notre lead dev, adaptera le code (Rails + Sidekiq) », "our own developers Pieter and Sanne make the
 * backend (Java/Spring)": a part of the work the client's own people do.
 */
const OWN_PEOPLE_DO = new RegExp(
  String.raw`\b(?:our|notre|nos|my|mes)(?: (?:own|propres?|internal|internes?|in house|\d+|deux|trois|two|three))* (?:${OWN_PEOPLE_WORDS}|lead devs?|tech leads?|qa|testeu(?:r|se)s?|testers?|cto|dsi|it team|product owner)\b(?: \S+){0,4} (?:adaptera\w*|adapte|adaptent|fera|feront|fait|font|s occupe\w*|gere|gerent|gerera|codera|developpera\w*|make|makes|will (?:make|build|do|handle|write|adapt|code|keep)|builds?|handles?|does|writes?|codes?|adapts?|keeps?|takes? care of|looks? after)(?:(?: (?:de|du|des|d|la|le|les|l|the|our|nos|notre|all|tout|toute))*$|(?: (?:de|du|des|d|la|le|les|l|the|our|nos|notre|all|tout|toute))* (?:code|codebase|back|backend|back end|front|frontend|front end|api|apis|app|application|appli|tests?|recette|integration|deploiement|deployment|infra|infrastructure|base|database|mobile|ios|android|design|maquettes|contenus?|content|textes|texts|traduction|rest|reste|partie|part|applicatif|serveur|server)\b(?: \S+){0,6}$)`,
);
/** "our analysts do that in Looker", « nos équipes le font sous Excel »: the client's people's tool for it. */
const OWN_PEOPLE_DO_IT_IN = new RegExp(
  String.raw`\b(?:our|notre|nos|my|mes)(?: \S+){0,2} ${OWN_PEOPLE_WORDS} (?:do|does|did|font|fait|faisaient) (?:(?:that|this|it|them) (?:all )?|(?:le|la|les|l|ca|cela|tout ca) )?(?:in|on|with|dans|sur|avec|sous)$`,
);
/** Someone named right after who already does it, after a colon too ("Cookie banner: already done"). */
const DONE_ALREADY_AFTER = new RegExp(String.raw`^(?:\S+ ){0,1}(?:\. )?(?:${DONE_ALREADY_WORDS})\b`);
/** Taken out of the work right after it is named: « on la retire », "leave it out". */
const DROPPED_AFTER = new RegExp(String.raw`^(?:\S+ ){0,2}?(?:${DROPPED_WORDS})\b`);
/** Made in the past, the pluperfect: « avait fait sur », « avaient été montés sous », "had built on", "had been made with". */
const MADE_BEFORE_ON =
  /\b(?:avait|avaient|avions|aviez|had)(?: (?:ete|been))? (?:fait|faite|faits|cree|creee|crees|monte|montee|montes|construit|construite|developpe|developpee|realise|realisee|built|made|done|set up|created|developed)(?: (?:\S+ ){0,2}?)? ?(?:sur|sous|avec|on|with|in)$/;
/** Done by the client's own people, said right after: « sera enregistrée par notre CEO », "will be written by our team". */
const DONE_BY_OWN_AFTER =
  /^(?:\S+ ){0,3}?(?:sera|seront|est|sont|will be|is|are) (?:deja |already )?(?:faite?s?|realisee?s?|enregistree?s?|ecrite?s?|redigee?s?|tournee?s?|geree?s?|assuree?s?|dispensee?s?|fournie?s?|done|recorded|written|shot|handled|made|built|delivered|taught|provided)(?: (?!(?:par|by)\b)\S+){0,6}? (?:(?:par|by) (?:notre|nos|mon|ma|mes|our|my)|par nos soins)\b/;
/** Given by the client's own people, said before: "our Research IT team will provide an Ubuntu VM". */
const PROVIDED_BY_OWN_BEFORE =
  /\b(?:our|notre|nos)(?: \S+){0,3}? (?:team|department|it|staff|service|equipe|dsi|informaticiens?) (?:will|shall|is going to|va|vont) (?:provide|supply|set up|give us|fournir|mettre a disposition|installer)(?: \S+){0,2}$/;
/** Supplied by another party, said right after: « les visuels 3D sont fournis par le promoteur ». */
const SUPPLIED_AFTER =
  /^(?:\S+ ){0,2}?(?:sont|seront|est|sera|sont deja|are|is|will be|were|was) (?:deja |already )?(?:fournie?s?|supplied|provided|livree?s?) (?:par|by)\b/;
/** « il fera l'appli lui-même », "he will build it himself": someone of the client's does it. */
const DONE_BY_THEMSELVES =
  /^(?:\S+ ){0,2}?(?:lui meme|elle meme|eux memes|elles memes|himself|herself|themselves)\b/;
const DONE_BY_THEMSELVES_BEFORE = /\b(?:himself|herself|themselves) (?:in|on|with)$/;
/** Another supplier's past work, said before what it made or used. */
const MADE_BY_ANOTHER_BEFORE =
  /\b(?:(?:un|une|l|le|la|notre)(?: (?:ancien|ancienne|autre|petit|jeune))? (?:independant|independante|freelance|freelancer|agence|agency|prestataire|studio|developpeur|developpeuse|developer|dev|stagiaire|intern|guy|gars|web agency|boite)s?(?: (?!qui\b)\S+){0,3}? (?:qui )?(?:nous|leur|lui|m) (?:a|ont|avait|avaient) (?:fait|faite|monte|montee|cree|creee|construit|developpe|developpee|realise|realisee)|(?:our|the|a|an)(?: \S+)? (?:previous|former|old|last) (?:independant|independante|freelance|freelancer|agence|agency|prestataire|studio|developpeur|developpeuse|developer|dev|stagiaire|intern|guy|gars|web agency|boite)s? (?:had )?(?:built|made|did|set up|created|developed|put together)|(?:the|an?|our) (?:agency|consultancy|consultants?|vendor|supplier|studio|firm|freelancer|freelance|contractor|developer)(?: (?!who\b|which\b|that\b|we\b|must\b|should\b|will\b|would\b|could\b|may\b|might\b|to\b)\S+){0,3}? (?<!(?:must|should|will|would|could|may|might|to) )(?:has|have|had) (?:already )?(?:made|done|built|designed|delivered|created|developed|completed|finished) (?:the|our|all|everything|it|this|these|that)|(?:we|on|nous) (?:paid|a paye|avons paye)(?: \S+){1,8}? (?:to|for|pour))(?: \S+){0,6}$/;
/** A certificate asked of the supplier or held by the client, said before its standard. */
const CERTIFICATE_HELD_BEFORE =
  /\b(?:(?:we are|we re|we have been|nous sommes|on est) (?:already |fully )?|(?:sommes|etes|est) (?:deja )?certifie\w*|holds? (?:a |an |the )?(?:valid |current )?)$/;
/** Proof asked of a certificate the supplier holds: "evidence of ISO 27001 certification" (not "…compliance ready"). */
const EVIDENCE_OF_BEFORE =
  /\b(?:evidence of|proof of|a copy of (?:your|the)|preuve (?:de|d une|de la)|justificatif (?:de|d une|de la))$/;
const CERTIFICATE_AFTER = /^(?:\d+ )?(?:certification|certificate|certificat|certifie\w*|certified)\b/;
const QUOTED_FOR_BEFORE =
  /\b(?:quoted(?: us| me)?|offered us|(?:invoiced|billed|charged) (?:us|me)|nous a (?:chiffre|propose|devise|fait un devis de|facture)|nous ont (?:chiffre|propose|fait un devis de|facture)|m a (?:chiffre|propose|facture))(?: \S+){0,5} (?:for|pour)(?: (?:a|an|the|un|une|le|la|l))?$/;
/** What the client had before, named just after: "our last site was WordPress", « l'ancien site était sous Wix ». */
const HAD_BEFORE =
  /\b(?:last|previous|old|former|ancien|ancienne|precedent|precedente) (?:site|website|web site|app|application|shop|store|boutique|platform|plateforme|system|systeme|logiciel|outil|tool|crm|erp|one|version) (?:was|were|is in|is written in|is built in|is built on|runs on|ran on|est en|est sous|tourne sous|was (?:built|made|developed|done) (?:on|with|in)|etait|tournait (?:sous|sur)|etait (?:sous|en|sur|fait sous|fait avec|fait en)|a ete (?:fait|faite|developpe|developpee|realise|realisee|construit) (?:sous|avec|en|sur))(?: (?:on|in|with|a|an|un|une))?$/;
/**
 * Words right before a tool that say where the client's material already sits: "sitting in SharePoint", "stored in
 * Drive", "à partir d'exports Sage" (what the work starts from, not what it needs). A mock-up "from our Figma file"
 * is not one: laying it out may well need the tool.
 */
const UNUSED =
  /\b(?:personne ne (?:sait|peut) (?:les|la|le|l) \w+|nobody knows how to (?:use|set up|configure) (?:it|them)|ne (?:servent|sert) (?:a rien|pas)|unused|not used|never used|nobody uses|personne ne (?:s en sert|les utilise|l utilise)|(?:pas|jamais) utilisee?s?|inutilisee?s?|sous utilisee?s?|underused|sitting idle|dorment)\b/;
const NOT_INTERESTED_BEFORE =
  /\b(?:not interested in|no interest in|not keen on|pas interesse\w* par|aucun interet pour|pas (?:du tout )?tente\w* par)(?: (?:moving|switching|migrating|going|a|an|the|any|un|une|le|la|les|passer|to|a|sur|sous|vers)){0,3}$/;
const LICENCES_HELD_BEFORE =
  /\b(?:on a|nous avons|j ai|we have|we ve got|we got|we own|we pay for|we re paying for|on paie|on paye|nous payons|je paie|i pay for)(?: deja| already)?(?: (?:des|les|nos|our|the|a|une|un|some))? (?:licences?|licenses?|abonnements?|subscriptions?|seats?)(?: (?:a|au|a l|to|for|pour|via|through|par))?$/;
/**
 * "We're all on Microsoft 365", « nous sommes sous Cegid », "everything is on Google Workspace", "the Trust operates
 * Microsoft 365": what the client runs.
 */
const ON_PLATFORM_BEFORE =
  /\b(?:(?:we re|we are|we|everyone s|everyone is|everything s|everything is|nous sommes|on est|tout est)(?: (?:all|fully|entirely|already|still|tous|toutes|deja|entierement|encore))? (?:on|sur|sous)|operates)$/;
const HELD_BEFORE =
  /(?:^|\s)(?:sitting in|stored in|stockees? (?:dans|sur)|stockes (?:dans|sur)|d exports?|exports?|exported from|exportes? de|exportees? de)$/;

const SOURCE_FROM = String.raw`(?:^|\s)(?:from|based on|a partir de|a partir des|d apres|depuis)(?: (?:our|the|their|your|my|nos|les|leurs|vos|mes|ses|notre|la|le))?`;
const SOURCE_MATERIAL_BEFORE = new RegExp(
  String.raw`${SOURCE_FROM}(?: (?:finished|final|finalised|finalized|existing|approved|current|ready))?$`,
);
const SOURCE_MATERIAL_AFTER =
  /^(?:files?|designs?|mockups?|mock|comps|frames|screens|maquettes?|fichiers?|ecrans|templates?|gabarits?)$/;
/** « à partir de nos maquettes Figma »: the material named before the tool. */
const SOURCE_NOUN_BEFORE = new RegExp(
  String.raw`${SOURCE_FROM} (?:maquettes?|fichiers?|ecrans|gabarits?|designs?|mockups?)$`,
);

/** Words opening a clause of time right after a mention: "an SMS when the order is ready" says nothing is done. */
const TIME_CLAUSE_WORDS = new Set(['quand', 'lorsque', 'lorsqu', 'when', 'whenever', 'until']);

/** Whether a clause of time starts within the two words after the mention, in its clause. */
function isTimeClauseAfter(tokens: readonly Token[], from: number, clause: number): boolean {
  for (let index = from; index < from + 3 && tokens[index]?.clause === clause; index += 1) {
    const norm = tokens[index]?.norm ?? '';
    // « dès que » only: « dès » alone is a date's (« dès lundi »).
    const isDesQue =
      norm === 'des' && tokens[index + 1]?.norm === 'que' && tokens[index + 1]?.clause === clause;
    if (isDesQue || TIME_CLAUSE_WORDS.has(norm)) return true;
  }
  return false;
}

/** The last words of the mention's clause, read from the mention on (not the whole text: this runs per mention). */
function clauseEndText(tokens: readonly Token[], from: number, clause: number): string {
  let last = from;
  while (tokens[last]?.clause === clause) last += 1;
  return tokensText(tokens, Math.max(from, last - 4), last);
}

/** A message's folded words joined once, with where each starts in the text: each cue reads a slice of it. */
interface JoinedWords {
  text: string;
  starts: number[];
  count: number;
}
const joinedWords = new WeakMap<readonly Token[], JoinedWords>();

/**
 * The folded words from `from` up to `to` (not included), one space apart. A mention's cues ask for many spans
 * of a long sentence: slicing one joined text keeps a message of thousands of mentions from building as many
 * strings word by word.
 */
function tokensText(tokens: readonly Token[], from: number, to: number): string {
  const first = Math.max(0, from);
  const end = Math.min(to < 0 ? to + tokens.length : to, tokens.length);
  if (end <= first) return '';
  let joined = joinedWords.get(tokens);
  if (joined?.count !== tokens.length) {
    const starts: number[] = [];
    let text = '';
    for (const token of tokens) {
      if (starts.length > 0) text += ' ';
      starts.push(text.length);
      text += token.norm;
    }
    joined = { text, starts, count: tokens.length };
    joinedWords.set(tokens, joined);
  }
  const lastToken = tokens[end - 1]!;
  return joined.text.slice(joined.starts[first], joined.starts[end - 1]! + lastToken.norm.length);
}

const IN_USE_BEFORE = new Set([
  'utilise',
  'utilisons',
  'utilisent',
  'use',
  'uses',
  'using',
  'tourne',
  'tournent',
  'runs',
  'running',
  'still',
  'currently',
  'actuellement',
  'aujourd',
  'today',
]);

function clauseText(tokens: readonly Token[], clause: number): string {
  return tokens
    .filter((token) => token.clause === clause)
    .map((token) => token.norm)
    .join(' ');
}

/**
 * Where the client's data lives, said right before the tool: « nos données sont dans SQL Server », "a data
 * warehouse on SQL Server 2012", « historique de collecte, dans SQL Server ». What the work reads from.
 */
const DATA_HELD_BEFORE =
  /(?:^|\s)(?:(?:sont|est|restent|reste|stockees?|hebergees?|disponibles?|lives?|live|sits?|is|are|held|kept|hosted|runs?|running|built) )?(?:dans|in|on|sur|sous)$/;
const DATA_WORDS = /\b(?:data|donnees|historique|history|records|warehouse|entrepot)\b/;

function isDataSource(tokens: readonly Token[], start: number): boolean {
  const sentence = tokens[start]?.sentence;
  let first = start;
  while (first > 0 && tokens[first - 1]?.sentence === sentence) first -= 1;
  if (
    DATA_HELD_BEFORE.test(tokensText(tokens, Math.max(first, start - 2), start)) &&
    DATA_WORDS.test(tokensText(tokens, first, start)) &&
    !ASKED_BEFORE_SOURCE.test(tokensText(tokens, first, start))
  )
    return true;
  let hasData = false;
  let isAfterSource = false;
  for (let index = first; index < start; index += 1) {
    const norm = tokens[index]?.norm ?? '';
    if (norm === 'data' || norm === 'donnees') hasData = true;
    else if (hasData && SOURCE_MARKERS.has(norm)) isAfterSource = true;
    else if (isAfterSource && DESTINATION_MARKERS.has(norm)) isAfterSource = false;
  }
  return isAfterSource;
}

/** Data to be moved or built there, not held there: "migrate the data warehouse to Azure", « reprendre les données dans Odoo ». */
const ASKED_BEFORE_SOURCE =
  /\b(?:want\w*|need\w*|veut|voulons|voudri\w*|souhait\w*|besoin|would like|should|must|doit|doivent|devra\w*|faut|faudra\w*|centralis\w*|centraliz\w*|regroup\w*|consolid\w*|rassembl\w*|bring|gather\w*|migr\w*|move|moving|transfer\w*|bascul\w*|reprendre|reprise|import\w*|load\w*|charger|build|construire|creer|create|set up|mettre en place|deploy\w*|deploi\w*|passer|switch\w*|into|vers|onto)\b/;

// Each message's sentences, joined once: every mention of a sentence asks for its text.
const sentenceTexts = new WeakMap<readonly Token[], Map<number, string>>();

const patternResults = new WeakMap<readonly Token[], Map<RegExp, Map<string, boolean>>>();

/** `pattern` tested on a sentence's or clause's text (`key`) once per message's tokens. */
function testOnce(tokens: readonly Token[], pattern: RegExp, key: string, text: () => string): boolean {
  let byPattern = patternResults.get(tokens);
  if (!byPattern) {
    byPattern = new Map();
    patternResults.set(tokens, byPattern);
  }
  let results = byPattern.get(pattern);
  if (!results) {
    results = new Map();
    byPattern.set(pattern, results);
  }
  let result = results.get(key);
  if (result === undefined) {
    result = pattern.test(text());
    results.set(key, result);
  }
  return result;
}

/** A sentence's folded words, built once per message. */
export function sentenceText(tokens: readonly Token[], sentence: number): string {
  let texts = sentenceTexts.get(tokens);
  if (!texts) {
    texts = new Map();
    for (const token of tokens) texts.set(token.sentence, `${texts.get(token.sentence) ?? ''} ${token.norm}`);
    for (const [key, text] of texts) texts.set(key, text.trim());
    sentenceTexts.set(tokens, texts);
  }
  return texts.get(sentence) ?? '';
}

/** Words that turn down or put off what a sentence names, at its end. */
const REFUSALS = String.raw`(?:non merci|plutot non|surtout pas|pas besoin(?: de (?:ca|cela))?|(?:c est )?pas (?:la peine|necessaire)|no need(?: for (?:that|this|it|them))?|not needed|not necessary|no thanks|no thank you|not now|not for now|not right now|not this time|pas maintenant|pas pour l instant|pas pour le moment|pas pour tout de suite|pas cette fois|on en reparlera(?: plus tard)?|(?:c est |ca c est |that s |that is )?(?:pour l an prochain|for next year)|on verra (?:ca |cela )?plus tard|c est (?:pour plus tard|une autre histoire)|(?:that s|that is|but that s) (?:for later|another story|for another day)|for another day|none of (?:that|this|it|them) needs? (?:redoing|changing|touching|replacing|to change|to be redone|to be touched)|(?:let s |we ll |we will |we can )?(?:leave|keep|park) (?:that|it|this|them) (?:for (?:another|next) (?:year|time|phase|round)|for later|for a later (?:phase|stage)|aside)|on (?:laisse|garde) (?:ca|cela|ce point) (?:pour plus tard|pour l an prochain|de cote)|on n? ?y touche(?:ra|rons)? pas|(?:we|i) (?:won t|will not|don t|do not) touch (?:it|that|this|them)|(?:it s|it is|this is|that s|that is|ce n est|c est) (?:not|pas) (?:included|inclus|incluse?s?|compris|comprise?s?)(?: (?:in|dans) (?:this|the|cette|la|ce|le) (?:request|quote|quotation|rfq|rfp|tender|scope|project|brief|demande|consultation|projet|devis|marche))?)`;
const REFUSED_AT_END = new RegExp(String.raw`\b${REFUSALS}$`);
/** A last clause that is only the refusal: « …, donc plutôt non », "…, but not now". */
const REFUSAL_ONLY = new RegExp(
  String.raw`^(?:(?:mais|but|donc|so|alors|et|and|then|well|bon|ok|enfin|maybe|peut etre|honestly|frankly|really|franchement|honnetement|vraiment|ca|cela|that|this)\s+)*${REFUSALS}$`,
);
/**
 * A sentence that opens by putting off what it names: « Plus tard on aimerait une application de fidélité », "Down
 * the track we also want a booking thing".
 */
const PUT_OFF_LEAD =
  /^(?:(?:and|et|mais|but|so|donc)\s+)?(?:plus tard|later on|later(?! (?:this|that|today|tonight|in|on|at|next)\b)|down the (?:track|line|road)|dans un (?:second|deuxieme) temps|maybe later|peut etre plus tard)\b/;
/** "cannot wait for another day": no refusal. */
const CANNOT_WAIT = /\b(?:cannot|can t|can not|won t|ne (?:peut|peuvent|pourra) pas) (?:wait|attendre)\b/;
/** What may come between a thing named and the words putting it off: « le néerlandais on verra plus tard ». */
const PUT_OFF_RIGHT_AFTER = new RegExp(
  String.raw`^(?:(?:mais|but|donc|so|alors|et|and|then|well|bon|ok|enfin|maybe|peut etre|ca|cela|that|this|it|ils?|elles?|they)\s+){0,3}${REFUSALS}$`,
);

/**
 * Whether the words after a thing named, to the end of their sentence, only put it off or turn it down: « …, mais
 * bon le néerlandais on verra plus tard », "German yes, Dutch not now". `rest` is normalised text.
 */
export function isPutOffRightAfter(rest: string): boolean {
  const end = rest.search(/[.;!?\n]/);
  const words = (end === -1 ? rest : rest.slice(0, end)).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return words !== '' && PUT_OFF_RIGHT_AFTER.test(words) && !CANNOT_WAIT.test(words);
}

const REFUSING_VERB_BEFORE =
  /\b(?:(?:don t|do not|doesn t|does not|won t|will not) (?:want|need|require|ask for)|ne (?:veut|voulons|veulent|veux|souhaitons|souhaite|cherchons|demandons) pas)\b(?! to\b| (?!de\b|des\b|du\b)\w+(?:er|ir|re)\b)(?: (?!(?:but|mais|and then|just|juste|only|seulement|que|much|grand chose)\b)\S+){0,6}$/;

/** Up to `count` words before `start`, in its clause. */
function clauseTextBefore(tokens: readonly Token[], start: number, count: number): string {
  const clause = tokens[start]?.clause;
  let from = start;
  while (from > start - count && tokens[from - 1]?.clause === clause) from -= 1;
  return tokensText(tokens, from, start);
}

const REFUSED_OFFER_BEFORE =
  /\b(?:(?:(?:don t|do not|no need to) (?:pitch|propose|suggest|offer|sell|send) (?:us|me)|ne (?:nous|me) (?:proposez|vendez|suggerez|envoyez) pas)(?: \S+){0,3}|(?:(?:don t|do not|no need to) (?:(?:quote|price|cost) for|include)|(?:ne (?:chiffrez|incluez|comptez) pas|(?:pas la peine|inutile) de? (?:chiffrer|compter|inclure)))(?: (?!(?:but|mais|just|juste|only|seulement|in|into|for|on|dans|pour|sur)\b)\S+){0,5})$/;

/**
 * « migrer sur Shopify Plus, non merci », "maybe later an SDR, but not now", « des influenceurs… donc plutôt
 * non », « refaire notre logo…, on en reparlera plus tard »: a sentence that ends by turning down or putting off
 * what it names, and asks for nothing; or one that opens by putting it off (« Plus tard on aimerait… »).
 */
function isPutOffBySentence(tokens: readonly Token[], start: number): boolean {
  const first = tokens[start];
  if (!first) return false;
  const { sentence } = first;
  const says = (pattern: RegExp) =>
    testOnce(tokens, pattern, `s${sentence}`, () => sentenceText(tokens, sentence));
  // « Plus tard on aimerait une appli de fidélité, mais c'est pour l'an prochain, on veut pas s'éparpiller », "Down
  // the track we also want new photos, but honestly not now": the first clause puts off what it names.
  let sentenceStart = start;
  while (tokens[sentenceStart - 1]?.sentence === sentence) sentenceStart -= 1;
  const firstClause = tokens[sentenceStart]?.clause;
  let firstClauseEnd = sentenceStart;
  while (tokens[firstClauseEnd + 1]?.clause === firstClause) firstClauseEnd += 1;
  if (
    first.clause === firstClause &&
    PUT_OFF_LEAD.test(tokensText(tokens, sentenceStart, firstClauseEnd + 1))
  )
    return true;
  if (!says(REFUSED_AT_END) || says(ASKED) || says(CANNOT_WAIT)) return false;
  // A last clause that is only the refusal turns down the sentence ("maybe later an SDR, but not now"); one with
  // words of its own turns down only them ("SEO first, paid ads not now").
  let last = start;
  while (tokens[last + 1]?.sentence === sentence) last += 1;
  const lastClause = tokens[last]?.clause;
  let clauseStart = last;
  while (tokens[clauseStart - 1]?.clause === lastClause) clauseStart -= 1;
  return first.clause === lastClause || REFUSAL_ONLY.test(tokensText(tokens, clauseStart, last + 1));
}

/** English negations written without their apostrophe, as chats often do. */
const NEGATIONS_WITHOUT_APOSTROPHE = new Set(['dont', 'doesnt', 'didnt', 'wont', 'cant', 'isnt', 'arent']);
/** The English verbs after which « dont » is "don't". */
const VERBS_AFTER_DONT = new Set(['need', 'want', 'require', 'like', 'expect', 'have', 'use', 'care']);
/** A skill right after a negation ("sans Figma", "no database", "pas besoin de Kubernetes"). */
export function isNegated(tokens: readonly Token[], start: number, end = start + 1): boolean {
  const clause = tokens[start]?.clause;
  const sentence = tokens[start]?.sentence;
  const following = tokens.slice(end, end + 24).filter((token) => token.sentence === sentence);
  // A clause's words, then the next clause's first words after a comma: "not now, but in January" only puts it off.
  const clauseFrom = (from: number) => {
    const words = following.slice(from).filter((token) => token.clause === following[from]?.clause);
    const then = following.slice(from + words.length, from + words.length + 2).map((token) => token.norm);
    return {
      words,
      text: [words.map((token) => token.norm).join(' '), then.join(' ')].filter(Boolean).join(', '),
    };
  };
  const own = following[0]?.clause === clause ? clauseFrom(0) : { words: [], text: '' };
  if (TURNED_DOWN_IN_CLAUSE.test(own.text)) return true;
  // The next clause speaks of the mention that ends its clause, not of one said words before.
  if (own.words.length <= 3 && TURNED_DOWN_NEXT_CLAUSE.test(clauseFrom(own.words.length).text)) return true;
  if (isPutOffBySentence(tokens, start)) return true;
  // "We don't want AI-written blog posts", « nous ne voulons pas de nouvelle application »: the clause's verb refuses.
  if (REFUSING_VERB_BEFORE.test(clauseTextBefore(tokens, start, 9))) return true;
  // "please don't pitch us a new identity", « ne nous proposez pas de nouveau logo », "don't quote for new
  // hardware or a SOC service", « ne chiffrez pas la maintenance ».
  if (REFUSED_OFFER_BEFORE.test(clauseTextBefore(tokens, start, 9))) return true;
  let index = start - 1;
  let skipped = 0;
  let coordinated = 0;
  while (index >= 0 && skipped <= 4 + coordinated) {
    const token = tokens[index];
    if (!token || token.clause !== clause) return false;
    if (NEGATIONS.has(token.norm)) return true;
    // "don't need", "doesn't need"
    if (token.norm === 't' && tokens[index - 1]?.norm.endsWith('n')) return true;
    // "we dont need a logo", the apostrophe left out; French « dont » ("3 sites dont un WordPress") only before an
    // English verb.
    if (
      NEGATIONS_WITHOUT_APOSTROPHE.has(token.norm) &&
      (token.norm !== 'dont' || VERBS_AFTER_DONT.has(tokens[index + 1]?.norm ?? ''))
    )
      return true;
    if (COORDINATIONS.has(token.norm) && coordinated === 0) {
      // Skip the coordinated noun and its filler words, then go on looking for the negation.
      let reach = 0;
      while (
        reach < COORDINATED_REACH &&
        tokens[index - 1] &&
        !NEGATIONS.has(tokens[index - 1]?.norm ?? '')
      ) {
        const previous = tokens[index - 1];
        if (!previous || previous.clause !== clause || NEGATION_FILLERS.has(previous.norm)) break;
        index -= 1;
        reach += 1;
      }
      coordinated = reach + 1;
    } else if (!NEGATION_FILLERS.has(token.norm)) return false;
    index -= 1;
    skipped += 1;
  }
  return false;
}

interface CompiledCue<T> {
  words: RegExp[];
  value: T;
}

// Longest cues first: "très expérimenté" before "expérimenté".
function compileCues<T>(table: CueTable<T>): CompiledCue<T>[] {
  return table
    .map(([phrase, value]) => ({
      words: phrase.split(' ').map((word) => new RegExp(`^(?:${word})$`)),
      value,
    }))
    .sort((a, b) => b.words.length - a.words.length);
}

const COMPILED_LEVEL_CUES = compileCues(LEVEL_CUES);
const COMPILED_EMPHASIS_CUES = compileCues(EMPHASIS_CUES);

function findCues<T>(
  tokens: readonly Token[],
  patterns: readonly CompiledCue<T>[],
  isFree: (index: number) => boolean,
): Cue<T>[] {
  const cues: Cue<T>[] = [];
  // The patterns a word can open, found once per word of the text: a text says its words many times.
  const openedBy = new Map<string, readonly CompiledCue<T>[]>();
  let index = 0;
  while (index < tokens.length) {
    const norm = tokens[index]?.norm ?? '';
    let candidates = openedBy.get(norm);
    if (!candidates) {
      candidates = patterns.filter(({ words }) => words[0]?.test(norm));
      openedBy.set(norm, candidates);
    }
    const match = isFree(index)
      ? candidates.find(({ words }) =>
          words.every((word, offset) => {
            if (offset === 0) return true;
            const token = tokens[index + offset];
            return token !== undefined && isFree(index + offset) && word.test(token.norm);
          }),
        )
      : undefined;
    if (match) {
      cues.push({ start: index, end: index + match.words.length, value: match.value });
      index += match.words.length;
    } else {
      index += 1;
    }
  }
  return cues;
}

// "5 ans d'expérience", "10+ years of experience"
function findExperienceYears(tokens: readonly Token[]): Cue<number>[] {
  const cues: Cue<number>[] = [];
  tokens.forEach((token, index) => {
    if (!/^\d{1,2}\+?$/.test(token.norm)) return;
    const unit = tokens[index + 1]?.norm;
    if (unit !== 'ans' && unit !== 'an' && unit !== 'years' && unit !== 'year') return;
    const window = tokens.slice(index + 2, index + 5).map((next) => next.norm);
    if (!window.some((word) => word.startsWith('experience'))) return;
    const years = Number.parseInt(token.norm, 10);
    const level = years >= 8 ? 5 : years >= 5 ? 4 : years >= 2 ? 3 : 2;
    cues.push({ start: index, end: index + 2, value: level });
  });
  return cues;
}
