import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PostText } from '../src/components/post-text';

/**
 * Property-based check of how a post's text is shown: whatever people type, the text comes out as
 * typed and nothing but text, `http(s)` links and line breaks is produced. FUZZ_RUNS sets the number of texts
 * (200 in CI, more in the nightly run).
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 200));
const NEW_TAB_LABEL = '(opens in a new tab)';

/** Markup, script and addresses that must never become anything but text or a web link. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<br>',
  '</p><p>',
  '&lt;b&gt;&amp;',
  '&#106;avascript:alert(1)',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:someone@example.test',
  'file:///etc/passwd',
  'https://javascript:alert(1)@example.test',
  'http://javascript:alert(1)',
  'https://example.test/"><script>alert(1)</script>',
  "https://example.test/'onmouseover='alert(1)",
  'https://example.test/?q=<b>x</b>&r=`y`',
  'www.example.test/<b>bold</b>',
  'www.javascript:alert(1)',
  'www.',
  'https://',
  'http://[::1]:80/',
  'https://例え.テスト/パス?q=値',
  'https://example.test/path_(with)_parens)',
  '(https://example.test).',
  'HTTPS://EXAMPLE.TEST',
  'https:example.test',
  'https:/\\evil.test',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '\u202Ehttps://evil.test',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0302',
  '\u0000',
  '\uFEFF',
  '\u2028\u2029',
] as const;

const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PAYLOADS) },
  { weight: 2, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 2, arbitrary: fc.constantFrom(' ', '  ', '\n', '\n\n', '\r\n', '\t', '.', ',', ')', '"', "'") },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

/** Text as people paste it: payloads, addresses, punctuation, line breaks and any Unicode, run together. */
const hostileText = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));

/** What the component may produce: the paragraph, text spans, links with their screen-reader label, <br>. */
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  P: ['class'],
  SPAN: ['class'],
  A: ['class', 'href', 'target', 'rel'],
  BR: [],
};

function expectOnlyTextLinksAndBreaks(container: HTMLElement, text: string) {
  const context = JSON.stringify(text);
  const paragraph = container.firstElementChild;
  expect(container.childElementCount, context).toBe(1);
  expect(paragraph?.tagName, context).toBe('P');

  for (const element of container.querySelectorAll('*')) {
    const allowed = ALLOWED_ATTRIBUTES[element.tagName];
    expect(allowed, `${context}: <${element.tagName.toLowerCase()}>`).toBeDefined();
    for (const attribute of element.getAttributeNames()) {
      expect(allowed, `${context}: <${element.tagName.toLowerCase()} ${attribute}>`).toContain(attribute);
    }
  }

  for (const link of container.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    expect(href, context).not.toMatch(/^\s*javascript:/i);
    expect(['http:', 'https:'], `${context}: ${href}`).toContain(new URL(href).protocol);
    expect(link.getAttribute('target'), context).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' '), context).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    // Inside a link only its text and the screen-reader label.
    const label = link.querySelector('span');
    expect(link.querySelectorAll('*'), context).toHaveLength(1);
    expect(label?.textContent, context).toBe(` ${NEW_TAB_LABEL}`);
  }

  // Everything typed is shown, in order, as text: markup included, nothing dropped or decoded.
  const shown = [...(paragraph?.childNodes ?? [])]
    .map((node) =>
      node instanceof HTMLAnchorElement ? (node.firstChild?.textContent ?? '') : node.textContent,
    )
    .join('');
  expect(shown, context).toBe(text);
}

describe('PostText with hostile text', () => {
  it('renders only text, http(s) links and line breaks, and shows the text as typed', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const { container, unmount } = render(<PostText text={text} newTabLabel={NEW_TAB_LABEL} />);
        try {
          expectOnlyTextLinksAndBreaks(container, text);
        } finally {
          unmount();
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never makes a link of a script address, however it is written', () => {
    for (const payload of PAYLOADS.filter((text) => /script:/i.test(text))) {
      const { container, unmount } = render(<PostText text={payload} newTabLabel={NEW_TAB_LABEL} />);
      for (const link of container.querySelectorAll('a')) {
        expect(link.getAttribute('href'), payload).not.toMatch(/^\s*(java|vb)script:/i);
      }
      expect(container.textContent, payload).toContain(payload);
      unmount();
    }
  });
});
