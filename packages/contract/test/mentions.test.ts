import { describe, expect, it } from 'vitest';
import { mentionsWithNames, splitMentions } from '../src/mentions.ts';

const names = new Map([
  ['victim', 'Victor Hugo'],
  ['alice', 'Alice Martin'],
]);
const nameOf = (userId: string) => names.get(userId);

/** Every mention of a text with the name it shows, as a reader's screen would render it. */
const shown = (text: string) =>
  splitMentions(text).flatMap((segment) =>
    segment.kind === 'mention' ? [[segment.name, segment.userId]] : [],
  );

describe('mentions', () => {
  it('rewrites every mention with the real name of the person it links, however the labels nest', () => {
    const forged = [
      '@[@[Escouade Trust & Safety](x)](victim)',
      '@[@[Alice Martin](alice)](victim)',
      '@[x @[Escouade](nobody)](victim) et @[y](alice)',
      '@[@[@[@[Modération](a)](b)](c)](victim)',
      '@[Escouade\n@[Support](x)](victim)',
      '@[[Support]](victim)',
      '@[@[Escouade Trust & Safety](x)](victim',
    ];
    for (const text of forged) {
      const stored = mentionsWithNames(text, nameOf);
      for (const [name, userId] of shown(stored)) expect(name, `${text} → ${stored}`).toBe(nameOf(userId!));
      // Stored again, it stays as it is: the server's rewrite reaches a fixed point.
      expect(mentionsWithNames(stored, nameOf)).toBe(stored);
    }
  });

  it('keeps the words of a mention it cannot link, as plain text', () => {
    expect(mentionsWithNames('Merci @[Ghost](nobody) !', nameOf)).toBe('Merci @Ghost !');
    expect(mentionsWithNames('Merci @[Vic](victim) !', nameOf)).toBe('Merci @[Victor Hugo](victim) !');
  });

  it('links a person whose name is long or holds brackets with a name that still reads as a mention', () => {
    const long = 'A'.repeat(120) + ' ' + 'B'.repeat(120);
    const stored = mentionsWithNames('@[x](long) @[y](brackets)', (id) =>
      id === 'long' ? long : id === 'brackets' ? '[Dr] Who' : undefined,
    );
    const mentions = shown(stored);
    expect(mentions.map(([, id]) => id)).toEqual(['long', 'brackets']);
    expect(mentions[0]?.[0]?.length).toBeLessThanOrEqual(100);
    expect(mentions[1]?.[0]).toBe('Dr Who');
  });

  it('cuts a long name written with emoji on a whole character: the stored text stays Unicode', () => {
    const stored = mentionsWithNames('@[x](emoji)', () => '🎨'.repeat(80));
    const [mention] = shown(stored);
    expect(mention?.[0]).toBe('🎨'.repeat(50));
    expect(/\p{Cs}/u.test(stored)).toBe(false);
  });
});
