import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { stubBrowserLanguages } from './support/browser-languages';

// Radix positions menus with ResizeObserver, which jsdom does not implement.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
// React Router's <ScrollRestoration> scrolls on every navigation; jsdom has no layout to scroll.
window.scrollTo = () => {};

// A French-speaking browser with nothing stored: what most first-time visitors look like.
function resetBrowserLanguageState() {
  stubBrowserLanguages(['fr-FR', 'fr']);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // jsdom has no Cookie Store API, and the detector reads document.cookie.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
}

resetBrowserLanguageState();

// jsdom has no requestIdleCallback: without it, work put off until the page is idle waits 1.5 s on a timer, and
// one a test left pending fires in a later test (the language cookie renewed in English after the reset, and
// the next file's French page opening in English). Idle work here runs on a short timer, and whatever a test
// left pending is cancelled when it ends.
const pendingIdleWork = new Set<ReturnType<typeof setTimeout>>();
window.requestIdleCallback = (task) => {
  const handle = setTimeout(() => {
    pendingIdleWork.delete(handle);
    task({ didTimeout: false, timeRemaining: () => 50 });
  }, 20);
  pendingIdleWork.add(handle);
  return handle as unknown as number;
};
window.cancelIdleCallback = (handle) => {
  const timer = handle as unknown as ReturnType<typeof setTimeout>;
  clearTimeout(timer);
  pendingIdleWork.delete(timer);
};

// Pages load their code and translations lazily, and the first import of a module is transformed on the fly:
// on a busy machine that can take more than the default second.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  // Again before each test: work a test left pending (its last timers, a file's imports taking their time) may
  // have written a cookie after the reset that followed it.
  resetBrowserLanguageState();
  // React warnings (act, keys, invalid DOM nesting) and our own error logs are bugs: fail the test.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${format(...args)}`);
  });
});

// Preact runs effects after the next frame, with a 35 ms timer as a fallback that calls cancelAnimationFrame: a
// timer still pending when the file's jsdom is torn down would find it gone (an uncaught ReferenceError). The
// file's last timers fire first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  cleanup();
  for (const handle of pendingIdleWork) clearTimeout(handle);
  pendingIdleWork.clear();
  resetBrowserLanguageState();
  document.title = '';
});
