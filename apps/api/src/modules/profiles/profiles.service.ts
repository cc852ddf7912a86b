import type { RatingSummary } from '@escouade/contract/delivery';
import type {
  Language,
  MyProfile,
  PostingEligibility,
  PostingRequirement,
  PublicProfile,
  UpdateProfileInput,
  UserSkill,
  updateProfileInputSchema,
} from '@escouade/contract';
import { AVAILABILITY_CONFIRMATION_DAYS } from '@escouade/contract/profiles';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { setAccountName } from '../../auth/accounts.ts';
import type { Actor } from '../../auth/session.ts';
import { displayName } from '@escouade/contract/people';
import type { Database } from '../../db/client.ts';
import { follows, professionalProfiles, profiles, skills, user, userSkills } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { publishedRatingOf, roundRating } from '../ratings/ratings.ts';
import { type ImageStore, imageKeyOf, imageUrlOfKey } from '../../uploads/image-store.ts';
import {
  type ProfileViewer,
  type PublicProfileRow,
  selectPublicProfile,
  selectViewerOfProfile,
} from './profiles.queries.ts';
import {
  NO_PUBLIC_PROFILE_CACHE,
  type PublicProfileCache,
  type SharedProfile,
} from './public-profile-cache.ts';
import { localizedSkillName } from './skill-names.ts';
import { userOfSessionToken } from '../../auth/kept-sessions.ts';
import { followedByReader, type KeptReaders, relationsOf } from './kept-people.ts';

export type ValidProfileInput = z.output<typeof updateProfileInputSchema>;

