import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { loadConfig, type ObjectStorageConfig, type ResolvedConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { imageKeyOf } from '../../src/uploads/image-store.ts';
import { createLocalObjectStore, type ObjectStore } from '../../src/uploads/object-store.ts';
import { createS3ObjectStore } from '../../src/uploads/s3-object-store.ts';
import { TEST_DATABASE_PREFIX, withDatabaseName } from './database-names.ts';

export interface TestDatabase {
  connectionString: string;
  db: Database;
  pool: pg.Pool;
  /** Closes the pool; the database itself is dropped when the run ends. */
  close(): Promise<void>;
}

/** A fresh database copied from the migrated template of this run. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabaseName');
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}_${inject('testRunId')}`;
  await createDatabaseFromTemplate(adminUrl, name, template);
  const connectionString = withDatabaseName(adminUrl, name);
  const { db, pool, close } = createDatabase({ connectionString, logger: console, maxConnections: 4 });
  return { connectionString, db, pool, close };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: ResolvedConfig;
  close(): Promise<void>;
}

/**
 * A fresh bucket on the run's S3-compatible server. With `TEST_OBJECT_STORAGE=s3`, every test app stores
 * its uploads in one, so that the same API tests prove both stores.
 */
export async function createTestBucket(): Promise<ObjectStorageConfig> {
  const config: ObjectStorageConfig = {
    endpoint: inject('s3Endpoint'),
    bucket: `escouade-test-${randomBytes(6).toString('hex')}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  client.destroy();
  return config;
}

/** The store a test app writes its uploads to, to check what it holds. */
export function objectStoreOf(testApp: TestApp): Promise<ObjectStore> {
  const { objectStorage, uploadsDir } = testApp.config;
  return objectStorage
    ? createS3ObjectStore(objectStorage)
    : Promise.resolve(createLocalObjectStore(uploadsDir));
}

/** Whether the store of a test app holds the upload behind a public `/uploads/...` URL. */
export async function isUploadStored(testApp: TestApp, url: string): Promise<boolean> {
  const key = imageKeyOf(url);
  if (!key) throw new Error(`not an upload URL: ${url}`);
  return (await objectStoreOf(testApp)).has(key);
}

/**
 * The real application on a fresh database, with the mail worker and the scheduled jobs stopped: tests flush
 * mail and run jobs themselves (`jobRunnerOf(app).runNow(name, at)`).
 */
export async function buildTestApp(
  overrides: Partial<ResolvedConfig> = {},
  options: Pick<BuildAppOptions, 'onRoute' | 'logStream' | 'startLiveBus' | 'analysisPool'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `escouade-test-${process.pid}`),
  });
  const config: ResolvedConfig = {
    ...base,
    databaseUrl: database.connectionString,
    authSecret: randomBytes(32).toString('hex'),
    // Tests exercise the API only; the SPA has its own tests.
    webDistDir: path.join(os.tmpdir(), 'escouade-no-web-dist'),
    // Test runs load the machine far more than production: load shedding would answer 503 at random. The
    // overload-protection tests turn it on.
    maxEventLoopDelayMs: 0,
    maxQueueDelayMs: 0,
    // Tests sign hundreds of accounts up one after the other; resting between hashes would only slow them.
    // password-hashing.test.ts checks the share.
    passwordHashingCpuShare: 1,
    objectStorage: process.env.TEST_OBJECT_STORAGE === 's3' ? await createTestBucket() : undefined,
    ...overrides,
  };
  const app = await buildApp(config, { ...options, startMailWorker: false, startJobs: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function createDatabaseFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        // 55006: the template is briefly in use by a concurrent CREATE DATABASE; try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * A second instance of a test app's API on the same database and secret (a session opened on one is valid on
 * the other), as a load balancer would have behind it.
 */
export async function buildSiblingApp(
  testApp: TestApp,
  options: Pick<BuildAppOptions, 'startLiveBus'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testApp.config, { ...options, startMailWorker: false, startJobs: false });
  await app.ready();
  return app;
}
