import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betterAuthStorages,
  hasPromiseHookStorage,
  ScopedAsyncLocalStorage,
} from '../src/auth/scoped-async-context.ts';
import { type AuthClient, getSessionUser, registerConfirmedUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('ScopedAsyncLocalStorage', () => {
  it('follows every await of a run, nested runs included, and stops tracking when the last one settles', async () => {
    const storage = new ScopedAsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const outer = storage.run('outer', async () => {
      await nextTurn();
      seen.push(storage.getStore());
      await storage.run('inner', async () => {
        await nextTurn();
        seen.push(storage.getStore());
      });
      expect(storage.isTracking).toBe(true);
      await Promise.resolve();
      seen.push(storage.getStore());
    });
    expect(storage.isTracking).toBe(true);
    await outer;
    await nextTurn();

    expect(seen).toEqual(['outer', 'inner', 'outer']);
    expect(storage.isTracking).toBe(false);
    expect(storage.getStore()).toBeUndefined();
  });

  it('keeps the stores of runs in progress side by side apart', async () => {
    const storage = new ScopedAsyncLocalStorage<number>();
    const reads = await Promise.all(
      [1, 2, 3].map((store) =>
        storage.run(store, async () => {
          await nextTurn();
          await nextTurn();
          return storage.getStore();
        }),
      ),
    );
    expect(reads).toEqual([1, 2, 3]);
    await nextTurn();
    expect(storage.isTracking).toBe(false);
  });

  it('ends a run that throws, rejects or returns at once', async () => {
    const storage = new ScopedAsyncLocalStorage<string>();
    expect(() =>
      storage.run('thrown', () => {
        throw new Error('thrown');
      }),
    ).toThrow('thrown');
    expect(storage.isTracking).toBe(false);
    expect(storage.run('value', () => storage.getStore())).toBe('value');
    expect(storage.isTracking).toBe(false);
    await expect(
      storage.run('rejected', async () => {
        await nextTurn();
        throw new Error('rejected');
      }),
    ).rejects.toThrow('rejected');
    await nextTurn();
    expect(storage.isTracking).toBe(false);
    // And it tracks again at the next run.
    await expect(
      storage.run('again', async () => {
        await nextTurn();
        return storage.getStore();
      }),
    ).resolves.toBe('again');
  });
});

// Better Auth keeps its context in these storages; once its endpoints are done, none tracks anything, so the
// rest of the API runs without promise hooks.
describe("Better Auth's context storages", () => {
  let testApp: TestApp;
  let client: AuthClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
  });
  afterAll(() => testApp.close());

  it('are scoped, and track nothing once sign-up, sign-in and the session read have answered', async () => {
    const member = await registerConfirmedUser(client, { email: 'scoped-context@example.com' });
    expect((await getSessionUser(client, member.cookie))?.email).toBe('scoped-context@example.com');
    await nextTurn();

    const storages = betterAuthStorages();
    expect(storages).toHaveLength(3);
    for (const storage of storages) {
      // From Node 24 on, storages need no promise hooks and Better Auth keeps its own.
      if (!hasPromiseHookStorage()) {
        expect(storage).not.toBeInstanceOf(ScopedAsyncLocalStorage);
        continue;
      }
      expect(storage).toBeInstanceOf(ScopedAsyncLocalStorage);
      expect((storage as ScopedAsyncLocalStorage<unknown>).isTracking).toBe(false);
    }
  });
});
