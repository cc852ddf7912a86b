// `npm run db:seed -- --users N --posts M [--seed S] [--password P] [--reset]`: see seed/parse-seed-args.ts.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { parseSeedArgs, SEED_USAGE, SeedArgsError } from './seed/parse-seed-args.ts';
import { formatCount, formatSeconds } from './seed/progress.ts';
import { type SeedSummary, seedDatabase } from './seed/seed-database.ts';

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  if (args.help) {
    console.log(SEED_USAGE);
    return;
  }
  const config = loadConfig();
  if (config.isProduction) {
    console.error('Refusing to seed with NODE_ENV=production: seeded accounts share one known password.');
    process.exitCode = 1;
    return;
  }
  // No default password: a generated one is shown once, at the end.
  const password = args.password ?? randomBytes(12).toString('base64url');
  const database = await openDatabase(
    config,
    {
      info: (message) => console.log(message),
      warn: (message) => console.warn(message),
      error: (message) => console.error(message),
    },
    { shareRunningServer: true },
  );
  const pool = new pg.Pool({ connectionString: database.connectionString, max: 4 });
  pool.on('error', (error) => console.error('idle database connection failed:', error.message));
  try {
    console.log(
      `Seeding ${formatCount(args.users)} users and ${formatCount(args.posts)} posts (seed ${args.seed})` +
        `${args.reset ? ' after a reset' : ''}...`,
    );
    const summary = await seedDatabase(pool, {
      users: args.users,
      posts: args.posts,
      seed: args.seed,
      password,
      reset: args.reset,
      likesPerPost: args.likesPerPost,
      commentsPerPost: args.commentsPerPost,
      followsPerUser: args.followsPerUser,
      batchSize: args.batchSize,
      log: (line) => console.log(line),
    });
    printSummary(summary, args.password === undefined ? password : undefined);
  } finally {
    await pool.end();
    await database.stop();
  }
}

function printSummary(summary: SeedSummary, generatedPassword: string | undefined): void {
  const { counts } = summary;
  const rows: [string, number][] = [
    ['users', counts.users],
    ['accounts', counts.accounts],
    ['profiles', counts.profiles],
    ['professional profiles', counts.professionalProfiles],
    ['skills (new)', counts.skills],
    ['user skills', counts.userSkills],
    ['posts', counts.posts],
    ['likes', counts.likes],
    ['comments', counts.comments],
    ['follows', counts.follows],
  ];
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const seconds = Math.max(summary.elapsedMs / 1000, 0.001);
  const lastIndex = summary.firstIndex + counts.users - 1;
  console.log(
    `\nSummary (seed ${summary.seed}${counts.users > 0 ? `, user indices ${summary.firstIndex}–${lastIndex}` : ''}):`,
  );
  for (const [label, count] of rows) console.log(`  ${label.padEnd(22)}${formatCount(count).padStart(12)}`);
  console.log(
    `  ${'total'.padEnd(22)}${formatCount(total).padStart(12)} rows in ${formatSeconds(summary.elapsedMs)} ` +
      `(${formatCount(total / seconds)} rows/s)`,
  );
  const { professional, member } = summary.sampleEmails;
  if (professional) console.log(`\nSign in as a professional: ${professional}`);
  if (member) console.log(`Sign in as a member:       ${member}`);
  if (generatedPassword)
    console.log(`Password of every seeded account (shown only now): ${generatedPassword}`);
}

main().catch((error: unknown) => {
  if (error instanceof SeedArgsError) {
    console.error(`${error.message}\n\n${SEED_USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
