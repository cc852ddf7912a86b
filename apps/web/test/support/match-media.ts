import { onTestFinished, vi } from 'vitest';

/** Replaces window.matchMedia for one test: every query answers `matches`, which `set` changes (and tells). */
export function stubMatchMedia(initiallyMatches: boolean) {
  let matches = initiallyMatches;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}
