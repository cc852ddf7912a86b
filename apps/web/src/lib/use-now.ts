import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** One timer for every relative date on the page, running only while one is shown. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Rounded to the minute, so it stays equal between renders of the same minute. */
function getNow(): number {
  return Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
}

/** The current time, to the minute: relative dates ("il y a 5 minutes") stay true while the page is open. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}
