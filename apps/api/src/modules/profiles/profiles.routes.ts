import {
  addSkillInputSchema,
  avatarResponseSchema,
  followStateSchema,
  myProfileSchema,
  postingEligibilitySchema,
  publicProfileSchema,
  relationStateSchema,
  skillSchema,
  skillSuggestionsQuerySchema,
  updatePersonInputSchema,
  updateProfileInputSchema,
  updateSkillLevelInputSchema,
  userIdParamsSchema,
  userSkillParamsSchema,
  userSkillSchema,
} from '@escouade/contract';
import {
  mentionSuggestionsQuerySchema,
  mentionSuggestionsSchema,
  peopleSearchPageSchema,
  peopleSearchQuerySchema,
} from '@escouade/contract/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestMentions } from './mentions.service.ts';
import { searchPeople } from './people-search.service.ts';
import type { KeptReaders } from './kept-people.ts';
import type { PeopleWindowCache } from './people-search-windows.ts';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createFixedWindowLimiter } from '../../auth/fixed-window-limiter.ts';
import { actorOf, sessionReaderOf } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { readImageUpload } from '../../uploads/read-image-upload.ts';
import { refuseUnread } from '../../uploads/refuse-unread.ts';
import { createWriteLimits } from '../../rate-limit/write-limit.ts';
import { blockUser, muteUser, unblockUser, unmuteUser } from './blocks.service.ts';
import { followUser, unfollowUser } from './follows.service.ts';
import {
  assertOwner,
  getMyProfile,
  getPostingEligibility,
  getPublicProfile,
  removeAvatar,
  replaceAvatar,
  updatePerson,
  updateProfile,
  confirmAvailability,
} from './profiles.service.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { actorAndNamedPerson, type ProfileCacheOption, tellProfileChanges } from './profile-changes.ts';
import { addUserSkill, removeUserSkill, suggestSkills, updateUserSkillLevel } from './skills.service.ts';

const tags = ['profiles'];

/**
 * A skill typed by a user joins the catalogue every member and the brief analysis choose from: each user may
 * type this many names an hour (counted before the catalogue is searched, so a name it already has counts
 * too); picking a skill from the catalogue is not counted.
 */
const NEW_SKILLS_PER_HOUR = 10;

export const profilesRoutes: FastifyPluginAsyncZod<
  AppContext &
    ProfileCacheOption & {
      /**
       * Told once a name changed, before the answer leaves: a name finds its owner's posts, so the searches this
       * instance keeps are forgotten (the database's notice tells every instance, this one a moment later).
       */
      namesChanged: () => void;
      /** The people search's windows this instance keeps (`PeopleWindowCache`). */
      peopleWindows: PeopleWindowCache;
      /** What this instance keeps of readers and professionals for a kept window's pages (`KeptPeople`). */
      readers: KeptReaders;
    }
