import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_ROLES,
  AVAILABILITY_STATUSES,
  DEFAULT_SKILL_LEVEL,
  LANGUAGES,
  PASSWORD_MIN_LENGTH,
  ROLES,
  SIGN_UP_ROLES,
  SKILL_LEVELS,
} from '../src/constants.ts';

describe('business constants', () => {
  it('never lets a visitor or the role picker grant admin', () => {
    expect(SIGN_UP_ROLES).not.toContain('admin');
    expect(ASSIGNABLE_ROLES).not.toContain('admin');
    for (const role of SIGN_UP_ROLES) expect(ROLES).toContain(role);
  });

  it('keeps the default skill level inside the level range', () => {
    expect(SKILL_LEVELS).toContain(DEFAULT_SKILL_LEVEL);
    expect(SKILL_LEVELS[0]).toBe(1);
    expect(SKILL_LEVELS.at(-1)).toBe(5);
  });

  it('holds the product’s values', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(LANGUAGES[0]).toBe('fr');
    expect(AVAILABILITY_STATUSES).toEqual(['available', 'busy', 'away', 'not_looking']);
  });
});
