// The client's words quoted for a field: the clause around the words read, cut to the longest quote kept, found
// without walking a long text whole for each of its mentions.
import { MAX_EVIDENCE_QUOTE_LENGTH } from '@escouade/contract/projects';
import { describe, expect, it } from 'vitest';
import { quoteSpan } from '../src/modules/projects/brief-analysis/evidence.ts';

describe('the quote of a field', () => {
  it('keeps the words read and at most the longest quote, in a text of thousands of characters without a mark', () => {
    const text = 'React Node PHP Vue Angular '.repeat(150);
    for (const start of [0, 27, 1_000, 2_000, text.length - 27]) {
      const quote = quoteSpan(text, { start, end: start + 5 });
      expect(quote.length).toBeLessThanOrEqual(MAX_EVIDENCE_QUOTE_LENGTH);
      expect(quote).toContain('React');
    }
  });

  it('quotes a short clause whole, between its marks', () => {
    const text = 'Bonjour. Nous cherchons un développeur React ; budget 5 000 €. Merci !';
    const at = text.indexOf('React');
    const quote = quoteSpan(text, { start: at, end: at + 5 });
    expect(quote).toBe('Nous cherchons un développeur React');
  });

  it('does not end a clause at the point inside a number', () => {
    const text =
      'Niveau budget on ne sait pas suivre les 12.000 € de votre estimation, on serait plutôt à 8.500 € HTVA. Merci';
    const at = text.indexOf('8.500');
    expect(quoteSpan(text, { start: at, end: at + 7 })).toBe(
      'Niveau budget on ne sait pas suivre les 12.000 € de votre estimation, on serait plutôt à 8.500 € HTVA',
    );
  });

  it('cuts a clause longer than the longest quote around the words read, on word boundaries', () => {
    const text = `${'mot '.repeat(100)}React${' mot'.repeat(100)}.`;
    const at = text.indexOf('React');
    const quote = quoteSpan(text, { start: at, end: at + 5 });
    expect(quote).toContain('React');
    expect(quote.length).toBeLessThanOrEqual(MAX_EVIDENCE_QUOTE_LENGTH);
    expect(quote.startsWith('mot')).toBe(true);
    expect(quote.endsWith('mot')).toBe(true);
  });
});
