/**
 * Runs `task` once the browser is idle (within 3 s at the latest), or after 1.5 s where there is no
 * `requestIdleCallback` (Safari). Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}
