/**
 * Counts events per key in fixed windows. Better Auth limits per IP; this adds limits per account (an attacker
 * rotating addresses still gets only a few tries per e-mail). In memory: with several instances, a Redis
 * store replaces it (docs/deployment.md).
 */
export interface FixedWindowLimiter {
  /** Records one event; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number;
  reset(key: string): void;
}

export function createFixedWindowLimiter({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
}): FixedWindowLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();

  function sweepExpired(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(key);
  }

  return {
    hit(key) {
      const at = now();
      sweepExpired(at);
      const current = windows.get(key);
      if (!current || at - current.startedAt >= windowMs) {
        windows.set(key, { startedAt: at, count: 1 });
        return 0;
      }
      current.count += 1;
      if (current.count <= max) return 0;
      return Math.max(1, Math.ceil((current.startedAt + windowMs - at) / 1000));
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
