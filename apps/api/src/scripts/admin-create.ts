// `npm run admin:create -- --email a@b.c [--password ...]`: the first administrator, or promotion of an
// existing account. Uses the server's DATA_DIR / DATABASE_URL, whether the server is running or not.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@escouade/contract';
import { isCommonPassword } from '../auth/password-policy.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { openDatabase } from '../db/open-database.ts';
import { createOrPromoteAdmin } from './create-admin.ts';

const USAGE = 'usage: npm run admin:create -- --email <address> [--password <password>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      `${USAGE}\nWithout --password, you are asked for one (or one is generated and printed once).`,
    );
    return 0;
  }
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    console.error(`A valid --email is required.\n${USAGE}`);
    return 2;
  }
  const password = values.password ?? (await askForPassword());
  const problem = password === undefined ? undefined : describePasswordProblem(password);
  if (problem) {
    console.error(problem);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(
    config,
    { info: () => {}, warn: (message) => console.warn(message), error: (message) => console.error(message) },
    { shareRunningServer: true },
  );
  const { db, pool } = createDatabase({
    connectionString: database.connectionString,
    logger: console,
    maxConnections: 1,
  });
  try {
    const result = await createOrPromoteAdmin(db, { email: email.data, ...(password ? { password } : {}) });
    if (result.outcome === 'promoted') {
      console.log(`${email.data} is now an administrator${password ? ' (password updated)' : ''}.`);
    } else {
      console.log(`Administrator ${email.data} created; the e-mail address counts as confirmed.`);
    }
    if (result.generatedPassword) {
      console.log(
        `Generated password (shown once, change it from the Security page): ${result.generatedPassword}`,
      );
    }
    return 0;
  } finally {
    await pool.end();
    await database.stop();
  }
}

/** Interactive: ask twice. Not a terminal: generate one. Empty answer: generate one. */
async function askForPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const first = await prompt.question('Password (leave empty to generate one): ');
    if (first === '') return undefined;
    const second = await prompt.question('Same password again: ');
    if (first !== second) throw new Error('The two passwords differ.');
    return first;
  } finally {
    prompt.close();
  }
}

function describePasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (isCommonPassword(password)) return 'This password is among the most common ones; choose another.';
  return undefined;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
