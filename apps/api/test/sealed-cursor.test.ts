import { describe, expect, it } from 'vitest';
import { createCursorSeal } from '../src/db/sealed-cursor.ts';

describe('sealed cursors', () => {
  const secret = 'a'.repeat(32);
  const seal = createCursorSeal(secret, 'search relevance');
  const text = 'w.MjAyNi0xMS0yNSAxMDowMDowMSswMHw.1.42';

  it('opens what it sealed, and shows nothing of it', () => {
    const sealed = seal.seal(text);
    expect(seal.open(sealed)).toBe(text);
    expect(sealed).toMatch(/^[\w-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('MjAyNi0xMS0yNS');
    // The same text twice is sealed differently: equal cursors are not told apart.
    expect(seal.seal(text)).not.toBe(sealed);
  });

  it('opens nothing altered, cut, or sealed with another secret or for another purpose', () => {
    const sealed = seal.seal(text);
    const altered = [...sealed];
    for (const index of [0, 5, 20, sealed.length - 1]) {
      const copy = [...altered];
      copy[index] = copy[index] === 'A' ? 'B' : 'A';
      expect(seal.open(copy.join('')), `character ${index}`).toBeUndefined();
    }
    expect(seal.open(sealed.slice(0, -4))).toBeUndefined();
    expect(seal.open(`${sealed}A`)).toBeUndefined();
    expect(seal.open('')).toBeUndefined();
    expect(seal.open('not base64url!')).toBeUndefined();
    expect(seal.open(text)).toBeUndefined();
    expect(createCursorSeal('b'.repeat(32), 'search relevance').open(sealed)).toBeUndefined();
    expect(createCursorSeal(secret, 'another purpose').open(sealed)).toBeUndefined();
  });

  it('signs a text it leaves readable, and verifies nothing altered or signed with another key', () => {
    const signed = seal.sign(text);
    expect(signed.startsWith(`${text}.`)).toBe(true);
    expect(seal.verify(signed)).toBe(text);
    // The same text, the same tag: a cursor handed out twice is the same cursor.
    expect(seal.sign(text)).toBe(signed);
    const tag = signed.slice(text.length + 1);
    expect(seal.verify(`${text.replace('42', '43')}.${tag}`)).toBeUndefined();
    expect(seal.verify(`${text}.${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(seal.verify(`${text}.${'é'.repeat(22)}`)).toBeUndefined();
    expect(seal.verify(text)).toBeUndefined();
    expect(seal.verify('')).toBeUndefined();
    expect(createCursorSeal('b'.repeat(32), 'search relevance').verify(signed)).toBeUndefined();
    expect(createCursorSeal(secret, 'another purpose').verify(signed)).toBeUndefined();
    // Bound to what it was for, without writing it.
    const forCache = seal.sign(text, 'cache');
    expect(forCache.startsWith(`${text}.`)).toBe(true);
    expect(seal.verify(forCache, 'cache')).toBe(text);
    expect(seal.verify(forCache, 'rgpd')).toBeUndefined();
    expect(seal.verify(forCache)).toBeUndefined();
    expect(seal.open(seal.seal(text, 'cache'), 'cache')).toBe(text);
    expect(seal.open(seal.seal(text, 'cache'), 'rgpd')).toBeUndefined();
    // Another instance of the deployment, which never signed it, verifies it too.
    expect(createCursorSeal(secret, 'search relevance').verify(signed)).toBe(text);
  });
});
