import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProfileChange, PublicProfileCache } from './public-profile-cache.ts';

/** What a plugin whose writes change public profiles is given, besides the app's context. */
export interface ProfileCacheOption {
  /**
   * The part of public profiles every visitor sees, kept while this instance hears of changes; whatever changes
   * one (a profile saved, a skill, a follow, a review) tells it (`changed`) once committed, for this instance's
   * next request; the database's notices tell the other instances.
   */
  publicProfiles: PublicProfileCache;
}

/**
 * Tells this instance's public-profile cache what a plugin's successful writes changed, before the answer
 * leaves: the next request, which may come at once (the page that saved a profile reads it again), must not
 * get the profile kept from before. The database's notice of the same change reaches every instance a moment
 * later (migration 0018); this only closes that moment on the instance that made the change.
 *
 * `changeOf` names whose profiles a write of the plugin may have changed: some people, everyone, or none.
 */
export function tellProfileChanges(
  app: FastifyInstance,
  publicProfiles: PublicProfileCache,
  changeOf: (request: FastifyRequest) => ProfileChange | undefined,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const change = changeOf(request);
      if (change && (change.kind === 'everyone' || change.ids.length > 0)) publicProfiles.changed(change);
    }
    done(null, payload);
  });
}

/** The signed-in actor and the person a route's `:userId` or `:subjectId` names, when there are. */
export function actorAndNamedPerson(request: FastifyRequest): ProfileChange {
  const params = request.params as { userId?: unknown; subjectId?: unknown };
  const ids = [request.actor?.id, params.userId, params.subjectId].filter(
    (id): id is string => typeof id === 'string',
  );
  return { kind: 'people', ids };
}
