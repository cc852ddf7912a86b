import { type BudgetFact, extractBudget, monthlyToTotal } from './budget.ts';
import { splitIntoWordChunks, toAnalysisTurn, listMissingFields } from './completeness.ts';
import {
  type Cue,
  type Emphasis,
  findEmphasisCues,
  findLevelCues,
  isContextMention,
  isNegated,
  sentenceText,
} from './cues.ts';
import { DEFAULT_PROJECT_WEEKS, MAX_PROJECT_WEEKS, weeksOfLength } from '@escouade/contract/effort';
import { isInSpans, messageFrameSpans, nonNeedSpans } from './clauses.ts';
import { extractDaysPerWeek } from './days-per-week.ts';
import { type Duration, extractDates, parseIsoDate } from './dates.ts';
import { detectConversationLanguage, detectLanguage } from '../../../text/language.ts';
import { findTranslationNeeds } from './translation.ts';
import { isDeliverableDestination } from './deliverable-destination.ts';
import { isPastIncidentOnly } from './past-incident.ts';
import { isWorkedOnSitePlatform } from './site-platform.ts';
import { checkPlausibility } from './plausibility.ts';
import { extractPriority } from './priority.ts';
import { composeReply } from './replies.ts';
import { deriveTitle, summarise } from './summary.ts';
import { MAX_BRIEF_SKILLS, MAX_TITLE_LENGTH } from './schemas.ts';
import {
  findSkillMentions,
  getSkillIndex,
  range,
  type SkillIndex,
  type SkillMention,
} from './skill-matcher.ts';
import {
  ASKS_FOR_SOMEONE,
  isOwnRole,
  isPositionToFill,
  isQualifiedRole,
  isRoleMention,
  RECRUITING_SKILLS,
} from './role-reading.ts';
import { companionsOf, isFormOfAnotherSubject, NEEDS_SUBJECT, specialise } from './concepts.ts';
import { inferredFieldsOf, quoteSpan, type Span, toOriginalSpan } from './evidence.ts';
import { API_INTEGRATION, findSystemConnection } from './system-connection.ts';
import { findInterfaceDesign, INTERFACE_DESIGN } from './interface-design.ts';
import { chartsSkill, findDashboardNeed } from './dashboards.ts';
import { findPageLayout, PAGE_LAYOUT } from './page-layout.ts';
import { findTraining, TRAINING_DELIVERY } from './training.ts';
import { DATA_PIPELINES, findDataPipeline } from './data-pipelines.ts';
import { findSearchVisibility, SEARCH_OPTIMISATION } from './search-visibility.ts';
import { findSentenceNeeds } from './sentence-needs.ts';
import { clampTeamSize, extractTeamSize, type StatedTeamSize, type TeamSize } from './team-size.ts';
import { normalizeText, type Token, tokenize } from '../../../text/words.ts';
import { isLawFirmsOwnPractice } from './law-firm.ts';
import { isGluedBySlash, isLeftUnticked } from './form-marks.ts';
import type {
  AnalysisInput,
  AnalysisTurn,
  BriefAnalyser,
  BriefConcern,
  BriefEvidence,
  BriefPriority,
  BriefSkill,
  DraftBrief,
} from './types.ts';

/** The default analyser: deterministic, offline, good enough for the briefs in the tests. */
export function createRulesAnalyser(): BriefAnalyser {
  const analyse = (input: AnalysisInput): AnalysisTurn => {
    const brief = checkPlausibility(analyseConversation(input).brief, input);
    return toAnalysisTurn(brief, composeReply(brief, listMissingFields(brief), input.catalogue));
  };
  return {
    name: 'rules',
    analyse: async (input) => analyse(input),
    analyseStreaming: async (input, onText) => {
      const turn = analyse(input);
      for (const chunk of splitIntoWordChunks(turn.reply)) onText(chunk);
      return turn;
    },
  };
}

interface Mention {
  skillIds: string[];
  /** The client's words for the skill. */
  quote: string;
  isNegated: boolean;
  level: number | null;
  emphasis: Emphasis | null;
}

interface MessageFacts {
  mentions: Mention[];
  /** A level said of the team rather than of one skill ("des profils seniors"). */
  globalLevel: number | null;
  teamSize: StatedTeamSize | null;
  budget: BudgetFact | null;
  startDate: string | null;
  deadline: string | null;
  projectLength: Duration | null;
  priority: BriefPriority | null;
  daysPerWeek: number | null;
  /** The client's words for each value found, by field. */
  quotes: Partial<
    Record<'teamSize' | 'budget' | 'startDate' | 'deadline' | 'projectLength' | 'daysPerWeek', string>
  >;
}

