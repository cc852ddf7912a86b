import type { WindowCounter } from '../rate-limit/window-counter.ts';

/**
 * A named limit of `max` events per key in fixed windows of `windowMs`. Better Auth limits per IP; these add
 * limits per account (an attacker rotating addresses still gets only a few tries per e-mail). The counts live
 * in the app's window counter: this process's memory, or Redis shared by every instance.
 */
export interface FixedWindowLimiter {
  /** Records one event; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): Promise<number>;
}

export function createFixedWindowLimiter({
  name,
  max,
  windowMs,
  counter,
}: {
  name: string;
  max: number;
  windowMs: number;
  counter: WindowCounter;
}): FixedWindowLimiter {
  return { hit: (key) => counter.hit(`${name}:${key}`, { max, windowMs }) };
}
