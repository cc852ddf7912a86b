import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

/** Every environment variable the API reads, with its default. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LISTEN_DATABASE_URL: postgresUrl.optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Escouade <no-reply@escouade.localhost>'),
  CONTACT_INBOX: z.string().email().default('contact@escouade.localhost'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REQUIRE_EMAIL_VERIFICATION: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // true/false, a number of proxy hops to trust, or a comma-separated list of proxy addresses or CIDR ranges.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (/^(true|1|yes)$/.test(value)) return true;
      if (/^(false|0|no)$/.test(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((entry) => entry.trim());
    }),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Where a SIRET is looked up when a business asks to be verified: `checksum`, offline, from the number's key
   * (a registry of establishments plugs in beside it).
   */
  BUSINESS_REGISTRY: z.enum(['checksum']).default('checksum'),
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
    .optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  MAX_REQUESTS_IN_PROGRESS: z.coerce.number().int().min(1).max(100_000).default(1_000),
  MAX_QUEUE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(50),
  // The agency's fee on the work, a percentage with at most 2 decimals; unset, it charges none.
  AGENCY_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9, 'at most 2 decimals')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  PASSWORD_HASHING_CPU_SHARE: z.coerce.number().gt(0).max(1).default(0.5),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  S3_URL: z
    .string()
    .url()
    .refine(
      (value) => /^https?:\/\/[^/]+\/[^/?]+/.test(value),
      'must be http(s)://ACCESS_KEY:SECRET@host/bucket (optionally ?region=...)',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
});

/** An S3-compatible bucket for uploads; see `readObjectStorage`. */
export interface ObjectStorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most S3-compatible stores expect. */
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the app starts its own embedded PostgreSQL in `dataDir/postgres`. */
  databaseUrl: string | undefined;
  /**
   * The connection that LISTENs for the database's notices, when `databaseUrl` goes through a pooler in
   * transaction mode (which does not keep LISTEN): direct, or through the pooler in session mode. Absent:
   * `databaseUrl`.
   */
  listenDatabaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactInbox: string;
  /** Absent until `resolveAuthSecret` reads or creates the persisted one. */
  authSecret: string | undefined;
  requireEmailVerification: boolean;
  logLevel: string;
  /**
   * Whom to believe for X-Forwarded-*: `true` trusts every hop (only when the balancer overwrites the header),
   * a number trusts that many hops from the server, a list trusts those proxy addresses.
   */
  trustProxy: boolean | number | string[];
  /** Where the built SPA lives; served with history fallback when it exists. */
  webDistDir: string;
  /** Uploaded images; a volume shared by every instance when there are several. */
  uploadsDir: string;
  /** Shared rate-limit counters for several instances; absent: counters in this process's memory. */
  redisUrl: string | undefined;
  /** API requests in progress beyond which new ones get 503 with Retry-After: a bound on memory. */
  maxRequestsInProgress: number;
  /** How long API requests may queue for a database connection before new ones get 503 (0: never). */
  maxQueueDelayMs: number;
  /** The agency's fee on the work, a percentage; null when it charges none. */
  agencyFeePercent: number | null;
  /**
   * Connections of this instance's pool. Fewer cost the database less CPU per page on a small machine (4 on two
   * cores: about a tenth less per feed or search page), but the load shedding then sees the queue that more
   * connections leave to the CPU's scheduler: it never refuses below twice the pool in progress, so a closed
   * loop of ten slow searches was served with 10 connections and partly refused with 4.
   */
  databasePoolSize: number;
  /** The share of its time a password-hashing thread may work (half the cores hash): see password-hashing.ts. */
  passwordHashingCpuShare: number;
  /** Above this event-loop delay the server answers 503 with Retry-After instead of queueing more work. */
  maxEventLoopDelayMs: number;
  /** An OpenAI-compatible chat-completions endpoint for the brief analysis; absent: the offline analyser. */
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string; timeoutMs: number };
  /** Uploads in an S3-compatible bucket; absent: in `uploadsDir`. */
  objectStorage: ObjectStorageConfig | undefined;
  /** The registry a SIRET is looked up in when a business asks to be verified. */
  businessRegistry: 'checksum';
}

