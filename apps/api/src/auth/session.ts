import type { Role } from '@escouade/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';
import type { Actor, SessionReader } from './session-reader.ts';

export type { Actor } from './session-reader.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; services receive it explicitly, never the request. */
    actor?: Actor;
  }
}

/** Pre-handlers for a module's prefix (401 when signed out, 403 without the role) and the optional viewer. */
export function createGuards(readSession: SessionReader) {
  /** The signed-in user of a request, or undefined; read from the database at every request. */
  const currentActor = (request: FastifyRequest) => readSession(request.headers.cookie);

  const requireSession: preHandlerAsyncHookHandler = async (request) => {
    const actor = await currentActor(request);
    if (!actor) throw new AppError('UNAUTHENTICATED', 401, 'You must be signed in');
    request.actor = actor;
  };
  const requireRole =
    (role: Role): preHandlerAsyncHookHandler =>
    async (request) => {
      const actor = await currentActor(request);
      if (!actor) throw new AppError('UNAUTHENTICATED', 401, 'You must be signed in');
      if (actor.role !== role) throw new AppError('FORBIDDEN', 403, 'You are not allowed to do this');
      request.actor = actor;
    };
  return { currentActor, requireSession, requireRole };
}

export type Guards = ReturnType<typeof createGuards>;

/** The actor set by a guard; a route without a guard calling this is a programming error. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('actorOf() used on a route without requireSession/requireRole');
  return request.actor;
}
