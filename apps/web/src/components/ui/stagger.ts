import { PAGE_ANIMATION_STAGGER_SECONDS } from '../../lib/interface-constants';
import type { CSSProperties } from 'react';

/** From the fourth element of a group on, elements come in with the third: a long list is not left blank. */
const MAX_STAGGER_STEPS = 2;

/**
 * Delay for the `index`-th element of a group revealed one after the other (class `reveal`, styles.css).
 * Under `prefers-reduced-motion: reduce` the class does nothing, so neither does the delay.
 */
export function staggerStyle(index: number): CSSProperties {
  const steps = Math.min(index, MAX_STAGGER_STEPS);
  return { animationDelay: `${(steps * PAGE_ANIMATION_STAGGER_SECONDS).toFixed(1)}s` };
}
