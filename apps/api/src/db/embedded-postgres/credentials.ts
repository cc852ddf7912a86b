import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describeError, isErrorCode, writeFileDurably } from './files.ts';
import type { EmbeddedPostgresLogger } from './logger.ts';

const SUPERUSER = 'postgres';

export interface Credentials {
  user: string;
  password: string;
}

/** A cluster exists, so its password is in this file: never invent a new one (we could not log in). */
export async function readRequiredCredentials(file: string): Promise<Credentials> {
  const credentials = await readCredentials(file);
  if (!credentials) {
    throw new Error(
      `The embedded PostgreSQL cluster exists but ${file} is missing: restore that file (it holds the ` +
        'superuser password set at initialisation) or set DATABASE_URL.',
    );
  }
  return credentials;
}

/** Before initdb: reuse the password of an interrupted first start, else create one. */
export async function readOrCreateCredentials(
  file: string,
  logger: EmbeddedPostgresLogger,
): Promise<Credentials> {
  try {
    const existing = await readCredentials(file);
    if (existing) return existing;
  } catch (error) {
    // No cluster uses this file yet, so replacing an unreadable one loses nothing.
    logger.warn(`Replacing unreadable ${file}: ${describeError(error)}`);
  }
  const credentials = { user: SUPERUSER, password: randomBytes(24).toString('base64url') };
  await writeFileDurably(file, `${JSON.stringify(credentials, null, 2)}\n`, 0o600);
  return credentials;
}

export async function readCredentials(file: string): Promise<Credentials | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isCredentials(parsed)) throw new Error(`${file} does not contain { "user", "password" }`);
  return parsed;
}

function isCredentials(value: unknown): value is Credentials {
  if (typeof value !== 'object' || value === null) return false;
  const { user, password } = value as Record<string, unknown>;
  return typeof user === 'string' && user !== '' && typeof password === 'string' && password !== '';
}

export function buildConnectionString(
  credentials: Credentials,
  port: number,
  databaseName: string,
  { socketDirectory }: { socketDirectory?: string } = {},
): string {
  const user = encodeURIComponent(credentials.user);
  const password = encodeURIComponent(credentials.password);
  const database = encodeURIComponent(databaseName);
  return socketDirectory
    ? `postgres://${user}:${password}@localhost:${port}/${database}?host=${encodeURIComponent(socketDirectory)}`
    : `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
}
