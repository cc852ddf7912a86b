import { useEffect, useEffectEvent, useState } from 'react';

/** How far below the screen the next page starts loading, so scrolling rarely waits. */
const PRELOAD_MARGIN = '800px 0px';

/**
 * Calls `onReachEnd` when the returned ref's element comes near the screen, while `isEnabled`. The observer
 * is recreated each time `isEnabled` turns on again, so a sentinel still in view after a short page loads
 * the next one too. Without IntersectionObserver nothing happens: the caller keeps a "load more" button.
 */
export function useInfiniteScroll(onReachEnd: () => void, isEnabled: boolean) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const reachEnd = useEffectEvent(onReachEnd);

  useEffect(() => {
    if (!sentinel || !isEnabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reachEnd();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, isEnabled]);

  return setSentinel;
}
