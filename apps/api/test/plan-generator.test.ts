import { daysBetween } from '@escouade/contract/calendar-days';
import { ASSUMED_HOURS_PER_WEEK } from '@escouade/contract/plans';
import { describe, expect, it } from 'vitest';
import {
  type DraftMilestone,
  type DraftPlanInput,
  draftPlan,
  type PlanTeamMember,
} from '../src/modules/plans/plan-generator.ts';
import { memberLoad, weeklyHours } from '../src/modules/plans/weekly-load.ts';

const SKILLS = {
  react: { skillId: 'react', name: 'React', weight: 5, minLevel: 3, category: 'development' },
  node: { skillId: 'node', name: 'Node.js', weight: 4, minLevel: 3, category: 'development' },
  design: { skillId: 'design', name: 'UI design', weight: 3, minLevel: 3, category: 'design' },
  pm: { skillId: 'pm', name: 'Gestion de projet', weight: 2, minLevel: 3, category: 'management' },
  sql: { skillId: 'sql', name: 'PostgreSQL', weight: 3, minLevel: 3, category: 'data' },
  ops: { skillId: 'ops', name: 'Kubernetes', weight: 2, minLevel: 3, category: 'devops' },
};
type SkillKey = keyof typeof SKILLS;

function member(userId: string, skills: [SkillKey, number][], declaredHoursPerWeek: number | null = null) {
  return {
    userId,
    skills: skills.map(([key, level]) => ({ skillId: SKILLS[key].skillId, level })),
    declaredHoursPerWeek,
  } satisfies PlanTeamMember;
}

/** The rules every drafted plan keeps, whatever its brief. */
function expectSoundPlan(input: DraftPlanInput, plan: DraftMilestone[]) {
  expect(plan.length).toBeGreaterThan(0);
  for (const milestone of plan) {
    // Inside the project's dates, in order.
    expect(milestone.startDate >= input.startDate).toBe(true);
    expect(milestone.dueDate <= input.endDate).toBe(true);
    expect(milestone.dueDate >= milestone.startDate).toBe(true);
    expect(milestone.title.length).toBeGreaterThan(0);
    expect(milestone.title.length).toBeLessThanOrEqual(120);
    expect(milestone.deliverables.length).toBeGreaterThan(0);
    expect(milestone.hoursPerWeek).toBeGreaterThan(0);
  }
  for (const person of input.members) {
    // Every member has work that matches the skills they bring at the level the brief asks for.
    const minLevels = new Map(input.skills.map((skill) => [skill.skillId, skill.minLevel]));
    const held = new Set(
      person.skills
        .filter((skill) => skill.level >= (minLevels.get(skill.skillId) ?? 1))
        .map((skill) => skill.skillId),
    );
    const theirs = plan.filter((milestone) => milestone.ownerId === person.userId);
    const matching = theirs.filter(
      (milestone) =>
        milestone.skills.length > 0 && milestone.skills.every((skill) => held.has(skill.skillId)),
    );
    if (input.skills.some((skill) => held.has(skill.skillId))) expect(matching.length).toBeGreaterThan(0);
    else expect(theirs.length).toBeGreaterThan(0);
    // Never above their hours in any week.
    const available = person.declaredHoursPerWeek ?? ASSUMED_HOURS_PER_WEEK;
    for (const hours of weeklyHours(plan, person.userId).values()) {
      expect(hours).toBeLessThanOrEqual(available + 1e-9);
    }
    expect(memberLoad(plan, person).isOverloaded).toBe(false);
  }
  // Every skill of the brief is somewhere in the plan: with a member, or left to staff.
  const planned = new Set(plan.flatMap((milestone) => milestone.skills.map((skill) => skill.skillId)));
  for (const skill of input.skills) expect(planned.has(skill.skillId)).toBe(true);
}

