import { formatDay, formatMoney } from '@escouade/contract/format';
import { applyFrenchTypography } from '@escouade/contract/french-typography';
import { normalizeText } from '../../../text/words.ts';
import type {
  BriefConcern,
  BriefLanguage,
  BriefPriority,
  CatalogueSkill,
  DraftBrief,
  MissingBriefField,
} from './types.ts';

// The rules analyser's answers: acknowledge what was understood, ask only for what is missing, or summarise
// the brief and invite the client to review and confirm it.

const MAX_LISTED_SKILLS = 8;

interface Phrases {
  levels: readonly string[];
  and: string;
  more: (count: number) => string;
  thanks: string;
  thanksNothing: string;
  noted: (parts: string) => string;
  questions: Record<MissingBriefField, string>;
  complete: (summary: string) => string;
  skills: (list: string) => string;
  team: (min: number, max: number, isEstimated: boolean) => string;
  /** Asked whenever the team size is an estimate, until the client gives one. */
  confirmTeam: (min: number, max: number) => string;
  total: (amount: string) => string;
  hourly: (amount: string) => string;
  start: (date: string) => string;
  deadline: (date: string) => string;
  length: (weeks: number) => string;
  title: (title: string) => string;
  priorities: Record<BriefPriority, string>;
  /** The questions about implausible values (plausibility.ts); each names the figure and the estimate. */
  concerns: {
    budgetTooHigh: (amount: string, cost: string | null) => string;
    budgetTooLow: (amount: string, rate: string, cost: string | null) => string;
    foreignCurrency: (quote: string, currency: string) => string;
    deadlinePast: (quote: string) => string;
    teamLargerThanSkills: (people: number, skills: number) => string;
  };
  locale: string;
}

