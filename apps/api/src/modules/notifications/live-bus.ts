import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { OUTBOX_CHANNEL } from '../events/events.ts';

/**
 * Wake-ups between instances: "new live events are committed" (every stream-holding instance reads them from
 * the database) and "new events are recorded" (every instance's fan-out job tries to take them). A wake-up
 * carries no data, so a lost one only delays: the readers also poll.
 */
export interface LiveBus {
  /** Tells every instance, this one included, that live events were committed. */
  publishLive(): Promise<void>;
  /**
   * Starts listening; `onLive`, `onOutbox` and the `on…Change` handlers are also called after a
   * reconnection, for what it missed.
   */
  start(handlers: BusHandlers): Promise<void>;
  /** Whether changes are heard now: what is kept in memory on the strength of them is fresh only meanwhile. */
  isListening(): boolean;
  close(): Promise<void>;
}

interface BusHandlers {
  onLive: () => void;
  onOutbox: () => void;
  /**
   * What searches find may have changed (the notices of migrations 0015 and 0016): posts published or edited,
   * with the notice's payload, or names (an empty payload). Called without one after a reconnection: anything
   * may have changed meanwhile.
   */
  onSearchChange?: (payload?: string) => void;
  /**
   * Public profiles changed (the notices of migration 0018): the payload names whose, or is empty for
   * everyone's. Called without one after a reconnection.
   */
  onProfileChange?: (payload?: string) => void;
  /**
   * Sessions, relations, likes or posts changed (the notices of migration 0042): the payload names whose or
   * which, or is empty for everything. Called without one after a reconnection.
   */
  onReaderChange?: (payload?: string) => void;
}

export const LIVE_CHANNEL = 'escouade_live';
const SEARCH_CHANNEL = 'escouade_search';
const PROFILE_CHANNEL = 'escouade_profiles';
const READER_CHANNEL = 'escouade_readers';
const HEARTBEAT_CHANNEL = 'escouade_heartbeat';
/**
 * How often the listener checks that it still hears: a notice of its own, sent through the pool, must reach it
 * before the next one is due. A connection can stop delivering without an error (a network path that dropped
 * it silently, a pooler in transaction mode that does not keep LISTEN), and what is kept in memory on the
 * strength of the notices (search windows) must not outlive the hearing.
 */
const DEFAULT_HEARTBEAT_MS = 10_000;
const REDIS_LIVE_CHANNEL = 'escouade:live';

interface BusLogger {
  warn(obj: unknown, msg?: string): void;
}

/**
 * PostgreSQL LISTEN/NOTIFY on one connection of its own (TCP keep-alive on), reconnected with a growing delay
 * when it drops or stops hearing its own heartbeat. With `redisUrl`, live wake-ups go through Redis pub/sub
 * instead (the outbox's stays in PostgreSQL: it is sent by the recording transaction's commit).
 */
