import { PAGE_ANIMATION_STAGGER_SECONDS } from '@escouade/contract/constants';
import type { CSSProperties } from 'react';

/**
 * Delay for the `index`-th element of a group revealed one after the other (class `reveal`, styles.css).
 * Under `prefers-reduced-motion: reduce` the class does nothing, so neither does the delay.
 */
export function staggerStyle(index: number): CSSProperties {
  return { animationDelay: `${(index * PAGE_ANIMATION_STAGGER_SECONDS).toFixed(1)}s` };
}
