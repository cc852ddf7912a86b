import { describe, expect, it } from 'vitest';
import { assessHealth, type HealthMilestone } from '../src/modules/plans/plan-health.ts';

const task = (status: 'todo' | 'in_progress' | 'done', dueDate: string | null = null, title = 'Tâche') => ({
  title,
  status,
  dueDate,
});
const milestone = (overrides: Partial<HealthMilestone>): HealthMilestone => ({
  title: 'Réalisation',
  startDate: '2027-03-01',
  dueDate: '2027-03-31',
  tasks: [],
  ...overrides,
});
const base = { deadline: '2027-06-30', endDate: '2027-06-30', overloadedMemberIds: [] as string[] };

describe('project health', () => {
  it('is on track when nothing is late or behind, and says how much is done', () => {
    const health = assessHealth({
      ...base,
      today: '2027-03-10',
      milestones: [milestone({ tasks: [task('done'), task('todo'), task('in_progress')] })],
    });
    expect(health).toEqual({ status: 'on_track', reasons: [{ code: 'on_track', done: 1, total: 3 }] });
  });

  it('is late when a milestone ended with work left, or a task is past its date', () => {
    const health = assessHealth({
      ...base,
      today: '2027-04-02',
      milestones: [
        milestone({ title: 'Maquettes', tasks: [task('done'), task('todo')] }),
        milestone({
          title: 'API',
          startDate: '2027-04-01',
          dueDate: '2027-04-30',
          tasks: [
            task('todo', '2027-04-01', 'Schéma'),
            task('done', '2027-04-01'),
            task('todo', '2027-04-02'),
          ],
        }),
        // Ended with every task done: not late.
        milestone({ title: 'Cadrage', dueDate: '2027-03-05', tasks: [task('done')] }),
      ],
    });
    expect(health.status).toBe('late');
    expect(health.reasons).toEqual([
      { code: 'milestone_overdue', title: 'Maquettes', dueDate: '2027-03-31', done: 1, total: 2 },
      { code: 'task_overdue', title: 'Schéma', dueDate: '2027-04-01' },
    ]);
  });

  it('counts a milestone ended without any task as late: nothing says its work was done', () => {
    const health = assessHealth({ ...base, today: '2027-04-01', milestones: [milestone({})] });
    expect(health.reasons[0]).toMatchObject({ code: 'milestone_overdue', done: 0, total: 0 });
  });

  it('counts a milestone delivered or accepted as handed over, even past its end with tasks open', () => {
    for (const deliveryStatus of ['delivered', 'accepted'] as const) {
      const health = assessHealth({
        ...base,
        today: '2027-04-02',
        milestones: [milestone({ deliveryStatus, tasks: [task('todo', '2027-03-15')] })],
      });
      expect(health.status).toBe('on_track');
    }
    const sentBack = assessHealth({
      ...base,
      today: '2027-04-02',
      milestones: [milestone({ deliveryStatus: 'changes_requested', tasks: [task('done')] })],
    });
    expect(sentBack.status).toBe('on_track');
    const reopened = assessHealth({
      ...base,
      today: '2027-04-02',
      milestones: [milestone({ deliveryStatus: 'changes_requested' })],
    });
    expect(reopened.status).toBe('late');
  });

  it('is at risk when time runs out faster than tasks get done, the plan ends late, or someone is overloaded', () => {
    // Two thirds of March gone (21 of 31 days), a quarter of the tasks done.
    const behind = assessHealth({
      ...base,
      today: '2027-03-21',
      milestones: [milestone({ tasks: [task('done'), task('todo'), task('todo'), task('todo')] })],
    });
    expect(behind).toEqual({
      status: 'at_risk',
      reasons: [{ code: 'milestone_behind', title: 'Réalisation', elapsedPercent: 68, donePercent: 25 }],
    });
    // Half the time gone, half the work done: fine.
    expect(
      assessHealth({
        ...base,
        today: '2027-03-16',
        milestones: [milestone({ tasks: [task('done'), task('todo')] })],
      }).status,
    ).toBe('on_track');
    const slipping = assessHealth({
      deadline: '2027-06-30',
      endDate: '2027-07-15',
      overloadedMemberIds: ['bruno'],
      today: '2027-03-02',
      milestones: [milestone({})],
    });
    expect(slipping).toEqual({
      status: 'at_risk',
      reasons: [
        { code: 'plan_past_deadline', endDate: '2027-07-15', deadline: '2027-06-30' },
        { code: 'member_overloaded', userId: 'bruno' },
      ],
    });
  });

  it('says at most five reasons, the late ones first', () => {
    const health = assessHealth({
      ...base,
      endDate: '2027-07-15',
      today: '2027-05-01',
      overloadedMemberIds: ['a'],
      milestones: Array.from({ length: 7 }, (_, index) => milestone({ title: `M${index}` })),
    });
    expect(health.reasons).toHaveLength(5);
    expect(health.reasons.every((reason) => reason.code === 'milestone_overdue')).toBe(true);
  });
});
