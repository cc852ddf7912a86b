import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A client's organisation: the company its members act for. Its projects are shared by its members, who have
 * on each the rights of the client who created it.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    legalName: text('legal_name').notNull(),
    /** Checked (14 digits, Luhn key) before it is saved. */
    siret: text('siret'),
    /**
     * When an administrator verified the organisation for `siret`; cleared whenever `siret` changes, in the
     * database itself (trigger `organisations_siret_changed`), whoever changes it.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    vatNumber: text('vat_number'),
    sector: text('sector'),
    sizeBand: text('size_band'),
    website: text('website'),
    /** `{ lines, postcode, city, countryCode }`, as invoices print it. */
    billingAddress: jsonb('billing_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('organisations_siret_check', sql`${t.siret} is null or ${t.siret} ~ '^[0-9]{14}$'`),
    check('organisations_verified_check', sql`${t.verifiedAt} is null or ${t.siret} is not null`),
    check(
      'organisations_size_band_check',
      sql`${t.sizeBand} is null or ${t.sizeBand} in ('1', '2-9', '10-49', '50-249', '250-4999', '5000+')`,
    ),
  ],
);

/** Who belongs to an organisation, and as what. An account belongs to one organisation at most. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    uniqueIndex('organisation_members_one_per_user_idx').on(t.userId),
    check('organisation_members_role_check', sql`${t.role} in ('owner', 'member')`),
  ],
);

/**
 * A colleague invited by e-mail: the link's token is kept hashed (SHA-256), so that the table alone opens no
 * organisation. Accepted once, by a signed-in client account of that address, before it expires.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Null once the inviting account is erased. */
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organisation_invitations_token_idx').on(t.tokenHash),
    index('organisation_invitations_organisation_idx').on(t.organisationId, t.createdAt),
  ],
);
