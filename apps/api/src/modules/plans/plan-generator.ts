import { addDays, daysBetween } from '@escouade/contract/calendar-days';
import { ASSUMED_HOURS_PER_WEEK } from '@escouade/contract/plans';
import type { Language } from '@escouade/contract';
import { headOf } from '@escouade/contract/whole-characters';

// The plan Escouade drafts when a team is complete: scoping, then one build milestone per member in parallel
// (the brief's skills each go to the member best at them), then testing and delivery. Phases follow each other,
// so a member leads one milestone at a time and never gives more hours a week than they have. Pure: the service
// loads what it needs and stores what this returns.

export interface PlanSkill {
  skillId: string;
  /** In the project's language. */
  name: string;
  weight: number;
  /** The level the brief asks for, 1–5: a member below it is not given the skill's work. */
  minLevel: number;
  category: string | null;
}

export interface PlanTeamMember {
  userId: string;
  /** The skills the member brings to this team, with their level. */
  skills: { skillId: string; level: number }[];
  declaredHoursPerWeek: number | null;
}

export interface DraftPlanInput {
  language: Language;
  /** First and last day of the plan, inclusive. */
  startDate: string;
  endDate: string;
  /** The hours a week the brief asks of each member. */
  hoursPerWeek: number;
  skills: PlanSkill[];
  members: PlanTeamMember[];
}

export interface DraftMilestone {
  title: string;
  deliverables: string[];
  startDate: string;
  dueDate: string;
  ownerId: string | null;
  hoursPerWeek: number;
  skills: { skillId: string; name: string }[];
}

/** Below this many days there is no room for separate scoping and delivery phases. */
const MIN_DAYS_FOR_PHASES = 10;
const SCOPING_SHARE = 0.1;
const DELIVERY_SHARE = 0.15;
const MAX_SCOPING_DAYS = 10;
const MAX_DELIVERY_DAYS = 15;
/** Skills whose holders best lead the scoping, and the testing and delivery. */
const SCOPING_CATEGORIES = new Set(['management', 'product']);
const DELIVERY_CATEGORIES = new Set(['devops', 'security', 'management']);
const TITLE_SKILL_NAMES = 3;

const WORDS = {
  fr: {
    scoping: 'Cadrage et lancement',
    scopingDeliverables: ['Objectifs et périmètre validés avec le client', 'Planning détaillé'],
    build: (skills: string) => (skills ? `Réalisation\u00a0: ${skills}` : 'Réalisation'),
    support: 'Contribution aux livrables de l’équipe',
    unstaffed: (skills: string) => `À pourvoir\u00a0: ${skills}`,
    more: (count: number) => `et ${count} autre${count > 1 ? 's' : ''}`,
    delivery: 'Recette et livraison',
    deliveryDeliverables: ['Version finale livrée', 'Documentation et passation'],
    // « Travail livré en Gorgias » read as broken French: the skill is what the work is on.
    workOn: (skill: string) => `Travail sur ${skill} livré`,
    byCategory: {
      data: 'Données préparées et tableaux de bord',
      design: 'Maquettes validées',
      development: 'Fonctionnalités développées et testées',
      devops: 'Infrastructure et déploiement en place',
      finance: 'Analyse financière remise',
      hr: 'Processus RH documentés',
      legal: 'Documents juridiques relus',
      management: 'Suivi de projet et comptes rendus',
      marketing: 'Plan marketing et contenus',
      product: 'Spécifications et priorités produit',
      sales: 'Supports et pipeline commerciaux',
      security: 'Audit et recommandations de sécurité',
      writing: 'Contenus rédigés et relus',
    } as Record<string, string>,
  },
  en: {
    scoping: 'Scoping and kick-off',
    scopingDeliverables: ['Goals and scope agreed with the client', 'Detailed schedule'],
    build: (skills: string) => (skills ? `Build: ${skills}` : 'Build'),
    support: 'Contribution to the team’s deliverables',
    unstaffed: (skills: string) => `To staff: ${skills}`,
    more: (count: number) => `and ${count} more`,
    delivery: 'Testing and delivery',
    deliveryDeliverables: ['Final version delivered', 'Documentation and handover'],
    workOn: (skill: string) => `${skill} work delivered`,
    byCategory: {
      data: 'Prepared data and dashboards',
      design: 'Approved designs',
      development: 'Features built and tested',
      devops: 'Infrastructure and deployment in place',
      finance: 'Financial analysis delivered',
      hr: 'HR processes documented',
      legal: 'Legal documents reviewed',
      management: 'Project tracking and reports',
      marketing: 'Marketing plan and content',
      product: 'Product specifications and priorities',
      sales: 'Sales material and pipeline',
      security: 'Security review and recommendations',
      writing: 'Written and proofread content',
    } as Record<string, string>,
  },
} as const;

