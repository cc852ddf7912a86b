import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show the element its address names (data loading after the page). */
const WAIT_MS = 10_000;

/**
 * Brings the element the address's `#id` names into view once it exists, and moves focus there so a keyboard
 * or screen-reader user starts where the link meant (a comment a notification is about, a project's thread).
 * Pages render their data after loading it, so the browser's own jump to the fragment finds nothing.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const reveal = (): boolean => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView?.({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return true;
    };
    if (reveal()) return;
    const observer = new MutationObserver(() => {
      if (reveal()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    // Once the person does something, the page no longer moves them.
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of events) window.removeEventListener(type, stop, true);
    }
    for (const type of events) window.addEventListener(type, stop, { capture: true, passive: true });
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash]);
}
