import { randomUUID as randomUuid } from 'node:crypto';
import { dayInFrance } from '@escouade/contract/calendar-days';
import {
  AGENCY_SETTINGS,
  BILLING_DETAILS,
  type ActorName,
  type MatrixRequest,
  type MatrixWorld,
  multipartAvatar,
  multipartForm,
  SMALL_PDF,
} from './helpers/actors.ts';

/** The status a cell expects: one, or the few that are equally right. */
export type Expected = number | readonly number[];
export type Expectations = Record<ActorName, Expected>;

/** One request shape of a route, with the status each actor must get. */
export interface Probe {
  request: (world: MatrixWorld, actor: ActorName) => MatrixRequest | Promise<MatrixRequest>;
  expect: Expectations;
}

/** Same answer for everyone, signed in or not, banned or not. */
function everyone(status: Expected): Expectations {
  return {
    anonymous: status,
    user: status,
    professional: status,
    owner: status,
    other: status,
    admin: status,
    banned: status,
  };
}

/** 401 without a valid session (the banned user's sessions were revoked), `status` for everyone else. */
function session(status: Expected, overrides: Partial<Expectations> = {}): Expectations {
  return { ...everyone(status), anonymous: 401, banned: 401, ...overrides };
}

/** Role admin only: 401 signed out, 403 for any other role. */
function adminOnly(status: Expected): Expectations {
  return session(403, { admin: status });
}

/** The owner of the resource only; every other signed-in account gets `refused`. */
function ownerOnly(status: Expected, refused: Expected): Expectations {
  return session(refused, { owner: status });
}

/** The same URL (and body) for every actor. */
function at(url: string, payload?: object): Probe['request'] {
  return () => ({ url, payload });
}

function probe(request: Probe['request'], expect: Expectations): Probe {
  return { request, expect };
}

/** The development mailbox: 200 on the machine itself, 404 from elsewhere or under another host name. */
function mailboxProbes(urlOf: (world: MatrixWorld) => string): Probe[] {
  return [
    probe((world) => ({ url: urlOf(world), remoteAddress: '127.0.0.1' }), everyone(200)),
    probe((world) => ({ url: urlOf(world) }), everyone(404)),
    probe(
      (world) => ({ url: urlOf(world), remoteAddress: '127.0.0.1', headers: { host: 'rebound.example' } }),
      everyone(404),
    ),
  ];
}

/**
 * The resource of a cell whose request, when allowed, uses it up (deletes it, answers it, changes its state):
 * the allowed actor gets a fresh one from `create`, everyone else aims at the shared one.
 */
async function resourceFor(
  actor: ActorName,
  allowed: ActorName,
  create: () => Promise<string>,
  shared: string,
): Promise<string> {
  return actor === allowed ? create() : shared;
}

