import { describe, expect, it } from 'vitest';
import { headOf, sliceWhole } from '../src/whole-characters.ts';

const LONE_SURROGATE = /\p{Cs}/u;

describe('cutting text on whole characters', () => {
  it('never leaves half of a surrogate pair at either end, whatever the bounds', () => {
    const text = 'a😀b😀😀c𝒳';
    for (let start = -text.length - 1; start <= text.length + 1; start++) {
      for (let end = -text.length - 1; end <= text.length + 1; end++) {
        const cut = sliceWhole(text, start, end);
        expect(LONE_SURROGATE.test(cut), `${start}..${end}`).toBe(false);
        expect(text.slice(start, end)).toContain(cut);
        // Only a half character is ever dropped: at most one code unit at each end.
        expect(Math.max(0, text.slice(start, end).length) - cut.length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('cuts as slice does where no pair is split', () => {
    expect(headOf('bonjour', 3)).toBe('bon');
    expect(sliceWhole('bonjour', 3)).toBe('jour');
    expect(sliceWhole('bonjour', -4, -1)).toBe('jou');
    expect(headOf('😀😀', 4)).toBe('😀😀');
    expect(headOf('😀😀', 2)).toBe('😀');
  });

  it('drops the half character a code-unit cut would keep', () => {
    expect(headOf('😀😀', 3)).toBe('😀');
    expect(headOf('😀', 1)).toBe('');
    expect(sliceWhole('😀ab', 1)).toBe('ab');
    expect(headOf('x', -2)).toBe('');
  });
});
