import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions, run as runAxe } from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';
import { randomAddress } from './support/client-address.ts';

/**
 * Every journey fails on a browser console error or an uncaught page error (a CSP violation, a React
 * warning, a failed asset), like a `console.error` failing a unit test. Two exceptions, both logged by
 * Chromium for any 4xx answer: an API refusing bad input (wrong password, not found), a state the journeys
 * exercise on purpose and whose display they assert; and a post's image answered 404 because its author
 * deleted the post after the feed listed it (journeys running in parallel share one feed, and images load
 * lazily). The journey that publishes an image checks that it loads.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test a visitor of its own address: the per-address limits of sign-up and sign-in apply per journey.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': randomAddress() });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedClientError(message.text(), message.location().url)) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A blocked eval that the page's code catches (a feature probe) logs nothing: only this event tells.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function isExpectedClientError(text: string, url: string): boolean {
  const isClientError = /^Failed to load resource: the server responded with a status of 4\d\d/.test(text);
  const isNotFound = text.startsWith('Failed to load resource: the server responded with a status of 404');
  return (isClientError && /\/api\//.test(url)) || (isNotFound && /\/uploads\/posts\//.test(url));
}

/**
 * Every rule axe has, by its tags: WCAG 2.0 to 2.2 at levels A, AA and AAA, axe's best practices (landmarks,
 * headings, regions...) and its experimental rules (a visible label inside the accessible name, a paragraph
 * styled as a heading, focusable elements without a role). Without tags, axe leaves out its experimental rules
 * and those it disables by default (target size, AAA contrast). Only the deprecated rules stay out: they check
 * criteria WCAG 2.2 withdrew (duplicate ids, parsing).
 */
export const EVERY_AXE_RULE_TAG = [
  'wcag2a',
  'wcag2aa',
  'wcag2aaa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/**
 * Waits (3 s at most) for the page's finite animations and transitions to end: axe measures colours as they are
 * drawn, and a toast caught halfway through fading out has the contrast of its opacity at that instant, which
 * no one reads. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Only the violations are reported in full; passes and the rest keep one node each, which is much faster. */
const AXE_OPTIONS: Pick<RunOptions, 'resultTypes'> = { resultTypes: ['violations'] };

/**
 * Every rule's violations on the page. A page without frames is analysed in place, axe loaded once per document;
 * AxeBuilder, which the pages with frames still go through, loads axe again on every call and opens a blank page
 * to assemble the frames' results: the same analysis, about 0.6 s slower a call.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(EVERY_AXE_RULE_TAG).options(AXE_OPTIONS);
    return (await builder.analyze()).violations;
  }
  // Evaluated through the browser's protocol, as AxeBuilder does: the page's content security policy allows no eval.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, options }) => {
      const { axe } = window as unknown as { axe: { run: typeof runAxe } };
      const results = await axe.run(document, { ...options, runOnly: { type: 'tag', values: tags } });
      return results.violations;
    },
    { tags: EVERY_AXE_RULE_TAG, options: AXE_OPTIONS },
  );
}

/**
 * Runs axe with every rule on the current page and expects no violation. It analyses the page
 * scrolled to the top, then scrolls back: axe's target-size rule places a sticky bar where it currently sticks,
 * so a button scrolled under the signed-in top bar would fail it or not by a few pixels of scrolling
 * (dequelabs/axe-core#3720).
 */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  const scrollY = await page.evaluate(() => {
    const { scrollY: current } = window;
    window.scrollTo(0, 0);
    return current;
  });
  const violations = await axeViolations(page);
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