/** A profile with an open report on it, filed by the plain user. */
async function reportedProfile(world: MatrixWorld): Promise<string> {
  const profileId = await world.createBystander();
  const response = await world.send('POST', 'user', {
    url: '/api/reports',
    payload: { targetType: 'profile', targetId: profileId, reason: 'fake_profile' },
  });
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.body}`);
  return profileId;
}

const brief = (world: MatrixWorld) => ({
  title: 'Site vitrine',
  description: '',
  skills: [{ skillId: world.ownerSkillId, minLevel: 1, weight: 3 }],
  teamSize: { min: 2, max: 3 },
  budget: null,
  startDate: null,
  deadline: null,
  priority: 'balanced',
});

/**
 * Every route the API registers (as Fastify's route table names it: `METHOD url`) × every actor → status.
 * A HEAD route without a row of its own is checked with the probes of the GET route of the same URL.
 */
export const AUTHORIZATION_MATRIX: Record<string, readonly Probe[]> = {
  // OpenAPI document and its UI: public.
  'GET /api/docs': [probe(at('/api/docs'), everyone(200))],
  'HEAD /api/docs/': [probe(at('/api/docs/'), everyone(200))],
  'GET /api/docs/static/index.html': [probe(at('/api/docs/static/index.html'), everyone(302))],
  'GET /api/docs/static/swagger-initializer.js': [
    probe(at('/api/docs/static/swagger-initializer.js'), everyone(200)),
  ],
  'GET /api/docs/json': [probe(at('/api/docs/json'), everyone(200))],
  'GET /api/docs/yaml': [probe(at('/api/docs/yaml'), everyone(200))],
  'GET /api/docs/static/*': [
    probe(at('/api/docs/static/swagger-ui.css'), everyone(200)),
    probe(at('/api/docs/static/missing.css'), everyone(404)),
  ],
  'GET /api/health': [probe(at('/api/health'), everyone(200))],

  // Better Auth, bridged: one Fastify route for all its endpoints; a few representative ones.
  'GET /api/auth/*': [
    probe(at('/api/auth/get-session'), everyone(200)),
    probe(at('/api/auth/list-sessions'), session(200)),
    // Its admin endpoints would bypass the admin API's rules: unreachable, even for admins.
    probe(at('/api/auth/admin/list-users'), everyone(404)),
  ],
  // Better Auth answers GET and POST only: a HEAD is not found, for everyone alike.
  'HEAD /api/auth/*': [probe(at('/api/auth/get-session'), everyone(404))],
  'POST /api/auth/*': [
    probe(at('/api/auth/update-user', { name: 'Matrice' }), session(200)),
    // The role is not a user-settable field.
    probe(at('/api/auth/update-user', { role: 'admin' }), session(400)),
    probe(
      (world) => ({
        url: '/api/auth/admin/set-role',
        payload: { userId: world.idOf('user'), role: 'admin' },
      }),
      everyone(404),
    ),
    probe(
      (world) => ({ url: '/api/auth/admin/unban-user', payload: { userId: world.idOf('banned') } }),
      everyone(404),
    ),
  ],

  // Public forms and links.
  'GET /api/account/password-reset/:token': [
    probe(at('/api/account/password-reset/not-a-real-token'), everyone(200)),
  ],
  // On one's own account: the owner has two-factor authentication on and sends a current code; everyone
  // else has it off.
  'POST /api/account/two-factor/disable': [
    probe(
      async (world, actor) => ({
        url: '/api/account/two-factor/disable',
        payload: { code: actor === 'owner' ? await world.enableTwoFactor('owner') : '123456' },
      }),
      session(400, { owner: 204 }),
    ),
  ],
  'POST /api/contact': [
    probe(
      at('/api/contact', {
        name: 'Camille',
        email: 'camille@example.test',
        subject: 'information',
        message: 'Bonjour, une question.',
      }),
      everyone(202),
    ),
  ],
  'POST /api/newsletter': [
    probe(
      (world, actor) => ({
        url: '/api/newsletter',
        payload: { email: `newsletter-${actor}-${world.unique()}@example.test` },
      }),
      everyone(202),
    ),
  ],
  'POST /api/newsletter/confirm': [
    probe(
      (world) => ({ url: '/api/newsletter/confirm', payload: { token: world.newsletter.confirmToken } }),
      everyone(200),
    ),
  ],
  'POST /api/newsletter/unsubscribe': [
    probe(
      (world) => ({
        url: '/api/newsletter/unsubscribe',
        payload: { token: world.newsletter.unsubscribeToken },
      }),
      everyone(200),
    ),
  ],

  // Profiles: read by anyone, written by their owner only (admins moderate content, not profiles).
  'GET /api/profiles/me': [probe(at('/api/profiles/me'), session(200))],
  'GET /api/profiles/me/eligibility': [probe(at('/api/profiles/me/eligibility'), session(200))],
  'GET /api/profiles/mention-suggestions': [probe(at('/api/profiles/mention-suggestions?q=a'), session(200))],
  'GET /api/profiles/search': [probe(at('/api/profiles/search?q=a'), session(200))],
  'GET /api/profiles/:userId': [
    probe((world) => ({ url: `/api/profiles/${world.idOf('owner')}` }), everyone(200)),
  ],
  'POST /api/profiles/:userId/availability-confirmation': [
    probe(
      (world) => ({ url: `/api/profiles/${world.idOf('owner')}/availability-confirmation`, payload: {} }),
      ownerOnly(200, 403),
    ),
  ],
  'PATCH /api/profiles/:userId': [
    probe(
      (world) => ({
        url: `/api/profiles/${world.idOf('owner')}`,
        payload: { firstName: 'Olivia', lastName: 'Martin', profession: 'Architecte' },
      }),
      ownerOnly(200, 403),
    ),
  ],
  'PATCH /api/profiles/:userId/person': [
    probe(
      (world) => ({
        url: `/api/profiles/${world.idOf('owner')}/person`,
        payload: { firstName: 'Olivia', lastName: 'Martin', city: 'Lyon', country: 'France' },
      }),
      ownerOnly(200, 403),
    ),
  ],
  'PUT /api/profiles/:userId/avatar': [
    probe(
      async (world) => ({ url: `/api/profiles/${world.idOf('owner')}/avatar`, ...(await multipartAvatar()) }),
      ownerOnly(200, 403),
    ),
  ],
  'DELETE /api/profiles/:userId/avatar': [
    probe((world) => ({ url: `/api/profiles/${world.idOf('owner')}/avatar` }), ownerOnly(200, 403)),
  ],
  'POST /api/profiles/:userId/skills': [
    probe(
      (world) => ({
        url: `/api/profiles/${world.idOf('owner')}/skills`,
        payload: { newSkill: { name: `Compétence ${world.unique()}` }, level: 3 },
      }),
      ownerOnly(201, 403),
    ),
  ],
  'PATCH /api/profiles/:userId/skills/:skillId': [
    probe(
      (world) => ({
        url: `/api/profiles/${world.idOf('owner')}/skills/${world.ownerSkillId}`,
        payload: { level: 4 },
      }),
      ownerOnly(200, 403),
    ),
  ],
  'DELETE /api/profiles/:userId/skills/:skillId': [
    probe(
      async (world, actor) => ({
        url: `/api/profiles/${world.idOf('owner')}/skills/${await resourceFor(
          actor,
          'owner',
          () => world.createOwnerSkill(),
          world.ownerSkillId,
        )}`,
      }),
      ownerOnly(200, 403),
    ),
  ],
  // Following oneself is refused as a bad request; unfollowing is idempotent, oneself included.
  'PUT /api/profiles/:userId/follow': [
    probe((world) => ({ url: `/api/profiles/${world.idOf('owner')}/follow` }), session(200, { owner: 400 })),
  ],
  'DELETE /api/profiles/:userId/follow': [
    probe((world) => ({ url: `/api/profiles/${world.idOf('owner')}/follow` }), session(200)),
  ],
  // Blocking and muting someone else: any member; oneself is a bad request (unblocking oneself is a no-op).
  // Each cell aims at a fresh account, so that no block changes what the other rows see.
  'PUT /api/profiles/:userId/block': [
    probe(async (world) => ({ url: `/api/profiles/${await world.createBystander()}/block` }), session(200)),
    probe(
      (world, actor) => ({
        url: `/api/profiles/${actor === 'anonymous' ? 'someone' : world.idOf(actor)}/block`,
      }),
      session(400),
    ),
  ],
  'DELETE /api/profiles/:userId/block': [
    probe(async (world) => ({ url: `/api/profiles/${await world.createBystander()}/block` }), session(200)),
  ],
  'PUT /api/profiles/:userId/mute': [
    probe(async (world) => ({ url: `/api/profiles/${await world.createBystander()}/mute` }), session(200)),
  ],
  'DELETE /api/profiles/:userId/mute': [
    probe(async (world) => ({ url: `/api/profiles/${await world.createBystander()}/mute` }), session(200)),
  ],
  'GET /api/account/blocks': [probe(at('/api/account/blocks'), session(200))],
  // One's own account type. Each keeps theirs (the world's roles stay as they are), except that the owner and
  // `other`, professionals with an invitation to answer or a seat in a project at work, ask to become clients.
  'PUT /api/account/type': [
    probe(
      (_world, actor) => ({
        url: '/api/account/type',
        payload: {
          role: actor === 'owner' || actor === 'other' ? 'user' : actor === 'user' ? 'user' : 'professional',
        },
      }),
      session(200, { owner: 409, other: 409, admin: 403 }),
    ),
  ],
  // A member's own data: the list and the request for any member; an archive for its owner only (everyone
  // else gets 404, as for an archive that does not exist).
  'GET /api/account/exports': [probe(at('/api/account/exports'), session(200))],
  'POST /api/account/exports': [probe(at('/api/account/exports'), session(202))],
  'GET /api/account/exports/:exportId/archive': [
    probe(
      async (world) => ({ url: `/api/account/exports/${await world.readyExportOf('owner')}/archive` }),
      ownerOnly(200, 404),
    ),
  ],
  // Deleting one's account needs a session and the password: a wrong one keeps every account (the journeys
  // and data-rights.test.ts delete for real). The cancellation link works signed out; an unknown token is 400.
  'POST /api/account/deletion': [
    probe(at('/api/account/deletion', { password: 'not the password' }), session(400)),
  ],
  'POST /api/account/deletion/cancel': [
    probe(at('/api/account/deletion/cancel', { token: 'not-a-real-token' }), everyone(400)),
  ],
  // Any member reports someone else's profile, post or comment.
  'POST /api/reports': [
    probe(
      async (world) => ({
        url: '/api/reports',
        payload: { targetType: 'profile', targetId: await world.createBystander(), reason: 'spam' },
      }),
      session(201),
    ),
  ],
  'GET /api/skills/suggestions': [probe(at('/api/skills/suggestions?q=com'), session(200))],

  // The feed is for members; only eligible professionals publish, only authors delete (admins moderate
  // through /api/admin).
  'GET /api/posts': [probe(at('/api/posts'), session(200))],
  'POST /api/posts': [
    probe(at('/api/posts', { content: 'Nouvelle publication' }), session(201, { user: 403, admin: 403 })),
  ],
  'DELETE /api/posts/:postId': [
    probe(
      async (world, actor) => ({
        url: `/api/posts/${await resourceFor(actor, 'owner', () => world.createPost('owner'), world.postId)}`,
      }),
      ownerOnly(204, 403),
    ),
  ],
  'PUT /api/posts/:postId/like': [
    probe((world) => ({ url: `/api/posts/${world.postId}/like` }), session(200)),
  ],
  'DELETE /api/posts/:postId/like': [
    probe((world) => ({ url: `/api/posts/${world.postId}/like` }), session(200)),
  ],
  'GET /api/posts/:postId/comments': [
    probe((world) => ({ url: `/api/posts/${world.postId}/comments` }), session(200)),
  ],
  'POST /api/posts/:postId/comments': [
    probe(
      (world) => ({ url: `/api/posts/${world.postId}/comments`, payload: { content: 'Bravo !' } }),
      session(201),
    ),
  ],
  // Only the author edits; every member reads the history of what they can read.
  'PATCH /api/posts/:postId': [
    probe(
      (world) => ({ url: `/api/posts/${world.postId}`, payload: { content: `Corrigé ${world.unique()}` } }),
      ownerOnly(200, 403),
    ),
  ],
  'GET /api/posts/:postId/revisions': [
    probe((world) => ({ url: `/api/posts/${world.postId}/revisions` }), session(200)),
  ],
  'PATCH /api/posts/:postId/comments/:commentId': [
    probe(
      (world) => ({
        url: `/api/posts/${world.otherPostId}/comments/${world.commentId}`,
        payload: { content: `Commentaire corrigé ${world.unique()}` },
      }),
      ownerOnly(200, 403),
    ),
  ],
  'GET /api/posts/:postId/comments/:commentId/revisions': [
    probe(
      (world) => ({ url: `/api/posts/${world.otherPostId}/comments/${world.commentId}/revisions` }),
      session(200),
    ),
  ],
  // `other` wrote the post the comment is under, and still may not delete it.
  'DELETE /api/posts/:postId/comments/:commentId': [
    probe(
      async (world, actor) => ({
        url: `/api/posts/${world.otherPostId}/comments/${await resourceFor(
          actor,
          'owner',
          () => world.createComment('owner', world.otherPostId),
          world.commentId,
        )}`,
      }),
      ownerOnly(200, 403),
    ),
  ],

  // Admin API: role admin only. The owner of a user row is that user; of a post, its author.
  'GET /api/admin/overview': [probe(at('/api/admin/overview'), adminOnly(200))],
  'GET /api/admin/users': [probe(at('/api/admin/users'), adminOnly(200))],
  'GET /api/admin/projects': [probe(at('/api/admin/projects'), adminOnly(200))],
  // One project, read-only: the administrators alone, the project's own client and members included; a project
  // that does not exist is not found once past the admin guard.
  'GET /api/admin/projects/:projectId': [
    probe((world) => ({ url: `/api/admin/projects/${world.staffedProjectId}` }), adminOnly(200)),
    probe((world) => ({ url: `/api/admin/projects/${world.project.projectId}` }), adminOnly(200)),
    probe(at('/api/admin/projects/00000000-0000-4000-8000-000000000000'), adminOnly(404)),
  ],
  // Past the admin guard, a project nobody has is not found: the cancellation itself is tested with its rules.
  'POST /api/admin/projects/:projectId/cancel': [
    probe(at('/api/admin/projects/00000000-0000-4000-8000-000000000000/cancel'), adminOnly(404)),
  ],
  'GET /api/admin/audit': [probe(at('/api/admin/audit'), adminOnly(200))],
  // Verified businesses: the queue, the documents and the decisions are the admins'.
  'GET /api/admin/verifications': [
    probe(at('/api/admin/verifications'), adminOnly(200)),
    probe(at('/api/admin/verifications?status=pending&subjectType=professional&q=732'), adminOnly(200)),
  ],
  'GET /api/admin/verifications/:verificationId/document': [
    probe(
      async (world) => ({ url: `/api/admin/verifications/${await world.ownerVerificationId()}/document` }),
      adminOnly(200),
    ),
  ],
  'POST /api/admin/verifications/:verificationId/approve': [
    probe(
      async (world, actor) => ({
        url: `/api/admin/verifications/${await resourceFor(actor, 'admin', () => world.createPendingVerification(), randomUuid())}/approve`,
      }),
      adminOnly(204),
    ),
  ],
  'POST /api/admin/verifications/:verificationId/reject': [
    probe(
      async (world, actor) => ({
        url: `/api/admin/verifications/${await resourceFor(actor, 'admin', () => world.createPendingVerification(), randomUuid())}/reject`,
        payload: { reason: 'Le document n’est pas un extrait Kbis.' },
      }),
      adminOnly(204),
    ),
  ],
  // A professional asks for themselves (the owner here); anyone else, a client or an admin included, is refused.
  'GET /api/verifications/:subjectType/:subjectId': [
    probe(
      (world) => ({ url: `/api/verifications/professional/${world.idOf('owner')}` }),
      ownerOnly(200, 403),
    ),
    // An organisation is asked for by its owners: the plain user owns one (its members and other
    // organisations' owners are probed in organisation-verification.test.ts). An id that is no organisation
    // is refused to everyone.
    probe(
      async (world) => ({ url: `/api/verifications/organisation/${await world.organisationOfUser()}` }),
      session(403, { user: 200 }),
    ),
    probe((world) => ({ url: `/api/verifications/organisation/${world.idOf('owner')}` }), session(403)),
  ],
  'POST /api/verifications/:subjectType/:subjectId': [
    probe(
      (world) => ({
        url: `/api/verifications/professional/${world.idOf('owner')}`,
        ...multipartForm(
          { siret: '73282932000074' },
          [{ fileName: 'kbis.pdf', contentType: 'application/pdf', bytes: SMALL_PDF }],
          'document',
        ),
      }),
      // The owner's first request is taken; one already waiting refuses the next.
      ownerOnly([201, 409], 403),
    ),
    probe(
      async (world) => ({
        url: `/api/verifications/organisation/${await world.organisationOfUser()}`,
        ...multipartForm(
          { siret: '73282932000074' },
          [{ fileName: 'kbis.pdf', contentType: 'application/pdf', bytes: SMALL_PDF }],
          'document',
        ),
      }),
      // The organisation's owner (the plain user) asks; anyone else, its owner's admins included, is refused.
      session(403, { user: [201, 409] }),
    ),
  ],
  // Billing: the agency's settings and every issuing, crediting and payment are the admins'; an issued invoice
  // never changes, even for them.
  'GET /api/admin/agency-settings': [probe(at('/api/admin/agency-settings'), adminOnly(200))],
  'PUT /api/admin/agency-settings': [
    probe(at('/api/admin/agency-settings', AGENCY_SETTINGS), adminOnly(200)),
  ],
  'PUT /api/admin/projects/:projectId/fee': [
    probe(
      async (world) => ({
        url: `/api/admin/projects/${await world.billingProjectId()}/fee`,
        payload: { feePercent: null },
      }),
      adminOnly(200),
    ),
  ],
  'POST /api/admin/projects/:projectId/milestones/:milestoneId/invoice': [
    probe(async (world, actor) => {
      const projectId = await world.billingProjectId();
      const milestoneId = await resourceFor(
        actor,
        'admin',
        () => world.createInvoiceableMilestone(),
        await world.createInvoiceableMilestone(),
      );
      return {
        url: `/api/admin/projects/${projectId}/milestones/${milestoneId}/invoice`,
        payload: { amountCents: 50_000 },
      };
    }, adminOnly(201)),
  ],
  'POST /api/admin/invoices/:invoiceId/credit-notes': [
    probe(
      async (world) => ({
        url: `/api/admin/invoices/${await world.invoiceId()}/credit-notes`,
        payload: { reason: 'Geste commercial', amountCents: 1 },
      }),
      adminOnly(201),
    ),
  ],
  'POST /api/admin/invoices/:invoiceId/payments': [
    probe(
      async (world) => ({
        url: `/api/admin/invoices/${await world.invoiceId()}/payments`,
        payload: { amountCents: 1, paidOn: dayInFrance(), reference: null },
      }),
      adminOnly(201),
    ),
  ],
  // The finance back-office and its accounting exports: admins only.
  'GET /api/admin/billable-milestones': [probe(at('/api/admin/billable-milestones'), adminOnly(200))],
  'GET /api/admin/invoices': [probe(at('/api/admin/invoices'), adminOnly(200))],
  'GET /api/admin/finance': [probe(at('/api/admin/finance'), adminOnly(200))],
  'GET /api/admin/finance/invoices.csv': [probe(at('/api/admin/finance/invoices.csv'), adminOnly(200))],
  'GET /api/admin/finance/payments.csv': [probe(at('/api/admin/finance/payments.csv'), adminOnly(200))],
  'PATCH /api/admin/invoices/:invoiceId': [
    probe(
      async (world) => ({ url: `/api/admin/invoices/${await world.invoiceId()}`, payload: {} }),
      adminOnly(409),
    ),
  ],
  'PUT /api/admin/invoices/:invoiceId': [
    probe(
      async (world) => ({ url: `/api/admin/invoices/${await world.invoiceId()}`, payload: {} }),
      adminOnly(409),
    ),
  ],
  'DELETE /api/admin/invoices/:invoiceId': [
    probe(async (world) => ({ url: `/api/admin/invoices/${await world.invoiceId()}` }), adminOnly(409)),
  ],
  // The moderation queue and its decisions: admins only. The admin decides on a profile freshly reported.
  'GET /api/admin/reports': [probe(at('/api/admin/reports'), adminOnly(200))],
  'POST /api/admin/reports/:targetType/:targetId/decision': [
    probe(
      async (world, actor) => ({
        url: `/api/admin/reports/profile/${await resourceFor(actor, 'admin', () => reportedProfile(world), 'nobody')}/decision`,
        payload: { decision: 'dismiss' },
      }),
      adminOnly(204),
    ),
  ],
  'DELETE /api/admin/users/:userId': [probe(adminTarget(''), adminOnly(200))],
  'PATCH /api/admin/users/:userId/promote': [probe(adminTarget('/promote'), adminOnly(200))],
  'PATCH /api/admin/users/:userId/role': [
    probe(adminTarget('/role', { role: 'professional' }), adminOnly(200)),
  ],
  'POST /api/admin/users/:userId/ban': [probe(adminTarget('/ban', { reason: 'Spam' }), adminOnly(200))],
  'POST /api/admin/users/:userId/unban': [probe(adminTarget('/unban', {}), adminOnly(200))],
  'GET /api/admin/skills/pending': [probe(at('/api/admin/skills/pending'), adminOnly(200))],
  ...Object.fromEntries(
    (
      [
        ['approve', { name: 'Compétence validée', nameEn: 'Approved skill' }],
        ['merge', undefined],
        ['reject', {}],
      ] as const
    ).map(([decision, payload]) => [
      `POST /api/admin/skills/:skillId/${decision}`,
      [
        probe(
          async (world, actor) => ({
            // Each admin call decides on a skill of its own; the others are refused before reading it.
            url: `/api/admin/skills/${actor === 'admin' ? await world.createPendingSkill() : randomUuid()}/${decision}`,
            payload: payload ?? { targetId: await world.createApprovedSkill() },
          }),
          adminOnly(200),
        ),
      ],
    ]),
  ),
  'DELETE /api/admin/posts/:postId': [
    probe(
      async (world, actor) => ({
        url: `/api/admin/posts/${await resourceFor(actor, 'admin', () => world.createPost('owner'), world.postId)}`,
      }),
      adminOnly(204),
    ),
  ],
  'DELETE /api/admin/posts/:postId/comments/:commentId': [
    probe(
      async (world, actor) => ({
        url: `/api/admin/posts/${world.otherPostId}/comments/${await resourceFor(
          actor,
          'admin',
          () => world.createComment('owner', world.otherPostId),
          world.commentId,
        )}`,
      }),
      adminOnly(200),
    ),
  ],

  // Projects: any member starts one; a project exists only for its client (owner) and, read-only, for the
  // professionals of its team (`other`); to everyone else it does not exist (404), whatever its state.
  // Client organisations: the plain user (the one client account) owns one; professionals and admins create
  // none and have none (404 on `mine`). Anyone reads an organisation's public card. Members of the same and of
  // another organisation are probed in organisations.test.ts, whose accounts are made for it.
  'POST /api/organisations': [
    probe(
      async (world) => {
        await world.organisationOfUser();
        return { url: '/api/organisations', payload: { legalName: 'Une autre' } };
      },
      session(403, { user: 409 }),
    ),
  ],
  'GET /api/organisations/mine': [
    probe(
      async (world) => (await world.organisationOfUser(), { url: '/api/organisations/mine' }),
      session(404, { user: 200 }),
    ),
  ],
  'PATCH /api/organisations/mine': [
    probe(
      async (world) => (
        await world.organisationOfUser(),
        { url: '/api/organisations/mine', payload: { legalName: 'Matrice SAS', sector: 'Conseil' } }
      ),
      session(404, { user: 200 }),
    ),
  ],
  'GET /api/organisations/mine/members': [
    probe(
      async (world) => (await world.organisationOfUser(), { url: '/api/organisations/mine/members' }),
      session(404, { user: 200 }),
    ),
  ],
  'POST /api/organisations/mine/invitations': [
    probe(
      async (world) => (
        await world.organisationOfUser(),
        {
          url: '/api/organisations/mine/invitations',
          payload: { email: `collegue-${world.unique()}@example.test` },
        }
      ),
      session(404, { user: 201 }),
    ),
  ],
  // Only a client account joins; the user belongs to an organisation already.
  'POST /api/organisations/invitations/accept': [
    probe(
      async (world) => ({
        url: '/api/organisations/invitations/accept',
        payload: { token: await world.invitationTokenForUser() },
      }),
      session(403, { user: 409 }),
    ),
  ],
  // The owner removes a member; anyone else has no organisation to remove them from.
  'DELETE /api/organisations/mine/members/:userId': [
    probe(
      async (world) => ({ url: `/api/organisations/mine/members/${await world.createOrganisationMember()}` }),
      session(404, { user: 204 }),
    ),
  ],
  // Handing ownership to oneself changes nothing; to a stranger, there is no such member.
  'POST /api/organisations/mine/owner': [
    probe(
      async (world) => ({ url: '/api/organisations/mine/owner', payload: { userId: world.idOf('user') } }),
      session(404, { user: 200 }),
    ),
    probe(
      async (world) => (
        await world.organisationOfUser(),
        { url: '/api/organisations/mine/owner', payload: { userId: await world.createBystander() } }
      ),
      session(404),
    ),
  ],
  'GET /api/organisations/:organisationId': [
    probe(
      async (world) => ({ url: `/api/organisations/${await world.organisationOfUser()}` }),
      everyone(200),
    ),
    probe(at('/api/organisations/00000000-0000-4000-8000-000000000000'), everyone(404)),
  ],
  'GET /api/projects': [probe(at('/api/projects'), session(200))],
  'POST /api/projects': [probe(at('/api/projects', { language: 'fr' }), session(201))],
  'GET /api/projects/:projectId': [
    probe(
      (world) => ({ url: `/api/projects/${world.project.projectId}` }),
      session(404, { owner: 200, other: 200 }),
    ),
  ],
  // The chat and the brief are open only before a team exists: the owner writes to a draft, everyone else
  // (`other` as a team member) aims at the project in staffing.
  'POST /api/projects/:projectId/messages': [
    probe(
      (world, actor) => ({
        url: `/api/projects/${actor === 'owner' ? world.draftProjectId : world.project.projectId}/messages`,
        payload: { content: 'Une application mobile avec une API.' },
      }),
      ownerOnly(200, 404),
    ),
  ],
  'PUT /api/projects/:projectId/brief': [
    probe(
      (world, actor) => ({
        url: `/api/projects/${actor === 'owner' ? world.draftProjectId : world.project.projectId}/brief`,
        payload: brief(world),
      }),
      ownerOnly(200, 404),
    ),
  ],
  'GET /api/projects/:projectId/proposals': [
    probe((world) => ({ url: `/api/projects/${world.project.projectId}/proposals` }), ownerOnly(200, 404)),
  ],
  'POST /api/projects/:projectId/proposals/:kind/choose': [
    probe(
      async (world, actor) => ({
        url: `/api/projects/${await resourceFor(
          actor,
          'owner',
          () => world.createProposedProject('owner', 'ownerTeam'),
          world.project.projectId,
        )}/proposals/best_coverage/choose`,
        payload: {},
      }),
      ownerOnly(200, 404),
    ),
  ],
  'POST /api/projects/:projectId/invitations/:invitationId/refill': [
    probe(
      (world, actor) => ({
        url:
          actor === 'owner'
            ? `/api/projects/${world.refill.projectId}/invitations/${world.refill.invitationId}/refill`
            : `/api/projects/${world.project.projectId}/invitations/${world.invitationOf(world.project, 'other')}/refill`,
        payload: {},
      }),
      ownerOnly(200, 404),
    ),
  ],
  'POST /api/projects/:projectId/cancel': [
    probe(
      async (world, actor) => ({
        url: `/api/projects/${await resourceFor(
          actor,
          'owner',
          () => world.createDraftProject('owner'),
          world.project.projectId,
        )}/cancel`,
        payload: {},
      }),
      ownerOnly(200, 404),
    ),
  ],
  // A member (`other`, on a staffed project of its own each time) leaves a team at work; the client does not (403).
  'POST /api/projects/:projectId/leave': [
    probe(
      async (world, actor) => ({
        url: `/api/projects/${actor === 'other' ? await world.createStaffedProject() : world.staffedProjectId}/leave`,
        payload: {},
      }),
      session(404, { other: 204, owner: 403 }),
    ),
  ],
  // A staffed project's plan: its client (owner) and the members of its team (`other`) read and edit it; to
  // everyone else, admins included, the project does not exist. Drafting again is refused (409) while the plan
  // has milestones: the owner and `other` get that far.
  'GET /api/projects/:projectId/plan': [
    probe((world) => ({ url: `/api/projects/${world.staffedProjectId}/plan` }), planMembers(200)),
  ],
  'POST /api/projects/:projectId/plan/draft': [
    probe(
      (world) => ({ url: `/api/projects/${world.staffedProjectId}/plan/draft`, payload: {} }),
      planMembers(409),
    ),
  ],
  'POST /api/projects/:projectId/milestones': [
    probe(async (world) => {
      const day = await world.staffedPlanStart();
      return {
        url: `/api/projects/${world.staffedProjectId}/milestones`,
        payload: {
          title: 'Recette',
          deliverables: [],
          startDate: day,
          dueDate: day,
          ownerId: null,
          hoursPerWeek: 2,
        },
      };
    }, planMembers(201)),
  ],
  'PATCH /api/projects/:projectId/milestones/:milestoneId': [
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${await world.firstMilestoneId()}`,
        payload: { title: 'Cadrage' },
      }),
      planMembers(200),
    ),
  ],
  'DELETE /api/projects/:projectId/milestones/:milestoneId': [
    probe(
      async (world, actor) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${
          actor === 'owner' || actor === 'other'
            ? await world.createMilestone()
            : await world.firstMilestoneId()
        }`,
      }),
      planMembers(200),
    ),
    // A milestone with a delivery stays on record, for the client as for the members.
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${await world.createDeliveredMilestone()}`,
      }),
      planMembers(409),
    ),
  ],

  // Tasks; those of an accepted milestone are final (409) for the client and the members alike.
  'POST /api/projects/:projectId/milestones/:milestoneId/tasks': [
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${await world.firstMilestoneId()}/tasks`,
        payload: { title: 'Relire les maquettes' },
      }),
      planMembers(201),
    ),
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${(await world.acceptedMilestone()).milestoneId}/tasks`,
        payload: { title: 'Après acceptation' },
      }),
      planMembers(409),
    ),
  ],
  'PATCH /api/projects/:projectId/tasks/:taskId': [
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/tasks/${await world.createTask()}`,
        payload: { status: 'in_progress' },
      }),
      planMembers(200),
    ),
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/tasks/${(await world.acceptedMilestone()).taskId}`,
        payload: { status: 'done' },
      }),
      planMembers(409),
    ),
  ],
  'DELETE /api/projects/:projectId/tasks/:taskId': [
    probe(
      async (world) => ({ url: `/api/projects/${world.staffedProjectId}/tasks/${await world.createTask()}` }),
      planMembers(200),
    ),
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/tasks/${(await world.acceptedMilestone()).taskId}`,
      }),
      planMembers(409),
    ),
  ],
  'GET /api/projects/:projectId/activity': [
    probe((world) => ({ url: `/api/projects/${world.staffedProjectId}/activity` }), planMembers(200)),
  ],

  // Delivery: a member (`other`) delivers, the client (owner) answers and closes; the client may not deliver
  // nor a member answer (403); to anyone else the project does not exist. Closing the staffed project is refused
  // while its milestones are not all accepted (409).
  'POST /api/projects/:projectId/milestones/:milestoneId/deliveries': [
    probe(
      async (world, actor) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${
          actor === 'other' ? await world.createMilestone() : await world.firstMilestoneId()
        }/deliveries`,
        payload: { note: 'Livrables joints' },
      }),
      planMembers(201, { owner: 403 }),
    ),
    // With a file: who may deliver is checked before the file is read; the same answers.
    probe(
      async (world, actor) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${
          actor === 'other' ? await world.createMilestone() : await world.firstMilestoneId()
        }/deliveries`,
        ...multipartForm({ note: 'Livrables joints' }, [
          { fileName: 'recette.pdf', contentType: 'application/pdf', bytes: SMALL_PDF },
        ]),
      }),
      planMembers(201, { owner: 403 }),
    ),
  ],
  'POST /api/projects/:projectId/milestones/:milestoneId/acceptance': [
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${await world.createDeliveredMilestone()}/acceptance`,
        payload: {},
      }),
      planMembers(200, { other: 403 }),
    ),
  ],
  'POST /api/projects/:projectId/milestones/:milestoneId/change-requests': [
    probe(
      async (world) => ({
        url: `/api/projects/${world.staffedProjectId}/milestones/${await world.createDeliveredMilestone()}/change-requests`,
        payload: { comment: 'Il manque la version anglaise.' },
      }),
      planMembers(200, { other: 403 }),
    ),
  ],
  'POST /api/projects/:projectId/delivery': [
    probe(
      (world) => ({ url: `/api/projects/${world.staffedProjectId}/delivery`, payload: {} }),
      planMembers(409, { other: 403 }),
    ),
  ],
  // The thread and its files: the client and the members, and administrators who read without writing.
  'GET /api/projects/:projectId/thread': [
    probe(
      (world) => ({ url: `/api/projects/${world.staffedProjectId}/thread` }),
      planMembers(200, { admin: 200 }),
    ),
  ],
  'POST /api/projects/:projectId/thread': [
    probe(
      (world) => ({
        url: `/api/projects/${world.staffedProjectId}/thread`,
        payload: { body: 'Point demain à 10 h ?' },
      }),
      planMembers(201, { admin: 403 }),
    ),
    probe(
      (world) => ({
        url: `/api/projects/${world.staffedProjectId}/thread`,
        ...multipartForm({ body: 'Le devis' }, [
          { fileName: 'devis.pdf', contentType: 'application/pdf', bytes: SMALL_PDF },
        ]),
      }),
      planMembers(201, { admin: 403 }),
    ),
  ],
  'GET /api/projects/:projectId/attachments/:attachmentId': [
    probe(async (world) => ({ url: await world.threadAttachmentUrl() }), planMembers(200, { admin: 200 })),
  ],
  // A proposed team's conversation: the client (owner) and that team's members (`other`); a member of another
  // proposal of the same project (`professional`) and everyone else do not see it; administrators read only.
  'GET /api/proposals/:proposalId/thread': [
    probe(
      async (world) => ({ url: `/api/proposals/${(await world.proposalThread()).proposalId}/thread` }),
      planMembers(200, { admin: 200 }),
    ),
  ],
  'POST /api/proposals/:proposalId/thread': [
    probe(
      async (world) => ({
        url: `/api/proposals/${(await world.proposalThread()).proposalId}/thread`,
        payload: { body: 'Êtes-vous disponibles en mars ?' },
      }),
      planMembers(201, { admin: 403 }),
    ),
    probe(
      async (world) => ({
        url: `/api/proposals/${(await world.proposalThread()).proposalId}/thread`,
        ...multipartForm({ body: 'Une maquette' }, [
          { fileName: 'maquette.pdf', contentType: 'application/pdf', bytes: SMALL_PDF },
        ]),
      }),
      planMembers(201, { admin: 403 }),
    ),
  ],
  'GET /api/proposals/:proposalId/attachments/:attachmentId': [
    probe(
      async (world) => ({ url: (await world.proposalThread()).attachmentUrl }),
      planMembers(200, { admin: 200 }),
    ),
  ],
  // Reviews: on a delivered project the client (owner) reviews `other`, `other` reviews the client; the person
  // reviewed answers once; published reviews of a professional are public.
  // A project's billing and invoices: its client and the admins; the team and everyone else do not see them.
  'GET /api/projects/:projectId/billing': [
    probe(
      async (world) => ({ url: `/api/projects/${await world.billingProjectId()}/billing` }),
      session(404, { owner: 200, admin: 200 }),
    ),
  ],
  'PUT /api/projects/:projectId/billing': [
    probe(
      async (world) => ({
        url: `/api/projects/${await world.billingProjectId()}/billing`,
        payload: BILLING_DETAILS,
      }),
      ownerOnly(200, 404),
    ),
  ],
  'GET /api/projects/:projectId/invoices': [
    probe(
      async (world) => ({ url: `/api/projects/${await world.billingProjectId()}/invoices` }),
      session(404, { owner: 200, admin: 200 }),
    ),
  ],
  'GET /api/invoices/:invoiceId/pdf': [
    probe(
      async (world) => ({ url: `/api/invoices/${await world.invoiceId()}/pdf` }),
      session(404, { owner: 200, admin: 200 }),
    ),
  ],
  'GET /api/invoices/:invoiceId/payment': [
    probe(
      async (world) => ({ url: `/api/invoices/${await world.invoiceId()}/payment` }),
      session(404, { owner: 200, admin: 200 }),
    ),
  ],
  'GET /api/invoices/:invoiceId/xml': [
    probe(
      async (world) => ({ url: `/api/invoices/${await world.invoiceId()}/xml` }),
      session(404, { owner: 200, admin: 200 }),
    ),
  ],
  // A project's quote: its client side reads and accepts it, administrators read it and draft it again, the team
  // reads its status only; an accepted quote is refused every change (quotes.test.ts).
  'GET /api/projects/:projectId/quote': [
    probe(
      async (world) => ({ url: `/api/projects/${await world.billingProjectId()}/quote` }),
      planMembers(200, { admin: 200 }),
    ),
  ],
  'GET /api/projects/:projectId/quote/pdf': [
    probe(
      async (world) => ({ url: `/api/projects/${await world.billingProjectId()}/quote/pdf` }),
      session(404, { owner: 200, admin: 200 }),
    ),
  ],
  'POST /api/projects/:projectId/quote/acceptance': [
    probe(
      async (world, actor) => {
        const { projectId, documentSha256 } =
          actor === 'owner'
            ? await world.createQuoteToAccept()
            : { projectId: await world.billingProjectId(), documentSha256: 'a'.repeat(64) };
        return {
          url: `/api/projects/${projectId}/quote/acceptance`,
          payload: { fullName: 'Claire Matrice', documentSha256 },
        };
      },
      session(404, { owner: 200, other: 403, admin: 403 }),
    ),
  ],
  'POST /api/admin/projects/:projectId/quote': [
    probe(
      async (world, actor) => ({
        url: `/api/admin/projects/${
          actor === 'admin' ? (await world.createQuoteToAccept()).projectId : await world.billingProjectId()
        }/quote`,
      }),
      adminOnly(200),
    ),
  ],
  // Timesheets: a member records and submits their own weeks; the project's client answers a submitted week; an
  // approved one is locked. The admins read every week but answer none. What a member earned is their own.
  'GET /api/projects/:projectId/timesheets': [
    probe(
      (world) => ({ url: `/api/projects/${world.staffedProjectId}/timesheets` }),
      planMembers(200, { admin: 200 }),
    ),
  ],
  'GET /api/projects/:projectId/timesheets/weeks/:weekOf': [
    probe(
      (world) => ({ url: `/api/projects/${world.staffedProjectId}/timesheets/weeks/2031-01-06` }),
      session(404, { other: 200 }),
    ),
  ],
  'PUT /api/projects/:projectId/timesheets/weeks/:weekOf': [
    probe(
      (world) => ({
        url: `/api/projects/${world.staffedProjectId}/timesheets/weeks/2031-01-06`,
        payload: { entries: [], overBookingReason: null },
      }),
      session(404, { other: 200 }),
    ),
  ],
  'POST /api/projects/:projectId/timesheets/weeks/:weekOf/submit': [
    probe(
      async (world, actor) => {
        const weekOf =
          actor === 'other' ? (await world.createTimesheetWeek()).weekOf : world.nextTimesheetMonday();
        return {
          url: `/api/projects/${world.staffedProjectId}/timesheets/weeks/${weekOf}/submit`,
          payload: {},
        };
      },
      session(404, { other: 200 }),
    ),
  ],
  'POST /api/timesheets/:timesheetId/approve': [
    probe(
      async (world) => ({
        url: `/api/timesheets/${(await world.createTimesheetWeek({ submit: true })).id}/approve`,
        payload: {},
      }),
      ownerOnly(200, 404),
    ),
  ],
  'POST /api/timesheets/:timesheetId/send-back': [
    probe(
      async (world) => ({
        url: `/api/timesheets/${(await world.createTimesheetWeek({ submit: true })).id}/send-back`,
        payload: { comment: 'Il manque le mardi.' },
      }),
      ownerOnly(200, 404),
    ),
  ],
  'GET /api/earnings': [probe(at('/api/earnings'), session(200))],
  'PUT /api/admin/projects/:projectId/billing-mode': [
    probe(
      async (world) => ({
        url: `/api/admin/projects/${await world.timeProjectId()}/billing-mode`,
        payload: { mode: 'time_and_materials' },
      }),
      adminOnly(200),
    ),
  ],
  'POST /api/admin/projects/:projectId/time-invoices': [
    probe(async (world, actor) => {
      const projectId = await world.timeProjectId();
      const month = actor === 'admin' ? await world.approvedTimeWeek() : '2031-01';
      return { url: `/api/admin/projects/${projectId}/time-invoices`, payload: { month } };
    }, adminOnly(201)),
  ],
  'GET /api/admin/projects/:projectId/earnings': [
    probe(
      async (world) => ({ url: `/api/admin/projects/${await world.timeProjectId()}/earnings` }),
      adminOnly(200),
    ),
  ],
  'POST /api/admin/projects/:projectId/payouts': [
    probe(
      async (world) => ({
        url: `/api/admin/projects/${await world.timeProjectId()}/payouts`,
        payload: { memberId: world.idOf('other'), amountCents: 1, paidOn: '2031-02-01', reference: null },
      }),
      adminOnly(201),
    ),
  ],
  'GET /api/projects/:projectId/reviews': [
    probe(
      async (world) => ({ url: `/api/projects/${await world.projectToReview()}/reviews` }),
      planMembers(200),
    ),
  ],
  'PUT /api/projects/:projectId/reviews/:subjectId': [
    probe(
      async (world, actor) => ({
        url: `/api/projects/${await world.projectToReview()}/reviews/${world.idOf(actor === 'owner' ? 'other' : 'owner')}`,
        payload: { rating: 4, comment: 'Échanges clairs et livraison soignée.' },
      }),
      planMembers(200),
    ),
  ],
  'POST /api/reviews/:reviewId/response': [
    probe(
      async (world) => ({
        url: `/api/reviews/${await world.publishedReviewOfOwner()}/response`,
        payload: { response: 'Merci pour ce retour.' },
      }),
      session(404, { owner: 200 }),
    ),
  ],
  'GET /api/profiles/:userId/reviews': [
    probe((world) => ({ url: `/api/profiles/${world.idOf('other')}/reviews` }), everyone(200)),
  ],
  // Showing one's review on the public pages is the author's choice alone, given or withdrawn.
  'PUT /api/reviews/:reviewId/public-consent': [
    probe(
      async (world) => ({
        url: `/api/reviews/${await world.publishedReviewByOwner()}/public-consent`,
        payload: { publicConsent: { name: 'initial', withBudget: false } },
      }),
      session(404, { owner: 200 }),
    ),
  ],
  // The public pages read the platform's own figures and the reviews clients agreed to show: anyone.
  'GET /api/showcase/pricing': [probe(at('/api/showcase/pricing'), everyone(200))],
  'GET /api/showcase/projects': [probe(at('/api/showcase/projects'), everyone(200))],
  'GET /api/showcase/case-studies': [probe(at('/api/showcase/case-studies'), everyone(200))],
  'GET /api/showcase/testimonials': [probe(at('/api/showcase/testimonials'), everyone(200))],

  // A post's own page and the count behind the feed's "new posts" banner: members only.
  'GET /api/posts/new-count': [
    probe(at('/api/posts/new-count?since=2026-01-01T00:00:00.000Z'), session(200)),
  ],
  'GET /api/posts/:postId': [probe((world) => ({ url: `/api/posts/${world.postId}` }), session(200))],

  // Notifications: everyone signed in reads and marks their own; a line of someone else's is unknown (404).
  'GET /api/notifications': [probe(at('/api/notifications'), session(200))],
  'GET /api/notifications/unread-count': [probe(at('/api/notifications/unread-count'), session(200))],
  'POST /api/notifications/:notificationId/read': [
    probe(
      async (world) => ({ url: `/api/notifications/${await world.notificationOfOwner()}/read` }),
      ownerOnly(200, 404),
    ),
  ],
  'POST /api/notifications/read-all': [probe(at('/api/notifications/read-all'), session(200))],
  'GET /api/notifications/preferences': [probe(at('/api/notifications/preferences'), session(200))],
  'PUT /api/notifications/preferences': [
    probe(
      () => ({
        url: '/api/notifications/preferences',
        payload: { preferences: [{ type: 'post_liked', email: 'never' }] },
      }),
      session(200),
    ),
  ],
  // An e-mail's unsubscribe link: the signed token is the authority, whoever sends it (a mail client has no session).
  'GET /api/notifications/unsubscribe': [
    probe(
      (world) => ({ url: `/api/notifications/unsubscribe?token=${world.notificationUnsubscribeToken()}` }),
      everyone(303),
    ),
  ],
  'POST /api/notifications/unsubscribe': [
    probe(
      (world) => ({
        url: '/api/notifications/unsubscribe',
        payload: { token: world.notificationUnsubscribeToken() },
      }),
      everyone(200),
    ),
  ],
  'GET /api/events': [probe(() => ({ url: '/api/events', isStream: true }), session(200))],

  // Invitations: only the invited professional answers; `other` is the client of the project.
  'GET /api/invitations/:invitationId': [
    probe((world) => ({ url: `/api/invitations/${world.invitationId}` }), ownerOnly(200, 404)),
  ],
  'POST /api/invitations/:invitationId/accept': [invitationAnswer('accept')],
  'POST /api/invitations/:invitationId/decline': [invitationAnswer('decline')],

  // Uploaded images are public, like the posts and profiles that show them.
  'GET /uploads/*': [
    probe((world) => ({ url: world.imageUrl }), everyone(200)),
    probe(at('/uploads/posts/missing.webp'), everyone(404)),
  ],

  // Development mailbox (registered only without SMTP, outside production): open to whoever uses the
  // developer's machine itself (loopback, local Host), whatever the session; hidden from anyone else.
  'GET /dev/mailbox': mailboxProbes(() => '/dev/mailbox'),
  'HEAD /dev/mailbox/': mailboxProbes(() => '/dev/mailbox/'),
  'GET /dev/mailbox/:id': mailboxProbes((world) => `/dev/mailbox/${world.mailId}`),
  'GET /dev/mailbox/api/messages': mailboxProbes(() => '/dev/mailbox/api/messages'),
  'GET /dev/mailbox/api/messages/:id': mailboxProbes((world) => `/dev/mailbox/api/messages/${world.mailId}`),

  // The web app: public files, the old pricing path, and the history fallback (never for /api).
  'GET /index.html': [probe(at('/index.html'), everyone(200))],
  'GET /tarifs': [probe(at('/tarifs'), everyone(301))],
  'GET /*': [probe(at('/dashboard/profile'), everyone(200)), probe(at('/api/not-a-route'), everyone(404))],
};

/**
 * An admin action on a user: the admin acts on a fresh account (the action changes or removes it); anyone
 * else aims at the owner's account, the owner at their own.
 */
function adminTarget(suffix: string, payload?: object): Probe['request'] {
  return async (world, actor) => ({
    url: `/api/admin/users/${await resourceFor(actor, 'admin', () => world.createTargetUser(), world.idOf('owner'))}${suffix}`,
    payload,
  });
}

/** The client (owner) and the members (`other`) of a staffed project; 404 for every other account. */
function planMembers(status: Expected, overrides: Partial<Expectations> = {}): Expectations {
  return session(404, { owner: status, other: status, ...overrides });
}

function invitationAnswer(answer: 'accept' | 'decline'): Probe {
  return probe(
    async (world, actor) => ({
      url: `/api/invitations/${await resourceFor(actor, 'owner', () => world.createOwnerInvitation(), world.invitationId)}/${answer}`,
      payload: {},
    }),
    ownerOnly(200, 404),
  );
}