const team = [
  member('alice', [
    ['react', 5],
    ['node', 3],
  ]),
  member(
    'bruno',
    [
      ['node', 5],
      ['sql', 4],
    ],
    14,
  ),
  member('chloe', [
    ['design', 4],
    ['pm', 4],
  ]),
];
const brief = (overrides: Partial<DraftPlanInput> = {}): DraftPlanInput => ({
  language: 'fr',
  startDate: '2027-03-01',
  endDate: '2027-06-30',
  hoursPerWeek: 21,
  skills: [SKILLS.react, SKILLS.node, SKILLS.design, SKILLS.pm, SKILLS.sql],
  members: team,
  ...overrides,
});

describe('plan generator', () => {
  it('drafts scoping, a build milestone per member on the skills they are best at, then delivery', () => {
    const input = brief();
    const plan = draftPlan(input);
    expectSoundPlan(input, plan);
    expect(plan.map((milestone) => milestone.title)).toEqual([
      'Cadrage et lancement',
      'Réalisation\u00a0: React',
      'Réalisation\u00a0: Node.js, PostgreSQL',
      'Réalisation\u00a0: UI design, Gestion de projet',
      'Recette et livraison',
    ]);
    // The scoping goes to the member who holds the management skill; phases follow each other.
    expect(plan[0]?.ownerId).toBe('chloe');
    expect(plan[0]?.startDate).toBe('2027-03-01');
    expect(plan.at(-1)?.dueDate).toBe('2027-06-30');
    expect(daysBetween(plan[0]?.dueDate ?? '', plan[1]?.startDate ?? '')).toBe(1);
    // Bruno declared 14 hours: the brief's 21 become 14 for him.
    expect(plan.find((milestone) => milestone.ownerId === 'bruno')?.hoursPerWeek).toBe(14);
    expect(plan.find((milestone) => milestone.ownerId === 'alice')?.hoursPerWeek).toBe(21);
    expect(plan[2]?.deliverables).toEqual([
      'Fonctionnalités développées et testées',
      'Données préparées et tableaux de bord',
    ]);
  });

  it('writes in English for an English project', () => {
    const plan = draftPlan(brief({ language: 'en' }));
    expect(plan[0]?.title).toBe('Scoping and kick-off');
    expect(plan[1]?.title).toBe('Build: React');
    expect(plan.at(-1)?.title).toBe('Testing and delivery');
    expect(plan.at(-1)?.deliverables).toEqual(['Final version delivered', 'Documentation and handover']);
  });

  it('names a skill outside every category in a deliverable that reads right in both languages', () => {
    const gorgias = { skillId: 'gorgias', name: 'Gorgias', weight: 3, minLevel: 2, category: null };
    const team = [
      member('alice', [['react', 5]]),
      { ...member('eve', []), skills: [{ skillId: 'gorgias', level: 4 }] },
    ];
    const deliverablesOf = (language: 'fr' | 'en') =>
      draftPlan(brief({ language, skills: [SKILLS.react, gorgias], members: team })).find(
        (milestone) => milestone.ownerId === 'eve',
      )?.deliverables;
    expect(deliverablesOf('fr')).toEqual(['Travail sur Gorgias livré']);
    expect(deliverablesOf('en')).toEqual(['Gorgias work delivered']);
  });

  it('fits short projects without separate phases', () => {
    const input = brief({ startDate: '2027-03-01', endDate: '2027-03-05' });
    const plan = draftPlan(input);
    expectSoundPlan(input, plan);
    expect(plan).toHaveLength(3);
    for (const milestone of plan) {
      expect([milestone.startDate, milestone.dueDate]).toEqual(['2027-03-01', '2027-03-05']);
    }
  });

  it('leaves a skill nobody on the team holds to staff, led by nobody', () => {
    const input = brief({ skills: [SKILLS.react, SKILLS.ops] });
    const plan = draftPlan(input);
    expectSoundPlan(input, plan);
    const unstaffed = plan.find((milestone) => milestone.ownerId === null);
    expect(unstaffed?.title).toBe('À pourvoir\u00a0: Kubernetes');
    expect(unstaffed?.deliverables).toEqual(['Infrastructure et déploiement en place']);
  });

  it('leaves a skill the team holds only below its level to staff, never to the member below it', () => {
    const figma = { skillId: 'figma', name: 'Figma', weight: 3, minLevel: 2, category: 'design' };
    const input = brief({
      skills: [SKILLS.react, figma],
      members: [
        member('alice', [['react', 5]]),
        {
          userId: 'eve',
          skills: [
            { skillId: 'figma', level: 1 },
            { skillId: 'react', level: 4 },
          ],
          declaredHoursPerWeek: null,
        },
      ],
    });
    const plan = draftPlan(input);
    expectSoundPlan(input, plan);
    const figmaOwners = plan
      .filter((milestone) => milestone.skills.some((skill) => skill.skillId === 'figma'))
      .map((milestone) => milestone.ownerId);
    expect(figmaOwners).toEqual([null]);
    expect(plan.find((milestone) => milestone.ownerId === null)?.title).toBe('À pourvoir\u00a0: Figma');
    expect(plan.find((milestone) => milestone.ownerId === 'eve')?.title).toBe('Réalisation\u00a0: React');
  });

  it('gives a member who holds none of the brief’s skills a part of the work anyway', () => {
    const input = brief({
      skills: [SKILLS.react],
      members: [team[0], member('dora', [['ops', 3]])] as PlanTeamMember[],
    });
    const plan = draftPlan(input);
    expectSoundPlan(input, plan);
    expect(plan.find((milestone) => milestone.ownerId === 'dora')?.title).toBe('Réalisation');
  });

  it('drafts nothing for a team of nobody', () => {
    expect(draftPlan(brief({ members: [] }))).toEqual([]);
  });

  it('keeps every rule on many briefs: dates, matching work, hours', () => {
    // A deterministic sweep: durations from one day to a year, one to six members, hours from 3.5 to 35.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const keys = Object.keys(SKILLS) as SkillKey[];
    for (let round = 0; round < 200; round += 1) {
      const days = 1 + Math.floor(random() * 365);
      const members = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, index) =>
        member(
          `m${index}`,
          keys
            .filter(() => random() < 0.35)
            .map((key) => [key, 1 + Math.floor(random() * 5)] as [SkillKey, number]),
          random() < 0.5 ? null : 1 + Math.floor(random() * 40),
        ),
      );
      const skills = keys.filter(() => random() < 0.6).map((key) => SKILLS[key]);
      const input = brief({
        language: random() < 0.5 ? 'fr' : 'en',
        startDate: '2027-01-04',
        endDate: new Date(Date.UTC(2027, 0, 4 + days - 1)).toISOString().slice(0, 10),
        hoursPerWeek: 3.5 * (1 + Math.floor(random() * 10)),
        skills: skills.length > 0 ? skills : [SKILLS.react],
        members,
      });
      expectSoundPlan(input, draftPlan(input));
    }
  });
});

