import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { nextIp, type RegisteredUser } from './auth.ts';
import { buildSiblingApp, buildTestApp, type TestApp } from './test-app.ts';

/**
 * Three instances of the API on one database, as behind a load balancer: `first` and `second` hear the
 * database's notices (and keep what they may keep in memory on the strength of them), `fresh` hears nothing and
 * keeps nothing: what the database gives now.
 */
export interface ListeningInstances {
  testApp: TestApp;
  first: FastifyInstance;
  second: FastifyInstance;
  fresh: FastifyInstance;
  /** A request to `app` as the browser of `person` (or signed out) sends it, from an address of its own. */
  call(
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    person?: RegisteredUser,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function buildListeningInstances(): Promise<ListeningInstances> {
  const testApp = await buildTestApp({}, { startLiveBus: true });
  const second = await buildSiblingApp(testApp, { startLiveBus: true });
  const fresh = await buildSiblingApp(testApp, { startLiveBus: false });
  return {
    testApp,
    first: testApp.app,
    second,
    fresh,
    call: (app, method, url, person, payload) =>
      app.inject({
        method,
        url,
        remoteAddress: nextIp(),
        headers: { origin: testApp.config.appUrl, ...(person ? { cookie: person.cookie } : {}) },
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      }),
    close: async () => {
      await second.close();
      await fresh.close();
      await testApp.close();
    },
  };
}
