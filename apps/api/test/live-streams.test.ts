import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, type RegisteredUser, registerEligibleProfessional } from './helpers/auth.ts';
import { buildSiblingApp, buildTestApp, type TestApp } from './helpers/test-app.ts';

interface LiveEvent {
  id: number | null;
  event: string;
  data: unknown;
}

/** A tab's stream read over a real socket, its events parsed as they arrive. */
interface OpenStream {
  status: number;
  events: LiveEvent[];
  /** Resolves once `count` events have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
  ended: Promise<void>;
  close(): void;
}

function openStream(
  app: FastifyInstance,
  cookie: string | undefined,
  lastEventId?: number,
): Promise<OpenStream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: {
          accept: 'text/event-stream',
          ...(cookie ? { cookie } : {}),
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
          'x-forwarded-for': nextIp(),
        },
      },
      (response) => {
        const events: LiveEvent[] = [];
        const waiters: (() => void)[] = [];
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              const colon = line.indexOf(': ');
              if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
            }
            if (fields.has('event')) {
              events.push({
                id: fields.has('id') ? Number(fields.get('id')) : null,
                event: fields.get('event') ?? '',
                data: JSON.parse(fields.get('data') ?? 'null'),
              });
              for (const wake of waiters.splice(0)) wake();
            }
            end = buffer.indexOf('\n\n');
          }
        });
        const ended = new Promise<void>((done) => response.on('close', () => done()));
        resolve({
          status: response.statusCode ?? 0,
          events,
          ended,
          close: () => request.destroy(),
          async waitFor(count, timeoutMs = 8_000) {
            const deadline = Date.now() + timeoutMs;
            while (events.length < count) {
              if (Date.now() > deadline) {
                throw new Error(`waited for ${count} events, got ${JSON.stringify(events)}`);
              }
              await new Promise<void>((wake) => {
                waiters.push(wake);
                setTimeout(wake, 100);
              });
            }
            return events.slice(0, count);
          },
        });
      },
    );
    request.on('error', reject);
  });
}

describe('live streams across instances', () => {
  let testApp: TestApp;
  /** Two instances behind one address, on one database. */
  let first: FastifyInstance;
  let second: FastifyInstance;
  let alice: RegisteredUser;
  let bruno: RegisteredUser;
  let chloe: RegisteredUser;

