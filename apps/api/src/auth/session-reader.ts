import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type Param, param, preparedStatement } from '../db/prepared-statement.ts';
import type { Auth } from './auth.ts';

/** Who is making a request, as services see it. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
  /**
   * The client organisation the actor belongs to, read with the session: its projects are theirs to act on
   * as their client would. Null without one; absent on an actor not read from a session (treated as none).
   */
  organisationId?: string | null;
}

/** Finds the signed-in user behind a `Cookie` header, or undefined. */
export type SessionReader = (cookieHeader: string | undefined) => Promise<Actor | undefined>;

/**
 * The session token of a `Cookie` header when its signature is right, or undefined; no database access. At
 * once from the first request on, when Better Auth's settings are known: a `Promise` only before then.
 */
export type SessionTokenReader = (
  cookieHeader: string | undefined,
) => string | undefined | Promise<string | undefined>;

/**
 * The user of a session token as a query source, columns `id`, `email` and `role`: at most one row (one
 * indexed lookup, session.token is unique). An account being deleted has no session, even one opened in the
 * instant its deletion was being recorded. Expiry and bans are decided by the database clock and the role
 * is read at every request: a role change, a ban or a revoked session applies on the next request. A query
 * on a hot path includes it to check the session in its own round trip.
 */
export function sessionUser(token: string | Param): SQL {
  return sql`select u.id, u.email, u.role
      from "session" s join "user" u on u.id = s.user_id
     where s.token = ${token} and ${sessionStillOpens}`;
}

/** User `u` may use the app: neither banned (a ban past its end no longer counts) nor being deleted. */
export const accountIsActive: SQL = sql`not (coalesce(u.banned, false) and (u.ban_expires is null or u.ban_expires > now()))
       and not exists (select 1 from account_deletions d where d.user_id = u.id)`;

/**
 * Who a read is for: a user already known (an actor checked earlier in the request), or the holder of a
 * session token that the read's own statement checks, saving the session's round trip on a hot page.
 */
export type Reader = { userId: string } | { sessionToken: string };

/**
 * The reader's row as a query source, column `id`: the session's user for a token (no row when the session
 * does not open the app), the given id otherwise. A page's statement starts `with viewer as (…)` and answers
 * no row at all without a reader, which its service reports as UNAUTHENTICATED.
 */
export function readerQuery(reader: Reader): SQL {
  return 'sessionToken' in reader
    ? sessionUser(reader.sessionToken)
    : sql`select ${reader.userId}::text as id`;
}

/** How a statement built once (`preparedStatement`) knows its reader: by session token, or by id. */
export type ReaderKind = 'session' | 'user';

export const readerKindOf = (reader: Reader): ReaderKind => ('sessionToken' in reader ? 'session' : 'user');

/** `readerQuery` for a statement built once: its value is the param `reader` (`readerParamOf`). */
export function readerQueryOf(kind: ReaderKind): SQL {
  return kind === 'session' ? sessionUser(param('reader')) : sql`select ${param('reader')}::text as id`;
}

/** The value of `readerQueryOf`'s param. */
export const readerParamOf = (reader: Reader): string =>
  'sessionToken' in reader ? reader.sessionToken : reader.userId;

/** Session `s` of user `u` still opens the app: not expired, the user neither banned nor being deleted. */
export const sessionStillOpens: SQL = sql`s.expires_at > now() and ${accountIsActive}`;

/** The session's user and, in the same round trip, their organisation (one indexed lookup: one per user). */
const sessionStatement = preparedStatement(
  () => sql`select a.id, a.email, a.role,
      (select m.organisation_id from organisation_members m where m.user_id = a.id) as organisation_id
    from (${sessionUser(param('token'))}) a`,
);

/** A row of `sessionUser`. */
interface ActorRow extends Record<string, unknown> {
  id: string;
  email: string;
  role: string | null;
  organisation_id: string | null;
}

function toActor(row: ActorRow): Actor {
  return {
    id: row.id,
    email: row.email,
    role: (row.role ?? 'user') as Role,
    organisationId: row.organisation_id,
  };
}

/**
 * Reads Better Auth's session cookie the way its `getSession` does (the cookie is `token.signature`, an
 * HMAC-SHA256 of the token with the auth secret) with a single prepared query instead of the full
 * endpoint pipeline, which costs more than the feed query it guards. Refreshing the session's expiry
 * stays with Better Auth: the interface calls `get-session` on every page load.
 */
export function createSessionReader(
  auth: Auth,
  db: Database,
): { readSession: SessionReader; readSessionToken: SessionTokenReader } {
  // Cookie name (prefix, `__Secure-` in production) and secret exactly as Better Auth computes them.
  let known: CookieSettings | undefined;
  const settings = auth.$context.then((context) => {
    known = { cookieName: context.authCookies.sessionToken.name, secret: context.secret };
    return known;
  });
  const verified = createVerifiedTokenCache();

  const tokenOf = (cookieHeader: string, { cookieName, secret }: CookieSettings) =>
    verified(readCookie(cookieHeader, cookieName), secret);

  const readSessionToken: SessionTokenReader = (cookieHeader) => {
    if (!cookieHeader) return undefined;
    return known ? tokenOf(cookieHeader, known) : settings.then((loaded) => tokenOf(cookieHeader, loaded));
  };

  const readSession: SessionReader = async (cookieHeader) => {
    const token = await readSessionToken(cookieHeader);
    if (!token) return undefined;
    const [row] = await sessionStatement.execute<ActorRow>(db, [], { token });
    return row ? toActor(row) : undefined;
  };

  return { readSession, readSessionToken };
}

interface CookieSettings {
  cookieName: string;
  secret: string;
}

/**
 * Cookie values already verified, and their tokens: a signed-in member sends the same cookie with every
 * request, and its HMAC costs more than the rest of reading it. Only correctly signed values are kept (a
 * forged one is checked again each time), at most `MAX_VERIFIED_COOKIES`, the oldest forgotten first.
 */
const MAX_VERIFIED_COOKIES = 10_000;

function createVerifiedTokenCache() {
  const tokens = new Map<string, string>();
  return (value: string | undefined, secret: string): string | undefined => {
    if (!value) return undefined;
    const known = tokens.get(value);
    if (known !== undefined) return known;
    const token = verifiedToken(value, secret);
    if (token === undefined) return undefined;
    if (tokens.size >= MAX_VERIFIED_COOKIES) tokens.delete(tokens.keys().next().value as string);
    tokens.set(value, token);
    return token;
  };
}

function readCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The session token when the signature is the secret's HMAC of it, written exactly as better-call writes it
 * (standard base64 with its padding). Exactly: a decoder skips what is not base64 and stops at the padding, so
 * that one valid cookie would otherwise have endless spellings, each a new entry of the verified cookies.
 */
function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value || value.length > MAX_COOKIE_VALUE_LENGTH) return undefined;
  const separator = value.lastIndexOf('.');
  if (separator < 1) return undefined;
  const token = value.slice(0, separator);
  const signature = Buffer.from(value.slice(separator + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

/** Far above a session cookie's value (a 32-character token and a 44-character signature). */
const MAX_COOKIE_VALUE_LENGTH = 512;