describe('weekly load', () => {
  it('counts a week shared by two milestones once, and flags a week above the hours declared', () => {
    const back = [
      { ownerId: 'a', startDate: '2027-03-01', dueDate: '2027-03-03', hoursPerWeek: 21 },
      { ownerId: 'a', startDate: '2027-03-04', dueDate: '2027-03-14', hoursPerWeek: 21 },
    ];
    expect(memberLoad(back, { userId: 'a', declaredHoursPerWeek: 21 })).toEqual({
      peakWeek: { weekOf: '2027-03-01', hours: 21 },
      isOverloaded: false,
    });
    const overlapping = [
      ...back,
      { ownerId: 'a', startDate: '2027-03-08', dueDate: '2027-03-21', hoursPerWeek: 10 },
    ];
    expect(memberLoad(overlapping, { userId: 'a', declaredHoursPerWeek: 21 })).toEqual({
      peakWeek: { weekOf: '2027-03-08', hours: 31 },
      isOverloaded: true,
    });
    // Without declared hours, a full week of 35 is assumed.
    expect(memberLoad(overlapping, { userId: 'a', declaredHoursPerWeek: null }).isOverloaded).toBe(false);
    expect(memberLoad(overlapping, { userId: 'b', declaredHoursPerWeek: 10 })).toEqual({
      peakWeek: null,
      isOverloaded: false,
    });
  });
});
