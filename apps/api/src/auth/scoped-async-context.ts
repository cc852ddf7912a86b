import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An AsyncLocalStorage that tracks asynchronous context only while one of its runs is in progress.
 *
 * On Node 20 an AsyncLocalStorage, once it has run anything, enables promise hooks for the whole process for
 * good: every promise of every request then pays three hook calls and a copied property, about a tenth of the
 * CPU of a feed page or a public profile. Better Auth keeps its context in three storages and runs in them only
 * during its own endpoints (sign-in, sessions, e-mail confirmation...): this storage stops tracking, by
 * disabling itself, as soon as its last run has settled, so that the rest of the API runs without the hooks.
 *
 * Inside a run nothing changes: the store follows every await, as with the class it extends. Outside any run
 * `getStore()` is undefined, as it would be anyway. A task a run starts without awaiting it, and that still
 * reads the store after the run has settled, would read undefined: Better Auth awaits its background tasks
 * unless `advanced.backgroundTasks` is set, which Escouade does not do.
 */
export class ScopedAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  #runsInProgress = 0;

  override run<R>(store: T, callback: () => R): R;
  override run<R, Args extends unknown[]>(store: T, callback: (...args: Args) => R, ...args: Args): R;
  override run<R, Args extends unknown[]>(store: T, callback: (...args: Args) => R, ...args: Args): R {
    this.#runsInProgress += 1;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (error) {
      this.#runEnded();
      throw error;
    }
    if (isThenable(result)) {
      result.then(
        () => this.#runEnded(),
        () => this.#runEnded(),
      );
    } else {
      this.#runEnded();
    }
    return result;
  }

  /** Whether a run is in progress, and context therefore tracked. */
  get isTracking(): boolean {
    return this.#runsInProgress > 0;
  }

  #runEnded(): void {
    this.#runsInProgress -= 1;
    // Once every storage of the process is disabled, Node turns its promise hooks off.
    if (this.#runsInProgress === 0) this.disable();
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

/** Where Better Auth keeps its process-wide state, its context storages among it. */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
/** The storages Better Auth creates on first use (`??=`) unless they are already there. */
export const BETTER_AUTH_STORAGES = [
  'endpointContextAsyncStorage',
  'requestStateAsyncStorage',
  'adapterAsyncStorage',
] as const;

type BetterAuthGlobal = { epoch: number; context: Partial<Record<string, unknown>> };

/**
 * Gives Better Auth scoped storages before it creates its own. Idempotent; call it before Better Auth first
 * runs anything (`createAuth` does). A storage Better Auth created earlier is left as it is.
 */
export function scopeBetterAuthContext(): void {
  // From Node 24 on, an AsyncLocalStorage keeps its context without promise hooks: nothing to gain there.
  if (!hasPromiseHookStorage()) return;
  const holder = globalThis as unknown as Record<symbol, BetterAuthGlobal | undefined>;
  // Better Auth fills in its version and epoch on first use, and keeps the context object it finds.
  const state = (holder[BETTER_AUTH_GLOBAL] ??= { epoch: 1, context: {} });
  state.context ??= {};
  for (const name of BETTER_AUTH_STORAGES) state.context[name] ??= new ScopedAsyncLocalStorage();
}

/** Whether this Node's AsyncLocalStorage tracks context with promise hooks (before Node 24). */
export function hasPromiseHookStorage(): boolean {
  return Number(process.versions.node.split('.')[0]) < 24;
}

/** Better Auth's context storages as they are now (a test checks they are scoped). */
export function betterAuthStorages(): unknown[] {
  const state = (globalThis as unknown as Record<symbol, BetterAuthGlobal | undefined>)[BETTER_AUTH_GLOBAL];
  return BETTER_AUTH_STORAGES.map((name) => state?.context[name]);
}
