import type { FastifyInstance } from 'fastify';
import { buildApp, startBriefAnalysis } from './app.ts';
import { ConfigError, loadConfig, resolveAuthSecret } from './config.ts';
import { type OpenedDatabase, openDatabase } from './db/open-database.ts';

/**
 * Connections the kernel holds for the server before it accepts them (capped by `net.core.somaxconn`, 4096 on
 * current Linux). Node's default, 511, overflowed when a thousand clients connected at once while the event
 * loop was busy: the dropped connection attempts were retried by their clients after one second, then three,
 * then seven, and a health check on a new connection waited up to 13 s.
 */
const LISTEN_BACKLOG = 4096;

/** Longest time we wait for in-flight requests before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Time since the process started: Node itself and the module graph, the first part of a restart.
  const modulesMs = performance.now();
  const config = loadConfig();
  const bootLogger = createBootLogger(config.logLevel);

  // Installed before anything starts: a SIGTERM during start-up (a supervisor giving up, a deploy) must stop
  // the embedded PostgreSQL too, not kill Node and leave it orphaned. The start-up step under way finishes
  // (bounded by the grace period), the next ones are skipped, and whatever was started is closed.
  const started: { database?: OpenedDatabase; app?: FastifyInstance } = {};
  let startUpStep: Promise<unknown> = Promise.resolve();
  let isShuttingDown = false;
  const logInfo = (msg: string) => (started.app ? started.app.log.info(msg) : bootLogger.info(msg));
  const logError = (msg: string, error?: unknown) =>
    started.app
      ? started.app.log.error({ err: error }, msg)
      : bootLogger.error(error ? `${msg}: ${String(error)}` : msg);
  const shutDown = async (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logInfo(`${signal}: shutting down: no new connections, finishing in-flight requests`);
    const forceExit = setTimeout(() => {
      logError('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    await startUpStep.catch(() => undefined);
    const { app, database } = started;
    if (app) await app.close().catch((error: unknown) => logError('error while closing the server', error));
    if (database) {
      await database.stop().catch((error: unknown) => logError('error while stopping the database', error));
    }
    clearTimeout(forceExit);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
  const step = <T>(promise: Promise<T>): Promise<T> => {
    startUpStep = promise;
    return promise;
  };

  const database = await step(
    openDatabase(config, bootLogger, {
      // Without its database the app could only answer errors: exit, and the supervisor starts both again.
      restartAfterCrash: {
        onGiveUp: (error) => {
          logError('the embedded PostgreSQL could not be restarted; exiting', error);
          process.exit(1);
        },
      },
    }),
  );
  started.database = database;
  if (isShuttingDown) return;
  const databaseReadyMs = performance.now();
  const app = await step(
    buildApp({ ...config, databaseUrl: database.connectionString, authSecret: resolveAuthSecret(config) }),
  );
  started.app = app;
  if (isShuttingDown) return;

  try {
    await step(app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }));
  } catch (error) {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.error({ err: error }, 'could not listen');
    await app.close().catch(() => undefined);
    await database.stop();
    process.exit(1);
  }
  // Not awaited: the server answers meanwhile, and a turn that comes first starts a thread itself.
  startBriefAnalysis(app).catch((error: unknown) =>
    app.log.warn({ err: error }, 'the brief assistant could not start its threads'),
  );
  const readyMs = performance.now();
  app.log.info(
    `Escouade is running on ${config.appUrl} (started in ${Math.round(readyMs)} ms: modules ` +
      `${Math.round(modulesMs)} ms, database ${Math.round(databaseReadyMs - modulesMs)} ms, ` +
      `app ${Math.round(readyMs - databaseReadyMs)} ms)`,
  );
}

/** Before Fastify's logger exists (database start-up), log the same way in one line of JSON. */
function createBootLogger(level: string) {
  const isSilent = level === 'silent';
  const write = (severity: 'info' | 'warn' | 'error', msg: string) => {
    if (isSilent) return;
    const line = JSON.stringify({ level: severity, time: Date.now(), msg });
    if (severity === 'info') process.stdout.write(`${line}\n`);
    else process.stderr.write(`${line}\n`);
  };
  return {
    info: (msg: string) => write('info', msg),
    warn: (msg: string) => write('warn', msg),
    error: (msg: string) => write('error', msg),
  };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Escouade could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
