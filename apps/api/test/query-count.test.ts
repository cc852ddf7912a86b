import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorName, type HttpMethod, MatrixWorld } from './helpers/actors.ts';
import { captureStatements } from './helpers/statements.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/** How many statements reach PostgreSQL while `action` runs. */
async function countQueries(action: () => Promise<unknown>): Promise<number> {
  return (await captureStatements(action)).length;
}

describe('database round trips per page', () => {
  let testApp: TestApp;
  let world: MatrixWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = new MatrixWorld(testApp);
    await world.setUp();
  });
  afterAll(() => testApp.close());

  const statementsOf = async (method: HttpMethod, actor: ActorName, url: string) => {
    let status = 0;
    const statements = await countQueries(async () => {
      status = (await world.send(method, actor, { url })).statusCode;
    });
    expect(status, `${method} ${url} as ${actor}`).toBe(200);
    return statements;
  };

  /**
   * Round trips of each main page, the session check included. The pages list 20 items or more, so a query
   * per item (an N+1) would multiply a count; a change that adds a round trip must say why here.
   */
  const BUDGETS: [ActorName, (world: MatrixWorld) => string, number][] = [
    ['professional', () => '/api/posts?limit=20', 1],
    // A search's first page, in either order: its window of matches (the same for every reader, and kept in memory while the
    // instance hears of changes: then the page alone, see search-window-cache.test.ts), then the reader's page.
    ['professional', () => '/api/posts?limit=20&q=chantier', 2],
    ['professional', () => '/api/posts?limit=20&q=chantier&order=recent', 2],
    // The session, the professionals and their matched skills in one statement.
    ['professional', () => '/api/profiles/search?q=chantier', 1],
    // The session, the page and the unread count in one statement.
    ['owner', () => '/api/notifications', 1],
    ['professional', (w) => `/api/posts/${w.postId}/comments?limit=20`, 3],
    ['professional', (w) => `/api/profiles/${w.idOf('owner')}`, 1],
    ['anonymous', (w) => `/api/profiles/${w.idOf('owner')}`, 1],
    ['owner', () => '/api/profiles/me', 3],
    // The project pages name their skills again in the reader's language from the catalogue: one round trip
    // for all of them (localizeSkillNames), however many skills, members and proposals. The project page reads
    // the names in its own statement, with the session, the project, the access check, the chat and the team.
    ['owner', (w) => `/api/projects/${w.project.projectId}`, 1],
    ['owner', (w) => `/api/projects/${w.project.projectId}/proposals`, 4],
    ['owner', () => '/api/projects', 4],
    ['admin', () => '/api/admin/users', 3],
    ['admin', () => '/api/admin/overview', 3],
    ['admin', () => '/api/admin/audit', 2],
    // One project for the administrators: the session; then at once the project with its client and every seat, the
    // team at work, its invoices in figures and its audit entries; then its plan read as the team reads it.
    ['admin', (w) => `/api/admin/projects/${w.staffedProjectId}`, 9],
  ];

  it('answers each main page in a fixed number of round trips, whatever the number of items', async () => {
    // More than a page of posts with comments, and of users.
    for (let index = 0; index < 22; index++) {
      await world.createPost('professional');
      await world.createComment('professional', world.postId);
    }
    const counts = [];
    for (const [actor, urlOf, budget] of BUDGETS) {
      const url = urlOf(world);
      counts.push({
        page: `GET ${url} as ${actor}`,
        statements: await statementsOf('GET', actor, url),
        budget,
      });
    }
    expect(counts.filter(({ statements, budget }) => statements !== budget)).toEqual([]);
  });

  it('reads a feed page of 1 post and of 20 in the same single round trip', async () => {
    expect(await statementsOf('GET', 'owner', '/api/posts?limit=1')).toBe(1);
    expect(await statementsOf('GET', 'owner', '/api/posts?limit=20')).toBe(1);
  });

  it('plans a feed page past a cursor as it plans any other, so its prepared plan is kept', async () => {
    await testApp.db.execute(sql`
      insert into pro_posts (author_id, content, created_at)
      select ${world.idOf('professional')}, 'Publication numéro ' || n, now() - make_interval(mins => n)
      from generate_series(1, 5000) as n`);
    await testApp.db.execute(sql`analyze pro_posts`);
    const first = await world.send('GET', 'owner', { url: '/api/posts?limit=20' });
    const cursor = (first.json() as { nextCursor: string }).nextCursor;
    const [page] = (
      await captureStatements(() =>
        world.send('GET', 'owner', { url: `/api/posts?limit=20&cursor=${encodeURIComponent(cursor)}` }),
      )
    ).filter((statement) => statement.text.includes('pro_posts'));
    const literals = page!.values.map((value) => `'${String(value).replaceAll("'", "''")}'`).join(', ');
    const connection = await testApp.db.$client.connect();
    /** How many posts past the position the plan of `mode` expects. */
    const rowsPastPosition = async (mode: string) => {
      await connection.query(`set plan_cache_mode = ${mode}`);
      const { rows } = await connection.query<{ 'QUERY PLAN': string }>(
        `explain execute feed_page(${literals})`,
      );
      const line = rows
        .map((row) => row['QUERY PLAN'])
        .find((text) => /created_at_id_idx on pro_posts/.test(text));
      return /rows=(\d+)/.exec(line ?? '')?.[1];
    };
    try {
      await connection.query({ name: 'feed_page', text: page!.text, values: page!.values });
      // PostgreSQL plans a prepared statement's first executions for their values, then keeps its generic
      // plan unless that looks dearer. Had a plan for the values seen most posts past page 1's position (from
      // the column's statistics) where the generic plan sees a third, every deep page would be planned anew.
      const custom = await rowsPastPosition('force_custom_plan');
      expect(custom).toBeDefined();
      expect(custom).toBe(await rowsPastPosition('force_generic_plan'));
    } finally {
      await connection.query('deallocate feed_page');
      await connection.query('reset plan_cache_mode');
      connection.release();
    }
  });
});
