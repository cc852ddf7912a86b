import type { BriefLanguage, BriefPriority, DraftBrief, MissingBriefField } from './types.ts';

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
  title: (title: string) => string;
  priorities: Record<BriefPriority, string>;
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
      const size = min === max ? `${min}` : `${min} à ${max}`;
      return isEstimated
        ? `une équipe d’environ ${size} personnes (mon estimation, à confirmer)`
        : `une équipe de ${size} personnes`;
    },
    confirmTeam: (min, max) =>
      `Combien de personnes voulez-vous dans l’équipe ? Faute de précision, j’en compte ${min === max ? min : `${min} à ${max}`}, d’après les compétences et les délais.`,
    total: (amount) => `un budget de ${amount} au total`,
    hourly: (amount) => `un plafond de ${amount}/h pour l’équipe`,
    start: (date) => `un démarrage le ${date}`,
    deadline: (date) => `une livraison au plus tard le ${date}`,
    title: (title) => `« ${title} »`,
    priorities: {
      speed: 'priorité à la rapidité',
      cost: 'priorité au coût',
      seniority: 'priorité à la séniorité',
      balanced: 'un équilibre entre rapidité, coût et séniorité',
    },
    locale: 'fr-FR',
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
      const size = min === max ? `${min} people` : `${min} to ${max} people`;
      return isEstimated ? `a team of about ${size} (my estimate, to confirm)` : `a team of ${size}`;
    },
    confirmTeam: (min, max) =>
      `How many people do you want in the team? Unless you say, I count ${min === max ? min : `${min} to ${max}`}, from the skills and the deadline.`,
    total: (amount) => `a total budget of ${amount}`,
    hourly: (amount) => `an hourly ceiling of ${amount}/h for the team`,
    start: (date) => `a start on ${date}`,
    deadline: (date) => `delivery by ${date}`,
    title: (title) => `“${title}”`,
    priorities: {
      speed: 'speed first',
      cost: 'cost first',
      seniority: 'seniority first',
      balanced: 'a balance of speed, cost and seniority',
    },
    locale: 'en-GB',
  },
};

export function composeReply(brief: DraftBrief, missing: readonly MissingBriefField[]): string {
  const phrases = PHRASES[brief.language];
  const isTeamSizeEstimated = brief.inferred.includes('teamSize');
  const parts = describeBrief(brief, phrases, isTeamSizeEstimated);
  const teamQuestion = askTeamSize(brief);
  if (missing.length === 0) {
    const summary = [brief.title ? phrases.title(brief.title) : null, ...parts].filter(Boolean).join(' ; ');
    return [
      phrases.complete(brief.language === 'en' ? summary.replaceAll(' ; ', '; ') : summary),
      ...teamQuestion,
    ].join(' ');
  }
  const intro =
    parts.length > 0
      ? `${phrases.thanks} ${phrases.noted(brief.language === 'en' ? parts.join('; ') : parts.join(' ; '))}`
      : phrases.thanksNothing;
  return [intro, ...missing.map((field) => phrases.questions[field]), ...teamQuestion].join(' ');
}

/** The question about an estimated team size (none when the client gave one), whichever analyser wrote the rest. */
export function askTeamSize(brief: DraftBrief): string[] {
  if (!brief.teamSize || !brief.inferred.includes('teamSize')) return [];
  return [PHRASES[brief.language].confirmTeam(brief.teamSize.min, brief.teamSize.max)];
}

function describeBrief(brief: DraftBrief, phrases: Phrases, isTeamSizeEstimated: boolean): string[] {
  const parts: string[] = [];
  if (brief.skills.length > 0) {
    const names = brief.skills
      .slice(0, MAX_LISTED_SKILLS)
      .map((skill) =>
        skill.minLevel === 3 ? skill.name : `${skill.name} (${phrases.levels[skill.minLevel]})`,
      );
    if (brief.skills.length > MAX_LISTED_SKILLS)
      names.push(phrases.more(brief.skills.length - MAX_LISTED_SKILLS));
    parts.push(phrases.skills(joinList(names, phrases.and)));
  }
  if (brief.teamSize) parts.push(phrases.team(brief.teamSize.min, brief.teamSize.max, isTeamSizeEstimated));
  if (brief.budget?.kind === 'total')
    parts.push(phrases.total(formatEuros(brief.budget.amount, phrases.locale)));
  if (brief.budget?.kind === 'hourly') {
    parts.push(phrases.hourly(formatEuros(brief.budget.maxHourlyTotal, phrases.locale)));
  }
  if (brief.startDate) parts.push(phrases.start(formatDate(brief.startDate, phrases.locale)));
  if (brief.deadline) parts.push(phrases.deadline(formatDate(brief.deadline, phrases.locale)));
  if (brief.priority) parts.push(phrases.priorities[brief.priority]);
  return parts;
}

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

// Building an Intl formatter costs more than the rest of the analysis: one per locale.
const euroFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatEuros(amount: number, locale: string): string {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    euroFormats.set(locale, format);
  }
  return format.format(amount);
}

function formatDate(isoDate: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  const formatted = format.format(new Date(`${isoDate}T00:00:00Z`));
  return locale === 'fr-FR' ? formatted.replace(/^1 /, '1er ') : formatted;
}
