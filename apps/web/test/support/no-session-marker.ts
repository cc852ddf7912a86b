import { onTestFinished } from 'vitest';

/** What the server adds to index.html for a request without a session cookie (`NO_SESSION_META` in the API). */
export function addNoSessionMarker(): void {
  const meta = document.createElement('meta');
  meta.name = 'escouade-session';
  meta.content = 'none';
  document.head.append(meta);
  onTestFinished(() => meta.remove());
}
