import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sessionStillOpens } from '../../auth/session-reader.ts';
import { AppError } from '../../errors.ts';
import { type EventStream, eventFrame, openEventStream } from '../../http/event-stream.ts';

/** A tab's stream; a person with more tabs than this on one instance gets a 429 for the next one. */
export const MAX_STREAMS_PER_USER = 8;
/** Streams one instance holds at most: past it, new streams are refused (503) and go to another instance. */
export const MAX_STREAMS_PER_INSTANCE = 10_000;
/** A comment line this often keeps proxies from closing an idle stream; the hub also polls then. */
const HEARTBEAT_MS = 20_000;
/** What a client that stops reading may leave queued before its stream is dropped (it reconnects and replays). */
const MAX_PENDING_BYTES = 256 * 1024;
/** A reconnection that missed more than this is told to reload instead of replaying. */
const MAX_REPLAY = 500;
/** How long the client waits before reconnecting. */
const RETRY_MS = 2_000;

/**
 * An event for every stream may name the person it is about (`data.authorId`: a post's author). Nobody in a
 * block with them, either way, nor who muted them, hears of it: their feed would not show it either. The name
 * itself never leaves the server.
 */
const ABOUT = sql`e.data ->> 'authorId'`;
const SENT_DATA = sql`e.data - 'authorId'`;

/** Whether `person` must not hear of event `e`. */
function isUnwantedBy(person: SQL): SQL {
  return sql`(e.user_id is null and e.data ? 'authorId' and (
    exists (select 1 from user_blocks b
            where (b.blocker_id = ${ABOUT} and b.blocked_id = ${person})
               or (b.blocker_id = ${person} and b.blocked_id = ${ABOUT}))
    or exists (select 1 from user_mutes m where m.muter_id = ${person} and m.muted_id = ${ABOUT})))`;
}

interface LiveRow extends Record<string, unknown> {
  id: number | string;
  user_id: string | null;
  type: string;
  data: unknown;
  /** For an event to every stream about someone: the people who must not hear of it (`isUnwantedBy`). */
  unwanted?: string[] | null;
  /** The event as written on the wire, made once for all the streams it goes to. */
  frame?: string;
}

interface Stream {
  userId: string;
  /** The session the stream was opened with: when it ends (sign-out, ban, deletion) so does the stream. */
  sessionToken: string;
  events: EventStream;
  /** The id of the last event sent: nothing at or below it is sent again. */
  lastSent: number;
  /** Until the replay is sent, live events wait here. */
  waiting: LiveRow[] | null;
}

export interface LiveHub {
  /** Opens a signed-in tab's stream, replaying after `lastEventId`; TOO_MANY_STREAMS past the bound. */
  open(
    reply: FastifyReply,
    stream: { userId: string; sessionToken: string; lastEventId: string | undefined },
  ): Promise<void>;
  /** Reads the live events committed since the last read and sends each to its streams. */
  wake(): void;
  /** Ends every stream (on shutdown: the clients reconnect to another instance). */
  close(): void;
  readonly streamCount: number;
}