interface Requirement {
  order: number;
  count: number;
  level: number | null;
  isLevelExplicit: boolean;
  emphasis: Emphasis | null;
  /** The client's words where the skill was first asked for. */
  quote: string;
}

/** Every client message in turn; a later message adds to, or overrides, what the earlier ones said. */
export function analyseConversation({ messages, catalogue, today }: AnalysisInput): { brief: DraftBrief } {
  const index = getSkillIndex(catalogue);
  const userMessages = messages.filter((message) => message.role === 'user');
  const skills = new Map<string, Requirement>();
  let order = 0;
  let teamSize: TeamSize | null = null;
  let budget: BudgetFact | null = null;
  let startDate: string | null = null;
  let deadline: string | null = null;
  let projectLength: Duration | null = null;
  let daysPerWeek: number | null = null;
  let priority: BriefPriority | null = null;
  let title: string | null = null;
  let fallbackTitle: string | null = null;
  let summary: string | null = null;
  let fallbackSummary: string | null = null;
  const quotes: MessageFacts['quotes'] = {};
  // The words a team-size estimate is drawn from: the message that named the most skills.
  let skillsQuote: { count: number; quote: string } | null = null;

  // What the whole conversation asks, for a mention whose reading depends on a later message.
  const conversation = normalizeText(userMessages.map((message) => message.content).join('\n'));
  for (const message of userMessages) {
    const facts = extractMessageFacts(index, message.content, today, conversation);
    // The title comes from the first message that describes the project, not from a bare "Bonjour".
    const messageTitle = deriveTitle(message.content, MAX_TITLE_LENGTH);
    const messageSummary = summarise(message.content);
    fallbackSummary ??= messageSummary;
    if (facts.mentions.length > 0) summary ??= messageSummary;
    fallbackTitle ??= messageTitle;
    if (facts.mentions.length > 0) title ??= messageTitle;
    for (const field of ['teamSize', 'budget', 'startDate', 'daysPerWeek'] as const) {
      if (facts[field] && facts.quotes[field]) quotes[field] = facts.quotes[field];
    }
    if (facts.deadline || facts.projectLength) {
      quotes.deadline = facts.quotes.deadline;
      quotes.projectLength = facts.quotes.projectLength;
    }
    if (facts.mentions.length > (skillsQuote?.count ?? 0)) {
      skillsQuote = { count: facts.mentions.length, quote: facts.skillsQuote };
    }
    const touched: Requirement[] = [];
    for (const mention of facts.mentions) {
      for (const id of mention.skillIds) {
        applyMention(skills, id, mention, touched, () => order++);
      }
    }
    if (facts.globalLevel !== null) {
      // Said alongside skills, the level is about them; said alone ("finalement, des seniors"), about all.
      const scope = touched.length > 0 ? touched : [...skills.values()];
      for (const requirement of scope) {
        if (!requirement.isLevelExplicit) requirement.level = facts.globalLevel;
      }
    }
    if (facts.teamSize) teamSize = { min: facts.teamSize.min, max: facts.teamSize.max };
    budget = facts.budget ?? budget;
    startDate = facts.startDate ?? startDate;
    // The client's latest word on timing wins: a later message with a deadline only, or a length only, replaces
    // what an earlier one said of either ("avant le 30 juin", then "en fait, pendant 3 mois").
    if (facts.deadline || facts.projectLength) {
      deadline = facts.deadline;
      projectLength = facts.projectLength;
    }
    priority = facts.priority ?? priority;
    daysPerWeek = facts.daysPerWeek ?? daysPerWeek;
  }

  const briefSkills = toBriefSkills(index, skills);
  // A length ("pendant 6 mois") is how long the work lasts, not a deadline: the effort is counted over it.
  const lengthWeeks = projectLength ? Math.min(MAX_PROJECT_WEEKS, weeksOfLength(projectLength)) : null;
  const weeks = countWeeks(startDate ?? today, deadline) ?? lengthWeeks;
  const team = teamSize ?? estimateTeamSize(index, briefSkills, { weeks });
  const isTeamSizeInferred = teamSize === null && team !== null;
  // An amount in another currency is not turned into euros silently: the assistant asks about it.
  const currency = budget?.span.currency ?? 'EUR';
  const concerns: BriefConcern[] = [];
  if (budget && currency !== 'EUR') {
    // "CHF 6 000 par mois, pendant 4 mois": the total over the months said, as in euros; without them, the fee.
    const monthlyTotal =
      budget.monthly && (weeks !== null || budget.monthly.months !== null)
        ? toBudget(budget, team, weeks).budget
        : null;
    const value = budget.budget
      ? budget.budget.kind === 'total'
        ? budget.budget.amount
        : budget.budget.maxHourlyTotal
      : monthlyTotal?.kind === 'total'
        ? monthlyTotal.amount
        : budget.monthly.amount;
    concerns.push({ kind: 'foreignCurrency', field: 'budget', quote: quotes.budget ?? '', value, currency });
  }
  const resolved =
    currency === 'EUR' ? toBudget(budget, team, weeks) : { budget: null, isFromEstimate: false };
  const isBudgetInferred =
    resolved.isFromEstimate ||
    (isTeamSizeInferred && budget?.isPerPerson === true && budget.budget?.kind !== 'total');
  const evidence: BriefEvidence[] = briefSkills.map((skill) => ({
    field: 'skills',
    skillId: skill.skillId,
    source: 'stated',
    quote: skills.get(skill.skillId)?.quote ?? '',
  }));
  const addEvidence = (field: BriefEvidence['field'], quote: string | undefined, isInferred: boolean) => {
    if (quote) evidence.push({ field, source: isInferred ? 'inferred' : 'stated', quote });
  };
  // An estimate rests on the skills' words: those of the message naming the most skills, else any skill's (a
  // need read from a sentence, not from named skills); never on none, or it would pass for stated.
  const estimateQuote = skillsQuote?.quote || evidence.find((item) => item.quote)?.quote;
  if (team) addEvidence('teamSize', isTeamSizeInferred ? estimateQuote : quotes.teamSize, isTeamSizeInferred);
  if (resolved.budget) addEvidence('budget', quotes.budget, isBudgetInferred);
  if (startDate) addEvidence('startDate', quotes.startDate, false);
  if (deadline) addEvidence('deadline', quotes.deadline, false);
  if (lengthWeeks !== null) addEvidence('lengthWeeks', quotes.projectLength, false);
  if (daysPerWeek !== null) addEvidence('daysPerWeek', quotes.daysPerWeek, false);
  const brief: DraftBrief = {
    language: detectConversationLanguage(messages),
    title: title ?? fallbackTitle,
    skills: briefSkills,
    teamSize: team,
    budget: resolved.budget,
    startDate,
    deadline,
    priority,
    inferred: inferredFieldsOf(evidence),
    daysPerWeek,
    lengthWeeks,
    summary: summary ?? fallbackSummary,
    evidence,
    concerns,
  };
  return { brief };
}

