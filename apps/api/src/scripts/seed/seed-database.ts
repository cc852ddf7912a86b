import type { AvailabilityStatus, Language, SkillLevel } from '@escouade/contract/constants';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import {
  BatchPipeline,
  canSkipTriggers,
  insertRows,
  RowBuffer,
  runInTransaction,
  type TableSpec,
  type TransactionOptions,
} from './bulk-insert.ts';
import {
  ENGLISH_CITIES,
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  FRENCH_CITIES,
  FRENCH_FIRST_NAMES,
  FRENCH_LAST_NAMES,
  type Gender,
} from './fixtures/people.ts';
import { SKILL_CATEGORIES, type SkillCategory } from '@escouade/contract/constants';
import { PROFESSIONS, SKILLS, type SkillFixture } from './fixtures/professions.ts';
import {
  createCommentContent,
  createMemberBiography,
  createPostContent,
  createProfessionalBiography,
  getSkillLabel,
  isTechnicalSkill,
  slugify,
  toAscii,
  type Writer,
} from './generate-content.ts';
import { formatCount, formatSeconds, ProgressReporter } from './progress.ts';
import { createSeedUuid, deriveSeed, Random, WeightedSampler } from './random.ts';

/** Seeded addresses live on a reserved TLD (RFC 2606): no mail can ever reach a real person. */
export const SEED_EMAIL_DOMAIN = 'example.test';

