import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_WEEKS,
  estimateEffort,
  getProjectCost,
  getTeamHourlyAllowance,
} from '../src/effort.ts';

describe('effort behind a total budget', () => {
  it('reads the weeks from the start (or today) to the deadline, and the hours per member from them', () => {
    const effort = estimateEffort({
      startDate: '2027-01-04',
      deadline: '2027-03-29',
      daysPerWeek: 3,
      today: '2026-11-22',
    });
    expect(effort).toEqual({ weeks: 12, isFromDates: true, daysPerWeek: 3, hoursPerMember: 252 });
    // 35 000 € over 12 weeks at 3 days a week: about 139 €/h for the whole team, whatever its size.
    expect(getTeamHourlyAllowance(35_000, effort)).toBeCloseTo(138.89, 2);
    expect(getProjectCost(150, effort)).toBe(37_800);
    expect(estimateEffort({ startDate: null, deadline: '2026-12-20', today: '2026-11-22' }).weeks).toBe(4);
  });

  it('assumes a default length without a deadline, one week at least, and keeps days within half days 0.5–5', () => {
    expect(estimateEffort({ startDate: null, deadline: null, today: '2026-11-22' })).toMatchObject({
      weeks: DEFAULT_PROJECT_WEEKS,
      isFromDates: false,
      daysPerWeek: 3,
    });
    expect(
      estimateEffort({ startDate: '2027-01-04', deadline: '2027-01-05', today: '2026-11-22' }).weeks,
    ).toBe(1);
    expect(
      estimateEffort({ startDate: null, deadline: null, daysPerWeek: 9, today: '2026-11-22' }).daysPerWeek,
    ).toBe(5);
    expect(
      estimateEffort({ startDate: null, deadline: null, daysPerWeek: 2.3, today: '2026-11-22' }).daysPerWeek,
    ).toBe(2.5);
    expect(
      estimateEffort({ startDate: null, deadline: null, daysPerWeek: 0, today: '2026-11-22' }).daysPerWeek,
    ).toBe(0.5);
  });
});
