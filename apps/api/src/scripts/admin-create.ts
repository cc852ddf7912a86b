// `npm run admin:create -- --email a@b.c [--promote-existing] [--password-stdin]`: the first administrator, or
// an existing account taken over. Uses the server's DATA_DIR / DATABASE_URL, whether the server is running or not.
import { text } from 'node:stream/consumers';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@escouade/contract';
import { isCommonPassword } from '../auth/password-policy.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { openDatabase } from '../db/open-database.ts';
import { createOrPromoteAdmin } from './create-admin.ts';

/** A password in the environment or on standard input stays out of the process list and the shell history. */
const PASSWORD_VARIABLE = 'ESCOUADE_ADMIN_PASSWORD';

const USAGE = 'usage: npm run admin:create -- --email <address> [--promote-existing] [--password-stdin]';
const HELP = `${USAGE}
The password comes from ${PASSWORD_VARIABLE}, or standard input with --password-stdin, or is asked for on a
terminal; otherwise one is generated and printed once.
An address that already has an account is refused unless --promote-existing is given: that account then gets
the new password, loses every session, its second factor and pending reset links, and becomes administrator.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'promote-existing': { type: 'boolean', default: false },
      'password-stdin': { type: 'boolean', default: false },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (values.password !== undefined) {
    console.error(
      `--password is refused: the command line is echoed by npm and visible to other processes. Use ${PASSWORD_VARIABLE} or --password-stdin.\n${USAGE}`,
    );
    return 2;
  }
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    console.error(`A valid --email is required.\n${USAGE}`);
    return 2;
  }
  const password = await readPassword({ fromStdin: values['password-stdin'] });
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
  const { db, close } = createDatabase({
    connectionString: database.connectionString,
    logger: console,
    maxConnections: 1,
  });
  try {
    const result = await createOrPromoteAdmin(db, {
      email: email.data,
      takeOverExisting: values['promote-existing'],
      ...(password ? { password } : {}),
    });
    if (result.outcome === 'refused') {
      console.error(
        `${email.data} already has an account: nothing changed. To make it administrator, run again with --promote-existing; its password is then replaced, its sessions and second factor ended.`,
      );
      return 3;
    }
    console.log(
      result.outcome === 'taken-over'
        ? `${email.data} is now an administrator: new password, every session ended, two-factor off.`
        : `Administrator ${email.data} created; the e-mail address counts as confirmed.`,
    );
    if (result.generatedPassword) {
      console.log(
        `Generated password (shown once, change it from the Security page): ${result.generatedPassword}`,
      );
    }
    return 0;
  } finally {
    await close();
    await database.stop();
  }
}

async function readPassword({ fromStdin }: { fromStdin: boolean }): Promise<string | undefined> {
  const fromEnvironment = process.env[PASSWORD_VARIABLE];
  if (fromEnvironment) return fromEnvironment;
  if (fromStdin) return (await text(process.stdin)).replace(/\r?\n$/, '');
  return askForPassword();
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