const PHRASES: Record<BriefLanguage, Phrases> = {
  fr: {
    levels: ['', 'débutant', 'junior', 'confirmé', 'senior', 'expert'],
    and: 'et',
    more: (count) => `${count} autre${count > 1 ? 's' : ''}`,
    thanks: 'Merci !',
    thanksNothing:
      'Merci pour votre message. Pour vous proposer une équipe, j’ai besoin de quelques précisions.',
    noted: (parts) => `J’ai noté : ${parts}.`,
    questions: {
      skills:
        'Quelles compétences ou quels profils recherchez-vous (par exemple développement web, design, marketing) ?',
      budget:
        'Quel budget prévoyez-vous : un montant total (par exemple 15 000 €) ou un plafond horaire pour l’équipe (par exemple 150 €/h) ?',
      deadline: 'Pour quand le projet doit-il être livré ?',
      priority: 'Qu’est-ce qui compte le plus pour vous : la rapidité, le coût ou la séniorité de l’équipe ?',
    },
    complete: (summary) =>
      `Parfait, j’ai tout ce qu’il me faut. Voici le brief : ${summary}. Vérifiez-le, modifiez-le si besoin, puis confirmez-le pour recevoir trois propositions d’équipe.`,
    skills: (list) => `compétences ${list}`,
    team: (min, max, isEstimated) => {
      const size = min === max ? `${min} personne${min > 1 ? 's' : ''}` : `${min} à ${max} personnes`;
      return isEstimated
        ? `une équipe d’environ ${size} (mon estimation, à confirmer)`
        : `une équipe de ${size}`;
    },
    confirmTeam: (min, max) =>
      `Combien de personnes voulez-vous dans l’équipe ? Faute de précision, j’en compte ${min === max ? min : `${min} à ${max}`}, d’après les compétences et les délais.`,
    total: (amount) => `un budget de ${amount} au total`,
    hourly: (amount) => `un plafond de ${amount}/h pour l’équipe`,
    start: (date) => `un démarrage le ${date}`,
    deadline: (date) => `une livraison au plus tard le ${date}`,
    length: (weeks) => `un travail sur ${weeks} semaine${weeks > 1 ? 's' : ''}`,
    title: (title) => `« ${title} »`,
    priorities: {
      speed: 'priorité à la rapidité',
      cost: 'priorité au coût',
      seniority: 'priorité à la séniorité',
      balanced: 'un équilibre entre rapidité, coût et séniorité',
    },
    concerns: {
      budgetTooHigh: (amount, cost) =>
        `Vous indiquez ${amount}${cost ? ` : c’est plus de trois fois ce que coûterait l’effort demandé aux tarifs du marché (environ ${cost})` : ''}. S’agit-il bien du budget du projet ? Confirmez-vous ce budget, ou indiquez-m’en un autre ?`,
      budgetTooLow: (amount, rate, cost) =>
        `Avec ${amount}, chaque personne serait payée environ ${rate}/h, moins qu’un tarif plausible${cost ? ` : aux tarifs du marché, l’effort demandé coûterait environ ${cost}` : ''}. Confirmez-vous ce budget, ou indiquez-m’en un autre ?`,
      foreignCurrency: (quote, currency) =>
        `Le montant « ${quote} » est en ${currency} : quel est ce budget en euros ?`,
      deadlinePast: (quote) =>
        `La date de livraison « ${quote} » est déjà passée : quelle est la bonne date ?`,
      teamLargerThanSkills: (people, skills) =>
        `Vous prévoyez ${people} personnes pour ${skills} compétence${skills > 1 ? 's' : ''} : c’est plus de deux personnes par compétence. Confirmez-vous cette taille d’équipe ?`,
    },
    locale: 'fr',
  },
  en: {
    levels: ['', 'beginner', 'junior', 'intermediate', 'senior', 'expert'],
    and: 'and',
    more: (count) => `${count} more`,
    thanks: 'Thank you!',
    thanksNothing: 'Thank you for your message. To suggest a team, I need a few details.',
    noted: (parts) => `Here is what I understood: ${parts}.`,
    questions: {
      skills:
        'Which skills or profiles are you looking for (for example web development, design, marketing)?',
      budget:
        'What budget do you have in mind: a total amount (for example €15,000) or an hourly ceiling for the team (for example €150/h)?',
      deadline: 'When does the project need to be delivered?',
      priority: "What matters most to you: speed, cost or the team's seniority?",
    },
    complete: (summary) =>
      `Great, I have everything I need. Here is the brief: ${summary}. Review it, edit anything you like, then confirm it to get three team proposals.`,
    skills: (list) => `skills: ${list}`,
    team: (min, max, isEstimated) => {
      const size = min === max ? `${min} ${min > 1 ? 'people' : 'person'}` : `${min} to ${max} people`;
      return isEstimated ? `a team of about ${size} (my estimate, to confirm)` : `a team of ${size}`;
    },
    confirmTeam: (min, max) =>
      `How many people do you want in the team? Unless you say, I count ${min === max ? min : `${min} to ${max}`}, from the skills and the deadline.`,
    total: (amount) => `a total budget of ${amount}`,
    hourly: (amount) => `an hourly ceiling of ${amount}/h for the team`,
    start: (date) => `a start on ${date}`,
    deadline: (date) => `delivery by ${date}`,
    length: (weeks) => `work over ${weeks} week${weeks > 1 ? 's' : ''}`,
    title: (title) => `“${title}”`,
    priorities: {
      speed: 'speed first',
      cost: 'cost first',
      seniority: 'seniority first',
      balanced: 'a balance of speed, cost and seniority',
    },
    concerns: {
      budgetTooHigh: (amount, cost) =>
        `You mention ${amount}${cost ? `: that is more than three times what the effort asked would cost at market rates (about ${cost})` : ''}. Is it really the project's budget? Do you confirm this budget, or give me another one?`,
      budgetTooLow: (amount, rate, cost) =>
        `With ${amount}, each person would be paid about ${rate}/h, less than a plausible rate${cost ? `: at market rates, the effort asked would cost about ${cost}` : ''}. Do you confirm this budget, or give me another one?`,
      foreignCurrency: (quote, currency) =>
        `The amount “${quote}” is in ${currency}: what is this budget in euros?`,
      deadlinePast: (quote) => `The delivery date “${quote}” has already passed: what is the right date?`,
      teamLargerThanSkills: (people, skills) =>
        `You plan ${people} people for ${skills} skill${skills > 1 ? 's' : ''}: more than two people per skill. Do you confirm this team size?`,
    },
    locale: 'en',
  },
};

/**
 * The reply: what was understood, the questions about implausible values, then only what is still missing
 * (never a field the client has just stated, nor one a concern already asks about). French replies follow
 * French typography; skills are named in the client's language when the catalogue has the name.
 */
export function composeReply(
  brief: DraftBrief,
  missing: readonly MissingBriefField[],
  catalogue: readonly CatalogueSkill[] = [],
): string {
  const phrases = PHRASES[brief.language];
  const isTeamSizeEstimated = brief.inferred.includes('teamSize');
  const parts = describeBrief(brief, phrases, isTeamSizeEstimated, catalogue);
  const concernQuestions = askConcerns(brief);
  const asked = new Set<string>(brief.concerns.map((concern) => concern.field));
  const teamQuestion = asked.has('teamSize') ? [] : askTeamSize(brief);
  let reply: string;
  if (missing.length === 0) {
    const summary = [brief.title ? phrases.title(brief.title) : null, ...parts].filter(Boolean).join(' ; ');
    reply = [
      phrases.complete(brief.language === 'en' ? summary.replaceAll(' ; ', '; ') : summary),
      ...concernQuestions,
      ...teamQuestion,
    ].join(' ');
  } else {
    const intro =
      parts.length > 0
        ? `${phrases.thanks} ${phrases.noted(brief.language === 'en' ? parts.join('; ') : parts.join(' ; '))}`
        : phrases.thanksNothing;
    const questions = missing.filter((field) => !asked.has(field)).map((field) => phrases.questions[field]);
    reply = [intro, ...concernQuestions, ...questions, ...teamQuestion].join(' ');
  }
  return brief.language === 'fr' ? applyFrenchTypography(reply) : reply;
}

