import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, clientErrorCode } from '../src/errors.ts';
import { MatrixWorld } from './helpers/actors.ts';
import { parseEventStream } from './helpers/event-stream.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('the code a client is told', () => {
  it("is an application error's own code, and INTERNAL_ERROR for any other failure, coded or not", () => {
    expect(clientErrorCode(new AppError('PROJECT_STATE_CONFLICT'))).toBe('PROJECT_STATE_CONFLICT');
    const postgresFailure = Object.assign(new Error('new row violates check constraint'), { code: '23514' });
    const networkFailure = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    for (const failure of [postgresFailure, networkFailure, new Error('boom'), 'a string', undefined]) {
      expect(clientErrorCode(failure)).toBe('INTERNAL_ERROR');
    }
  });
});

describe('a brief chat answer that fails while streaming', () => {
  let testApp: TestApp;
  let world: MatrixWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = new MatrixWorld(testApp);
    await world.setUp();
  });
  afterAll(() => testApp.close());

  it('tells the client INTERNAL_ERROR, never the database error code behind it', async () => {
    // A database failure on the message's write: a rule the application does not know of refuses it.
    await testApp.db.execute(
      sql`alter table project_messages add constraint refuses_this_message check (content <> 'Refusé par la base')`,
    );
    try {
      const projectId = await world.createDraftProject('owner');
      const response = await world.send('POST', 'owner', {
        url: `/api/projects/${projectId}/messages`,
        payload: { content: 'Refusé par la base' },
      });
      expect(response.statusCode).toBe(200);
      const errors = parseEventStream(response.body).filter((event) => event.event === 'error');
      expect(errors).toEqual([
        { event: 'error', data: { code: 'INTERNAL_ERROR', message: 'The assistant could not answer' } },
      ]);
      expect(response.body).not.toContain('23514');
    } finally {
      await testApp.db.execute(sql`alter table project_messages drop constraint refuses_this_message`);
    }
  });
});