export interface SeedOptions {
  users: number;
  posts: number;
  /** Same seed, same data (except timestamps when `now` differs). */
  seed: number;
  /** Every seeded account signs in with this password; it is hashed once per run. */
  password: string;
  /** Empties the accounts and feed tables first (TRUNCATE ... CASCADE). */
  reset?: boolean;
  /** The reference for "the past 180 days"; fix it to make timestamps reproducible too. */
  now?: Date;
  /** Averages; individual counts follow heavy-tailed distributions around them. */
  likesPerPost?: number;
  commentsPerPost?: number;
  followsPerUser?: number;
  /** Users, followers or posts per transaction. */
  batchSize?: number;
  /** Transactions written while the next batch is generated. */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface SeedCounts {
  users: number;
  accounts: number;
  profiles: number;
  professionalProfiles: number;
  skills: number;
  userSkills: number;
  posts: number;
  likes: number;
  comments: number;
  follows: number;
}

export interface SeedSummary {
  seed: number;
  /** Index (in the e-mails) of the first user this run created: above 0 when earlier runs used the seed. */
  firstIndex: number;
  /** Rows this run inserted. */
  counts: SeedCounts;
  elapsedMs: number;
  /** One seeded account of each role, to sign in with. */
  sampleEmails: { professional?: string; member?: string };
}

/** The tables `--reset` empties; CASCADE also empties every table referencing users (sessions, audit log). */
const RESET_TABLES = [
  'pro_post_comments',
  'pro_post_likes',
  'pro_posts',
  'follows',
  'user_skills',
  'skills',
  'professional_profiles',
  'profiles',
  'account',
  'session',
  'user',
];

const DAY_MS = 86_400_000;
const USER_HISTORY_DAYS = 365;
const POST_HISTORY_DAYS = 180;
const PROFESSIONAL_SHARE = 0.82;
const FRENCH_SHARE = 0.62;

/** Table codes inside the deterministic UUIDs (see `createSeedUuid`). */
const UUID_TABLE = { user: 1, account: 2, userSkill: 3, post: 4, comment: 5, follow: 6 } as const;

const TABLES = {
  user: {
    table: 'user',
    columns: [
      ['id', 'text'],
      ['name', 'text'],
      ['email', 'text'],
      ['email_verified', 'boolean'],
      ['role', 'text'],
      ['locale', 'text'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
  },
  account: {
    table: 'account',
    columns: [
      ['id', 'text'],
      ['account_id', 'text'],
      ['provider_id', 'text'],
      ['user_id', 'text'],
      ['password', 'text'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
  },
  profile: {
    table: 'profiles',
    columns: [
      ['id', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['city', 'text'],
      ['postal_code', 'text'],
      ['country', 'text'],
      ['biography', 'text'],
      ['website_url', 'text'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
  },
  professionalProfile: {
    table: 'professional_profiles',
    columns: [
      ['id', 'text'],
      ['profession', 'text'],
      ['experience_years', 'int4'],
      ['hourly_rate', 'numeric'],
      ['availability_status', 'text'],
      ['portfolio_url', 'text'],
      ['updated_at', 'timestamptz'],
    ],
  },
  userSkill: {
    table: 'user_skills',
    columns: [
      ['id', 'uuid'],
      ['user_id', 'text'],
      ['skill_id', 'uuid'],
      ['level', 'int2'],
      ['created_at', 'timestamptz'],
    ],
  },
  follow: {
    table: 'follows',
    columns: [
      ['id', 'uuid'],
      ['follower_id', 'text'],
      ['followed_id', 'text'],
      ['created_at', 'timestamptz'],
    ],
  },
  post: {
    table: 'pro_posts',
    columns: [
      ['id', 'uuid'],
      ['author_id', 'text'],
      ['content', 'text'],
      ['language', 'text'],
      ['created_at', 'timestamptz'],
    ],
  },
  like: {
    table: 'pro_post_likes',
    columns: [
      ['post_id', 'uuid'],
      ['user_id', 'text'],
      ['created_at', 'timestamptz'],
    ],
  },
  comment: {
    table: 'pro_post_comments',
    columns: [
      ['id', 'uuid'],
      ['post_id', 'uuid'],
      ['user_id', 'text'],
      ['content', 'text'],
      ['created_at', 'timestamptz'],
    ],
  },
} as const satisfies Record<string, TableSpec>;

const AVAILABILITY_WEIGHTS: readonly (readonly [AvailabilityStatus, number])[] = [
  ['available', 45],
  ['busy', 30],
  ['away', 8],
  ['not_looking', 17],
];

/** Juniors rate themselves lower; seniors claim expertise more often. */
function getLevelWeights(experienceYears: number): readonly (readonly [SkillLevel, number])[] {
  if (experienceYears < 2)
    return [
      [1, 30],
      [2, 35],
      [3, 25],
      [4, 8],
      [5, 2],
    ];
  if (experienceYears < 8)
    return [
      [1, 6],
      [2, 20],
      [3, 40],
      [4, 25],
      [5, 9],
    ];
  return [
    [1, 2],
    [2, 8],
    [3, 30],
    [4, 38],
    [5, 22],
  ];
}

/** What later phases need to know about each user of the run, kept in flat arrays for 100k+ users. */
interface Population {
  ids: string[];
  emails: string[];
  createdAt: Float64Array;
  isProfessional: Uint8Array;
  isFrench: Uint8Array;
  isFemale: Uint8Array;
  /** Index into PROFESSIONS, -1 without one. */
  profession: Int16Array;
  experience: Uint8Array;
  city: string[];
  /** Skills of user i: skillList[skillStart[i] .. skillStart[i + 1]) as indices into SKILLS. */
  skillStart: Int32Array;
  skillList: number[];
  /** How much a user posts, likes, comments and follows (Pareto, mean about 1). */
  activity: Float64Array;
  /** How much a user's posts attract likes and follows (Pareto, heavier tail). */
  popularity: Float64Array;
}

/**
 * Fills the database with realistic French and English professionals, their profiles, skills, posts, likes,
 * comments and follows. Shared by `npm run db:seed` and the tests.
 */
export async function seedDatabase(pool: pg.Pool, options: SeedOptions): Promise<SeedSummary> {
  validateOptions(options);
  const startedAt = performance.now();
  const log = options.log ?? (() => {});
  const settings = {
    seed: options.seed >>> 0,
    users: options.users,
    posts: options.posts,
    nowMs: (options.now ?? new Date()).getTime(),
    likesPerPost: options.likesPerPost ?? 4,
    commentsPerPost: options.commentsPerPost ?? 1,
    followsPerUser: options.followsPerUser ?? 12,
    batchSize: options.batchSize ?? 5_000,
    concurrency: options.concurrency ?? 2,
  };
  const counts: SeedCounts = {
    users: 0,
    accounts: 0,
    profiles: 0,
    professionalProfiles: 0,
    skills: 0,
    userSkills: 0,
    posts: 0,
    likes: 0,
    comments: 0,
    follows: 0,
  };
  const progress = new ProgressReporter(log);

  if (options.reset) await truncateSeededTables(pool, log);
  const firstIndex = await getNextUserIndex(pool, settings.seed);
  if (firstIndex > 0) {
    log(
      `Seed ${settings.seed} already has users 0–${firstIndex - 1}; adding users from index ${firstIndex}.`,
    );
  }

  const skillIds = await upsertSkillCatalogue(pool, counts);
  const passwordHash = await hashPassword(options.password);
  // Every row references ids this run generated and inserted first, so the foreign keys hold by construction.
  const triggers = await canSkipTriggers(
    pool,
    Object.values(TABLES).map((spec) => spec.table),
  );
  if (!triggers.canSkip) log(`Foreign keys are checked row by row (slower): ${triggers.reason}.`);
  const transaction: TransactionOptions = { skipTriggers: triggers.canSkip };
  const context: RunContext = {
    pool,
    settings,
    firstIndex,
    counts,
    progress,
    skillIds,
    passwordHash,
    transaction,
  };

  const population = await insertUsers(context);
  await insertFollows(context, population);
  await insertPosts(context, population);

  if (counts.users > 0) {
    // Fresh statistics, so the feed and search queries get good plans on the new data straight away, and
    // the visibility map a live database has (autovacuum keeps it), so counts use index-only scans.
    await pool.query(`vacuum (analyze) ${RESET_TABLES.map((table) => `"${table}"`).join(', ')}`);
  }

  const elapsedMs = performance.now() - startedAt;
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  log(
    `Seeded ${formatCount(total)} rows in ${formatSeconds(elapsedMs)} ` +
      `(${formatCount(total / Math.max(elapsedMs / 1000, 0.001))} rows/s).`,
  );
  return {
    seed: settings.seed,
    firstIndex,
    counts,
    elapsedMs,
    sampleEmails: {
      professional: population.emails.find((_, i) => population.isProfessional[i] === 1),
      member: population.emails.find((_, i) => population.isProfessional[i] === 0),
    },
  };
}

interface RunContext {
  pool: pg.Pool;
  settings: {
    seed: number;
    users: number;
    posts: number;
    nowMs: number;
    likesPerPost: number;
    commentsPerPost: number;
    followsPerUser: number;
    batchSize: number;
    concurrency: number;
  };
  firstIndex: number;
  counts: SeedCounts;
  progress: ProgressReporter;
  /** Database id of each entry of SKILLS. */
  skillIds: string[];
  passwordHash: string;
  transaction: TransactionOptions;
}

function validateOptions(options: SeedOptions): void {
  for (const key of ['users', 'posts', 'seed'] as const) {
    if (!Number.isSafeInteger(options[key]) || options[key] < 0) {
      throw new RangeError(`${key} must be a non-negative integer (got ${options[key]})`);
    }
  }
  if (options.seed > 0xffff_ffff) throw new RangeError('seed must fit in 32 bits (0 to 4294967295)');
  if (options.posts > 0 && options.users === 0) throw new RangeError('posts need users: pass users ≥ 1');
  if (options.password.length < 6) throw new RangeError('password must be at least 6 characters');
}

async function truncateSeededTables(pool: pg.Pool, log: (line: string) => void): Promise<void> {
  const client = await pool.connect();
  // PostgreSQL names every extra table CASCADE empties in a notice; the operator should see them.
  const onNotice = (notice: { message?: string }) => log(`reset: ${notice.message}`);
  client.on('notice', onNotice);
  try {
    await client.query(`truncate table ${RESET_TABLES.map((table) => `"${table}"`).join(', ')} cascade`);
    log(`reset: emptied ${RESET_TABLES.join(', ')}`);
  } finally {
    client.off('notice', onNotice);
    client.release();
  }
}

/** Users of one seed are numbered in their e-mails; a new run continues after the highest number. */
async function getNextUserIndex(pool: pg.Pool, seed: number): Promise<number> {
  const suffix = `@${SEED_EMAIL_DOMAIN}`;
  const { rows } = await pool.query<{ next: number }>(
    `select coalesce(max((regexp_match(email, $1))[1]::int) + 1, 0)::int as next from "user" where email like $2`,
    [`\\.s${seed}-(\\d+)${suffix.replaceAll('.', '\\.')}$`, `%.s${seed}-%${suffix}`],
  );
  return rows[0]?.next ?? 0;
}

/** Inserts the catalogue skills not there yet (names are unique case-insensitively) and returns their ids. */
async function upsertSkillCatalogue(pool: pg.Pool, counts: SeedCounts): Promise<string[]> {
  const inserted = await pool.query(
    `insert into skills (name, name_en, category) select * from unnest($1::text[], $2::text[], $3::text[])
     on conflict do nothing`,
    [
      SKILLS.map((skill) => skill.name),
      SKILLS.map((skill) => (skill.en ? skill.en.charAt(0).toUpperCase() + skill.en.slice(1) : null)),
      SKILLS.map((skill) => skill.category),
    ],
  );
  counts.skills += inserted.rowCount ?? 0;
  const { rows } = await pool.query<{ id: string; key: string }>(
    'select id, lower(name) as key from skills where lower(name) = any($1::text[])',
    [SKILLS.map((skill) => skill.name.toLowerCase())],
  );
  const idByName = new Map(rows.map((row) => [row.key, row.id]));
  return SKILLS.map((skill) => {
    const id = idByName.get(skill.name.toLowerCase());
    if (!id) throw new Error(`Skill "${skill.name}" is missing after the catalogue insert`);
    return id;
  });
}

const skillsByCategory = new Map<SkillCategory, number[]>(
  SKILL_CATEGORIES.map((category) => [
    category,
    SKILLS.flatMap((skill, index) => (skill.category === category ? [index] : [])),
  ]),
);

async function insertUsers(context: RunContext): Promise<Population> {
  const { settings, firstIndex, counts, progress, skillIds, passwordHash } = context;
  const n = settings.users;
  const random = new Random(deriveSeed(settings.seed, 'users', firstIndex));
  const frenchCities = new WeightedSampler(FRENCH_CITIES.map((city) => city.weight));
  const englishCities = new WeightedSampler(ENGLISH_CITIES.map((city) => city.weight));
  const professions = new WeightedSampler(PROFESSIONS.map((profession) => profession.weight));
  const population: Population = {
    ids: new Array<string>(n),
    emails: new Array<string>(n),
    createdAt: new Float64Array(n),
    isProfessional: new Uint8Array(n),
    isFrench: new Uint8Array(n),
    isFemale: new Uint8Array(n),
    profession: new Int16Array(n).fill(-1),
    experience: new Uint8Array(n),
    city: new Array<string>(n),
    skillStart: new Int32Array(n + 1),
    skillList: [],
    activity: new Float64Array(n),
    popularity: new Float64Array(n),
  };
  const pipeline = new BatchPipeline(settings.concurrency);
  progress.startPhase('users', n, 'users');

  for (let batchStart = 0; batchStart < n; batchStart += settings.batchSize) {
    const batchEnd = Math.min(batchStart + settings.batchSize, n);
    const users = new RowBuffer(TABLES.user);
    const accounts = new RowBuffer(TABLES.account);
    const profiles = new RowBuffer(TABLES.profile);
    const professionalProfiles = new RowBuffer(TABLES.professionalProfile);
    const userSkills = new RowBuffer(TABLES.userSkill);

    for (let i = batchStart; i < batchEnd; i++) {
      const index = firstIndex + i;
      // The first user of a run is a professional, so posts always have an author.
      const isProfessional = i === 0 || random.chance(PROFESSIONAL_SHARE);
      const language: Language = random.chance(FRENCH_SHARE) ? 'fr' : 'en';
      const gender: Gender = random.chance(0.5) ? 'f' : 'm';
      const firstName = random.pick((language === 'fr' ? FRENCH_FIRST_NAMES : ENGLISH_FIRST_NAMES)[gender]);
      const lastName = random.pick(language === 'fr' ? FRENCH_LAST_NAMES : ENGLISH_LAST_NAMES);
      const city =
        language === 'fr'
          ? (FRENCH_CITIES[frenchCities.sample(random)] as (typeof FRENCH_CITIES)[number])
          : (ENGLISH_CITIES[englishCities.sample(random)] as (typeof ENGLISH_CITIES)[number]);
      // Growth: more sign-ups recently than a year ago.
      const createdAtMs = Math.floor(settings.nowMs - USER_HISTORY_DAYS * DAY_MS * random.next() ** 1.25);
      const createdAt = new Date(createdAtMs).toISOString();
      const id = createSeedUuid(settings.seed, firstIndex, UUID_TABLE.user, i);
      const nameSlug = `${toEmailPart(firstName)}.${toEmailPart(lastName)}`;
      const email = `${nameSlug}.s${settings.seed}-${index}@${SEED_EMAIL_DOMAIN}`;

      population.ids[i] = id;
      population.emails[i] = email;
      population.createdAt[i] = createdAtMs;
      population.isProfessional[i] = isProfessional ? 1 : 0;
      population.isFrench[i] = language === 'fr' ? 1 : 0;
      population.isFemale[i] = gender === 'f' ? 1 : 0;
      population.city[i] = city.name;
      population.activity[i] = Math.min(random.pareto(1.6), 30);
      population.popularity[i] = Math.min(random.pareto(1.3), 200);
      population.skillStart[i] = population.skillList.length;

      users.push(
        id,
        `${firstName} ${lastName}`,
        email,
        true,
        isProfessional ? 'professional' : 'user',
        language,
        createdAt,
        createdAt,
      );
      accounts.push(
        createSeedUuid(settings.seed, firstIndex, UUID_TABLE.account, i),
        id,
        'credential',
        id,
        passwordHash,
        createdAt,
        createdAt,
      );

      const writer: Writer = {
        language,
        gender,
        profession: '',
        skill: '',
        skill2: '',
        isTechnical: false,
        city: city.name,
        experienceYears: 0,
      };
      let biography: string | null;
      let websiteUrl: string | null = null;
      const webSlug = slugify(`${firstName} ${lastName}`);
      if (isProfessional) {
        const professionIndex = professions.sample(random);
        const profession = PROFESSIONS[professionIndex] as (typeof PROFESSIONS)[number];
        const experienceYears = Math.floor(31 * random.next() ** 1.6);
        const skills = pickSkills(random, profession.categories);
        const levels = getLevelWeights(experienceYears);
        for (const [position, skill] of skills.entries()) {
          userSkills.push(
            createSeedUuid(
              settings.seed,
              firstIndex,
              UUID_TABLE.userSkill,
              population.skillList.length + position,
            ),
            id,
            skillIds[skill],
            random.pickWeighted(levels),
            createdAt,
          );
        }
        population.skillList.push(...skills);
        population.profession[i] = professionIndex;
        population.experience[i] = experienceYears;

        // Rates grow with experience and are quoted in round numbers.
        const rate = profession.baseRate * (0.85 + 0.3 * random.next()) + experienceYears * 2.2;
        professionalProfiles.push(
          id,
          language === 'fr' ? profession.fr[gender] : profession.en,
          experienceYears,
          random.chance(0.05) ? null : `${Math.max(15, Math.round(rate / 5) * 5)}.00`,
          random.pickWeighted(AVAILABILITY_WEIGHTS),
          random.chance(0.35) ? `https://portfolio.example.org/${webSlug}` : null,
          createdAt,
        );
        writer.profession = language === 'fr' ? profession.fr[gender] : profession.en;
        writer.skill = getSkillLabel(SKILLS[skills[0] as number] as SkillFixture, language);
        writer.skill2 = getSkillLabel(SKILLS[skills[1] as number] as SkillFixture, language);
        writer.experienceYears = experienceYears;
        biography = random.chance(0.92) ? createProfessionalBiography(writer, random) : null;
        if (random.chance(0.45)) websiteUrl = `https://${webSlug}.example.com`;
      } else {
        biography = random.chance(0.45) ? createMemberBiography(writer, random) : null;
        if (random.chance(0.05)) websiteUrl = `https://${webSlug}.example.com`;
      }
      profiles.push(
        id,
        firstName,
        lastName,
        city.name,
        city.postalCode,
        city.country,
        biography,
        websiteUrl,
        createdAt,
        createdAt,
      );
    }
    population.skillStart[batchEnd] = population.skillList.length;

    const batchUsers = batchEnd - batchStart;
    const rows =
      users.length + accounts.length + profiles.length + professionalProfiles.length + userSkills.length;
    await pipeline.push(() =>
      runInTransaction(context.pool, context.transaction, async (client) => {
        await insertRows(client, users);
        await insertRows(client, accounts);
        await insertRows(client, profiles);
        await insertRows(client, professionalProfiles);
        await insertRows(client, userSkills);
        counts.users += users.length;
        counts.accounts += accounts.length;
        counts.profiles += profiles.length;
        counts.professionalProfiles += professionalProfiles.length;
        counts.userSkills += userSkills.length;
        progress.advance(batchUsers, rows);
      }),
    );
  }
  await pipeline.drain();
  if (n > 0) {
    progress.endPhase(
      `${formatCount(counts.users)} users (${formatCount(counts.professionalProfiles)} professionals), ` +
        `${formatCount(counts.userSkills)} user skills`,
    );
  }
  return population;
}

/** 2 to 6 distinct skills, mostly from the profession's own categories, the first one most often. */
function pickSkills(random: Random, categories: readonly SkillCategory[]): number[] {
  const count = random.int(2, 6);
  const picked: number[] = [];
  const categoryWeights = categories.map((category, position) => [category, position === 0 ? 3 : 1] as const);
  while (picked.length < count) {
    const pool = random.chance(0.85)
      ? (skillsByCategory.get(random.pickWeighted(categoryWeights)) as number[])
      : (skillsByCategory.get(random.pick(SKILL_CATEGORIES)) as number[]);
    const skill = random.pick(pool);
    if (!picked.includes(skill)) picked.push(skill);
  }
  return picked;
}

async function insertFollows(context: RunContext, population: Population): Promise<void> {
  const { settings, firstIndex, counts, progress } = context;
  const n = population.ids.length;
  if (n < 2 || settings.followsPerUser === 0) return;
  const random = new Random(deriveSeed(settings.seed, 'follows', firstIndex));
  // Professionals are followed far more than members; popularity makes a few accounts very followed.
  const targets = new WeightedSampler(
    Array.from(
      population.popularity,
      (popularity, i) => popularity * (population.isProfessional[i] ? 1 : 0.2),
    ),
  );
  const maxFollows = Math.min(n - 1, 1_000);
  const pipeline = new BatchPipeline(settings.concurrency);
  let followCounter = 0;
  progress.startPhase('follows', n, 'users');

  for (let batchStart = 0; batchStart < n; batchStart += settings.batchSize) {
    const batchEnd = Math.min(batchStart + settings.batchSize, n);
    const follows = new RowBuffer(TABLES.follow);
    for (let follower = batchStart; follower < batchEnd; follower++) {
      const wanted = Math.min(
        random.roundStochastic(
          settings.followsPerUser * (population.activity[follower] as number) * random.exponential(),
        ),
        maxFollows,
      );
      const followed = new Set<number>();
      // Rejection sampling; the attempt cap ends it when a tiny population has no one left to follow.
      for (let attempt = 0; followed.size < wanted && attempt < wanted * 4 + 20; attempt++) {
        const target = targets.sample(random);
        if (target === follower || followed.has(target)) continue;
        followed.add(target);
        const sinceMs = Math.max(
          population.createdAt[follower] as number,
          population.createdAt[target] as number,
        );
        follows.push(
          createSeedUuid(settings.seed, firstIndex, UUID_TABLE.follow, followCounter++),
          population.ids[follower],
          population.ids[target],
          new Date(sinceMs + (settings.nowMs - sinceMs) * random.next()).toISOString(),
        );
      }
    }
    const batchUsers = batchEnd - batchStart;
    await pipeline.push(() =>
      runInTransaction(context.pool, context.transaction, async (client) => {
        await insertRows(client, follows);
        counts.follows += follows.length;
        progress.advance(batchUsers, follows.length);
      }),
    );
  }
  await pipeline.drain();
  progress.endPhase(`${formatCount(counts.follows)} follows`);
}

async function insertPosts(context: RunContext, population: Population): Promise<void> {
  const { settings, firstIndex, counts, progress } = context;
  const n = population.ids.length;
  if (settings.posts === 0) return;
  const random = new Random(deriveSeed(settings.seed, 'posts', firstIndex));
  // Only professionals (profession and skills filled in) are eligible to publish.
  const authors = new WeightedSampler(
    Array.from(population.activity, (activity, i) => (population.isProfessional[i] ? activity : 0)),
  );
  const actors = new WeightedSampler(population.activity);
  const maxLikes = Math.min(n - 1, 5_000);
  const pipeline = new BatchPipeline(settings.concurrency);
  let commentCounter = 0;
  progress.startPhase('posts', settings.posts, 'posts');

  for (let batchStart = 0; batchStart < settings.posts; batchStart += settings.batchSize) {
    const batchEnd = Math.min(batchStart + settings.batchSize, settings.posts);
    const posts = new RowBuffer(TABLES.post);
    const likes = new RowBuffer(TABLES.like);
    const comments = new RowBuffer(TABLES.comment);

    for (let p = batchStart; p < batchEnd; p++) {
      const author = authors.sample(random);
      const postId = createSeedUuid(settings.seed, firstIndex, UUID_TABLE.post, p);
      const skills = population.skillList.slice(
        population.skillStart[author],
        population.skillStart[author + 1],
      );
      const skill = random.pick(skills);
      let skill2 = random.pick(skills);
      if (skill2 === skill) skill2 = skills[(skills.indexOf(skill) + 1) % skills.length] as number;
      const isFrench = population.isFrench[author] === 1;
      // Some French-speaking professionals also post in English for an international audience.
      const language: Language = isFrench && random.chance(0.88) ? 'fr' : 'en';
      const writer = createWriter(population, author, language);
      const mainSkill = SKILLS[skill] as SkillFixture;
      const secondSkill = SKILLS[skill2] as SkillFixture;
      writer.skill = getSkillLabel(mainSkill, language);
      writer.skill2 = getSkillLabel(secondSkill, language);
      writer.isTechnical = isTechnicalSkill(mainSkill);

      // Slightly more activity recently; never before the author signed up.
      const authorSince = population.createdAt[author] as number;
      let postedAtMs = settings.nowMs - POST_HISTORY_DAYS * DAY_MS * random.next() ** 1.15;
      if (postedAtMs < authorSince) postedAtMs = authorSince + (settings.nowMs - authorSince) * random.next();
      posts.push(
        postId,
        population.ids[author],
        createPostContent(writer, random),
        language,
        new Date(postedAtMs).toISOString(),
      );

      const appeal = 0.3 + 0.7 * (population.popularity[author] as number);
      const wantedLikes = Math.min(
        random.roundStochastic(settings.likesPerPost * appeal * random.exponential()),
        maxLikes,
      );
      const likers = new Set<number>();
      for (let attempt = 0; likers.size < wantedLikes && attempt < wantedLikes * 4 + 20; attempt++) {
        const liker = actors.sample(random);
        if (liker === author || likers.has(liker)) continue;
        likers.add(liker);
        likes.push(
          postId,
          population.ids[liker],
          reactionTime(population, liker, postedAtMs, settings.nowMs, random),
        );
      }

      const wantedComments = Math.min(
        random.roundStochastic(settings.commentsPerPost * appeal * random.exponential()),
        200,
      );
      for (let c = 0; c < wantedComments; c++) {
        const commenter = actors.sample(random);
        // Most replies follow the post's language; bilingual threads happen.
        const commentLanguage: Language = random.chance(0.8)
          ? language
          : population.isFrench[commenter]
            ? 'fr'
            : 'en';
        const commentWriter = createWriter(population, commenter, commentLanguage);
        commentWriter.skill = getSkillLabel(mainSkill, commentLanguage);
        commentWriter.skill2 = getSkillLabel(secondSkill, commentLanguage);
        comments.push(
          createSeedUuid(settings.seed, firstIndex, UUID_TABLE.comment, commentCounter++),
          postId,
          population.ids[commenter],
          createCommentContent(commentWriter, random),
          reactionTime(population, commenter, postedAtMs, settings.nowMs, random),
        );
      }
    }

    const batchPosts = batchEnd - batchStart;
    await pipeline.push(() =>
      runInTransaction(context.pool, context.transaction, async (client) => {
        await insertRows(client, posts);
        await insertRows(client, likes);
        await insertRows(client, comments);
        counts.posts += posts.length;
        counts.likes += likes.length;
        counts.comments += comments.length;
        progress.advance(batchPosts, posts.length + likes.length + comments.length);
      }),
    );
  }
  await pipeline.drain();
  progress.endPhase(
    `${formatCount(counts.posts)} posts, ${formatCount(counts.likes)} likes, ${formatCount(counts.comments)} comments`,
  );
}

function createWriter(population: Population, user: number, language: Language): Writer {
  const professionIndex = population.profession[user] as number;
  const gender: Gender = population.isFemale[user] ? 'f' : 'm';
  const profession = professionIndex >= 0 ? PROFESSIONS[professionIndex] : undefined;
  return {
    language,
    gender,
    profession: profession ? (language === 'fr' ? profession.fr[gender] : profession.en) : '',
    skill: '',
    skill2: '',
    isTechnical: false,
    city: population.city[user] as string,
    experienceYears: population.experience[user] as number,
  };
}

/** Most reactions come soon after the post; none before the post or before the reacting user signed up. */
function reactionTime(
  population: Population,
  user: number,
  postedAtMs: number,
  nowMs: number,
  random: Random,
): string {
  const sinceMs = Math.max(postedAtMs, population.createdAt[user] as number);
  return new Date(sinceMs + (nowMs - sinceMs) * random.next() ** 3).toISOString();
}

/** "O'Brien" → "obrien", "Le Gall" → "legall": names as they can appear in an e-mail address. */
function toEmailPart(name: string): string {
  return toAscii(name).replace(/[^a-z0-9]/g, '');
}