> = async (
  app,
  { db, guards, images, windowCounter, namesChanged, publicProfiles, peopleWindows, readers },
) => {
  const { requireSession } = guards;
  // Profiles, avatars, skills, availability, follows and blocks (which end follows): the actor's profile and
  // the other person's.
  tellProfileChanges(app, publicProfiles, actorAndNamedPerson);
  const newSkillLimit = createFixedWindowLimiter({
    name: 'new-skill',
    max: NEW_SKILLS_PER_HOUR,
    windowMs: 60 * 60_000,
    counter: windowCounter,
  });
  const writeLimit = createWriteLimits(windowCounter);
  const avatarRemovals = writeLimit('avatar-removal', 20);
  const skillAdditions = writeLimit('skill-addition', 60);
  const skillChanges = writeLimit('skill-change', 60);
  const skillRemovals = writeLimit('skill-removal', 60);
  const follows = writeLimit('follow', 60);
  const unfollows = writeLimit('unfollow', 60);

  app.get(
    '/me',
    {
      preHandler: requireSession,
      schema: { tags, summary: 'My profile with posting eligibility', response: { 200: myProfileSchema } },
    },
    async (request) => getMyProfile(db, actorOf(request), requestLanguage(request)),
  );

  app.get(
    '/me/eligibility',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Whether I may publish on the feed',
        response: { 200: postingEligibilitySchema },
      },
    },
    async (request) => getPostingEligibility(db, actorOf(request).id),
  );

  app.get(
    '/mention-suggestions',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'People whose name starts with q, to mention in a post, a comment or a project message',
        querystring: mentionSuggestionsQuerySchema,
        response: { 200: mentionSuggestionsSchema },
      },
    },
    async (request) => suggestMentions(db, actorOf(request), request.query),
  );

  app.get(
    '/search',
    {
      preHandler: requireSession,
      // Read at every key typed: one round trip.
      config: { checksSessionInItsStatement: true },
      schema: {
        tags,
        summary: 'Professionals whose name, profession or skills match q, best matches first',
        querystring: peopleSearchQuerySchema,
        response: { 200: peopleSearchPageSchema },
      },
    },
    async (request) =>
      searchPeople(db, sessionReaderOf(request), {
        ...request.query,
        language: requestLanguage(request),
        windows: peopleWindows,
        memory: { readers, publicProfiles },
      }),
  );

  app.get(
    '/:userId',
    {
      schema: {
        tags,
        summary: 'A public profile',
        params: userIdParamsSchema,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) =>
      getPublicProfile(
        db,
        request.params.userId,
        await guards.currentSessionToken(request),
        requestLanguage(request),
        publicProfiles,
        readers,
      ),
  );

  app.patch(
    '/:userId',
    {
      preHandler: requireSession,
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Update my profile',
        params: userIdParamsSchema,
        body: updateProfileInputSchema,
        response: { 200: myProfileSchema },
      },
    },
    async (request) => {
      const { profile, isRenamed } = await updateProfile(db, {
        actor: actorOf(request),
        userId: request.params.userId,
        input: request.body,
        language: requestLanguage(request),
      });
      if (isRenamed) namesChanged();
      return profile;
    },
  );

  app.patch(
    '/:userId/person',
    {
      preHandler: requireSession,
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Update the person of my profile (a client’s profile: names, city, country)',
        params: userIdParamsSchema,
        body: updatePersonInputSchema,
        response: { 200: myProfileSchema },
      },
    },
    async (request) => {
      const { profile, isRenamed } = await updatePerson(db, {
        actor: actorOf(request),
        userId: request.params.userId,
        input: request.body,
        language: requestLanguage(request),
      });
      if (isRenamed) namesChanged();
      return profile;
    },
  );

  app.post(
    '/:userId/availability-confirmation',
    {
      preHandler: requireSession,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Confirm that my availability (status and hours a week) still holds',
        params: userIdParamsSchema,
        response: { 200: myProfileSchema },
      },
    },
    async (request) =>
      confirmAvailability(db, {
        actor: actorOf(request),
        userId: request.params.userId,
        language: requestLanguage(request),
      }),
  );

  app.put(
    '/:userId/avatar',
    {
      preHandler: requireSession,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Replace my avatar (multipart field `file`: JPEG, PNG or WebP, 5 MB at most)',
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        response: { 200: avatarResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { userId } = request.params;
      // Refuse before reading the upload: nobody streams megabytes into someone else's profile.
      await refuseUnread(reply, async () => assertOwner(actor, userId));
      const bytes = await readImageUpload(request);
      return { avatarUrl: await replaceAvatar(db, images, { actor, userId, bytes }) };
    },
  );

  app.delete(
    '/:userId/avatar',
    {
      preHandler: [requireSession, avatarRemovals.accountLimit],
      config: avatarRemovals.config,
      schema: {
        tags,
        summary: 'Remove my avatar',
        params: userIdParamsSchema,
        response: { 200: avatarResponseSchema },
      },
    },
    async (request) => {
      await removeAvatar(db, images, { actor: actorOf(request), userId: request.params.userId });
      return { avatarUrl: null };
    },
  );

  app.post(
    '/:userId/skills',
    {
      preHandler: [requireSession, skillAdditions.accountLimit],
      config: skillAdditions.config,
      schema: {
        tags,
        summary: 'Add a skill (from the catalogue, or a new one) with a level',
        params: userIdParamsSchema,
        body: addSkillInputSchema,
        response: { 201: z.array(userSkillSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.body.newSkill) {
        const retryAfterSeconds = await newSkillLimit.hit(actor.id);
        if (retryAfterSeconds > 0) {
          reply.header('retry-after', String(retryAfterSeconds));
          throw new AppError('SKILL_CREATION_LIMITED', 'Too many new skills; try again later', {
            retryAfterSeconds,
          });
        }
      }
      const skills = await addUserSkill(db, {
        actor,
        language: requestLanguage(request),
        userId: request.params.userId,
        input: request.body,
      });
      return reply.code(201).send(skills);
    },
  );

  app.patch(
    '/:userId/skills/:skillId',
    {
      preHandler: [requireSession, skillChanges.accountLimit],
      config: skillChanges.config,
      schema: {
        tags,
        summary: 'Change the level of one of my skills',
        params: userSkillParamsSchema,
        body: updateSkillLevelInputSchema,
        response: { 200: z.array(userSkillSchema) },
      },
    },
    async (request) =>
      updateUserSkillLevel(db, {
        actor: actorOf(request),
        ...request.params,
        level: request.body.level,
        language: requestLanguage(request),
      }),
  );

  app.delete(
    '/:userId/skills/:skillId',
    {
      preHandler: [requireSession, skillRemovals.accountLimit],
      config: skillRemovals.config,
      schema: {
        tags,
        summary: 'Remove one of my skills',
        params: userSkillParamsSchema,
        response: { 200: z.array(userSkillSchema) },
      },
    },
    async (request) =>
      removeUserSkill(db, { actor: actorOf(request), ...request.params, language: requestLanguage(request) }),
  );

  app.put(
    '/:userId/follow',
    {
      preHandler: [requireSession, follows.accountLimit],
      config: follows.config,
      schema: {
        tags,
        summary: 'Follow a professional (idempotent)',
        params: userIdParamsSchema,
        response: { 200: followStateSchema },
      },
    },
    async (request) => followUser(db, { actor: actorOf(request), userId: request.params.userId }),
  );

  app.delete(
    '/:userId/follow',
    {
      preHandler: [requireSession, unfollows.accountLimit],
      config: unfollows.config,
      schema: {
        tags,
        summary: 'Stop following (idempotent)',
        params: userIdParamsSchema,
        response: { 200: followStateSchema },
      },
    },
    async (request) => unfollowUser(db, { actor: actorOf(request), userId: request.params.userId }),
  );

  // Block and mute: idempotent, answered with where the actor stands with this person afterwards.
  const relationRoutes = [
    { path: '/:userId/block', method: 'put', summary: 'Block (ends follows both ways)', act: blockUser },
    { path: '/:userId/block', method: 'delete', summary: 'Unblock', act: unblockUser },
    { path: '/:userId/mute', method: 'put', summary: 'Mute (their posts leave my feed)', act: muteUser },
    { path: '/:userId/mute', method: 'delete', summary: 'Unmute', act: unmuteUser },
  ] as const;
  for (const { path, method, summary, act } of relationRoutes) {
    app.route({
      method: method.toUpperCase() as 'PUT' | 'DELETE',
      url: path,
      preHandler: requireSession,
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: { tags, summary, params: userIdParamsSchema, response: { 200: relationStateSchema } },
      handler: async (request) => act(db, { actor: actorOf(request), userId: request.params.userId }),
    });
  }
};

export const skillsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, guards }) => {
  app.get(
    '/suggestions',
    {
      preHandler: guards.requireSession,
      schema: {
        tags: ['skills'],
        summary: 'Catalogue skills whose name contains q, excluding mine (at most 8)',
        querystring: skillSuggestionsQuerySchema,
        response: { 200: z.array(skillSchema) },
      },
    },
    async (request) =>
      suggestSkills(db, {
        actor: actorOf(request),
        language: requestLanguage(request),
        query: request.query.q,
        limit: request.query.limit,
        excludeMine: request.query.excludeMine,
      }),
  );
};
