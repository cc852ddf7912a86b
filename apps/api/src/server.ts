import { buildApp } from './app.ts';
import { ConfigError, loadConfig, resolveAuthSecret } from './config.ts';
import { openDatabase } from './db/open-database.ts';

/** Longest time we wait for in-flight requests before exiting anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const bootLogger = createBootLogger(config.logLevel);
  const database = await openDatabase(config, bootLogger);
  const app = await buildApp({
    ...config,
    databaseUrl: database.connectionString,
    authSecret: resolveAuthSecret(config),
  });

  let isShuttingDown = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while closing the server');
    }
    await database
      .stop()
      .catch((error) => app.log.error({ err: error }, 'error while stopping the database'));
    clearTimeout(forceExit);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutDown('SIGINT'));
  process.once('SIGTERM', () => void shutDown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await app.close().catch(() => undefined);
    await database.stop();
    process.exit(1);
  }
  app.log.info(`Escouade is running on ${config.appUrl}`);
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
