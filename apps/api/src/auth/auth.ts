import { PATHS, withQuery } from '@escouade/contract/paths';
import {
  LANGUAGES,
  type Language,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ROLES,
  signUpNamesSchema,
  VALIDATION_MESSAGES,
  type SignUpNames,
  displayName,
} from '@escouade/contract';
import { type SignUpCompany, signUpCompanySchema } from '@escouade/contract/organisations';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ResolvedConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Mailer } from '../email/mailer.ts';
import type { WindowCounter } from '../rate-limit/window-counter.ts';
import { createFixedWindowLimiter } from './fixed-window-limiter.ts';
import { createPasswordHashing } from './password-hashing.ts';
import { isCommonPassword } from './password-policy.ts';
import { scopeBetterAuthContext } from './scoped-async-context.ts';
import { RESET_LINK_VALIDITY_SECONDS } from '../email/templates/reset-password.ts';
import { CONFIRMATION_LINK_VALIDITY_SECONDS } from '../email/templates/verify-email.ts';

/** The header the Fastify bridge fills with the client address Fastify computed (proxy-aware). */
export const CLIENT_IP_HEADER = 'x-escouade-client-ip';

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;
const ONE_DAY_IN_SECONDS = 24 * 60 * 60;
const ACCOUNT_NAME_MAX_LENGTH = 200;

