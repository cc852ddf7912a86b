import { verifyPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSeedArgs, SeedArgsError } from '../src/scripts/seed/parse-seed-args.ts';
import {
  SEED_EMAIL_DOMAIN,
  type SeedOptions,
  type SeedSummary,
  seedDatabase,
} from '../src/scripts/seed/seed-database.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const OPTIONS: SeedOptions = { users: 50, posts: 300, seed: 42, password: 'seed-password', now: NOW };

async function count(pool: pg.Pool, sql: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(`select (${sql})::int as count`);
  return rows[0]?.count ?? Number.NaN;
}

async function countRows(pool: pg.Pool, table: string): Promise<number> {
  return count(pool, `select count(*) from "${table}"`);
}

describe('seedDatabase', () => {
  let first: TestDatabase;
  let summary: SeedSummary;
  /** The curated catalogue every database holds before any seeding. */
  let skillsBefore = 0;
  const others: TestDatabase[] = [];
  /** Another database of this run, for a test that seeds its own. */
  const anotherDatabase = async () => {
    const database = await createTestDatabase();
    others.push(database);
    return database;
  };

  beforeAll(async () => {
    first = await createTestDatabase();
    skillsBefore = await countRows(first.pool, 'skills');
    summary = await seedDatabase(first.pool, OPTIONS);
  });

  afterAll(async () => {
    await first?.close();
    await Promise.all(others.map((database) => database.close()));
  });

  it('inserts the requested users and posts, and reports exactly what it inserted', async () => {
    const { pool } = first;
    expect(summary.firstIndex).toBe(0);
    expect(summary.counts).toEqual({
      users: await countRows(pool, 'user'),
      accounts: await countRows(pool, 'account'),
      profiles: await countRows(pool, 'profiles'),
      professionalProfiles: await countRows(pool, 'professional_profiles'),
      skills: (await countRows(pool, 'skills')) - skillsBefore,
      userSkills: await countRows(pool, 'user_skills'),
      posts: await countRows(pool, 'pro_posts'),
      likes: await countRows(pool, 'pro_post_likes'),
      comments: await countRows(pool, 'pro_post_comments'),
      follows: await countRows(pool, 'follows'),
    });
    expect(summary.counts).toMatchObject({ users: 50, accounts: 50, profiles: 50, posts: 300 });
    // The seed's skills are in the curated catalogue every database holds; professionals pick among 60 or more.
    expect(await countRows(pool, 'skills')).toBeGreaterThanOrEqual(60);
    expect(summary.counts.likes).toBeGreaterThan(300);
    expect(summary.counts.comments).toBeGreaterThan(50);
    expect(summary.counts.follows).toBeGreaterThan(100);
  });

  it('creates verified credential accounts, mostly professionals, in French and English', async () => {
    const { pool } = first;
    const { rows } = await pool.query<{ role: string; locale: string; users: number }>(
      'select role, locale, count(*)::int as users from "user" group by role, locale',
    );
    const byRole = (role: string) =>
      rows.filter((row) => row.role === role).reduce((sum, row) => sum + row.users, 0);
    expect(byRole('professional')).toBeGreaterThan(30);
    expect(byRole('user')).toBeGreaterThan(0);
    expect(byRole('professional') + byRole('user')).toBe(50);
    expect(new Set(rows.map((row) => row.locale))).toEqual(new Set(['fr', 'en']));

    expect(await count(pool, `select count(*) from "user" where not email_verified`)).toBe(0);
    const domainPattern = `'%@${SEED_EMAIL_DOMAIN}'`;
    expect(await count(pool, `select count(*) from "user" where email not like ${domainPattern}`)).toBe(0);
    expect(
      await count(pool, `select count(*) from "user" where email !~ '^[a-z0-9]+\\.[a-z0-9]+\\.s42-\\d+@'`),
    ).toBe(0);
    expect(
      await count(
        pool,
        `select count(*) from account a join "user" u on u.id = a.user_id
         where a.provider_id = 'credential' and a.account_id = u.id and a.password like '%:%'`,
      ),
    ).toBe(50);
  });

  it('stores a password hash that Better Auth verifies', async () => {
    const { rows } = await first.pool.query<{ password: string }>(
      `select a.password from account a join "user" u on u.id = a.user_id where u.email = $1`,
      [summary.sampleEmails.professional],
    );
    const hash = rows[0]?.password ?? '';
    expect(await verifyPassword({ hash, password: OPTIONS.password })).toBe(true);
    expect(await verifyPassword({ hash, password: 'wrong-password' })).toBe(false);
  });

  it('completes every profile, and gives professionals a profession and 2 to 6 skills', async () => {
    const { pool } = first;
    expect(
      await count(
        pool,
        `select count(*) from profiles where coalesce(trim(first_name), '') = '' or coalesce(trim(last_name), '') = ''
           or city is null or country is null`,
      ),
    ).toBe(0);
    // Professionals meet the posting eligibility rule: names, profession and at least one skill.
    expect(
      await count(
        pool,
        `select count(*) from "user" u left join professional_profiles pp on pp.id = u.id
         where u.role = 'professional' and (pp.id is null or coalesce(trim(pp.profession), '') = ''
           or pp.experience_years not between 0 and 30)`,
      ),
    ).toBe(0);
    expect(
      await count(
        pool,
        `select count(*) from "user" u where u.role = 'professional'
           and (select count(*) from user_skills us where us.user_id = u.id) not between 2 and 6`,
      ),
    ).toBe(0);
    expect(
      await count(
        pool,
        `select count(*) from "user" u where u.role = 'user'
           and (exists (select 1 from professional_profiles pp where pp.id = u.id)
             or exists (select 1 from user_skills us where us.user_id = u.id))`,
      ),
    ).toBe(0);
    expect(await count(pool, 'select count(distinct category) from skills')).toBeGreaterThanOrEqual(8);
    expect(await count(pool, 'select count(distinct level) from user_skills')).toBeGreaterThanOrEqual(4);
  });

  it('keeps every reference valid and every timestamp in order', async () => {
    const { pool } = first;
    // Foreign keys may be bypassed during the bulk load (superuser), so check them here explicitly.
    const orphanQueries = [
      `select count(*) from account a where not exists (select 1 from "user" u where u.id = a.user_id)`,
      `select count(*) from profiles p where not exists (select 1 from "user" u where u.id = p.id)`,
      `select count(*) from professional_profiles p where not exists (select 1 from "user" u where u.id = p.id)`,
      `select count(*) from user_skills us where not exists (select 1 from "user" u where u.id = us.user_id)
         or not exists (select 1 from skills s where s.id = us.skill_id)`,
      `select count(*) from pro_posts p where not exists (select 1 from "user" u where u.id = p.author_id)`,
      `select count(*) from pro_post_likes l where not exists (select 1 from pro_posts p where p.id = l.post_id)
         or not exists (select 1 from "user" u where u.id = l.user_id)`,
      `select count(*) from pro_post_comments c where not exists (select 1 from pro_posts p where p.id = c.post_id)
         or not exists (select 1 from "user" u where u.id = c.user_id)`,
      `select count(*) from follows f where not exists (select 1 from "user" u where u.id = f.follower_id)
         or not exists (select 1 from "user" u where u.id = f.followed_id)`,
    ];
    for (const query of orphanQueries) expect(await count(pool, query), query).toBe(0);

    const now = `'${NOW.toISOString()}'::timestamptz`;
    const timestampQueries = [
      `select count(*) from "user" where created_at > ${now} or created_at < ${now} - interval '366 days'`,
      `select count(*) from pro_posts p join "user" u on u.id = p.author_id
         where p.created_at > ${now} or p.created_at < ${now} - interval '180 days' or p.created_at < u.created_at`,
      `select count(*) from pro_post_likes l join pro_posts p on p.id = l.post_id join "user" u on u.id = l.user_id
         where l.created_at > ${now} or l.created_at < p.created_at or l.created_at < u.created_at`,
      `select count(*) from pro_post_comments c join pro_posts p on p.id = c.post_id join "user" u on u.id = c.user_id
         where c.created_at > ${now} or c.created_at < p.created_at or c.created_at < u.created_at`,
      `select count(*) from follows f join "user" a on a.id = f.follower_id join "user" b on b.id = f.followed_id
         where f.created_at > ${now} or f.created_at < a.created_at or f.created_at < b.created_at`,
    ];
    for (const query of timestampQueries) expect(await count(pool, query), query).toBe(0);

    expect(
      await count(
        pool,
        `select count(*) from pro_posts p join "user" u on u.id = p.author_id where u.role <> 'professional'`,
      ),
    ).toBe(0);
    expect(
      await count(
        pool,
        'select count(*) from pro_post_likes l join pro_posts p on p.id = l.post_id where l.user_id = p.author_id',
      ),
    ).toBe(0);
  });

  it('writes varied posts in both languages, some in paragraphs and some with links', async () => {
    const { rows } = await first.pool.query<{ content: string }>('select content from pro_posts');
    const contents = rows.map((row) => row.content);
    expect(new Set(contents).size).toBeGreaterThan(250);
    expect(contents.some((content) => content.includes('\n'))).toBe(true);
    expect(contents.some((content) => /https:\/\/[a-z.]+\.example\.(com|org|net)\//.test(content))).toBe(
      true,
    );
    expect(contents.some((content) => /[àâçéèêîôû]/.test(content))).toBe(true);
    expect(contents.some((content) => /\b(the|with|for)\b/.test(content))).toBe(true);
    // Every placeholder was filled.
    expect(contents.filter((content) => /\{\w+/.test(content))).toEqual([]);
  });

  it('spreads likes, comments and followers unevenly, as on a real network', async () => {
    const { pool } = first;
    const maxLikes = await count(
      pool,
      'select max(n) from (select count(*) as n from pro_post_likes group by post_id) t',
    );
    const postsWithoutLikes = await count(
      pool,
      'select count(*) from pro_posts p where not exists (select 1 from pro_post_likes l where l.post_id = p.id)',
    );
    expect(maxLikes).toBeGreaterThan((3 * summary.counts.likes) / summary.counts.posts);
    expect(postsWithoutLikes).toBeGreaterThan(0);
    const maxFollowers = await count(
      pool,
      'select max(n) from (select count(*) as n from follows group by followed_id) t',
    );
    expect(maxFollowers).toBeGreaterThan((3 * summary.counts.follows) / summary.counts.users);
  });

  it('produces the same data from the same seed', async () => {
    const second = await anotherDatabase();
    const again = await seedDatabase(second.pool, OPTIONS);
    expect(again.counts).toEqual(summary.counts);
    const snapshot = async (pool: pg.Pool) => ({
      users: (await pool.query('select id, email, name, role, locale, created_at from "user" order by id'))
        .rows,
      profiles: (await pool.query('select * from profiles order by id')).rows,
      professions: (await pool.query('select * from professional_profiles order by id')).rows,
      posts: (await pool.query('select id, author_id, content, created_at from pro_posts order by id')).rows,
      likes: (await pool.query('select * from pro_post_likes order by post_id, user_id')).rows,
      comments: (await pool.query('select * from pro_post_comments order by id')).rows,
      follows: (await pool.query('select * from follows order by id')).rows,
    });
    expect(await snapshot(second.pool)).toEqual(await snapshot(first.pool));
  });

  it('adds users after those already seeded with the same seed, and starts over with reset', async () => {
    const { pool } = await anotherDatabase();
    await seedDatabase(pool, OPTIONS);
    const added = await seedDatabase(pool, { ...OPTIONS, users: 10, posts: 20 });
    expect(added.firstIndex).toBe(50);
    expect(added.counts.skills).toBe(0);
    expect(await countRows(pool, 'user')).toBe(60);
    expect(await countRows(pool, 'pro_posts')).toBe(320);
    expect(await count(pool, `select count(*) from "user" where email like '%.s42-59@%'`)).toBe(1);

    const other = await seedDatabase(pool, { ...OPTIONS, seed: 7, users: 5, posts: 5, reset: true });
    expect(other.firstIndex).toBe(0);
    expect(await countRows(pool, 'user')).toBe(5);
    expect(await countRows(pool, 'pro_posts')).toBe(5);
    expect(await countRows(pool, 'skills')).toBe(other.counts.skills);
    expect(await count(pool, `select count(*) from "user" where email like '%.s7-%'`)).toBe(5);
  });
});

describe('parseSeedArgs', () => {
  it('reads every option, with readable shorthands for large counts', () => {
    expect(
      parseSeedArgs(['--users', '100k', '--posts', '1m', '--seed', '9', '--password', 'hunter22', '--reset']),
    ).toMatchObject({ users: 100_000, posts: 1_000_000, seed: 9, password: 'hunter22', reset: true });
  });

  it('has defaults and never a default password', () => {
    expect(parseSeedArgs([])).toMatchObject({
      users: 200,
      posts: 1000,
      seed: 1,
      password: undefined,
      reset: false,
    });
  });

  it.each([
    [['--users', '-5']],
    [['--users', 'many']],
    [['--seed', '4294967296']],
    [['--password', 'short']],
    [['--likes-per-post', 'x']],
    [['--unknown']],
  ])('rejects %j', (argv) => {
    expect(() => parseSeedArgs(argv)).toThrow(SeedArgsError);
  });
});
