import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisPoolOf, startBriefAnalysis } from '../src/app.ts';
import { createAnalysisPool } from '../src/modules/projects/brief-analysis/analysis-pool.ts';
import { createRulesAnalyser } from '../src/modules/projects/brief-analysis/rules-analyser.ts';
import type { AnalysisInput } from '../src/modules/projects/brief-analysis/types.ts';
import { CURATED_SKILLS } from '../src/db/curated-skills.ts';
import { COSTLIEST_MESSAGES, COSTLIEST_WINDOW_MESSAGES } from './fixtures/costliest-messages.ts';
import { nextIp, type RegisteredUser, registerConfirmedUser } from './helpers/auth.ts';
import { parseEventStream } from './helpers/event-stream.ts';
import { eventually } from './helpers/eventually.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// The brief assistant's rules run off the event loop: the costliest messages cost the rules analyser a few hundred
// milliseconds a turn each (two messages of the longest length fill the analysed window), which on the main
// thread held every other request, health checks included, for as long.

const catalogue = CURATED_SKILLS.map((skill, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: skill.name,
  category: skill.category,
  otherNames: skill.aliases,
}));

function worstInput(message: string): AnalysisInput {
  return {
    messages: [
      { role: 'user', content: message },
      { role: 'assistant', content: 'Pouvez-vous préciser ?' },
      { role: 'user', content: message },
    ],
    catalogue,
    today: '2027-01-04',
  };
}

