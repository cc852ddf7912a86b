import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { tsvector } from './search.ts';

/** Personal details, one row per user (id = user id). */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    biography: text('biography'),
    avatarUrl: text('avatar_url'),
    websiteUrl: text('website_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name as search matches it: accents and case folded, never stemmed. Kept by the database. */
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('escouade_names'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`,
      ),
  },
  (t) => [
    index('profiles_name_vector_idx').using('gin', t.nameVector),
    // Admin and mention look-ups match any part of a name: trigram indexes (pg_trgm).
    index('profiles_full_name_search_idx').using(
      'gin',
      sql`lower(f_unaccent(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))) gin_trgm_ops`,
    ),
    // The sweep of orphaned files asks which stored images a profile still shows.
    index('profiles_avatar_url_idx')
      .on(t.avatarUrl)
      .where(sql`${t.avatarUrl} is not null`),
  ],
);

/** Professional details, one row per user (id = user id). */
export const professionalProfiles = pgTable(
  'professional_profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    profession: text('profession'),
    experienceYears: integer('experience_years'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    availabilityStatus: text('availability_status').notNull().default('available'),
    portfolioUrl: text('portfolio_url'),
    /** The hours a week the professional declares available for projects; null when not said. */
    hoursPerWeek: smallint('hours_per_week'),
    /** When the professional last said their availability still holds (saving the profile says it too). */
    availabilityConfirmedAt: timestamp('availability_confirmed_at', { withTimezone: true }),
    /** The business's SIRET, as its owner gave it (on the profile, or with a request to be verified). */
    siret: text('siret'),
    /**
     * When an administrator verified the business for `siret`; cleared whenever `siret` changes, in the
     * statement that changes it.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The profession as search matches it, stemmed in both languages (nobody says which it is written in). */
    professionVector: tsvector('profession_vector')
      .notNull()
      .generatedAlwaysAs(sql`search_document(coalesce(profession, ''), null)`),
    /**
     * What the people search matches, in one document: the name folded (weight A), the profession (B) and
     * the skills' names and aliases (C), both stemmed in both languages. Kept by the database's triggers
     * (migration `people_search_triggers`) whenever the name, the profession, a skill held or a skill's names change.
     */
    peopleVector: tsvector('people_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    index('professional_profiles_profession_vector_idx').using('gin', t.professionVector),
    index('professional_profiles_people_vector_idx').using('gin', t.peopleVector),
    check('professional_profiles_verified_check', sql`${t.verifiedAt} is null or ${t.siret} is not null`),
    check('professional_profiles_experience_years_check', sql`${t.experienceYears} >= 0`),
    check('professional_profiles_hourly_rate_check', sql`${t.hourlyRate} >= 0`),
    check(
      'professional_profiles_hours_per_week_check',
      sql`${t.hoursPerWeek} is null or ${t.hoursPerWeek} between 1 and 60`,
    ),
    check(
      'professional_profiles_availability_status_check',
      sql`${t.availabilityStatus} in ('available', 'busy', 'away', 'not_looking')`,
    ),
    index('professional_profiles_profession_search_idx').using(
      'gin',
      sql`lower(f_unaccent(coalesce(${t.profession}, ''))) gin_trgm_ops`,
    ),
    index('professional_profiles_availability_idx').on(t.availabilityStatus),
  ],
);

/**
 * The shared skills catalogue; names are unique case-insensitively. A skill a professional types that matches
 * none (see `skill_key`) is `pending`: on their profile at once, but in the shared suggestions, the briefs and
 * team formation only once an admin approves it (or merges it into an existing skill).
 */
export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The French name (the catalogue's reference language). */
    name: text('name').notNull(),
    /** The English name; null when it is the same as the French one. */
    nameEn: text('name_en'),
    /** Other spellings and near-synonyms, in either language, matched like the names. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The aliases the shipped catalogue gave this skill, kept apart from those admins added: when the catalogue
     * moves an alias to another skill, the start-up sync takes it off this one, and only if it was the catalogue's.
     */
    curatedAliases: text('curated_aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category'),
    status: text('status', { enum: ['approved', 'pending'] })
      .notNull()
      .default('approved'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Names and aliases as search matches them, stemmed in both languages. Kept by the database. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`search_document(name || ' ' || coalesce(name_en, '') || ' ' || f_join_words(aliases), null)`,
      ),
  },
  (t) => [
    index('skills_search_vector_idx').using('gin', t.searchVector),
    uniqueIndex('skills_name_lower_unique').on(sql`lower(${t.name})`),
    check('skills_name_not_blank_check', sql`length(trim(${t.name})) > 0`),
    check('skills_status_check', sql`${t.status} in ('approved', 'pending')`),
    index('skills_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('skills_name_en_trgm_idx').using('gin', sql`lower(${t.nameEn}) gin_trgm_ops`),
    index('skills_key_idx').on(sql`skill_key(${t.name})`),
    index('skills_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A user's skill with a level from 1 (Débutant) to 5 (Expert). */
export const userSkills = pgTable(
  'user_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull().default(3),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Copied from the holder's account and professional profile by triggers (migration 0004), so that team
    // formation reads each skill's best holders from an index instead of ranking every holder.
    /** Professional, not banned, availability other than not_looking. */
    isProposable: boolean('is_proposable').notNull().default(false),
    /** 0 available, 1 busy, 2 away, 3 not proposable. */
    availabilityRank: smallint('availability_rank').notNull().default(3),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    experienceYears: integer('experience_years'),
  },
  (t) => [
    unique('user_skills_user_skill_unique').on(t.userId, t.skillId),
    check('user_skills_level_check', sql`${t.level} between 1 and 5`),
    // Team formation looks candidates up by required skill and minimum level.
    index('user_skills_skill_level_idx').on(t.skillId, t.level),
    // A skill's proposable holders by quality and by price, in the orders team formation ranks them.
    index('user_skills_quality_idx')
      .on(t.skillId, t.availabilityRank, t.level.desc(), t.experienceYears.desc().nullsLast(), t.userId)
      .where(sql`${t.isProposable}`),
    index('user_skills_price_idx')
      .on(t.skillId, t.availabilityRank, t.hourlyRate.asc().nullsLast(), t.level.desc(), t.userId)
      .where(sql`${t.isProposable}`),
  ],
);

/** Who follows whom; one row per pair, never oneself. */
export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    followerId: text('follower_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    followedId: text('followed_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('follows_pair_unique').on(t.followerId, t.followedId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
    index('follows_followed_id_idx').on(t.followedId),
  ],
);

/**
 * Who blocked whom. A block works both ways (no follow, comment, like or proposal between the two) and the
 * blocked person is not told; one row per pair and direction, never oneself.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('user_blocks_blocked_id_idx').on(t.blockedId),
  ],
);

/** Who muted whom: the muted person's posts and comments leave the muter's feed; nothing else changes. */
export const userMutes = pgTable(
  'user_mutes',
  {
    muterId: text('muter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mutedId: text('muted_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.muterId, t.mutedId] }),
    check('user_mutes_not_self_check', sql`${t.muterId} <> ${t.mutedId}`),
    // The live streams leave out a new post for those who muted its author.
    index('user_mutes_muted_id_idx').on(t.mutedId),
  ],
);