export function createLiveHub({
  db,
  logger,
  maxStreamsPerUser = MAX_STREAMS_PER_USER,
  heartbeatMs = HEARTBEAT_MS,
}: {
  db: Database;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  maxStreamsPerUser?: number;
  heartbeatMs?: number;
}): LiveHub {
  const streamsByUser = new Map<string, Set<Stream>>();
  let streamCount = 0;
  /** The last live event id this instance has read and dispatched. */
  let cursor: number | null = null;
  let isPumping = false;
  let pumpAgain = false;
  let isClosed = false;
  let heartbeat: NodeJS.Timeout | undefined;

  function add(stream: Stream) {
    const streams = streamsByUser.get(stream.userId) ?? new Set();
    streams.add(stream);
    streamsByUser.set(stream.userId, streams);
    streamCount += 1;
    heartbeat ??= setInterval(beat, heartbeatMs).unref();
  }

  function remove(stream: Stream) {
    const streams = streamsByUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    streamCount -= 1;
    if (streams.size === 0) streamsByUser.delete(stream.userId);
    if (streamCount === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  function beat() {
    for (const streams of streamsByUser.values()) {
      for (const stream of streams) stream.events.comment('heartbeat');
    }
    // A wake-up lost while the listener reconnected is caught up here.
    wake();
    void endStreamsWithoutSession().catch((error: unknown) =>
      logger.warn({ err: error }, 'live stream sessions could not be checked'),
    );
  }

  /** One query for every stream of the instance: a session signed out, expired or banned ends its streams. */
  async function endStreamsWithoutSession(): Promise<void> {
    const streams = [...streamsByUser.values()].flatMap((set) => [...set]);
    const tokens = [...new Set(streams.map((stream) => stream.sessionToken))];
    if (tokens.length === 0) return;
    const valid = await db.execute<{ token: string }>(sql`
      select s.token from "session" s join "user" u on u.id = s.user_id
      where s.token in (${sql.join(
        tokens.map((token) => sql`${token}`),
        sql`, `,
      )})
        and ${sessionStillOpens}`);
    const stillValid = new Set(valid.rows.map((row) => row.token));
    for (const stream of streams) {
      if (stillValid.has(stream.sessionToken)) continue;
      stream.events.end();
      remove(stream);
    }
  }

  function deliver(stream: Stream, row: LiveRow) {
    if (stream.waiting) {
      stream.waiting.push(row);
      return;
    }
    const id = Number(row.id);
    if (id <= stream.lastSent) return;
    row.frame ??= eventFrame(row.type, row.data, id);
    stream.events.sendFrame(row.frame);
    stream.lastSent = id;
    if (stream.events.pendingBytes > MAX_PENDING_BYTES) {
      // A tab that stopped reading: it will reconnect and replay from what it really received.
      stream.events.end();
      remove(stream);
    }
  }

  async function currentMaxId(): Promise<number> {
    const result = await db.execute<{ max: string | number }>(
      sql`select coalesce(max(id), 0) as max from live_events`,
    );
    return Number(result.rows[0]?.max ?? 0);
  }

  async function pump(): Promise<void> {
    const max = await currentMaxId();
    const from = cursor ?? max;
    if (streamCount === 0 || max <= from) {
      cursor = Math.max(from, max);
      return;
    }
    const users = sql.param([...streamsByUser.keys()]);
    const result = await db.execute<LiveRow>(sql`
      select e.id, e.user_id, e.type, ${SENT_DATA} as data,
        case when e.user_id is null and e.data ? 'authorId' then array(
          select b.blocked_id from user_blocks b where b.blocker_id = ${ABOUT}
          union select b.blocker_id from user_blocks b where b.blocked_id = ${ABOUT}
          union select m.muter_id from user_mutes m where m.muted_id = ${ABOUT}) end as unwanted
      from live_events e
      where e.id > ${from} and e.id <= ${max} and (e.user_id is null or e.user_id = any(${users}::text[]))
      order by e.id`);
    for (const row of result.rows) {
      if (row.user_id === null) {
        const unwanted = new Set(row.unwanted ?? []);
        for (const [userId, streams] of streamsByUser) {
          if (unwanted.has(userId)) continue;
          for (const stream of streams) deliver(stream, row);
        }
      } else {
        for (const stream of streamsByUser.get(row.user_id) ?? []) deliver(stream, row);
      }
    }
    cursor = max;
  }

  function wake(): void {
    if (isClosed) return;
    if (isPumping) {
      pumpAgain = true;
      return;
    }
    isPumping = true;
    void (async () => {
      try {
        do {
          pumpAgain = false;
          await pump();
        } while (pumpAgain && !isClosed);
      } catch (error) {
        logger.warn({ err: error }, 'live events could not be read');
      } finally {
        isPumping = false;
      }
    })();
  }

  /** The events after `lastEventId` for one person, or null when they cannot all be replayed. */
  async function replay(userId: string, lastEventId: number): Promise<LiveRow[] | null> {
    const result = await db.execute<
      LiveRow & { oldest: string | number | null; newest: string | number | null }
    >(sql`
      select e.id, e.user_id, e.type, e.data, bounds.oldest, bounds.newest
      from (select min(id) as oldest, max(id) as newest from live_events) bounds
      left join lateral (
        select e.id, e.user_id, e.type, ${SENT_DATA} as data from live_events e
        where e.id > ${lastEventId} and (e.user_id = ${userId} or e.user_id is null)
          and not ${isUnwantedBy(sql`${userId}::text`)}
        order by e.id limit ${MAX_REPLAY + 1}
      ) e on true
      order by e.id`);
    const [first] = result.rows;
    const oldest = Number(first?.oldest ?? 0);
    const newest = Number(first?.newest ?? 0);
    // Pruned past the client's position, or a position this database never gave: reload rather than guess.
    if (lastEventId > newest || (oldest > 0 && lastEventId < oldest - 1)) return null;
    const rows = result.rows.filter((row) => row.id !== null);
    return rows.length > MAX_REPLAY ? null : rows;
  }

  return {
    get streamCount() {
      return streamCount;
    },
    async open(reply, { userId, sessionToken, lastEventId }) {
      if (isClosed) throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down');
      if ((streamsByUser.get(userId)?.size ?? 0) >= maxStreamsPerUser) {
        throw new AppError('TOO_MANY_STREAMS', 'Too many live streams are open for this account');
      }
      if (streamCount >= MAX_STREAMS_PER_INSTANCE) {
        throw new AppError('SERVICE_UNAVAILABLE', 'This server holds as many live streams as it can');
      }
      const position = parseEventId(lastEventId);
      const events = openEventStream(reply);
      events.retryAfter(RETRY_MS);
      const stream: Stream = { userId, sessionToken, events, lastSent: 0, waiting: [] };
      add(stream);
      events.onClose(() => remove(stream));
      try {
        const missed = position === null ? null : await replay(userId, position);
        if (position === null || missed === null) {
          stream.lastSent = await currentMaxId();
          if (position !== null) events.send('reset', {}, stream.lastSent);
        } else {
          stream.lastSent = position;
          for (const row of missed) {
            events.send(row.type, row.data, Number(row.id));
            stream.lastSent = Number(row.id);
          }
        }
        const waiting = stream.waiting ?? [];
        stream.waiting = null;
        for (const row of waiting) deliver(stream, row);
        events.comment('ready');
        wake();
      } catch (error) {
        logger.error({ err: error }, 'live stream could not start');
        events.end();
        remove(stream);
      }
    },
    wake,
    close() {
      isClosed = true;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      for (const streams of streamsByUser.values()) for (const stream of streams) stream.events.end();
      streamsByUser.clear();
      streamCount = 0;
    },
  };
}

function parseEventId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
