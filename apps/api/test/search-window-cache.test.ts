import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, type RegisteredUser, registerEligibleProfessional } from './helpers/auth.ts';
import { captureStatements, type Statement } from './helpers/statements.ts';
import { buildSiblingApp, buildTestApp, type TestApp } from './helpers/test-app.ts';

interface FeedPage {
  posts: { id: string; content: string; highlights: string[] }[];
  nextCursor: string | null;
}

/**
 * Search windows kept in memory by each instance: a repeated search costs one round trip, and no change that
 * was committed (on this instance or another) is missed by the next search.
 */
describe('search windows kept in memory', () => {
  let testApp: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let author: RegisteredUser;
  let reader: RegisteredUser;

  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    person: RegisteredUser,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: { origin: testApp.config.appUrl, cookie: person.cookie },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const search = async (app: FastifyInstance, q: string) => {
    const response = await call(app, 'GET', `/api/posts?q=${encodeURIComponent(q)}`, reader);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FeedPage;
  };
  const contents = async (app: FastifyInstance, q: string) =>
    (await search(app, q)).posts.map((post) => post.content);
  const publish = async (app: FastifyInstance, content: string) => {
    const response = await call(app, 'POST', '/api/posts', author, { content });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  };
  /** The statements of a search (each reads posts), not those of the instances' background work. */
  const searchStatements = (statements: Statement[]) =>
    statements.filter((statement) => statement.text.includes('pro_posts')).length;
  /** Lets the notices and the fan-out of what was just published run their course. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  /** What `read` gives once it satisfies `isDone`, or its last answer after two seconds. */
  const eventually = async <T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 2000;
    let value = await read();
    while (!isDone(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  };

  beforeAll(async () => {
    testApp = await buildTestApp({}, { startLiveBus: true });
    first = testApp.app;
    second = await buildSiblingApp(testApp, { startLiveBus: true });
    const auth = { app: first, appUrl: testApp.config.appUrl };
    author = await registerEligibleProfessional(auth, {
      email: 'window-author@example.test',
      firstName: 'Oriane',
      lastName: 'Vasseur',
    });
    reader = await registerEligibleProfessional(auth, {
      email: 'window-reader@example.test',
      firstName: 'Paul',
    });
  });

  afterAll(async () => {
    await second.close();
    await testApp.close();
  });

  it('answers a repeated search in one round trip, with the same page', async () => {
    await publish(first, 'Un audit RGPD pour le cabinet');
    await publish(first, 'La conformité RGPD des formulaires');
    await settle();
    let firstPage: FeedPage | undefined;
    const firstRead = await captureStatements(async () => {
      firstPage = await search(first, 'rgpd');
    });
    let again: FeedPage | undefined;
    const repeated = await captureStatements(async () => {
      again = await search(first, 'rgpd');
    });
    // The window, then the reader's page of it with the session; then the page alone.
    expect(searchStatements(firstRead)).toBe(2);
    expect(searchStatements(repeated)).toBe(1);
    expect(firstPage?.posts.map((post) => post.content).sort()).toEqual([
      'La conformité RGPD des formulaires',
      'Un audit RGPD pour le cabinet',
    ]);
    expect(again).toEqual(firstPage);
    expect(again?.posts[0]?.highlights).toEqual(['RGPD']);
  });

  it('finds a post published on another instance once it is committed, and an edit made here at once', async () => {
    expect(await contents(first, 'kubernetes')).toEqual([]);
    await publish(second, 'Migration vers Kubernetes terminée');
    expect(
      await eventually(
        () => contents(first, 'kubernetes'),
        (found) => found.length === 1,
      ),
    ).toEqual(['Migration vers Kubernetes terminée']);

    const postId = await publish(first, 'Atelier sur les tests de charge');
    expect(await contents(first, 'charge')).toEqual(['Atelier sur les tests de charge']);
    const edited = await call(first, 'PATCH', `/api/posts/${postId}`, author, {
      content: 'Atelier sur la supervision',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await contents(first, 'charge')).toEqual([]);
    expect(await contents(first, 'supervision')).toEqual(['Atelier sur la supervision']);
  });

  it('finds a person’s posts under the name they take on another instance', async () => {
    await publish(first, 'Bilan du trimestre');
    expect(await contents(first, 'Vasseur')).toContain('Bilan du trimestre');
    const renamed = await call(second, 'PATCH', `/api/profiles/${author.id}`, author, {
      firstName: 'Oriane',
      lastName: 'Delorme',
      profession: 'Consultant',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      await eventually(
        () => contents(first, 'Delorme'),
        (found) => found.includes('Bilan du trimestre'),
      ),
    ).toContain('Bilan du trimestre');
    expect(await contents(first, 'Vasseur')).toEqual([]);
  });

  it('leaves out of a kept window, at each reading, the posts of someone the reader blocked since', async () => {
    await publish(first, 'Retour sur la conférence Observabilité');
    expect(await contents(first, 'observabilité')).toEqual(['Retour sur la conférence Observabilité']);
    const blocked = await call(first, 'PUT', `/api/profiles/${author.id}/block`, reader);
    expect(blocked.statusCode, blocked.body).toBe(200);
    await settle();
    const statements = await captureStatements(async () => {
      expect(await contents(first, 'observabilité')).toEqual([]);
    });
    // Still read from the kept window: the block is applied when the page is read.
    expect(searchStatements(statements)).toBe(1);
  });
});
