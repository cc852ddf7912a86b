import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { TEST_DATABASE_PREFIX, withDatabaseName } from './database-names.ts';
import { startS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabaseName: string;
    /** Suffix of every database created in this run, so teardown drops exactly those. */
    testRunId: string;
    /** The S3-compatible server of this run (see s3-server.ts). */
    s3Endpoint: string;
  }
}

/** Starts (or reuses) the PostgreSQL server of this run and prepares the migrated template database. */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  let adminDatabaseUrl: string;
  if (external) {
    adminDatabaseUrl = external;
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'escouade-test-db-'));
    const quiet = { info() {}, warn() {}, error: (msg: string) => console.error(msg) };
    const { startEmbeddedPostgres } = await import('../../src/db/embedded-postgres/embedded-postgres.ts');
    const server = await startEmbeddedPostgres({ dataDir, databaseName: 'postgres', logger: quiet });
    adminDatabaseUrl = server.connectionString;
    stopServer = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const testRunId = `${process.pid}`;
  const templateDatabaseName = `${TEST_DATABASE_PREFIX}template_${testRunId}`;
  await dropDatabases(adminDatabaseUrl, (name) => name === templateDatabaseName);
  await runAdminQuery(adminDatabaseUrl, `create database "${templateDatabaseName}"`);
  await migrateDatabase(withDatabaseName(adminDatabaseUrl, templateDatabaseName));

  project.provide('adminDatabaseUrl', adminDatabaseUrl);
  project.provide('templateDatabaseName', templateDatabaseName);
  project.provide('testRunId', testRunId);
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);

  return async () => {
    await s3.stop();
    await dropDatabases(
      adminDatabaseUrl,
      (name) => name.startsWith(TEST_DATABASE_PREFIX) && name.endsWith(`_${testRunId}`),
    );
    await stopServer();
  };
}

async function dropDatabases(adminUrl: string, shouldDrop: (name: string) => boolean): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
    for (const { datname } of rows.filter((row) => shouldDrop(row.datname))) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

async function runAdminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