/** The questions about the brief's implausible values, in its language, whichever analyser read it. */
export function askConcerns(brief: DraftBrief): string[] {
  const phrases = PHRASES[brief.language];
  const money = (amount: number) => formatMoney(amount, phrases.locale);
  const amountOf = (concern: BriefConcern) =>
    concern.budgetKind === 'hourly' ? `${money(concern.value ?? 0)}/h` : money(concern.value ?? 0);
  const questions = brief.concerns.map((concern) => {
    const cost = concern.estimatedCost ? money(concern.estimatedCost) : null;
    switch (concern.kind) {
      case 'budgetTooHigh':
        return phrases.concerns.budgetTooHigh(amountOf(concern), cost);
      case 'budgetTooLow':
        return phrases.concerns.budgetTooLow(
          amountOf(concern),
          money(Math.max(1, Math.round(concern.marketRate ?? 0))),
          cost,
        );
      case 'foreignCurrency':
        return phrases.concerns.foreignCurrency(concern.quote, concern.currency ?? '');
      case 'deadlinePast':
        return phrases.concerns.deadlinePast(concern.quote);
      case 'teamLargerThanSkills':
        return phrases.concerns.teamLargerThanSkills(concern.value ?? 0, brief.skills.length);
    }
  });
  const text = questions.filter(Boolean);
  return brief.language === 'fr' ? text.map(applyFrenchTypography) : text;
}

/**
 * The brief fields a reply asked about as a concern: the next client message answers them (plausibility.ts
 * reads it as settling the concern). Recognised by the questions' own words, in both languages.
 */
export function raisedConcernFields(reply: string): BriefConcern['field'][] {
  const text = normalizeText(reply);
  const fields: BriefConcern['field'][] = [];
  if (
    /confirmez-vous ce budget|ce budget en euros|do you confirm this budget|this budget in euros/.test(text)
  )
    fields.push('budget');
  if (/est deja passee|has already passed/.test(text)) fields.push('deadline');
  if (/confirmez-vous cette taille d'equipe|do you confirm this team size/.test(text))
    fields.push('teamSize');
  return fields;
}

/** The question about an estimated team size (none when the client gave one), whichever analyser wrote the rest. */
export function askTeamSize(brief: DraftBrief): string[] {
  if (!brief.teamSize || !brief.inferred.includes('teamSize')) return [];
  const question = PHRASES[brief.language].confirmTeam(brief.teamSize.min, brief.teamSize.max);
  return [brief.language === 'fr' ? applyFrenchTypography(question) : question];
}

/** A skill's name in the client's language: the catalogue's English name in English, when it has one. */
function skillName(
  skill: DraftBrief['skills'][number],
  language: BriefLanguage,
  names: Map<string, string>,
): string {
  return language === 'en' ? (names.get(skill.skillId) ?? skill.name) : skill.name;
}

function describeBrief(
  brief: DraftBrief,
  phrases: Phrases,
  isTeamSizeEstimated: boolean,
  catalogue: readonly CatalogueSkill[],
): string[] {
  const parts: string[] = [];
  if (brief.skills.length > 0) {
    const englishNames = new Map(
      catalogue.flatMap((skill) => (skill.nameEn ? [[skill.id, skill.nameEn] as const] : [])),
    );
    const names = brief.skills.slice(0, MAX_LISTED_SKILLS).map((skill) => {
      const name = skillName(skill, brief.language, englishNames);
      return skill.minLevel === 3 ? name : `${name} (${phrases.levels[skill.minLevel]})`;
    });
    if (brief.skills.length > MAX_LISTED_SKILLS)
      names.push(phrases.more(brief.skills.length - MAX_LISTED_SKILLS));
    parts.push(phrases.skills(joinList(names, phrases.and)));
  }
  if (brief.teamSize) parts.push(phrases.team(brief.teamSize.min, brief.teamSize.max, isTeamSizeEstimated));
  if (brief.budget?.kind === 'total')
    parts.push(phrases.total(formatMoney(brief.budget.amount, phrases.locale)));
  if (brief.budget?.kind === 'hourly') {
    parts.push(phrases.hourly(formatMoney(brief.budget.maxHourlyTotal, phrases.locale)));
  }
  if (brief.startDate) parts.push(phrases.start(formatDay(brief.startDate, phrases.locale)));
  if (brief.deadline) parts.push(phrases.deadline(formatDay(brief.deadline, phrases.locale)));
  // With a deadline, the deadline sets the effort: the length is not said beside it.
  if (brief.lengthWeeks && !brief.deadline) parts.push(phrases.length(brief.lengthWeeks));
  if (brief.priority) parts.push(phrases.priorities[brief.priority]);
  return parts;
}

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