export function createLiveBus({
  connectionString,
  pool,
  redisUrl,
  logger,
  heartbeatMs = DEFAULT_HEARTBEAT_MS,
}: {
  /** A connection that keeps LISTEN: direct to PostgreSQL, or through a pooler in session mode. */
  connectionString: string;
  /** The app's pool, for sending wake-ups and heartbeats. */
  pool: pg.Pool;
  redisUrl?: string | undefined;
  logger: BusLogger;
  heartbeatMs?: number;
}): LiveBus {
  let client: pg.Client | undefined;
  let redisSubscriber: Redis | undefined;
  let redisPublisher: Redis | undefined;
  let isClosed = false;
  let retryDelay = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let handlers: BusHandlers | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  /** Whether the connection has heard its own heartbeat, and not missed one since. */
  let isHeard = false;
  /** The heartbeat sent and not heard back yet, and when its notice was committed. */
  let awaitedBeat: string | undefined;
  let awaitedBeatSentAt: number | undefined;
  /** Called when a heartbeat is heard: a connection's first waits for it (`connect`). */
  let onHeard: (() => void) | undefined;

  async function connect(): Promise<void> {
    if (isClosed || !handlers) return;
    const { onLive, onOutbox, onSearchChange, onProfileChange, onReaderChange } = handlers;
    const connection = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    connection.on('notification', (message) => {
      if (message.channel === HEARTBEAT_CHANNEL) heard(message.payload);
      else if (message.channel === LIVE_CHANNEL) onLive();
      else if (message.channel === OUTBOX_CHANNEL) onOutbox();
      else if (message.channel === SEARCH_CHANNEL) onSearchChange?.(message.payload ?? '');
      else if (message.channel === PROFILE_CHANNEL) onProfileChange?.(message.payload ?? '');
      else if (message.channel === READER_CHANNEL) onReaderChange?.(message.payload ?? '');
    });
    connection.on('error', (error) => {
      logger.warn({ err: error }, 'notification listener failed');
      reconnectLater(connection);
    });
    connection.on('end', () => reconnectLater(connection));
    try {
      await connection.connect();
      await connection.query(
        [
          HEARTBEAT_CHANNEL,
          OUTBOX_CHANNEL,
          SEARCH_CHANNEL,
          PROFILE_CHANNEL,
          READER_CHANNEL,
          ...(redisUrl ? [] : [LIVE_CHANNEL]),
        ]
          .map((channel) => `listen ${channel};`)
          .join(' '),
      );
      if (isClosed) {
        await connection.end();
        return;
      }
      client = connection;
      isHeard = false;
      awaitedBeat = undefined;
      // Whatever was committed while no one listened.
      onLive();
      onOutbox();
      onSearchChange?.();
      onProfileChange?.();
      onReaderChange?.();
      // Listening is proved by a heartbeat heard (a pooler in transaction mode accepts LISTEN and delivers
      // nothing); the retry delay starts again from its shortest then (`heard`).
      const firstHeard = new Promise<void>((resolve) => {
        onHeard = resolve;
        setTimeout(resolve, Math.min(heartbeatMs, 2_000)).unref();
      });
      beat();
      await firstHeard;
    } catch (error) {
      logger.warn({ err: error }, 'notification listener could not connect');
      reconnectLater(connection);
    }
  }

  function heard(beat: string | undefined): void {
    if (beat === undefined || beat !== awaitedBeat) return; // Another instance's.
    awaitedBeat = undefined;
    isHeard = true;
    retryDelay = 500;
    onHeard?.();
    onHeard = undefined;
  }

  /** Sends a heartbeat, after checking that the one before was heard once committed. */
  function beat(): void {
    const connection = client;
    if (!connection) return;
    if (awaitedBeat !== undefined) {
      // Not sent yet (waiting for a pool connection on a busy instance), or only just: nothing to judge yet.
      if (awaitedBeatSentAt === undefined || performance.now() - awaitedBeatSentAt < heartbeatMs / 2) return;
      isHeard = false;
      logger.warn(
        { heartbeatMs },
        'notification listener stopped hearing its own notices: reconnecting (a pooler in transaction mode does not keep LISTEN: see LISTEN_DATABASE_URL)',
      );
      reconnectLater(connection);
      return;
    }
    const sent = randomUUID();
    awaitedBeat = sent;
    awaitedBeatSentAt = undefined;
    pool.query('select pg_notify($1, $2)', [HEARTBEAT_CHANNEL, sent]).then(
      () => {
        if (awaitedBeat === sent) awaitedBeatSentAt = performance.now();
      },
      () => {
        // Not sent (the database is unreachable): nothing to judge the listener by this time.
        if (awaitedBeat === sent) awaitedBeat = undefined;
      },
    );
  }

  function reconnectLater(connection: pg.Client): void {
    if (client && client !== connection) return;
    client = undefined;
    isHeard = false;
    awaitedBeat = undefined;
    connection.removeAllListeners('end');
    connection.end().catch(() => undefined);
    // A connection gone silent never answers its goodbye: its socket is closed without one a moment later.
    const socket = (connection as unknown as { connection?: { stream?: { destroy(): void } } }).connection
      ?.stream;
    setTimeout(() => socket?.destroy(), 1_000).unref();
    if (isClosed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, 30_000);
  }

  return {
    async start(given) {
      handlers = given;
      if (redisUrl) {
        redisSubscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
        redisPublisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
        for (const redis of [redisSubscriber, redisPublisher]) {
          redis.on('error', (error: unknown) => logger.warn({ err: error }, 'redis live bus error'));
        }
        redisSubscriber.on('message', () => given.onLive());
        redisSubscriber.on('ready', () => given.onLive());
        await redisSubscriber.subscribe(REDIS_LIVE_CHANNEL);
      }
      await connect();
      if (isClosed) return;
      heartbeatTimer = setInterval(beat, heartbeatMs);
      heartbeatTimer.unref();
    },
    isListening() {
      return client !== undefined && isHeard;
    },
    async publishLive() {
      if (redisPublisher) {
        await redisPublisher.publish(REDIS_LIVE_CHANNEL, '');
        return;
      }
      await pool.query(`select pg_notify('${LIVE_CHANNEL}', '')`);
    },
    async close() {
      isClosed = true;
      if (retryTimer) clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      const connection = client;
      client = undefined;
      connection?.removeAllListeners('end');
      await Promise.allSettled([connection?.end(), redisSubscriber?.quit(), redisPublisher?.quit()]);
    },
  };
}