function applyMention<K>(
  store: Map<K, Requirement>,
  key: K,
  mention: Mention,
  touched: Requirement[],
  nextOrder: () => number,
): void {
  if (mention.isNegated) {
    store.delete(key);
    return;
  }
  const requirement = store.get(key) ?? {
    order: nextOrder(),
    count: 0,
    level: null,
    isLevelExplicit: false,
    emphasis: null,
    quote: mention.quote,
  };
  requirement.count += 1;
  if (mention.level !== null) {
    requirement.level = mention.level;
    requirement.isLevelExplicit = true;
  }
  if (mention.emphasis) requirement.emphasis = mention.emphasis;
  store.set(key, requirement);
  touched.push(requirement);
}

function extractMessageFacts(
  index: SkillIndex,
  text: string,
  today: string,
  conversation: string,
): MessageFacts & { skillsQuote: string } {
  const tokens = tokenize(text);
  // Lower case without accents, same offsets: what every reader of whole-text patterns takes.
  const normalized = normalizeText(text);
  const language = detectLanguage(text) ?? 'fr';
  const found = findSkillMentions(index, tokens);
  const inSkill = new Set(found.flatMap((mention) => range(mention.start, mention.end)));
  const segments = segmentsOf(tokens);
  const levelCues = findLevelCues(tokens, (position) => !inSkill.has(position));
  const emphasisCues = findEmphasisCues(tokens);
  const elsewhere = nonNeedSpans(text);
  const categoryOf = (skillId: string) => index.categories.get(skillId) ?? null;
  const namesById = new Map(index.catalogue.map((skill) => [skill.id, skill.name]));
  const nameOf = (skillId: string) => namesById.get(skillId) ?? '';
  const needed = found.filter(
    (mention) =>
      !isAcronymAccident(text, normalized, language, tokens, mention, nameOf) &&
      // "#recrutement-tech", "#seo": a chat's channel or a hashtag names a place, not a need.
      text[(tokens[mention.start]?.start ?? 0) - 1] !== '#' &&
      // A law firm names the law it practises to say who it is; a lawyer it asks for ("we need an IP lawyer") is a
      // need, one named in a search phrase or "not by a lawyer" is not.
      !(
        mention.skillIds.every((id) => isLawFirmsOwnPractice(nameOf(id), normalized)) &&
        !(mention.isRole && ASKS_FOR_SOMEONE.test(sentenceText(tokens, tokens[mention.start]?.sentence ?? 0)))
      ) &&
      !isInSpans(tokens[mention.start]?.start ?? 0, elsewhere) &&
      (!isContextMention(tokens, mention.start, mention.end, conversation) ||
        mention.skillIds.some((id) =>
          isWorkedOnSitePlatform(
            nameOf(id),
            normalized,
            sentenceText(tokens, tokens[mention.start]?.sentence ?? 0),
          ),
        )) &&
      !(isRoleMention(tokens, mention) && isOwnRole(tokens, mention.start, mention.end)) &&
      !mention.skillIds.every((id) =>
        isPastIncidentOnly(nameOf(id), sentenceText(tokens, tokens[mention.start]?.sentence ?? 0)),
      ) &&
      !mention.skillIds.every((id) => isDeliverableDestination(nameOf(id), tokens, mention.start)),
  );
  const isTaken = (need: Span) => !isInSpans(toOriginalSpan(text, need).start, elsewhere);
  const sentenceNeeds = findSentenceNeeds(normalized, isTaken);
  // Staff to hire said in the client's words (« nous devons recruter trois commerciaux terrain ») make a brief
  // about recruiting as the skill's name does.
  const recruitingSaid = sentenceNeeds.flatMap((need) =>
    RECRUITING_SKILLS.includes(need.skill) ? [index.idsByName.get(normalizeText(need.skill)) ?? ''] : [],
  );
  const recruiting = [
    ...needed.flatMap((mention) => mention.skillIds).filter((id) => RECRUITING_SKILLS.includes(nameOf(id))),
    ...recruitingSaid.filter(Boolean),
  ];
  const recruitingCategories = new Set(recruiting.map(categoryOf));
  // A role gives its own skills only when the skills asked with it do not say what it does.
  const wanted = needed.filter(
    (mention) =>
      !(mention.isRole && isQualifiedRole(tokens, mention, needed, categoryOf, nameOf)) &&
      !(
        recruiting.length > 0 &&
        !mention.skillIds.some((id) => recruitingCategories.has(categoryOf(id))) &&
        isPositionToFill(tokens, mention.start, text)
      ),
  );
  const quoteTokens = (start: number, end: number) =>
    quoteSpan(text, { start: tokens[start]?.start ?? 0, end: tokens[end - 1]?.end ?? 0 });
  const translation = findTranslationNeeds(normalized, language);
  const translationIds = (translation?.names ?? []).flatMap((name) => {
    // A catalogue with one direction of a pair only: its translators work both ways.
    const reverse = name.replace(/^(Traduction )([^-]+)-(.+)$/, '$1$3-$2');
    const id = index.idsByName.get(normalizeText(name)) ?? index.idsByName.get(normalizeText(reverse));
    return id && !wanted.some((mention) => mention.skillIds.includes(id)) ? [id] : [];
  });
  // "un photographe" in a brief about an evening event: event photography.
  const narrower = specialise(
    wanted.flatMap((mention) => mention.skillIds.map((id) => namesById.get(id) ?? '')),
    normalized,
  );
  const narrowed = (id: string) => {
    const into = narrower.get(namesById.get(id) ?? '');
    return (into && index.idsByName.get(normalizeText(into))) ?? id;
  };
  const startOf = (mention: SkillMention) => tokens[mention.start]?.start ?? 0;
  const endOf = (mention: SkillMention) => tokens[mention.end - 1]?.end ?? 0;
  const mentions = wanted.map((mention) => ({
    skillIds: mention.skillIds.map(narrowed),
    quote: quoteTokens(mention.start, mention.end),
    isNegated: isNegated(tokens, mention.start, mention.end) || isLeftUnticked(text, startOf(mention)),
    level: nearestCue(levelCues, mention, segments)?.value ?? null,
    emphasis: nearestCue(emphasisCues, mention, segments)?.value ?? null,
  }));
  // "No Snowflake/Databricks": the negation reaches the names glued to the one it turns down.
  wanted.forEach((mention, position) => {
    const previous = wanted[position - 1];
    const read = mentions[position];
    if (
      previous &&
      read &&
      mentions[position - 1]?.isNegated &&
      isGluedBySlash(text, endOf(previous), startOf(mention))
    )
      read.isNegated = true;
  });
  if (translation && translationIds.length > 0) {
    const span = toOriginalSpan(text, translation.span);
    // The level said of the translator ("une traductrice expérimentée").
    const words = tokens.flatMap((token, position) =>
      /^(?:tradu|translat)/.test(token.norm) ? [position] : [],
    );
    const level =
      words
        .map((position) => nearestCue(levelCues, { start: position, end: position + 1 }, segments)?.value)
        .find((value) => value !== undefined) ?? null;
    mentions.push({
      skillIds: translationIds,
      quote: quoteSpan(text, span),
      isNegated: false,
      level,
      emphasis: null,
    });
  }
  // Needs said in a sentence, each by a reader of its own (spans in the normalised text, but the connection's,
  // read where a product's capital survives): read as the skill named, unless the client excluded it, named it
  // already, or said it where no need is.
  const readInSentence = (skillName: string, span: Span | null) => {
    const id = index.idsByName.get(normalizeText(skillName));
    if (!span || !id || isInSpans(span.start, elsewhere)) return;
    if (mentions.some((mention) => mention.skillIds.includes(id))) return;
    mentions.push({
      skillIds: [id],
      quote: quoteSpan(text, span),
      isNegated: false,
      level: null,
      emphasis: null,
    });
  };
  const inText = (span: Span | null) => (span ? toOriginalSpan(text, span) : null);
  readInSentence(API_INTEGRATION, findSystemConnection(text));
  const designNamed = mentions.some(
    (mention) => !mention.isNegated && mention.skillIds.some((id) => categoryOf(id) === 'design'),
  );
  readInSentence(INTERFACE_DESIGN, inText(findInterfaceDesign(normalized, { isDesignRead: designNamed })));
  const namesSoFar = mentions.flatMap((mention) => (mention.isNegated ? [] : mention.skillIds.map(nameOf)));
  const charts = findDashboardNeed(normalized, namesSoFar);
  readInSentence(chartsSkill(normalized, charts?.start ?? 0), inText(charts));
  readInSentence(PAGE_LAYOUT, inText(findPageLayout(normalized)));
  readInSentence(TRAINING_DELIVERY, inText(findTraining(normalized, language)));
  readInSentence(DATA_PIPELINES, inText(findDataPipeline(normalized)));
  readInSentence(SEARCH_OPTIMISATION, inText(findSearchVisibility(normalized)));
  for (const need of sentenceNeeds) readInSentence(need.skill, inText(need));
  // Skills that come with others read so far: an assistant built on the client's own documents is retrieval-
  // augmented generation too.
  const namesRead = mentions.flatMap((mention) =>
    mention.isNegated ? [] : mention.skillIds.map((id) => namesById.get(id) ?? ''),
  );
  for (const companion of companionsOf(namesRead, normalized)) {
    const id = index.idsByName.get(normalizeText(companion.name));
    if (!id || mentions.some((mention) => mention.skillIds.includes(id))) continue;
    mentions.push({
      skillIds: [id],
      quote: quoteSpan(text, toOriginalSpan(text, companion)),
      isNegated: false,
      level: null,
      emphasis: null,
    });
  }
  // "des profils seniors" is about the team; "a lead architect" about a role the catalogue may not name.
  const segmentsAboutOneSkillOrRole = new Set([
    ...found.map((mention) => segments[mention.start]),
    ...tokens.flatMap((token, position) => (ROLE_NOUN.test(token.norm) ? [segments[position]] : [])),
  ]);
  const globalLevels = levelCues.filter((cue) => !segmentsAboutOneSkillOrRole.has(segments[cue.start]));
  // A header's, a quoted reply's or a chat's time stamp is the message's date, not the work's.
  // An address's full stops are no sentence's end: "send your proposal to procurement@x.or.ke by 16 October".
  const dates = extractDates(
    blankSpans(normalized, [...messageFrameSpans(text), ...addressSpans(normalized)]),
    today,
    normalized,
  );
  const teamSize = extractTeamSize(normalized);
  // French-speaking clients who write a dollar sign alone are Canadian.
  const budget = extractBudget(normalized, { bareDollar: language === 'fr' ? 'CAD' : 'USD', written: text });
  const weekly = extractDaysPerWeek(normalized);
  const quoteOf = (span: Span | null | undefined) =>
    span ? quoteSpan(text, toOriginalSpan(text, span)) : undefined;
  const first = wanted[0];
  const last = wanted.at(-1);
  return {
    mentions,
    globalLevel: globalLevels.at(-1)?.value ?? null,
    teamSize,
    budget,
    startDate: dates.startDate,
    deadline: dates.deadline,
    projectLength: dates.projectLength,
    priority: extractPriority(normalized),
    daysPerWeek: weekly?.days ?? null,
    quotes: {
      daysPerWeek: quoteOf(weekly),
      teamSize: quoteOf(teamSize?.span),
      budget: quoteOf(budget?.span),
      startDate: quoteOf(dates.spans.startDate),
      deadline: quoteOf(dates.spans.deadline),
      projectLength: quoteOf(dates.spans.projectLength),
    },
    skillsQuote: first && last ? quoteTokens(first.start, last.end) : '',
  };
}

