// Two API instances on one PostgreSQL, one Redis and one S3-compatible bucket (s3rver, started here), behind a
// round-robin proxy on $PORT: what Playwright starts instead of the single server when E2E_INSTANCES=2 (see
// playwright.config.ts and docs/deployment.md). Each instance has its own uploads directory, so an image one
// instance stored is served by the other only through the bucket.
// Every request, not every connection, goes to the next instance, so a journey's consecutive requests
// (sign-in, then the page that reads the session) land on different instances.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT);
const databaseUrl = process.env.DATABASE_URL;
if (!port || !databaseUrl || !process.env.REDIS_URL) {
  console.error('scale-out stack: PORT, DATABASE_URL and REDIS_URL are required');
  process.exit(2);
}

const children = [];
const temporaryDirectories = [];
let s3Server;
let stopping = false;

/** s3rver on a free port with one bucket; returns the instances' S3 environment. */
async function startObjectStorage() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'escouade-e2e-s3-'));
  temporaryDirectories.push(directory);
  const bucket = 'escouade-e2e';
  s3Server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3Server.run();
  return {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

async function main() {
  await createDatabaseIfMissing(databaseUrl);
  // Sessions are signed with the secret: every instance must share it.
  const authSecret = process.env.AUTH_SECRET ?? randomBytes(32).toString('hex');
  const objectStorage = await startObjectStorage();
  const instances = [];
  for (const name of ['a', 'b']) {
    const instancePort = await freePort();
    const uploadsDir = mkdtempSync(path.join(os.tmpdir(), `escouade-e2e-uploads-${name}-`));
    temporaryDirectories.push(uploadsDir);
    const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
      cwd: root,
      env: {
        ...process.env,
        ...objectStorage,
        UPLOADS_DIR: uploadsDir,
        PORT: String(instancePort),
        HOST: '127.0.0.1',
        AUTH_SECRET: authSecret,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`scale-out stack: instance ${name} exited with ${code}`);
        void stop(1);
      }
    });
    children.push(child);
    instances.push({ name, port: instancePort });
  }
  await Promise.all(instances.map((instance) => waitForHealth(instance.port)));

  let next = 0;
  const proxy = http.createServer((request, response) => {
    const instance = instances[next];
    next = (next + 1) % instances.length;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: instance.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, {
          ...upstreamResponse.headers,
          'x-served-by': instance.name,
        });
        upstreamResponse.pipe(response);
      },
    );
    upstream.once('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'BAD_GATEWAY', message: `instance ${instance.name} failed` }));
    });
    // A client leaving mid-stream (server-sent events) closes the upstream request too.
    response.once('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  proxy.keepAliveTimeout = 70_000;
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  console.log(`scale-out stack: round-robin on ${port} → ${instances.map((i) => i.port).join(', ')}`);
}

async function createDatabaseIfMissing(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function waitForHealth(instancePort) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${instancePort}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance on ${instancePort} not healthy within 90 s`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: chosen } = probe.address();
      probe.close(() => resolve(chosen));
    });
  });
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await s3Server?.close().catch(() => undefined);
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
  // Each run has its own database (named after its port): leave the server as it was.
  if (process.env.E2E_KEEP_DATABASE !== 'true') await dropDatabase(databaseUrl).catch(() => undefined);
  process.exit(code);
}

async function dropDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  } finally {
    await client.end();
  }
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
main().catch((error) => {
  console.error(error);
  void stop(1);
});
