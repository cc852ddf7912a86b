import type { Role } from '@escouade/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import { AppError } from '../errors.ts';
import type { Actor, Reader, SessionReader, SessionTokenReader } from './session-reader.ts';

export type { Actor } from './session-reader.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; services receive it explicitly, never the request. */
    actor?: Actor;
    /** Set for a route that checks the session in its statement: a correctly signed token, not yet checked. */
    sessionToken?: string;
  }
  interface FastifyContextConfig {
    /**
     * The route's own statement checks the session (`readerQuery`), saving a round trip on a page read at
     * every visit: `requireSession` then only checks the cookie's signature and hands the token on
     * (`sessionReaderOf`), and the handler answers 401 when its statement finds no session.
     */
    checksSessionInItsStatement?: boolean;
  }
}

/** The answer to a request that needs a session and has none (or an expired one, or a banned user's). */
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'You must be signed in');

/** Pre-handlers for a module's prefix (401 when signed out, 403 without the role) and the optional viewer. */
export function createGuards({
  readSession,
  readSessionToken,
}: {
  readSession: SessionReader;
  readSessionToken: SessionTokenReader;
}) {
  /** The signed-in user of a request, or undefined; read from the database at every request. */
  const currentActor = (request: FastifyRequest) => readSession(request.headers.cookie);
  /** The correctly signed session token of a request, if any, for a query that checks it itself. */
  const currentSessionToken = (request: FastifyRequest) => readSessionToken(request.headers.cookie);

  // With `done` rather than async: on the hottest pages the token is read without a promise.
  const requireSession: preHandlerHookHandler = (request, _reply, done) => {
    if (request.routeOptions.config?.checksSessionInItsStatement) {
      const handOn = (token: string | undefined) => {
        if (!token) return done(unauthenticated());
        request.sessionToken = token;
        done();
      };
      const token = readSessionToken(request.headers.cookie);
      if (token instanceof Promise) token.then(handOn, done);
      else handOn(token);
      return;
    }
    currentActor(request).then((actor) => {
      if (!actor) return done(unauthenticated());
      request.actor = actor;
      done();
    }, done);
  };
  const requireRole =
    (role: Role): preHandlerAsyncHookHandler =>
    async (request) => {
      const actor = await currentActor(request);
      if (!actor) throw unauthenticated();
      if (actor.role !== role) throw new AppError('FORBIDDEN', 'You are not allowed to do this');
      request.actor = actor;
    };
  return { currentActor, currentSessionToken, requireSession, requireRole };
}

export type Guards = ReturnType<typeof createGuards>;

/** The actor set by a guard; a route without a guard calling this is a programming error. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('actorOf() used on a route without requireSession/requireRole');
  return request.actor;
}

/** The reader of a route that checks the session in its statement (`checksSessionInItsStatement`). */
export function sessionReaderOf(request: FastifyRequest): Reader {
  if (!request.sessionToken) {
    throw new Error('sessionReaderOf() used on a route without checksSessionInItsStatement');
  }
  return { sessionToken: request.sessionToken };
}