/** Only the owner writes a profile; admins moderate content, not profiles. */
export function assertOwner(actor: Actor, userId: string): void {
  if (actor.id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own profile');
}

async function loadProfileRow(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phoneNumber: profiles.phoneNumber,
      address: profiles.address,
      city: profiles.city,
      postalCode: profiles.postalCode,
      country: profiles.country,
      biography: profiles.biography,
      avatarUrl: profiles.avatarUrl,
      websiteUrl: profiles.websiteUrl,
      profession: professionalProfiles.profession,
      experienceYears: professionalProfiles.experienceYears,
      hourlyRate: professionalProfiles.hourlyRate,
      hoursPerWeek: professionalProfiles.hoursPerWeek,
      availabilityConfirmedAt: professionalProfiles.availabilityConfirmedAt,
      availabilityStatus: professionalProfiles.availabilityStatus,
      portfolioUrl: professionalProfiles.portfolioUrl,
      siret: professionalProfiles.siret,
      verified: sql<boolean>`${professionalProfiles.verifiedAt} is not null`,
      followerCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followedId} = ${user.id})`,
      rating: sql<{
        average: number | null;
        count: number;
      }>`(select json_build_object('average', rv.rating_average, 'count', rv.rating_count) from (${publishedRatingOf(sql`${user.id}`)}) rv)`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('PROFILE_NOT_FOUND', 'Profile not found');
  return row;
}

/** A user's skills, named in `language`, best level first; a skill an admin has not approved yet says so. */
export async function listUserSkills(
  db: Database,
  userId: string,
  language: Language = 'fr',
): Promise<UserSkill[]> {
  const name = localizedSkillName(language);
  return db
    .select({
      skillId: skills.id,
      name,
      category: skills.category,
      level: userSkills.level,
      isPending: sql<boolean>`${skills.status} = 'pending'`,
    })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(eq(userSkills.userId, userId))
    .orderBy(sql`${userSkills.level} desc`, asc(name));
}

/**
 * What everyone sees. `viewerToken` is the signed session token that came with the request, if any: its
 * session is checked by the same query (see profiles.queries.ts). The part every visitor sees is read from
 * `cache` when this instance has it; then the visitor (their session, whether they follow, blocked or muted the
 * person) comes from what the instance keeps of readers (`readers`), read and kept when it is not, or else in
 * one small statement. A visitor signed out, or whose session no longer opens the app, sees what everyone sees.
 */
export async function getPublicProfile(
  db: Database,
  userId: string,
  viewerToken: string | undefined,
  language: Language = 'fr',
  cache: PublicProfileCache = NO_PUBLIC_PROFILE_CACHE,
  readers?: KeptReaders,
): Promise<PublicProfile> {
  const kept = cache.get(userId, language);
  if (kept) {
    if (!viewerToken) return withViewer(kept, SIGNED_OUT_VIEWER);
    // The kept profile is forgotten by the notice of its person leaving, as the visitor's readings are by theirs.
    if (readers?.isKeeping()) return withViewer(kept, await keptViewer(db, readers, userId, viewerToken));
    const viewer = await selectViewerOfProfile(db, userId, viewerToken);
    if (!viewer.isShown) {
      // Gone (leaving, or removed) before this instance heard of it: forgotten for the next visitor too.
      cache.changed({ kind: 'people', ids: [userId] });
      throw new AppError('PROFILE_NOT_FOUND', 'Profile not found');
    }
    return withViewer(kept, viewer);
  }
  const stamp = cache.stamp();
  const row = await selectPublicProfile(db, userId, viewerToken, language);
  if (!row) throw new AppError('PROFILE_NOT_FOUND', 'Profile not found');
  const rating = { average: roundRating(row.ratingAverage), count: row.ratingCount };
  const shared = toSharedProfile(row, row.skills, rating);
  cache.remember(userId, language, shared, { stamp, validForMs: row.validForMs });
  return withViewer(shared, row);
}

/** The visitor of `userId`'s profile from what is kept of them, each part missing read once and kept. */
async function keptViewer(
  db: Database,
  readers: KeptReaders,
  userId: string,
  viewerToken: string,
): Promise<ProfileViewer> {
  const viewerId = await userOfSessionToken(db, readers, viewerToken);
  if (viewerId === undefined) return SIGNED_OUT_VIEWER;
  const [{ blockedByReader, muted }, followed] = await Promise.all([
    relationsOf(db, readers, viewerId),
    followedByReader(db, readers, viewerId, [userId]),
  ]);
  return {
    viewerId,
    isFollowedByMe: followed.get(userId) === true,
    isBlockedByMe: blockedByReader.has(userId),
    isMutedByMe: muted.has(userId),
  };
}

const SIGNED_OUT_VIEWER: ProfileViewer = {
  viewerId: null,
  isFollowedByMe: false,
  isBlockedByMe: false,
  isMutedByMe: false,
};

/** The profile as `viewer` sees it: on one's own profile, one neither follows, blocked nor muted oneself. */
function withViewer(shared: SharedProfile, viewer: ProfileViewer): PublicProfile {
  const isMe = viewer.viewerId === shared.id;
  return {
    ...shared,
    isAvailabilityStale: isAvailabilityStale(shared.availabilityConfirmedAt),
    isFollowedByMe: !isMe && viewer.isFollowedByMe,
    isBlockedByMe: !isMe && viewer.isBlockedByMe,
    isMutedByMe: !isMe && viewer.isMutedByMe,
    isMe,
  };
}

export async function getMyProfile(
  db: Database,
  actor: Actor,
  language: Language = 'fr',
): Promise<MyProfile> {
  const [{ rating, ...row }, skillList] = await Promise.all([
    loadProfileRow(db, actor.id),
    listUserSkills(db, actor.id, language),
  ]);
  return {
    ...toPublicProfile(
      row,
      skillList,
      { average: roundRating(rating.average), count: rating.count },
      {
        isFollowedByMe: false,
        isBlockedByMe: false,
        isMutedByMe: false,
        isMe: true,
      },
    ),
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    postalCode: row.postalCode,
    siret: row.siret,
    eligibility: computeEligibility(row, skillList.length),
  };
}

/** First name, last name and profession non-blank, and at least one skill. */
export function computeEligibility(
  profile: { firstName: string | null; lastName: string | null; profession: string | null },
  skillCount: number,
): PostingEligibility {
  const missing: PostingRequirement[] = [];
  if (!profile.firstName?.trim()) missing.push('firstName');
  if (!profile.lastName?.trim()) missing.push('lastName');
  if (!profile.profession?.trim()) missing.push('profession');
  if (skillCount === 0) missing.push('skill');
  return { canPost: missing.length === 0, missing };
}

export async function getPostingEligibility(db: Database, userId: string): Promise<PostingEligibility> {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      profession: professionalProfiles.profession,
      skillCount: sql<number>`(select count(*)::int from ${userSkills} where ${userSkills.userId} = ${user.id})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) return computeEligibility({ firstName: null, lastName: null, profession: null }, 0);
  return computeEligibility(row, row.skillCount);
}