export interface CreateAuthDeps {
  db: Database;
  config: ResolvedConfig;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Where rate-limit counts live (memory, or Redis shared by every instance). */
  windowCounter: WindowCounter;
  /**
   * Records the names given at sign-up on the new account's profile (the profiles module owns it; app.ts gives
   * this). The account already carries the full name, so a failure here leaves it named.
   */
  recordSignUpNames: (userId: string, names: SignUpNames) => Promise<void>;
  /**
   * Creates the organisation of the company a client gave at sign-up, the new account its owner (the
   * organisations module owns it; app.ts gives this). The company was checked before the account was created;
   * a failure here leaves a client without an organisation, who creates it from the organisation page.
   */
  createSignUpOrganisation: (userId: string, company: SignUpCompany) => Promise<void>;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Better Auth, configured for Escouade: e-mail and password with confirmation, reset links valid one hour,
 * 30-day sessions, TOTP two-factor, roles and bans (admin plugin), and the rules Better Auth does not have:
 * the account type chosen at sign-up, the common-password list and per-account rate limits.
 */
export function createAuth({
  db,
  config,
  mailer,
  logger,
  windowCounter,
  recordSignUpNames,
  createSignUpOrganisation,
}: CreateAuthDeps) {
  // Before Better Auth creates its context storages: ours stop tracking when its endpoints are done.
  scopeBetterAuthContext();
  const perAccountLimits = {
    signIn: createFixedWindowLimiter({ name: 'sign-in', max: 3, windowMs: 10_000, counter: windowCounter }),
    signInHourly: createFixedWindowLimiter({
      name: 'sign-in-hourly',
      max: 20,
      windowMs: 60 * 60_000,
      counter: windowCounter,
    }),
    resetMail: createFixedWindowLimiter({
      name: 'reset-mail',
      max: 3,
      windowMs: 60_000,
      counter: windowCounter,
    }),
    // The confirmation mail can be sent again once a minute (the form shows the countdown).
    verificationMail: createFixedWindowLimiter({
      name: 'verification-mail',
      max: 1,
      windowMs: 60_000,
      counter: windowCounter,
    }),
  };

  /** Mail is queued, never awaited: a request that mails takes as long as one that does not. */
  function queueMail(send: () => Promise<unknown>) {
    send().catch((error: unknown) =>
      logger.error({ err: error }, 'could not queue an authentication e-mail'),
    );
  }

  return betterAuth({
    appName: 'Escouade',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    user: {
      additionalFields: {
        locale: {
          type: 'string',
          required: false,
          defaultValue: 'fr',
          input: true,
          validator: { input: z.enum(LANGUAGES) },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_VALIDITY_SECONDS,
      password: createPasswordHashing({ maxCpuShare: config.passwordHashingCpuShare }),
      revokeSessionsOnPasswordReset: true,
      // The screen answers as for a new address (no one learns which addresses have an account); the owner of
      // the address is told by e-mail, so someone who forgot their account does not wait for a mail that never
      // comes (docs/decisions/0024-existing-address-at-sign-up.md).
      onExistingUserSignUp: async ({ user }) => {
        queueMail(() =>
          mailer.send({
            to: user.email,
            locale: languageOf(user),
            template: 'account-exists',
            data: {
              signInUrl: `${config.appUrl}${PATHS.login}`,
              resetUrl: `${config.appUrl}${PATHS.resetPassword}`,
            },
          }),
        );
      },
      sendResetPassword: async ({ user, token }) => {
        queueMail(() =>
          mailer.send({
            to: user.email,
            locale: languageOf(user),
            template: 'reset-password',
            data: { url: `${config.appUrl}${withQuery(PATHS.updatePassword, { token })}` },
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_VALIDITY_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        queueMail(() =>
          mailer.send({ to: user.email, locale: languageOf(user), template: 'verify-email', data: { url } }),
        );
      },
    },
    session: {
      expiresIn: THIRTY_DAYS_IN_SECONDS,
      updateAge: ONE_DAY_IN_SECONDS,
      // No cookie cache: a role change or a ban must apply on the user's very next request.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 10, max: 3 },
        '/sign-up/email': { window: 60, max: 3 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
        '/two-factor/verify-totp': { window: 10, max: 3 },
        '/two-factor/verify-backup-code': { window: 10, max: 3 },
        // The session check runs on every page load and window focus.
        '/get-session': false,
      },
      // Per-IP counts in the app's window counter: shared by every instance when Redis is configured.
      customStorage: {
        consume: async (key, rule) => {
          const wait = await windowCounter.hit(`auth:${key}`, {
            max: rule.max,
            windowMs: rule.window * 1000,
          });
          return wait > 0 ? { allowed: false, retryAfter: wait } : { allowed: true, retryAfter: null };
        },
      },
    },
    advanced: {
      cookiePrefix: 'escouade',
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth turns these checks off under NODE_ENV=test; we test what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({ issuer: 'Escouade', backupCodeOptions: { amount: 10, length: 10 } }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-up/email') {
          moveSignUpRole(body);
          body.name = displayName(checkSignUpNames(body));
          checkSignUpCompany(body);
          refuseCommonPassword(body.password);
        }
        if (ctx.path === '/sign-up/email' || ctx.path === '/send-verification-email') {
          // The confirmation link signs the user in: a client lands on project creation, anyone else on the
          // dashboard.
          body.callbackURL ??= body.accountType === 'user' ? PATHS.createProject : PATHS.dashboard;
        }
        if (ctx.path === '/update-user' || ctx.path === '/sign-up/email') refuseInvalidAccountFields(body);
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
          refuseCommonPassword(body.newPassword);
        }
        if (ctx.path === '/sign-in/email') {
          const account = normalizedEmail(body.email);
          refuseWhenLimited(
            await perAccountLimits.signIn.hit(account),
            await perAccountLimits.signInHourly.hit(account),
          );
        }
        if (ctx.path === '/request-password-reset') {
          refuseWhenLimited(await perAccountLimits.resetMail.hit(normalizedEmail(body.email)));
        }
        if (ctx.path === '/send-verification-email') {
          refuseWhenLimited(await perAccountLimits.verificationMail.hit(normalizedEmail(body.email)));
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await explainBan(db, ctx.context.returned, ctx.body);
        // Better Auth answers a sign-up for a registered address with a made-up user whose fields differ from
        // a real one (no role, a fresh id): the answer carries nothing, so both read the same.
        if (
          ctx.path === '/sign-up/email' &&
          config.requireEmailVerification &&
          !isAPIError(ctx.context.returned)
        ) {
          return ctx.json({ token: null });
        }
        return undefined;
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, e-mail link, reset) creates a session: none opens while a deletion is pending.
          before: async (session) => {
            const pending = await db.execute(
              sql`select 1 from account_deletions where user_id = ${session.userId}`,
            );
            if (pending.rows.length > 0) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DELETION_PENDING',
                message: 'This account is being deleted; the link in the confirmation e-mail cancels it',
              });
            }
            return { data: session };
          },
          // A deletion recorded between the check above and this session's insert: the request holds the
          // account row until it commits, so reading it here waits for that, then the session goes.
          after: async (session) => {
            const pending = await db.execute(sql`
              select 1 from "user" u where u.id = ${session.userId}
                and exists (select 1 from account_deletions d where d.user_id = u.id)
              for share of u`);
            if (pending.rows.length > 0) await db.execute(sql`delete from session where id = ${session.id}`);
          },
        },
      },
      user: {
        create: {
          before: async (user, ctx) => {
            const accountType = (ctx?.body as { accountType?: unknown } | undefined)?.accountType;
            return { data: { ...user, role: isSignUpRole(accountType) ? accountType : 'user' } };
          },
          after: async (user, ctx) => {
            const names = signUpNamesSchema.safeParse(ctx?.body);
            if (!names.success) return;
            await recordSignUpNames(user.id, names.data).catch((error: unknown) =>
              logger.error({ err: error, userId: user.id }, 'could not record the names given at sign-up'),
            );
            // Checked by the request's hook already: only a client's company, valid, reaches here.
            const company = signUpCompanySchema.safeParse((ctx?.body as { company?: unknown }).company);
            if (!company.success) return;
            await createSignUpOrganisation(user.id, company.data).catch((error: unknown) =>
              logger.error(
                { err: error, userId: user.id },
                'could not create the organisation given at sign-up',
              ),
            );
          },
        },
      },
    },
  });
}