  const act = (
    app: FastifyInstance,
    method: 'PUT' | 'POST',
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

  beforeAll(async () => {
    testApp = await buildTestApp({}, { startLiveBus: true });
    first = testApp.app;
    second = await buildSiblingApp(testApp, { startLiveBus: true });
    await first.listen({ host: '127.0.0.1', port: 0 });
    await second.listen({ host: '127.0.0.1', port: 0 });
    const auth = { app: first, appUrl: testApp.config.appUrl };
    alice = await registerEligibleProfessional(auth, {
      email: 'live-alice@example.test',
      firstName: 'Alice',
    });
    bruno = await registerEligibleProfessional(auth, {
      email: 'live-bruno@example.test',
      firstName: 'Bruno',
    });
    chloe = await registerEligibleProfessional(auth, {
      email: 'live-chloe@example.test',
      firstName: 'Chloé',
    });
  });
  afterAll(async () => {
    await second.close();
    await testApp.close();
  });

  it('refuses a stream without a session', async () => {
    const stream = await openStream(second, undefined);
    expect(stream.status).toBe(401);
    stream.close();
  });

  it('brings an event produced on one instance to a stream opened on the other, then replays exactly what a reconnection missed', async () => {
    const stream = await openStream(second, alice.cookie);
    expect(stream.status).toBe(200);
    expect(stream.events).toEqual([]);

    // Bruno follows Alice through the first instance; the second streams it to her.
    expect((await act(first, 'PUT', `/api/profiles/${alice.id}/follow`, bruno)).statusCode).toBe(200);
    const [notified] = await stream.waitFor(1);
    expect(notified).toMatchObject({ event: 'notification', data: { unreadCount: 1 } });
    expect(notified?.id).toBeGreaterThan(0);
    stream.close();
    await stream.ended;

    // While she is away: a post of Bruno's (for every stream), Chloé's follow and like (for her).
    const post = await act(first, 'POST', '/api/posts', bruno, {
      content: 'Un nouveau billet sur les PODs.',
    });
    expect(post.statusCode).toBe(201);
    const alicePost = await act(first, 'POST', '/api/posts', alice, { content: 'Mon billet du jour.' });
    await act(first, 'PUT', `/api/profiles/${alice.id}/follow`, chloe);
    await act(first, 'PUT', `/api/posts/${alicePost.json().id}/like`, chloe);
    const missed = await waitForLiveEvents(alice.id, notified!.id!, 4);

    // Back on the first instance, from the last event she saw: exactly the four she missed, in order.
    const resumed = await openStream(first, alice.cookie, notified!.id!);
    const replayed = await resumed.waitFor(4);
    expect(replayed.map((event) => event.id)).toEqual(missed);
    expect(replayed.map((event) => event.event)).toEqual([
      'feed_post',
      'feed_post',
      'notification',
      'notification',
    ]);
    expect(replayed.at(-1)?.data).toEqual({ unreadCount: 2 });
    // Nothing more (no duplicate), then the next event live.
    await act(second, 'POST', `/api/notifications/read-all`, alice);
    const [afterRead] = (await resumed.waitFor(5)).slice(4);
    expect(afterRead).toMatchObject({ event: 'notification', data: { unreadCount: 0 } });
    expect(resumed.events).toHaveLength(5);
    resumed.close();
  });

  it('tells a reconnection from an unknown position to reload, rather than guess', async () => {
    const stream = await openStream(first, alice.cookie, 999_999_999);
    const [reset] = await stream.waitFor(1);
    expect(reset?.event).toBe('reset');
    stream.close();
  });

  it('bounds the streams of one account and ends every stream when an instance shuts down', async () => {
    const streams: OpenStream[] = [];
    for (let index = 0; index < 8; index++) streams.push(await openStream(second, chloe.cookie));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const ninth = await openStream(second, chloe.cookie);
    expect(ninth.status).toBe(429);
    ninth.close();
    for (const stream of streams.slice(1)) stream.close();

    // Shutting the second instance down ends its streams: the browser reconnects elsewhere.
    const shutdown = second.close();
    await expect(streams[0]!.ended).resolves.toBeUndefined();
    await shutdown;
    second = await buildSiblingApp(testApp, { startLiveBus: true });
    await second.listen({ host: '127.0.0.1', port: 0 });
  });

  it('tells nobody in a block with an author, whichever blocked, nor who muted them, of their new posts, live or on reconnection', async () => {
    const auth = { app: first, appUrl: testApp.config.appUrl };
    const [blocker, blocked, bystander, muter] = await Promise.all(
      ['blocker', 'blocked', 'bystander', 'muter'].map((name) =>
        registerEligibleProfessional(auth, { email: `live-${name}@example.test`, firstName: name }),
      ),
    );
    expect((await act(first, 'PUT', `/api/profiles/${blocked!.id}/block`, blocker!)).statusCode).toBe(200);
    expect((await act(first, 'PUT', `/api/profiles/${blocker!.id}/mute`, muter!)).statusCode).toBe(200);
    const streams = new Map(
      await Promise.all(
        [blocker!, blocked!, bystander!, muter!].map(
          async (person) => [person.id, await openStream(second, person.cookie)] as const,
        ),
      ),
    );
    const publish = async (author: RegisteredUser, content: string) => {
      const response = await act(first, 'POST', '/api/posts', author, { content });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    // The database's own clock, read just before publishing: posts of earlier tests stay before it.
    const clock = await testApp.db.execute<{ now: string }>(
      sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
    );
    const since = clock.rows[0]!.now;
    const fromBlocker = await publish(blocker!, 'Publié par celle qui a bloqué.');
    const fromBlocked = await publish(blocked!, 'Publié par celui qui est bloqué.');
    // A last post everyone hears: once it has arrived, anything sent before it has too.
    const last = await publish(bystander!, 'Publié par une tierce personne.');
    const heard = async (person: RegisteredUser) => {
      const stream = streams.get(person.id)!;
      const deadline = Date.now() + 8_000;
      while (!stream.events.some((event) => (event.data as { postId?: string }).postId === last)) {
        if (Date.now() > deadline)
          throw new Error(`no event of the last post: ${JSON.stringify(stream.events)}`);
        await stream.waitFor(stream.events.length + 1).catch(() => undefined);
      }
      return stream.events.filter((event) => event.event === 'feed_post').map((event) => event.data);
    };
    expect(await heard(bystander!)).toEqual([
      { postId: fromBlocker },
      { postId: fromBlocked },
      { postId: last },
    ]);
    expect(await heard(blocker!)).toEqual([{ postId: fromBlocker }, { postId: last }]);
    expect(await heard(blocked!)).toEqual([{ postId: fromBlocked }, { postId: last }]);
    // Someone who muted an author does not hear of their posts either: their feed leaves them out.
    expect(await heard(muter!)).toEqual([{ postId: fromBlocked }, { postId: last }]);
    // The banner's count, asked on each event, leaves out the same posts (and one's own).
    const newCount = async (person: RegisteredUser) =>
      (
        await second.inject({
          method: 'GET',
          url: `/api/posts/new-count?since=${encodeURIComponent(since)}`,
          remoteAddress: nextIp(),
          headers: { cookie: person.cookie },
        })
      ).json().count as number;
    expect(await newCount(bystander!)).toBe(2);
    expect(await newCount(blocker!)).toBe(1);
    expect(await newCount(blocked!)).toBe(1);
    expect(await newCount(muter!)).toBe(2);
    for (const stream of streams.values()) stream.close();

    // A reconnection replays what it missed, leaving out the same posts.
    const before = await testApp.db.execute<{ id: string }>(
      sql`select max(id) as id from live_events where id < (
            select min(id) from live_events where data ->> 'postId' = ${fromBlocker})`,
    );
    const replayed = await openStream(first, blocked!.cookie, Number(before.rows[0]?.id ?? 0));
    await replayed.waitFor(2);
    await new Promise((wait) => setTimeout(wait, 200));
    expect(replayed.events.filter((event) => event.event === 'feed_post').map((event) => event.data)).toEqual(
      [{ postId: fromBlocked }, { postId: last }],
    );
    replayed.close();
  });

  /** The ids of the live events for `userId` (or everyone) after `afterId`, once `count` are committed. */
  async function waitForLiveEvents(userId: string, afterId: number, count: number): Promise<number[]> {
    const deadline = Date.now() + 8_000;
    for (;;) {
      const result = await testApp.db.execute<{ id: string }>(sql`
        select id from live_events where id > ${afterId} and (user_id = ${userId} or user_id is null)
        order by id`);
      if (result.rows.length >= count) return result.rows.map((row) => Number(row.id));
      if (Date.now() > deadline) throw new Error(`only ${result.rows.length} live events`);
      await new Promise((wake) => setTimeout(wake, 50));
    }
  }
});
