import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@escouade/contract/constants';

export const SEED_USAGE = `Usage: npm run db:seed -- [options]

Fills the database (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR) with fictional French and
English professionals, their profiles, skills, posts, likes, comments and follows.

Options:
  --users N              users to create (default 200)
  --posts N              posts to create (default 1000)
  --seed S               integer seed; the same seed gives the same data (default 1)
  --password P           password of every seeded account (default: a random one, printed at the end)
  --reset                empty the accounts and feed tables first (all users, sessions, posts, audit log)
  --likes-per-post N     average likes per post (default 4)
  --comments-per-post N  average comments per post (default 1)
  --follows-per-user N   average follows per user (default 12)
  --batch-size N         users or posts per transaction (default 5000)
  -h, --help             show this help`;

export interface SeedArgs {
  users: number;
  posts: number;
  seed: number;
  password: string | undefined;
  reset: boolean;
  likesPerPost: number;
  commentsPerPost: number;
  followsPerUser: number;
  batchSize: number;
  help: boolean;
}

export class SeedArgsError extends Error {
  override name = 'SeedArgsError';
}

/** Parses the command line of `npm run db:seed`; throws a `SeedArgsError` with a readable message. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new SeedArgsError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  const password = values.password;
  if (
    password !== undefined &&
    (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
  ) {
    throw new SeedArgsError(
      `--password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long, like any account password`,
    );
  }
  return {
    users: toInteger('--users', values.users, 200),
    posts: toInteger('--posts', values.posts, 1000),
    seed: toInteger('--seed', values.seed, 1, 0xffff_ffff),
    password,
    reset: values.reset ?? false,
    likesPerPost: toNumber('--likes-per-post', values['likes-per-post'], 4),
    commentsPerPost: toNumber('--comments-per-post', values['comments-per-post'], 1),
    followsPerUser: toNumber('--follows-per-user', values['follows-per-user'], 12),
    batchSize: Math.max(1, toInteger('--batch-size', values['batch-size'], 5_000)),
    help: values.help ?? false,
  };
}

function parseOptions(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      users: { type: 'string' },
      posts: { type: 'string' },
      seed: { type: 'string' },
      password: { type: 'string' },
      reset: { type: 'boolean' },
      'likes-per-post': { type: 'string' },
      'comments-per-post': { type: 'string' },
      'follows-per-user': { type: 'string' },
      'batch-size': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function toInteger(flag: string, value: string | undefined, fallback: number, max = 100_000_000): number {
  if (value === undefined) return fallback;
  // Accepts "100000", "100_000" and "100k"/"1m" so large runs are easy to type.
  const match = /^(\d[\d_]*)([km]?)$/i.exec(value.trim());
  const parsed = match ? Number((match[1] as string).replaceAll('_', '')) * multiplier(match[2]) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 0 || parsed > max) {
    throw new SeedArgsError(`${flag} must be an integer between 0 and ${max} (got "${value}")`);
  }
  return parsed;
}

function multiplier(suffix: string | undefined): number {
  const key = suffix?.toLowerCase();
  if (key === 'k') return 1_000;
  if (key === 'm') return 1_000_000;
  return 1;
}

function toNumber(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 10_000) {
    throw new SeedArgsError(`${flag} must be a number between 0 and 10000 (got "${value}")`);
  }
  return parsed;
}
