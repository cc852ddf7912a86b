import { createHash } from 'node:crypto';
import { test as base, expect } from '../fixtures.ts';

/**
 * The profile journeys' `test`: the shared fixtures, plus
 * - a client address of its own per test (`X-Forwarded-For`, used when the server trusts its proxy), so the
 *   per-address sign-up limit applies per journey as it would per real visitor;
 * - the 404 of an unknown profile (a journey step) not counted as a console error: Chromium logs every
 *   4xx it receives. Anything else still fails the journey.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash('sha256')
      .update(`${testInfo.testId}:${testInfo.project.name}:${Date.now()}`)
      .digest();
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': `10.${digest[0]}.${digest[1]}.${((digest[2] ?? 0) % 254) + 1}`,
    });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const isUnknownProfile =
        /the server responded with a status of 404\b/.test(message.text()) &&
        new URL(message.location().url || 'http://x/').pathname.startsWith('/api/profiles/');
      if (!isUnknownProfile) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'browser console errors').toEqual([]);
  },
});

export { expect };