export function draftPlan(input: DraftPlanInput): DraftMilestone[] {
  if (input.members.length === 0) return [];
  const words = WORDS[input.language];
  const end = input.endDate < input.startDate ? input.startDate : input.endDate;
  const days = daysBetween(input.startDate, end) + 1;
  const hasPhases = days >= MIN_DAYS_FOR_PHASES;
  const scopingDays = hasPhases ? clamp(Math.round(days * SCOPING_SHARE), 1, MAX_SCOPING_DAYS) : 0;
  const deliveryDays = hasPhases ? clamp(Math.round(days * DELIVERY_SHARE), 1, MAX_DELIVERY_DAYS) : 0;
  const build = { startDate: addDays(input.startDate, scopingDays), dueDate: addDays(end, -deliveryDays) };

  const hoursOf = (member: PlanTeamMember) =>
    Math.floor(Math.min(input.hoursPerWeek, member.declaredHoursPerWeek ?? ASSUMED_HOURS_PER_WEEK) * 2) / 2;
  const byId = new Map(input.members.map((member) => [member.userId, member]));
  const { assigned, unstaffed } = assignSkills(input.skills, input.members);
  const milestones: DraftMilestone[] = [];

  if (hasPhases) {
    const lead = pickLead(input.skills, input.members, SCOPING_CATEGORIES, assigned);
    milestones.push({
      title: words.scoping,
      deliverables: [...words.scopingDeliverables],
      startDate: input.startDate,
      dueDate: addDays(build.startDate, -1),
      ownerId: lead.userId,
      hoursPerWeek: hoursOf(lead),
      skills: [],
    });
  }
  for (const member of input.members) {
    const skills = assigned.get(member.userId) ?? [];
    const own = skills.length > 0 ? skills : skillsHeldBy(member, input.skills);
    milestones.push({
      title: truncate(
        words.build(
          listNames(
            own.map((skill) => skill.name),
            words.more,
          ),
        ),
      ),
      deliverables: deliverablesFor(own, words),
      ...build,
      ownerId: member.userId,
      hoursPerWeek: hoursOf(member),
      skills: own.map(({ skillId, name }) => ({ skillId, name })),
    });
  }
  if (unstaffed.length > 0) {
    milestones.push({
      title: truncate(
        words.unstaffed(
          listNames(
            unstaffed.map((skill) => skill.name),
            words.more,
          ),
        ),
      ),
      deliverables: deliverablesFor(unstaffed, words),
      ...build,
      ownerId: null,
      hoursPerWeek: Math.floor(input.hoursPerWeek * 2) / 2,
      skills: unstaffed.map(({ skillId, name }) => ({ skillId, name })),
    });
  }
  if (hasPhases) {
    const closer = pickLead(input.skills, input.members, DELIVERY_CATEGORIES, assigned);
    milestones.push({
      title: words.delivery,
      deliverables: [...words.deliveryDeliverables],
      startDate: addDays(build.dueDate, 1),
      dueDate: end,
      ownerId: closer.userId,
      hoursPerWeek: hoursOf(byId.get(closer.userId) ?? closer),
      skills: [],
    });
  }
  return milestones;
}