/** The names given at sign-up become the new account's profile names (sign-up has validated them). */
export async function recordSignUpNames(
  db: Database,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, firstName: names.firstName, lastName: names.lastName })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { firstName: names.firstName, lastName: names.lastName, updatedAt: new Date() },
    });
}

export async function updateProfile(
  db: Database,
  {
    actor,
    userId,
    input,
    language = 'fr',
  }: { actor: Actor; userId: string; input: ValidProfileInput; language?: Language },
): Promise<{ profile: MyProfile; isRenamed: boolean }> {
  assertOwner(actor, userId);
  const now = new Date();
  const personal = {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    address: input.address,
    city: input.city,
    postalCode: input.postalCode,
    country: input.country,
    biography: input.biography,
    websiteUrl: input.websiteUrl,
    updatedAt: now,
  };
  const professional = {
    profession: input.profession,
    experienceYears: input.experienceYears,
    hourlyRate: input.hourlyRate === null ? null : input.hourlyRate.toFixed(2),
    hoursPerWeek: input.hoursPerWeek,
    // Saving the profile, its availability in view, says it holds.
    availabilityConfirmedAt: now,
    availabilityStatus: input.availabilityStatus,
    portfolioUrl: input.portfolioUrl,
    // Left out of the form, the SIRET stays; a new one removes the badge (a trigger clears `verified_at`).
    ...(input.siret === undefined ? {} : { siret: input.siret }),
    updatedAt: now,
  };
  const isRenamed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    await tx
      .insert(profiles)
      .values({ id: userId, ...personal })
      .onConflictDoUpdate({ target: profiles.id, set: personal });
    await tx
      .insert(professionalProfiles)
      .values({ id: userId, ...professional })
      .onConflictDoUpdate({ target: professionalProfiles.id, set: professional });
    const changed = (was: string | null | undefined, is: string | null | undefined) =>
      (was ?? null) !== (is ?? null);
    const isRenamed =
      changed(before?.firstName, personal.firstName) || changed(before?.lastName, personal.lastName);
    if (isRenamed) await setAccountName(tx, userId, displayName(personal) ?? '');
    return isRenamed;
  });
  return { profile: await getMyProfile(db, actor, language), isRenamed };
}

/** A client's profile: the person only (names, city, country); the professional's part is left as it is. */
export async function updatePerson(
  db: Database,
  {
    actor,
    userId,
    input,
    language = 'fr',
  }: {
    actor: Actor;
    userId: string;
    input: { firstName: string; lastName: string; city: string | null; country: string | null };
    language?: Language;
  },
): Promise<{ profile: MyProfile; isRenamed: boolean }> {
  assertOwner(actor, userId);
  const personal = { ...input, updatedAt: new Date() };
  const isRenamed = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    await tx
      .insert(profiles)
      .values({ id: userId, ...personal })
      .onConflictDoUpdate({ target: profiles.id, set: personal });
    const isRenamed =
      (before?.firstName ?? null) !== input.firstName || (before?.lastName ?? null) !== input.lastName;
    if (isRenamed) await setAccountName(tx, userId, displayName(input) ?? '');
    return isRenamed;
  });
  return { profile: await getMyProfile(db, actor, language), isRenamed };
}