describe('the brief assistant’s rules, off the event loop', () => {
  let testApp: TestApp;
  let client: RegisteredUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = await registerConfirmedUser(
      { app: testApp.app, appUrl: testApp.config.appUrl },
      { email: 'pool-client@example.test' },
    );
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: testApp.config.appUrl, cookie: client.cookie },
    });

  /** A draft project whose conversation already holds one of the costliest messages. */
  async function projectWithHistory(message: string): Promise<string> {
    const created = await post('/api/projects', { language: 'fr' });
    expect(created.statusCode).toBe(201);
    const projectId = created.json().id as string;
    await testApp.db.execute(sql`
      insert into project_messages (project_id, role, content, created_at)
      values (${projectId}, 'user', ${message}, now() - interval '2 minutes'),
        (${projectId}, 'assistant', 'Pouvez-vous préciser ?', now() - interval '1 minute')`);
    return projectId;
  }

  it('keeps /api/health answering within 100 ms while 8 of the costliest turns run', async () => {
    const projects = await Promise.all(COSTLIEST_MESSAGES.map(projectWithHistory));
    // A first turn starts the workers, which a server does once.
    const warm = await post(`/api/projects/${projects[0]}/messages`, { content: 'Bonjour' });
    expect(warm.statusCode).toBe(200);

    let isRunning = true;
    const turns = Promise.all(
      projects.map((projectId, index) =>
        post(`/api/projects/${projectId}/messages`, { content: COSTLIEST_MESSAGES[index] }),
      ),
    ).finally(() => {
      isRunning = false;
    });
    const healthTimes: number[] = [];
    while (isRunning) {
      const startedAt = performance.now();
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      healthTimes.push(performance.now() - startedAt);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const answer of await turns) {
      expect(answer.statusCode).toBe(200);
      expect(parseEventStream(answer.body).map((event) => event.event)).toContain('done');
    }
    // Health was asked all along the turns, and did not wait for them. (The machine running the tests may be
    // busy with other work: one check in ten is allowed a late answer, never one of a turn's length.)
    const sorted = [...healthTimes].sort((a, b) => a - b);
    const ninetiethPercentile = sorted[Math.floor(sorted.length * 0.9) - 1] ?? Infinity;
    const summary = `${sorted.length} checks, 90 % within ${ninetiethPercentile.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`;
    expect(ninetiethPercentile, summary).toBeLessThan(100);
    expect(sorted.length, summary).toBeGreaterThanOrEqual(10);
  });

  it('answers as the rules analyser does in place, streamed pieces included', async () => {
    const pool = createAnalysisPool({ size: 1 });
    try {
      const input = worstInput(
        'Une boutique en ligne avec React et Node.js, budget 20 000 €, pour fin juin.',
      );
      const chunks: string[] = [];
      const pooled = await pool.analyseStreaming(input, (chunk) => chunks.push(chunk));
      const inPlaceChunks: string[] = [];
      const inPlace = await createRulesAnalyser().analyseStreaming(input, (chunk) =>
        inPlaceChunks.push(chunk),
      );
      expect(pooled).toEqual(inPlace);
      expect(chunks).toEqual(inPlaceChunks);
      expect(pool.name).toBe('rules');
    } finally {
      await pool.close();
    }
  });

  it('starts all its threads at once when a server asks, before any turn, and they answer as in place', async () => {
    const pool = createAnalysisPool({ size: 2 });
    try {
      pool.startThreads();
      pool.startThreads();
      expect(pool.workerCount).toBe(2);
      const input = worstInput('Refonte du site, 8 000 € HT, livraison fin mars, équipe de deux.');
      const [first, second] = await Promise.all([pool.analyse(input), pool.analyse(input)]);
      const inPlace = await createRulesAnalyser().analyse(input);
      expect(first).toEqual(inPlace);
      expect(second).toEqual(inPlace);
      expect(pool.workerCount).toBe(2);
    } finally {
      await pool.close();
    }
    pool.startThreads();
    expect(pool.workerCount).toBe(0);
  });

  /** A pool whose threads take as long as a turn's `spin <milliseconds>` says (test/helpers/timed-analysis-worker.ts). */
  const TIMED_WORKER = new URL('./helpers/timed-analysis-worker.ts', import.meta.url);
  const spin = (milliseconds: number) => worstInput(`spin ${milliseconds}`);

  it('refuses a turn at once when its queue is full, and a turn that waited too long, as ASSISTANT_BUSY', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_details: unknown, message?: string) => void warnings.push(message ?? '') };
    const pool = createAnalysisPool({
      size: 1,
      maxQueued: 1,
      maxWaitMs: 150,
      workerEntry: TIMED_WORKER,
      logger,
    });
    try {
      // The thread started (once per server: the first turns may wait for it longer than 150 ms), then one turn
      // runs and one waits.
      while (
        !(await pool.analyse(spin(0)).then(
          () => true,
          () => false,
        ))
      );
      const running = pool.analyse(spin(600));
      const waiting = pool.analyse(spin(0)).catch((error: unknown) => error);
      expect(pool.isSaturated()).toBe(true);
      await expect(pool.analyse(spin(0))).rejects.toMatchObject({
        code: 'ASSISTANT_BUSY',
        details: { retryAfterSeconds: expect.any(Number) },
      });
      // The second waited behind a turn of 600 ms: past its 150 ms, it is refused, and the operator told.
      expect(await waiting).toMatchObject({ code: 'ASSISTANT_BUSY' });
      expect(warnings).toContain('brief analysis refused: no thread was free in time');
      await expect(running).resolves.toMatchObject({ brief: expect.any(Object) });
      expect(pool.isSaturated()).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it('stops a turn that runs past its bound, and answers the next one with a new worker', async () => {
    // The bound leaves room for a turn of the rules on a loaded machine; the endless turn below runs seconds past
    // it.
    const pool = createAnalysisPool({ size: 1, maxRunMs: 1_000, workerEntry: TIMED_WORKER });
    try {
      await expect(pool.analyse(spin(30_000))).rejects.toMatchObject({ code: 'ASSISTANT_BUSY' });
      expect(pool.workerCount).toBe(0);
      await expect(pool.analyse(worstInput('React'))).resolves.toMatchObject({ isComplete: false });
      expect(pool.workerCount).toBe(1);
    } finally {
      await pool.close();
    }
  }, 30_000); // Two workers start here, each warming up (the rules compiled, the catalogue indexed) first.

  it('starts a server’s threads once it listens, and none when a language model answers', async () => {
    const started = await buildTestApp();
    const withModel = await buildTestApp({
      llm: { baseUrl: 'http://127.0.0.1:9/v1/', apiKey: 'test-key', model: 'test-model', timeoutMs: 1_000 },
    });
    try {
      expect(analysisPoolOf(started.app).workerCount).toBe(0);
      await startBriefAnalysis(started.app);
      expect(analysisPoolOf(started.app).workerCount).toBeGreaterThan(0);
      await startBriefAnalysis(withModel.app);
      expect(analysisPoolOf(withModel.app).workerCount).toBe(0);
    } finally {
      await started.close();
      await withModel.close();
    }
  });

  it('counts a turn’s run from when its thread has indexed the catalogue, within a bound of its own', async () => {
    const pool = createAnalysisPool({
      size: 1,
      maxRunMs: 1_500,
      maxIndexMs: 5_000,
      workerEntry: TIMED_WORKER,
    });
    try {
      // A catalogue an admin just changed, slow to index on a loaded machine: the rules' run is still short.
      await expect(pool.analyse(worstInput('index 2500 spin 0'))).resolves.toMatchObject({
        brief: expect.any(Object),
      });
      // Indexing that never ends is stopped by its own bound.
      await expect(pool.analyse(worstInput('index 30000 spin 0'))).rejects.toMatchObject({
        code: 'ASSISTANT_BUSY',
      });
      expect(pool.workerCount).toBe(0);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('replaces a thread that never says it is ready, rather than holding its place for good', async () => {
    const warnings: string[] = [];
    const pool = createAnalysisPool({
      size: 1,
      maxStartMs: 500,
      maxWaitMs: 5_000,
      workerEntry: new URL('./helpers/never-ready-analysis-worker.ts', import.meta.url),
      logger: { warn: (_object: unknown, message?: string) => warnings.push(message ?? '') },
    });
    try {
      const startedAt = performance.now();
      await expect(pool.analyse(spin(0))).rejects.toThrow(/not ready within 500 ms/);
      expect(performance.now() - startedAt).toBeLessThan(4_000);
      expect(pool.workerCount).toBe(0);
      expect(warnings).toContain('brief analysis worker failed');
    } finally {
      await pool.close();
    }
  }, 15_000);

  it('gives the costliest windows a turn can hold the time they need, far within the bound of a turn', async () => {
    // The real worker, with the bound a server has: no window of the costliest messages may be stopped by it
    // (a client would lose a turn to a refusal it cannot avoid).
    const pool = createAnalysisPool({ size: 1 });
    try {
      await pool.analyse(worstInput('React'));
      for (const message of COSTLIEST_WINDOW_MESSAGES) {
        const window: AnalysisInput = {
          ...worstInput(''),
          messages: Array.from({ length: 10 }, () => ({ role: 'user' as const, content: message })),
        };
        await expect(pool.analyse(window)).resolves.toMatchObject({ brief: expect.any(Object) });
      }
      expect(pool.workerCount).toBe(1);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('answers 503 with Retry-After, before storing the message, while the assistant is saturated', async () => {
    const busy = await buildTestApp({}, { analysisPool: { size: 1, maxQueued: 0 } });
    try {
      const owner = await registerConfirmedUser(
        { app: busy.app, appUrl: busy.config.appUrl },
        { email: 'pool-busy@example.test' },
      );
      const send = (url: string, payload: object) =>
        busy.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: nextIp(),
          headers: { origin: busy.config.appUrl, cookie: owner.cookie },
        });
      const projectId = (await send('/api/projects', { language: 'fr' })).json().id as string;
      const first = send(`/api/projects/${projectId}/messages`, { content: COSTLIEST_MESSAGES[0]! });
      const pool = analysisPoolOf(busy.app);
      while (!pool.isSaturated()) await new Promise((resolve) => setTimeout(resolve, 5));
      const refused = await send(`/api/projects/${projectId}/messages`, { content: 'Et un designer.' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('ASSISTANT_BUSY');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await first).statusCode).toBe(200);
      const stored = await busy.db.execute<{ content: string }>(
        sql`select content from project_messages where project_id = ${projectId} and role = 'user'`,
      );
      expect(stored.rows.map((row) => row.content)).toEqual([COSTLIEST_MESSAGES[0]]);
    } finally {
      await busy.close();
    }
  });

  it('ends its workers when the app closes, after the turns in progress', async () => {
    const closing = await buildTestApp();
    const owner = await registerConfirmedUser(
      { app: closing.app, appUrl: closing.config.appUrl },
      { email: 'pool-closing@example.test' },
    );
    const headers = { origin: closing.config.appUrl, cookie: owner.cookie };
    const projectId = (
      await closing.app.inject({ method: 'POST', url: '/api/projects', payload: {}, headers })
    ).json().id as string;
    const turn = closing.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/messages`,
      payload: { content: COSTLIEST_MESSAGES[2] },
      headers,
    });
    const pool = analysisPoolOf(closing.app);
    // The turn reaches the pool once its message is stored: later on a loaded machine.
    expect(
      await eventually(
        async () => pool.workerCount,
        (count) => count === 1,
      ),
    ).toBe(1);
    await closing.close();
    expect(pool.workerCount).toBe(0);
    // The turn that was running got its answer, or a clear refusal: never a hang.
    const answer = await turn;
    expect(answer.statusCode).toBe(200);
    expect(
      parseEventStream(answer.body)
        .map((event) => event.event)
        .at(-1),
    ).toMatch(/^(done|error)$/);
  });
});