/**
 * Each skill of the brief goes to the member of the team best at it (the highest level; on a tie, the member
 * with the least work so far); a skill nobody on the team holds at the level the brief asks for is left to
 * staff, as the proposal said when the client chose the team, rather than given to someone below it.
 */
function assignSkills(skills: PlanSkill[], members: PlanTeamMember[]) {
  const assigned = new Map<string, PlanSkill[]>();
  const workload = new Map<string, number>(members.map((member) => [member.userId, 0]));
  const unstaffed: PlanSkill[] = [];
  const byWeight = [...skills].sort((a, b) => b.weight - a.weight);
  for (const skill of byWeight) {
    let best: { member: PlanTeamMember; level: number } | undefined;
    for (const member of members) {
      const level = member.skills.find((held) => held.skillId === skill.skillId)?.level;
      if (level === undefined || level < skill.minLevel) continue;
      const isBetter =
        !best ||
        level > best.level ||
        (level === best.level &&
          (workload.get(member.userId) ?? 0) < (workload.get(best.member.userId) ?? 0));
      if (isBetter) best = { member, level };
    }
    if (!best) {
      unstaffed.push(skill);
      continue;
    }
    const id = best.member.userId;
    assigned.set(id, [...(assigned.get(id) ?? []), skill]);
    workload.set(id, (workload.get(id) ?? 0) + skill.weight);
  }
  // Kept in the brief's order, which is the client's.
  for (const [id, list] of assigned) {
    assigned.set(
      id,
      skills.filter((skill) => list.includes(skill)),
    );
  }
  return { assigned, unstaffed: skills.filter((skill) => unstaffed.includes(skill)) };
}

/** A member who got none of the brief's skills still works on those of the brief they hold at its level. */
function skillsHeldBy(member: PlanTeamMember, skills: PlanSkill[]): PlanSkill[] {
  return skills.filter((skill) =>
    member.skills.some((held) => held.skillId === skill.skillId && held.level >= skill.minLevel),
  );
}

/**
 * Who leads a phase: the member whose skills in `categories` weigh most (level × weight), else the member who
 * carries the most of the brief.
 */
function pickLead(
  skills: PlanSkill[],
  members: PlanTeamMember[],
  categories: Set<string>,
  assigned: Map<string, PlanSkill[]>,
): PlanTeamMember {
  const score = (member: PlanTeamMember, inCategories: boolean) =>
    skills.reduce((sum, skill) => {
      if (inCategories && !categories.has(skill.category ?? '')) return sum;
      const level = member.skills.find((held) => held.skillId === skill.skillId)?.level ?? 0;
      return sum + level * skill.weight;
    }, 0);
  const carried = (member: PlanTeamMember) =>
    (assigned.get(member.userId) ?? []).reduce((sum, skill) => sum + skill.weight, 0);
  let best = members[0] as PlanTeamMember;
  for (const member of members.slice(1)) {
    const [a, b] = [score(member, true), score(best, true)];
    if (a > b || (a === b && carried(member) > carried(best))) best = member;
  }
  return best;
}

function deliverablesFor(skills: PlanSkill[], words: (typeof WORDS)[Language]): string[] {
  const deliverables: string[] = [];
  for (const skill of skills) {
    const phrase = (skill.category && words.byCategory[skill.category]) || words.workOn(skill.name);
    if (!deliverables.includes(phrase)) deliverables.push(phrase);
  }
  return deliverables.length > 0 ? deliverables.slice(0, 5) : [words.support];
}

function listNames(names: string[], more: (count: number) => string): string {
  if (names.length <= TITLE_SKILL_NAMES) return names.join(', ');
  return `${names.slice(0, TITLE_SKILL_NAMES).join(', ')} ${more(names.length - TITLE_SKILL_NAMES)}`;
}

function truncate(title: string): string {
  return title.length <= 120 ? title : `${headOf(title, 119)}…`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