/** The configuration once the database URL and the auth secret are known. */
export interface ResolvedConfig extends Config {
  databaseUrl: string;
  authSecret: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a `ConfigError` listing every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.SMTP_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  - SMTP_URL: required when NODE_ENV=production (the development mailbox is disabled in production)',
    );
  }
  const port = values.PORT;
  const objectStorage = readObjectStorage(values);
  return {
    env: values.NODE_ENV,
    isProduction,
    port,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    listenDatabaseUrl: values.LISTEN_DATABASE_URL,
    appUrl: (values.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactInbox: values.CONTACT_INBOX,
    authSecret: values.AUTH_SECRET,
    requireEmailVerification: values.REQUIRE_EMAIL_VERIFICATION,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: values.TRUST_PROXY,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? defaultWebDistDir()),
    uploadsDir: path.resolve(values.UPLOADS_DIR ?? path.join(values.DATA_DIR, 'uploads')),
    redisUrl: values.REDIS_URL,
    maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
    maxRequestsInProgress: values.MAX_REQUESTS_IN_PROGRESS,
    maxQueueDelayMs: values.MAX_QUEUE_DELAY_MS,
    agencyFeePercent: values.AGENCY_FEE_PERCENT ?? null,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    passwordHashingCpuShare: values.PASSWORD_HASHING_CPU_SHARE,
    llm: {
      baseUrl: values.LLM_BASE_URL?.replace(/\/+$/, ''),
      apiKey: values.LLM_API_KEY,
      model: values.LLM_MODEL,
      timeoutMs: values.LLM_TIMEOUT_MS,
    },
    objectStorage,
    businessRegistry: values.BUSINESS_REGISTRY,
  };
}

/**
 * `S3_URL` (`https://ACCESS_KEY:SECRET@host/bucket?region=eu-west-3`) or the separate `S3_*` variables, which
 * override its parts. Nothing set: uploads stay on disk. Something set but incomplete: a `ConfigError`
 * naming what is missing, rather than a server that fails at its first upload.
 */
function readObjectStorage(values: z.infer<typeof envSchema>): ObjectStorageConfig | undefined {
  const fromUrl = values.S3_URL ? new URL(values.S3_URL) : undefined;
  const endpoint = values.S3_ENDPOINT ?? (fromUrl ? `${fromUrl.protocol}//${fromUrl.host}` : undefined);
  const bucket = values.S3_BUCKET ?? fromUrl?.pathname.split('/')[1];
  const accessKeyId = values.S3_ACCESS_KEY_ID ?? (fromUrl ? decodeURIComponent(fromUrl.username) : undefined);
  const secretAccessKey =
    values.S3_SECRET_ACCESS_KEY ?? (fromUrl ? decodeURIComponent(fromUrl.password) : undefined);
  const parts = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  };
  const isAnySet = Object.values(parts).some(Boolean) || Boolean(values.S3_REGION);
  if (!isAnySet) return undefined;
  const missing = Object.entries(parts)
    .filter(([, value]) => !value)
    .map(([name]) => `  - ${name}: required for object storage (or give it in S3_URL)`);
  if (missing.length > 0) throw new ConfigError(`Invalid environment configuration:\n${missing.join('\n')}`);
  return {
    endpoint: endpoint as string,
    bucket: bucket as string,
    accessKeyId: accessKeyId as string,
    secretAccessKey: secretAccessKey as string,
    region: values.S3_REGION ?? fromUrl?.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? true,
  };
}

/**
 * Returns AUTH_SECRET, or the secret persisted in `dataDir/auth-secret` (created on first start, mode 0600),
 * so sessions survive restarts without the operator having to invent a secret.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const secretFile = path.join(config.dataDir, 'auth-secret');
  if (existsSync(secretFile)) {
    const stored = readFileSync(secretFile, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  chmodSync(secretFile, 0o600);
  return secret;
}

/** `FOO=` in a shell or .env file means "not set", not "set to the empty string". */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

function defaultWebDistDir(): string {
  // Both the bundled server (apps/api/dist) and the sources (apps/api/src) sit two levels below apps/.
  return path.resolve(import.meta.dirname, '../../web/dist');
}