/** Replaces the avatar; the old file is removed once the new URL is committed. */
export async function replaceAvatar(
  db: Database,
  images: ImageStore,
  { actor, userId, bytes }: { actor: Actor; userId: string; bytes: Buffer },
): Promise<string> {
  assertOwner(actor, userId);
  const avatarUrl = await images.storeImage('avatars', bytes);
  let previousUrl: string | null = null;
  try {
    previousUrl = await db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for('update');
      await tx
        .insert(profiles)
        .values({ id: userId, avatarUrl })
        .onConflictDoUpdate({ target: profiles.id, set: { avatarUrl, updatedAt: new Date() } });
      return previous?.avatarUrl ?? null;
    });
  } catch (error) {
    await images.deleteImage(avatarUrl);
    throw error;
  }
  await images.deleteImage(previousUrl);
  return avatarUrl;
}

/** The object keys among these that a profile still shows as its avatar (the sweep of orphaned files asks). */
export async function avatarKeysInUse(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db.execute<{ avatar_url: string }>(sql`
    select avatar_url from profiles where avatar_url = any(${sql.param(keys.map(imageUrlOfKey))}::text[])`);
  return new Set(rows.rows.map((row) => imageKeyOf(row.avatar_url) ?? ''));
}

export async function removeAvatar(
  db: Database,
  images: ImageStore,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<void> {
  assertOwner(actor, userId);
  const previousUrl = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    await tx.update(profiles).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(profiles.id, userId));
    return previous?.avatarUrl ?? null;
  });
  await images.deleteImage(previousUrl);
}

function toPublicProfile(
  row: SharedProfileRow,
  skillList: UserSkill[],
  rating: RatingSummary,
  viewer: Pick<PublicProfile, 'isFollowedByMe' | 'isBlockedByMe' | 'isMutedByMe' | 'isMe'>,
): PublicProfile {
  return {
    ...toSharedProfile(row, skillList, rating),
    isAvailabilityStale: isAvailabilityStale(row.availabilityConfirmedAt),
    ...viewer,
  };
}

type SharedProfileRow = Omit<
  PublicProfileRow,
  | 'skills'
  | 'viewerId'
  | 'isFollowedByMe'
  | 'isBlockedByMe'
  | 'isMutedByMe'
  | 'ratingAverage'
  | 'ratingCount'
  | 'validForMs'
>;

function toSharedProfile(
  row: SharedProfileRow,
  skillList: UserSkill[],
  rating: RatingSummary,
): SharedProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profession: row.profession,
    biography: row.biography,
    avatarUrl: row.avatarUrl,
    websiteUrl: row.websiteUrl,
    portfolioUrl: row.portfolioUrl,
    city: row.city,
    country: row.country,
    experienceYears: row.experienceYears,
    hourlyRate: row.hourlyRate === null ? null : Number(row.hourlyRate),
    hoursPerWeek: row.hoursPerWeek,
    availabilityConfirmedAt: row.availabilityConfirmedAt
      ? new Date(row.availabilityConfirmedAt).toISOString()
      : null,
    availabilityStatus: (row.availabilityStatus ?? 'available') as PublicProfile['availabilityStatus'],
    skills: skillList,
    followerCount: row.followerCount,
    rating,
    verified: row.verified ?? false,
  };
}

const DAY_MS = 86_400_000;

/** Whether a confirmation (or its absence) is older than AVAILABILITY_CONFIRMATION_DAYS. */
export function isAvailabilityStale(confirmedAt: Date | string | null, now = Date.now()): boolean {
  if (confirmedAt === null) return true;
  return now - new Date(confirmedAt).getTime() > AVAILABILITY_CONFIRMATION_DAYS * DAY_MS;
}

/** The professional says their availability (status and hours) still holds. */
export async function confirmAvailability(
  db: Database,
  { actor, userId, language }: { actor: Actor; userId: string; language?: Language },
): Promise<MyProfile> {
  assertOwner(actor, userId);
  await db
    .insert(professionalProfiles)
    .values({ id: userId, availabilityConfirmedAt: new Date() })
    .onConflictDoUpdate({ target: professionalProfiles.id, set: { availabilityConfirmedAt: new Date() } });
  return getMyProfile(db, actor, language);
}

export async function countFollowers(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(follows).where(eq(follows.followedId, userId));
  return row?.value ?? 0;
}

export type { UpdateProfileInput };
