import type { Role } from '@escouade/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors.ts';
import type { Auth } from './auth.ts';
import { toWebHeaders } from './web-headers.ts';

/** Who is making a request, as services see it. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; services receive it explicitly, never the request. */
    actor?: Actor;
  }
}

/** The signed-in user of a request, or undefined. Reads the database each time, so role changes apply at once. */
export async function getActor(auth: Auth, request: FastifyRequest): Promise<Actor | undefined> {
  const session = await auth.api.getSession({ headers: toWebHeaders(request.headers) });
  if (!session) return undefined;
  const { id, email, role } = session.user as { id: string; email: string; role?: string | null };
  return { id, email, role: (role ?? 'user') as Role };
}

/** Pre-handlers for a module's prefix: 401 when signed out, 403 without the role. */
export function createGuards(auth: Auth) {
  const requireSession: preHandlerAsyncHookHandler = async (request) => {
    const actor = await getActor(auth, request);
    if (!actor) throw new AppError('UNAUTHENTICATED', 401, 'You must be signed in');
    request.actor = actor;
  };
  const requireRole =
    (role: Role): preHandlerAsyncHookHandler =>
    async (request) => {
      const actor = await getActor(auth, request);
      if (!actor) throw new AppError('UNAUTHENTICATED', 401, 'You must be signed in');
      if (actor.role !== role) throw new AppError('FORBIDDEN', 403, 'You are not allowed to do this');
      request.actor = actor;
    };
  return { requireSession, requireRole };
}

export type Guards = ReturnType<typeof createGuards>;

/** The actor set by a guard; a route without a guard calling this is a programming error. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('actorOf() used on a route without requireSession/requireRole');
  return request.actor;
}