/**
 * Better Auth refuses any `role` in a sign-up (the admin plugin marks it as not settable). We accept exactly
 * `user` and `professional`: the value moves to `accountType`, which the user-creation hook turns into the
 * role; anything else is refused before any row is written.
 */
function moveSignUpRole(body: Record<string, unknown>) {
  const requested = body.role ?? 'user';
  if (!isSignUpRole(requested)) {
    throw new APIError('BAD_REQUEST', {
      code: 'ROLE_NOT_ALLOWED',
      message: 'The account type must be user or professional',
    });
  }
  delete body.role;
  body.accountType = requested;
}

/**
 * First and last name are required at sign-up, with the messages of every other form: the web app translates
 * `details.issues[].message` as it does for the API's own routes.
 */
function checkSignUpNames(body: Record<string, unknown>): SignUpNames {
  const names = signUpNamesSchema.safeParse(body);
  if (names.success) {
    body.firstName = names.data.firstName;
    body.lastName = names.data.lastName;
    return names.data;
  }
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: 'First and last name are required',
    details: {
      issues: names.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
    },
  });
}

/**
 * A client may give their company at sign-up (`company`: legal name, and optionally SIRET, VAT number, sector
 * and size), checked as the organisation page checks it, before any row is written: a refusal names the field
 * (`company.siret`) with the form's message. A professional account has no organisation: its `company` is
 * refused.
 */
function checkSignUpCompany(body: Record<string, unknown>) {
  if (body.company === undefined || body.company === null) {
    delete body.company;
    return;
  }
  const company =
    body.accountType === 'user'
      ? signUpCompanySchema.safeParse(body.company)
      : {
          success: false as const,
          error: { issues: [{ path: [] as PropertyKey[], message: VALIDATION_MESSAGES.invalidOption }] },
        };
  if (company.success) {
    body.company = company.data;
    return;
  }
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: 'The company given is not valid',
    details: {
      issues: company.error.issues.map((issue) => ({
        path: ['company', ...issue.path.map(String)],
        message: issue.message,
      })),
    },
  });
}

/**
 * A banned user is told why and until when. The admin plugin refuses the session only once the password has
 * been checked, so the reason reaches only someone who knows it; a wrong password still reads
 * INVALID_EMAIL_OR_PASSWORD whether the account is banned or not.
 */
async function explainBan(db: Database, returned: unknown, body: unknown) {
  if (!isAPIError(returned) || returned.body?.code !== 'BANNED_USER') return;
  const email = normalizedEmail((body as { email?: unknown } | undefined)?.email);
  const [row] = await db
    .select({ banReason: schema.user.banReason, banExpires: schema.user.banExpires })
    .from(schema.user)
    .where(eq(schema.user.email, email))
    .limit(1);
  throw new APIError('FORBIDDEN', {
    code: 'BANNED_USER',
    message: returned.body?.message ?? 'This account is banned',
    details: {
      banReason: row?.banReason?.trim() || null,
      banExpires: row?.banExpires ? row.banExpires.toISOString() : null,
    },
  });
}

/**
 * Better Auth's update-user stores `name` and `image` without checking them. The display name comes from the
 * profile and the picture from the avatar upload: the account keeps a short name and never takes an image URL
 * from a client (it would be shown without the upload's checks).
 */
function refuseInvalidAccountFields(body: Record<string, unknown>) {
  const invalidName =
    'name' in body && (typeof body.name !== 'string' || body.name.length > ACCOUNT_NAME_MAX_LENGTH);
  if (invalidName || 'image' in body) {
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_FAILED',
      message: invalidName
        ? `The name must be text of at most ${ACCOUNT_NAME_MAX_LENGTH} characters`
        : 'The picture is changed through the avatar upload',
    });
  }
}

function isSignUpRole(value: unknown): value is (typeof SIGN_UP_ROLES)[number] {
  return typeof value === 'string' && (SIGN_UP_ROLES as readonly string[]).includes(value);
}

function refuseCommonPassword(password: unknown) {
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common; choose another one',
    });
  }
}

function refuseWhenLimited(...retryAfterSeconds: number[]) {
  const wait = Math.max(...retryAfterSeconds);
  if (wait > 0) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: 'Too many requests, please try again later' },
      { 'retry-after': String(wait) },
    );
  }
}

function normalizedEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

function languageOf(user: object): Language {
  return (user as { locale?: unknown }).locale === 'en' ? 'en' : 'fr';
}
