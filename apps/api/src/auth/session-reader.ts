import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@escouade/contract';
import type pg from 'pg';
import type { Auth } from './auth.ts';

/** Who is making a request, as services see it. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
}

/** Finds the signed-in user behind a `Cookie` header, or undefined. */
export type SessionReader = (cookieHeader: string | undefined) => Promise<Actor | undefined>;

// One indexed lookup (session.token is unique). Expiry and bans are decided by the database clock, the
// role is read at every request: a role change, a ban or a revoked session applies on the next request.
const ACTOR_BY_SESSION_TOKEN = {
  name: 'escouade-actor-by-session-token',
  text: `select u.id, u.email, u.role
           from "session" s join "user" u on u.id = s.user_id
          where s.token = $1
            and s.expires_at > now()
            and not (u.banned and (u.ban_expires is null or u.ban_expires > now()))`,
};

/**
 * Reads Better Auth's session cookie the way its `getSession` does (the cookie is `token.signature`, an
 * HMAC-SHA256 of the token with the auth secret) with a single prepared query instead of the full
 * endpoint pipeline, which costs more than the feed query it guards. Refreshing the session's expiry
 * stays with Better Auth: the interface calls `get-session` on every page load.
 */
export function createSessionReader(auth: Auth, pool: pg.Pool): SessionReader {
  // Cookie name (prefix, `__Secure-` in production) and secret exactly as Better Auth computes them.
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
  }));

  return async (cookieHeader) => {
    if (!cookieHeader) return undefined;
    const { cookieName, secret } = await settings;
    const token = verifiedToken(readCookie(cookieHeader, cookieName), secret);
    if (!token) return undefined;
    const { rows } = await pool.query<{ id: string; email: string; role: string | null }>({
      ...ACTOR_BY_SESSION_TOKEN,
      values: [token],
    });
    const row = rows[0];
    return row ? { id: row.id, email: row.email, role: (row.role ?? 'user') as Role } : undefined;
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

/** The session token when the signature is the secret's HMAC of it, as better-call signs cookies. */
function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const separator = value.lastIndexOf('.');
  if (separator < 1) return undefined;
  const token = value.slice(0, separator);
  const signature = Buffer.from(value.slice(separator + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}