// Clauses, split again at "et un…", "and a…": "un développeur React senior et un designer" gives the designer
// no level, while "React et Node.js seniors" gives both.
/**
 * A name read where the words only spell it: part of an e-mail address, "I am" is no IAM (short words run
 * together), a form that means another thing here (`FORMS_OF_ANOTHER_SUBJECT`: a clinical trial's CSR), and a
 * name that needs a subject of its own (`NEEDS_SUBJECT`: SAS among statistics, not after a company's name) read without it.
 */
function isAcronymAccident(
  text: string,
  normalized: string,
  language: 'fr' | 'en',
  tokens: readonly Token[],
  mention: SkillMention,
  nameOf: (skillId: string) => string,
): boolean {
  const written = tokens.slice(mention.start, mention.end);
  // "Questions to procurement@county.gov": part of an e-mail address, not a word of the need.
  if (text.charAt(written.at(-1)?.end ?? 0) === '@' || text.charAt((written[0]?.start ?? 0) - 1) === '@')
    return true;
  // "Marché n° 2026-DSN-14", "Reference: NU-PROC-2026-0342": a part of a reference's code.
  const before = text.slice(Math.max(0, (written[0]?.start ?? 0) - 12), written[0]?.start ?? 0);
  const after = text.slice(written.at(-1)?.end ?? 0, (written.at(-1)?.end ?? 0) + 12);
  if (/[\p{L}\d]-$/u.test(before) && /^-[\p{L}\d]/u.test(after) && /\d/.test(before + after)) return true;
  // « 800 Go de documents », « 1,5 To »: a size after its number in French, not the Go language; "1 Go et 1
  // Python" counts developers.
  if (
    language === 'fr' &&
    written.length === 1 &&
    /^(?:Go|To|Mo)$/.test(written[0]?.raw ?? '') &&
    (/(?:\d{2,}|\d[.,]\d+)[ \t\u202f]?$/.test(before) ||
      (/\d[ \t\u202f]?$/.test(before) && /^[ \t]+(?:de|d'|d’)/.test(after)))
  )
    return true;
  // "P.O. Box 220", "U.S.": letters with full stops are an abbreviation, not a name.
  if (
    written.length >= 2 &&
    /^\p{Lu}\.\p{Lu}\.?$/u.test(text.slice(written[0]?.start ?? 0, (written.at(-1)?.end ?? 0) + 1))
  )
    return true;
  // "Lot C", « annexe B », "Option A": a letter that names a part.
  if (
    written.length === 1 &&
    /^\p{Lu}$/u.test(written[0]?.raw ?? '') &&
    /\b(?:lots?|phase|option|annexe?|appendix|section|part|partie|schedule|type|grade|level|niveau|categor(?:y|ie)|plan|zone|block|batiment|building|tranche|scenario|variante?)\s+$/iu.test(
      normalizeText(before),
    )
  )
    return true;
  const [only] = written;
  // « bcp de concurrence »: a text message's « beaucoup », not a business continuity plan written "BCP".
  if (
    written.length === 1 &&
    only?.norm === 'bcp' &&
    only.raw !== 'BCP' &&
    (language === 'fr' || /^\s+(?:de|d'|d’)/.test(after))
  )
    return true;
  // "KP-400, TS-200": a model's letters before its number.
  if (written.length === 1 && only && /^\p{Lu}{1,3}$/u.test(only.raw) && /^-\d/.test(after)) return true;
  // "PHP 25,000", "R 45 000": a currency's code before an amount, not a language before its version or a year.
  if (
    written.length === 1 &&
    /^(?:PHP|R)$/.test(only?.raw ?? '') &&
    /^[ \t]?(?:\d{1,3}(?:[ ,.'\u202f]\d{3})+|(?!(?:19|20)\d\d\b)\d{4,}|\d+(?:[.,]\d+)?[ \t]?(?:[kKmM]|mn|million|millions|lakhs?|crores?)\b)/u.test(
      after,
    )
  )
    return true;
  // "Azure Crest Developments", "Ubuntu Live Events": the first word of an organisation's name.
  if (
    /^\p{Lu}/u.test(written[0]?.raw ?? '') &&
    ORGANISATION_NAME_AFTER.test(text.slice(written.at(-1)?.end ?? 0, (written.at(-1)?.end ?? 0) + 60))
  )
    return true;
  // « C. Ng (DAF) », "signed off by R. Patel": a person's initial, not the language.
  const [letter] = written;
  if (written.length === 1 && letter && /^\p{Lu}$/u.test(letter.raw) && isInitial(text, letter)) return true;
  const isSpaced = written.every(
    (token, at) => at === 0 || /^\s+$/.test(text.slice(written[at - 1]?.end ?? 0, token.start)),
  );
  if (
    written.length >= 2 &&
    isSpaced &&
    written.every((token) => token.norm.length <= 2) &&
    written.some((token) => token.raw !== token.raw.toUpperCase())
  )
    return true;
  // The sentence's text (kept per message) only for the few names that need it.
  const sentence = () => sentenceText(tokens, written[0]?.sentence ?? -1);
  const words = written.map((token) => token.norm).join(' ');
  if (isFormOfAnotherSubject(words, sentence, normalized, language)) return true;
  const rule = NEEDS_SUBJECT.find(({ skill }) => mention.skillIds.some((id) => nameOf(id) === skill));
  return rule ? !rule.subject.test(sentence()) : false;
}

/** The rest of an organisation's name, after a word that names a skill: " Crest Developments", " Live Events". */
const ORGANISATION_NAME_AFTER =
  /^[ \t]+(?:(?:\p{Lu}[\p{L}&'-]*[ \t]+){1,2}(?:Developments?|Events|Group|Holdings|Properties|Foods|Capital|Industries|Enterprises|Ventures|Realty|Builders|Motors|Insurance|Brewery|Distillery|Pharma)|(?:\p{Lu}[\p{L}&'-]*[ \t]+){0,2}(?:Ltd|Limited|Inc|LLC|SARL|GmbH|Pte|Plc|Corp|Corporation))\b/u;

/** Words that start a sentence after "…in C." rather than a surname after an initial. */
const SENTENCE_STARTERS =
  /^(?:the|we|our|it|this|that|they|i|you|and|but|so|also|a|an|le|la|les|l|nous|notre|nos|on|il|elle|ils|je|j|ce|cette|c|et|mais|donc|un|une|des|pour|for|please|merci|thanks)$/i;

/** An initial: a capital then a full stop before a capitalised name, after a comma, a bracket or "by". */
function isInitial(text: string, letter: Token): boolean {
  const after = /^\.\s*(\p{Lu}[\p{L}'-]*)/u.exec(text.slice(letter.end, letter.end + 30));
  if (!after || SENTENCE_STARTERS.test(after[1] ?? '')) return false;
  return /(?:^|[,(;:\n]|\b(?:par|by|avec|with|et|and|de|from|to|a|à|cc|pour))\s*$/iu.test(
    text.slice(Math.max(0, letter.start - 12), letter.start),
  );
}

/** E-mail addresses and web addresses, whose full stops end no sentence. */
function addressSpans(text: string): Span[] {
  return [...text.matchAll(ADDRESS)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)[^\s]*[\w/]/g;

/**
 * The text with the spans' characters made '#': the same offsets, their words gone. Not spaces: long runs of
 * spaces make the date patterns' look-behinds try every length of them.
 */
function blankSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  if (spans.length === 0) return text;
  let blanked = '';
  let position = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const from = Math.max(position, span.start);
    if (span.end <= from) continue;
    blanked += text.slice(position, from) + '#'.repeat(span.end - from);
    position = span.end;
  }
  return blanked + text.slice(position);
}

function segmentsOf(tokens: readonly Token[]): number[] {
  const segments: number[] = [];
  let segment = 0;
  tokens.forEach((token, position) => {
    const previous = tokens[position - 1];
    const next = tokens[position + 1];
    if (previous && previous.clause !== token.clause) segment += 1;
    if (/^(?:et|and|ainsi|plus)$/.test(token.norm) && next && SEGMENT_STARTERS.has(next.norm)) segment += 1;
    segments.push(segment);
  });
  return segments;
}

const SEGMENT_STARTERS = new Set([
  'd',
  'un',
  'une',
  'des',
  'deux',
  'trois',
  'le',
  'la',
  'les',
  'l',
  'a',
  'an',
  'the',
  'some',
  'two',
  'three',
  'one',
]);

const ROLE_NOUN =
  /^(?:developpeu(?:r|se)s?|devs?|developers?|engineers?|ingenieure?s?|designers?|architecte?s?|architects?|graphistes?|redact(?:eur|rice)s?|writers?|copywriters?|traduct(?:eur|rice)s?|translators?|photographe(?:r)?s?|analyst(?:e)?s?|scientists?|managers?|owners?|masters?|recrut(?:eur|euse)s?|recruiters?|comptables?|accountants?|juristes?|lawyers?|marketeu(?:r|se)s?|marketers?|testeu(?:r|se)s?|testers?|consultante?s?|integrat(?:eur|rice)s?)$/;

function nearestCue<T>(
  cues: readonly Cue<T>[],
  span: { start: number; end: number },
  segments: number[],
): Cue<T> | null {
  let best: { cue: Cue<T>; distance: number } | null = null;
  for (const cue of cues) {
    if (segments[cue.start] !== segments[span.start]) continue;
    const isBefore = cue.end <= span.start;
    // On a tie, the word before wins ("a senior React developer").
    const distance = isBefore ? span.start - cue.end : cue.start - span.end + 0.5;
    if (!best || distance < best.distance) best = { cue, distance };
  }
  return best?.cue ?? null;
}

function toBriefSkills(index: SkillIndex, skills: Map<string, Requirement>): BriefSkill[] {
  const namesById = new Map(index.catalogue.map((skill) => [skill.id, skill.name]));
  const ordered = [...skills].sort((a, b) => a[1].order - b[1].order);
  const firstNamed = ordered[0]?.[0];
  return ordered.slice(0, MAX_BRIEF_SKILLS).map(([skillId, requirement]) => ({
    skillId,
    name: namesById.get(skillId) ?? skillId,
    minLevel: requirement.level ?? 3,
    weight: weightOf(requirement, skillId === firstNamed),
  }));
}

// Importance 1–5: said outright ("indispensable", "un plus"), else 3, plus one for the first skill named and
// one for a skill the client comes back to.
function weightOf(requirement: Requirement, isFirstNamed: boolean): number {
  if (requirement.emphasis === 'high') return 5;
  if (requirement.emphasis === 'low') return 2;
  return Math.min(5, 3 + (isFirstNamed ? 1 : 0) + (requirement.count >= 2 ? 1 : 0));
}

/** Below this many weeks, the same work is spread over one more person. */
const SHORT_PROJECT_WEEKS = 8;

/**
 * Without a number from the client, the workload gives one, marked as inferred: one person per skill area
 * (catalogue category), more for a long list of skills, and one more when the deadline is close. Nothing to
 * go on (no skill yet) gives no size: the assistant asks instead.
 */
function estimateTeamSize(
  index: SkillIndex,
  skills: readonly BriefSkill[],
  { weeks }: { weeks: number | null },
): TeamSize | null {
  if (skills.length === 0) return null;
  const categories = new Map(index.catalogue.map((skill) => [skill.id, skill.category ?? skill.id]));
  const areas = new Set(skills.map((skill) => categories.get(skill.skillId) ?? skill.skillId)).size;
  const isRushed = weeks !== null && weeks < SHORT_PROJECT_WEEKS && skills.length >= 3;
  const max = Math.max(areas, Math.ceil(skills.length / 2)) + (isRushed ? 1 : 0);
  return clampTeamSize({ min: areas, max });
}

/** Whole weeks from `from` to `to` (calendar days), or null without a deadline. */
function countWeeks(from: string, to: string | null): number | null {
  const start = parseIsoDate(from);
  const end = to ? parseIsoDate(to) : null;
  if (!start || !end) return null;
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / (7 * 86_400_000)));
}

const WEEKS_PER_MONTH = 52 / 12;

/**
 * The budget the proposals are held to: a rate per person times the team size, a monthly amount times the
 * project's months (its dates, or the default length, then marked to confirm).
 */
function toBudget(
  fact: BudgetFact | null,
  team: TeamSize | null,
  weeks: number | null,
): { budget: DraftBrief['budget']; isFromEstimate: boolean } {
  if (!fact) return { budget: null, isFromEstimate: false };
  if (fact.monthly) {
    const months =
      fact.monthly.months ??
      Math.max(1, Math.round(((weeks ?? DEFAULT_PROJECT_WEEKS) / WEEKS_PER_MONTH) * 2) / 2);
    // Paid to each person: times the team, once it is known.
    const people = fact.isPerPerson ? (team?.max ?? 1) : 1;
    return {
      budget: monthlyToTotal(fact.monthly.amount * people, months),
      isFromEstimate: fact.monthly.months === null && weeks === null,
    };
  }
  if (fact.budget.kind === 'hourly' && fact.isPerPerson && team) {
    const ceiling = Math.round(fact.budget.maxHourlyTotal * team.max * 100) / 100;
    return { budget: { kind: 'hourly', maxHourlyTotal: ceiling }, isFromEstimate: false };
  }
  return { budget: fact.budget, isFromEstimate: false };
}
