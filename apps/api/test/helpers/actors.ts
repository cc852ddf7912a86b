import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { addDays } from '@escouade/contract/calendar-days';
import { jobRunnerOf } from '../../src/app.ts';
import { BUILD_EXPORTS_JOB } from '../../src/modules/data-rights/data-exports.service.ts';
import { FAN_OUT_JOB } from '../../src/modules/notifications/fan-out.ts';
import { createOrPromoteAdmin } from '../../src/scripts/create-admin.ts';
import {
  type AuthClient,
  cookiesOf,
  nextIp,
  postAuth,
  type RegisteredUser,
  registerConfirmedUser,
  registerEligibleProfessional,
} from './auth.ts';
import type { AgencySettingsInput } from '@escouade/contract/billing';
import { AGENCY } from '../billing-documents/fixtures.ts';
import { findMailedLink, readMailbox } from './mailbox.ts';
import { unsubscribeToken } from '../../src/modules/email-preferences/email-preferences.ts';
import type { TestApp } from './test-app.ts';
import { generateTotp, secretOf } from './totp.ts';

/**
 * Who makes a request. `owner` owns the resource in the URL (their post, comment, profile, project,
 * invitation); `other` is signed in and does not own it, but is the closest party to it where one exists
 * (the post's author for a comment, a team member for a project, the client for an invitation);
 * `user` and `professional` are signed-in strangers of each account type; `banned` was signed in, then banned.
 */
export const ACTORS = ['anonymous', 'user', 'professional', 'owner', 'other', 'admin', 'banned'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, 'anonymous'>;

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One concrete request of a matrix cell; the method comes from the route. */
export interface MatrixRequest {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** The client's address; by default a fresh remote one per request. */
  remoteAddress?: string;
  /** A stream that stays open (server-sent events): the answer is read as soon as its head is sent. */
  isStream?: boolean;
}

export interface Account {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface TeamProject {
  projectId: string;
  /** Invitation id per invited professional id. */
  invitations: Map<string, string>;
}

/** Skills handed out by the fixtures so that each brief finds exactly the intended team. */
const TEAM_SKILLS = {
  /** Held by `other` and the first filler: owner's projects invite both. */
  ownerTeam: 'Matrice : équipe du propriétaire',
  /** Held by `owner` and the first filler: other's projects invite both. */
  otherTeam: 'Matrice : équipe de l’autre',
  /** Like `ownerTeam`; the second filler gets it once the seat is declined, to take the seat. */
  refill: 'Matrice : remplacement',
} as const;
export type TeamSkill = keyof typeof TEAM_SKILLS;

const BOUNDARY = '----escouade-matrix-boundary';

/**
 * The accounts of the authorization matrix and the resources they own, created through the API the way
 * people create them (fixtures that only the database can express, like the professionals filling teams,
 * are inserted directly).
 */
/** The agency's billing settings the matrix saves: identifiers whose keys hold. */
export const AGENCY_SETTINGS: AgencySettingsInput = {
  ...AGENCY,
  feePercent: 10,
  vat: { mode: 'standard', ratePercent: 20 },
  paymentTermsDays: 30,
  latePaymentRatePercent: 12.15,
};

/** Whom the owner's invoices are addressed to. */
export const BILLING_DETAILS = {
  legalName: 'Boulangeries Martin & Fils',
  siren: '812345676',
  address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
};

export class MatrixWorld {
  readonly client: AuthClient;
  readonly accounts = {} as Record<SignedInActor, Account>;
  /** Owner's post, which everyone likes and comments. */
  postId = '';
  /** Other's post with an image, under which the owner comments. */
  otherPostId = '';
  commentId = '';
  imageUrl = '';
  /** A skill of the owner's profile (never removed: the owner stays allowed to post). */
  ownerSkillId = '';
  /** Owner's project in staffing, with `other` on its team. */
  project: TeamProject = { projectId: '', invitations: new Map() };
  /** Owner's staffed project (every seat accepted, `other` last), with the plan drafted then. */
  staffedProjectId = '';
  /** Owner's draft project, for the brief chat and the brief. */
  draftProjectId = '';
  /** A pending invitation of the owner to other's project. */
  invitationId = '';
  /** Owner's project whose seat held by `other` was declined, with a professional left to take it. */
  refill = { projectId: '', invitationId: '' };
  newsletter = { confirmToken: '', unsubscribeToken: '' };
  mailId = '';
  private readonly fillers: string[] = [];
  private userOrganisation?: Promise<string>;
  private readonly readyExports = new Map<SignedInActor, string>();
  private readonly skillIds = new Map<TeamSkill, string>();
  private counter = 0;

  constructor(readonly testApp: TestApp) {
    this.client = { app: testApp.app, appUrl: testApp.config.appUrl };
  }

  cookieOf(actor: ActorName): string | undefined {
    return actor === 'anonymous' ? undefined : this.accounts[actor].cookie;
  }

  idOf(actor: SignedInActor): string {
    return this.accounts[actor].id;
  }

  /** Sends a request as `actor`, from a fresh address (rate limits are per address and not under test). */
  async send(method: HttpMethod, actor: ActorName, request: MatrixRequest): Promise<LightMyRequestResponse> {
    const cookie = this.cookieOf(actor);
    const response = await this.testApp.app.inject({
      method,
      url: request.url,
      payload: request.payload,
      remoteAddress: request.remoteAddress ?? nextIp(),
      headers: { origin: this.client.appUrl, ...(cookie ? { cookie } : {}), ...request.headers },
      ...(request.isStream ? { payloadAsStream: true } : {}),
    });
    if (request.isStream && response.statusCode === 200) response.stream().destroy();
    return response;
  }

  async setUp(): Promise<void> {
    await this.createAccounts();
    await this.createFillers();
    this.ownerSkillId = await this.readOwnerSkill();
    this.postId = await this.createPost('owner');
    const otherPost = await this.expectStatus(
      'POST',
      'other',
      { url: '/api/posts', ...(await multipartPostWithImage('Une photo du chantier')) },
      201,
    );
    this.otherPostId = otherPost.id as string;
    this.imageUrl = otherPost.imageUrl as string;
    this.commentId = await this.createComment('owner', this.otherPostId);

    this.project = await this.createTeamProject('owner', 'ownerTeam');
    this.draftProjectId = await this.createDraftProject('owner');
    this.staffedProjectId = await this.createStaffedProject();
    const invitation = await this.createTeamProject('other', 'otherTeam');
    this.invitationId = this.invitationOf(invitation, 'owner');
    this.refill = await this.createDeclinedSeat();

    this.newsletter = {
      confirmToken: await this.subscribeToNewsletter('matrix-confirm@example.test', 'confirm'),
      unsubscribeToken: await this.subscribeToNewsletter('matrix-leave@example.test', 'unsubscribe'),
    };
    const [mail] = await readMailbox(this.testApp.app, this.accounts.owner.email);
    if (!mail) throw new Error('the owner received no mail');
    this.mailId = mail.id;
  }

  /**
   * The organisation of the plain user (the world's one client account), who owns it: created on first use, so
   * that only the rows that need it see it.
   */
  organisationOfUser(): Promise<string> {
    this.userOrganisation ??= (async () => {
      const created = await this.expectStatus(
        'POST',
        'user',
        { url: '/api/organisations', payload: { legalName: 'Matrice SAS', siret: '73282932000074' } },
        201,
      );
      return created.id as string;
    })();
    return this.userOrganisation;
  }

  /** A client account made a member of the user's organisation, for a probe that removes it. */
  async createOrganisationMember(): Promise<string> {
    const organisationId = await this.organisationOfUser();
    const id = `matrix-colleague-${this.unique()}-${randomUUID().slice(0, 8)}`;
    await this.testApp.db.execute(sql`
      insert into "user" (id, email, name, role, email_verified)
      values (${id}, ${`${id}@example.test`}, '', 'user', true)`);
    await this.testApp.db.execute(sql`
      insert into organisation_members (organisation_id, user_id, role) values (${organisationId}, ${id}, 'member')`);
    return id;
  }

  /** The token of an invitation, from another organisation, to the plain user's address. */
  async invitationTokenForUser(): Promise<string> {
    const token = `matrix-invitation-${this.unique()}-${randomUUID()}`;
    const hash = createHash('sha256').update(token).digest('hex');
    await this.testApp.db.execute(sql`
      with other as (insert into organisations (legal_name) values ('Maison invitante') returning id)
      insert into organisation_invitations (organisation_id, email, token_hash, expires_at)
      select id, ${this.accounts.user.email}, ${hash}, now() + interval '1 day' from other`);
    return token;
  }

  /** A unique suffix for names and addresses created during the run. */
  unique(): number {
    this.counter += 1;
    return this.counter;
  }

  async createPost(author: SignedInActor): Promise<string> {
    const post = await this.expectStatus(
      'POST',
      author,
      { url: '/api/posts', payload: { content: `Publication ${this.unique()}` } },
      201,
    );
    return post.id as string;
  }

  /** A skill `author` types that matches none of the catalogue: pending until an admin decides. */
  async createPendingSkill(author: SignedInActor = 'owner'): Promise<string> {
    const name = `Compétence inédite ${this.unique()}`;
    const skills = await this.expectStatus(
      'POST',
      author,
      { url: `/api/profiles/${this.idOf(author)}/skills`, payload: { newSkill: { name }, level: 3 } },
      201,
    );
    const skill = (skills as unknown as { skillId: string; name: string }[]).find(
      (entry) => entry.name === name,
    );
    if (!skill) throw new Error(`${name} is not on the profile`);
    return skill.skillId;
  }

  /** A skill of the approved catalogue, as an admin would have named it. */
  async createApprovedSkill(): Promise<string> {
    const result = await this.testApp.db.execute<{ id: string }>(
      sql`insert into skills (name, name_en) values (${`Compétence validée ${this.unique()}`}, null) returning id`,
    );
    return result.rows[0]?.id ?? '';
  }

  /** An account no probe acts as, for requests aimed at someone else (blocking, muting). */
  async createBystander(): Promise<string> {
    const id = `matrix-bystander-${this.unique()}-${randomUUID().slice(0, 8)}`;
    await this.testApp.db.execute(sql`
      insert into "user" (id, email, name, role, email_verified)
      values (${id}, ${`${id}@example.test`}, '', 'professional', true)`);
    return id;
  }

  /**
   * A pending request to be verified, of a professional made for it (inserted: the document is not read by the
   * decisions), with the SIRET on their profile so that it can be approved.
   */
  async createPendingVerification(): Promise<string> {
    const subjectId = await this.createBystander();
    await this.testApp.db.execute(sql`
      insert into professional_profiles (id, siret) values (${subjectId}, '73282932000074')`);
    const created = await this.testApp.db.execute<{ id: string }>(sql`
      insert into business_verifications
        (subject_type, subject_id, requested_by, siret, registry, document_key, document_name, document_size)
      values ('professional', ${subjectId}, ${subjectId}, '73282932000074',
        '{"name": "checksum", "found": true}'::jsonb, 'verifications/matrix.pdf', 'kbis.pdf', 100)
      returning id`);
    return created.rows[0]!.id;
  }

  /** The owner's latest request to be verified, made through the API when there is none yet. */
  async ownerVerificationId(): Promise<string> {
    const latest = async () =>
      (
        await this.testApp.db.execute<{ id: string }>(sql`
          select id from business_verifications
          where subject_type = 'professional' and subject_id = ${this.idOf('owner')}
          order by created_at desc limit 1`)
      ).rows[0]?.id;
    const existing = await latest();
    if (existing) return existing;
    await this.expectStatus(
      'POST',
      'owner',
      {
        url: `/api/verifications/professional/${this.idOf('owner')}`,
        ...multipartForm(
          { siret: '73282932000074' },
          [{ fileName: 'kbis.pdf', contentType: 'application/pdf', bytes: SMALL_PDF }],
          'document',
        ),
      },
      201,
    );
    return (await latest())!;
  }

  async createComment(author: SignedInActor, postId: string): Promise<string> {
    const created = await this.expectStatus(
      'POST',
      author,
      { url: `/api/posts/${postId}/comments`, payload: { content: `Commentaire ${this.unique()}` } },
      201,
    );
    return (created.comment as { id: string }).id;
  }

  /** A skill the owner adds now (and may remove). */
  async createOwnerSkill(): Promise<string> {
    const skills = await this.expectStatus(
      'POST',
      'owner',
      {
        url: `/api/profiles/${this.idOf('owner')}/skills`,
        payload: { newSkill: { name: `Compétence jetable ${this.unique()}` }, level: 2 },
      },
      201,
    );
    const added = (skills as unknown as { skillId: string; name: string }[]).find((skill) =>
      skill.name.startsWith('Compétence jetable'),
    );
    if (!added) throw new Error('the new skill is not on the profile');
    return added.skillId;
  }

  /**
   * Turns two-factor authentication on for `actor` (as its settings page does) and returns a current code of
   * the authenticator app. The session of the set-up replaces the actor's cookie.
   */
  async enableTwoFactor(actor: SignedInActor): Promise<string> {
    const account = this.accounts[actor];
    const auth = { cookie: account.cookie };
    const enabled = await postAuth(this.client, '/two-factor/enable', { password: account.password }, auth);
    if (enabled.statusCode !== 200) throw new Error(`two-factor set-up failed: ${enabled.body}`);
    const secret = secretOf((enabled.json() as { totpURI: string }).totpURI);
    const confirmed = await postAuth(
      this.client,
      '/two-factor/verify-totp',
      { code: generateTotp(secret) },
      auth,
    );
    if (confirmed.statusCode !== 200) throw new Error(`two-factor confirmation failed: ${confirmed.body}`);
    const cookie = cookiesOf(confirmed);
    if (cookie) account.cookie = cookie;
    return generateTotp(secret);
  }

  /** The id of an archive of `actor`'s data, built and ready to download (one per actor, made once). */
  async readyExportOf(actor: SignedInActor): Promise<string> {
    const cached = this.readyExports.get(actor);
    if (cached) return cached;
    // After any build in progress (the actor may have asked for one already): one at a time per member.
    await jobRunnerOf(this.testApp.app).runNow(BUILD_EXPORTS_JOB);
    const requested = await this.expectStatus('POST', actor, { url: '/api/account/exports' }, 202);
    await jobRunnerOf(this.testApp.app).runNow(BUILD_EXPORTS_JOB);
    this.readyExports.set(actor, requested.id as string);
    return requested.id as string;
  }

  /** An account no test signs in with, for the admin actions that change or remove it. */
  async createTargetUser(): Promise<string> {
    const id = `matrix-target-${randomUUID()}`;
    await this.testApp.db.execute(sql`
      insert into "user" (id, email, name, role, email_verified)
      values (${id}, ${`${id}@example.test`}, '', 'user', true)`);
    return id;
  }

  async createDraftProject(client: SignedInActor): Promise<string> {
    const project = await this.expectStatus(
      'POST',
      client,
      { url: '/api/projects', payload: { language: 'fr' } },
      201,
    );
    return project.id as string;
  }

  /** A project with a confirmed brief whose proposals hold the team of `team`'s skill. */
  async createProposedProject(client: SignedInActor, team: TeamSkill): Promise<string> {
    const projectId = await this.createDraftProject(client);
    const proposals = await this.expectStatus(
      'PUT',
      client,
      { url: `/api/projects/${projectId}/brief`, payload: this.briefFor(team) },
      200,
    );
    if (!Array.isArray(proposals) || proposals.length === 0)
      throw new Error(`no proposal for the ${team} brief`);
    return projectId;
  }

  /** A project in staffing: its best-coverage team (two professionals) is invited. */
  async createTeamProject(client: SignedInActor, team: TeamSkill): Promise<TeamProject> {
    const projectId = await this.createProposedProject(client, team);
    const project = await this.expectStatus(
      'POST',
      client,
      { url: `/api/projects/${projectId}/proposals/best_coverage/choose`, payload: {} },
      200,
    );
    const invitations = new Map(
      (project.team as { id: string; professional: { id: string } }[]).map((seat) => [
        seat.professional.id,
        seat.id,
      ]),
    );
    return { projectId, invitations };
  }

  /** The owner's project with its team complete: the fillers' seats accepted, then `other`'s through the API. */
  async createStaffedProject(): Promise<string> {
    const project = await this.createTeamProject('owner', 'ownerTeam');
    const otherSeat = this.invitationOf(project, 'other');
    await this.testApp.db.execute(sql`
      update project_invitations set status = 'accepted', responded_at = now()
      where project_id = ${project.projectId} and id <> ${otherSeat}`);
    await this.expectStatus(
      'POST',
      'other',
      { url: `/api/invitations/${otherSeat}/accept`, payload: {} },
      200,
    );
    return project.projectId;
  }

  /** A new milestone of the staffed project, added by its owner. */
  async createMilestone(): Promise<string> {
    const title = `Étape ${this.unique()}`;
    const plan = await this.expectStatus(
      'POST',
      'owner',
      {
        url: `/api/projects/${this.staffedProjectId}/milestones`,
        payload: {
          title,
          deliverables: [],
          startDate: await this.staffedPlanStart(),
          dueDate: await this.staffedPlanStart(),
          ownerId: null,
          hoursPerWeek: 1,
        },
      },
      201,
    );
    // Milestones come in date order: the new one is found by its title.
    const milestones = plan.milestones as { id: string; title: string }[];
    return milestones.find((milestone) => milestone.title === title)?.id ?? '';
  }

  /** A new task in the staffed project's first milestone, added by its owner. */
  async createTask(): Promise<string> {
    const milestoneId = await this.firstMilestoneId();
    const plan = await this.expectStatus(
      'POST',
      'owner',
      {
        url: `/api/projects/${this.staffedProjectId}/milestones/${milestoneId}/tasks`,
        payload: { title: `Tâche ${this.unique()}` },
      },
      201,
    );
    const [first] = plan.milestones as { id: string; tasks: { id: string }[] }[];
    return first?.tasks.at(-1)?.id ?? '';
  }

  /** A new milestone of the staffed project, delivered by `other` and awaiting the owner's answer. */
  async createDeliveredMilestone(): Promise<string> {
    const milestoneId = await this.createMilestone();
    await this.expectStatus(
      'POST',
      'other',
      {
        url: `/api/projects/${this.staffedProjectId}/milestones/${milestoneId}/deliveries`,
        payload: { note: 'Livré' },
      },
      201,
    );
    return milestoneId;
  }

  private billingProject: Promise<string> | undefined;
  /**
   * A staffed project of the owner (`other` on its team) kept for billing, with the agency's settings saved by
   * the admin and the owner's billing details given; its own, so that its milestones leave the plan rows' alone.
   */
  billingProjectId(): Promise<string> {
    this.billingProject ??= (async () => {
      const projectId = await this.createStaffedProject();
      await this.expectStatus(
        'PUT',
        'admin',
        { url: '/api/admin/agency-settings', payload: AGENCY_SETTINGS },
        200,
      );
      await this.expectStatus(
        'PUT',
        'owner',
        { url: `/api/projects/${projectId}/billing`, payload: BILLING_DETAILS },
        200,
      );
      return projectId;
    })();
    return this.billingProject;
  }

  /**
   * A staffed project of the owner whose quote awaits acceptance, with the hash of its version (the owner's
   * billing details given, the agency's settings saved): each acceptance uses one up.
   */
  async createQuoteToAccept(): Promise<{ projectId: string; documentSha256: string }> {
    await this.billingProjectId();
    const projectId = await this.createStaffedProject();
    // A quote prices each member's days at their rate: whatever other probes did to the profiles, they have one.
    await this.testApp.db.execute(sql`
      update professional_profiles set hourly_rate = 55 where coalesce(hourly_rate, 0) = 0 and id in (
        select professional_id from project_invitations where project_id = ${projectId} and status = 'accepted')`);
    await this.expectStatus(
      'PUT',
      'owner',
      { url: `/api/projects/${projectId}/billing`, payload: BILLING_DETAILS },
      200,
    );
    const view = await this.expectStatus('GET', 'owner', { url: `/api/projects/${projectId}/quote` }, 200);
    const quote = view.quote as { documentSha256: string } | null;
    if (!quote) throw new Error(`no quote to accept: ${JSON.stringify(view)}`);
    return { projectId, documentSha256: quote.documentSha256 };
  }

  /** A new milestone of the billing project that the owner accepted, not invoiced yet. */
  async createInvoiceableMilestone(): Promise<string> {
    const projectId = await this.billingProjectId();
    const result = await this.testApp.db.execute<{ id: string }>(sql`
      insert into project_milestones (project_id, title, start_date, due_date, hours_per_week, delivery_status, accepted_at)
      values (${projectId}, ${`Étape facturable ${this.unique()}`}, current_date, current_date, 1, 'accepted', now())
      returning id`);
    return result.rows[0]?.id ?? '';
  }

  private invoice: Promise<string> | undefined;
  /** An invoice the admin issued on the billing project. */
  invoiceId(): Promise<string> {
    this.invoice ??= (async () => {
      const projectId = await this.billingProjectId();
      const milestoneId = await this.createInvoiceableMilestone();
      const issued = await this.expectStatus(
        'POST',
        'admin',
        {
          url: `/api/admin/projects/${projectId}/milestones/${milestoneId}/invoice`,
          payload: { amountCents: 100_000 },
        },
        201,
      );
      return issued.id as string;
    })();
    return this.invoice;
  }

  private finalMilestone: Promise<{ milestoneId: string; taskId: string }> | undefined;
  /**
   * A milestone of the staffed project with one task, delivered by `other` and accepted by the owner: final.
   * It starts a day after the plan, so that it never becomes the plan's first milestone.
   */
  acceptedMilestone(): Promise<{ milestoneId: string; taskId: string }> {
    this.finalMilestone ??= (async () => {
      const title = `Étape acceptée ${this.unique()}`;
      const day = addDays(await this.staffedPlanStart(), 1);
      const base = `/api/projects/${this.staffedProjectId}`;
      const plan = await this.expectStatus(
        'POST',
        'owner',
        {
          url: `${base}/milestones`,
          payload: { title, deliverables: [], startDate: day, dueDate: day, ownerId: null, hoursPerWeek: 1 },
        },
        201,
      );
      const milestones = plan.milestones as { id: string; title: string }[];
      const milestoneId = milestones.find((milestone) => milestone.title === title)?.id ?? '';
      const withTask = await this.expectStatus(
        'POST',
        'owner',
        { url: `${base}/milestones/${milestoneId}/tasks`, payload: { title: 'Relecture' } },
        201,
      );
      const taskId =
        (withTask.milestones as { id: string; tasks: { id: string }[] }[]).find(
          (milestone) => milestone.id === milestoneId,
        )?.tasks[0]?.id ?? '';
      const milestone = `${base}/milestones/${milestoneId}`;
      await this.expectStatus(
        'POST',
        'other',
        { url: `${milestone}/deliveries`, payload: { note: 'Livré' } },
        201,
      );
      await this.expectStatus('POST', 'owner', { url: `${milestone}/acceptance`, payload: {} }, 200);
      return { milestoneId, taskId };
    })();
    return this.finalMilestone;
  }

  private threadFile: Promise<string> | undefined;
  /** The address of a PDF the owner joined to the staffed project's thread (posted once). */
  threadAttachmentUrl(): Promise<string> {
    this.threadFile ??= this.expectStatus(
      'POST',
      'owner',
      {
        url: `/api/projects/${this.staffedProjectId}/thread`,
        ...multipartForm({ body: 'Le devis' }, [
          { fileName: 'devis.pdf', contentType: 'application/pdf', bytes: SMALL_PDF },
        ]),
      },
      201,
    ).then((message) => (message.attachments as { url: string }[])[0]?.url ?? '');
    return this.threadFile;
  }

  private proposalConversation: Promise<{ proposalId: string; attachmentUrl: string }> | undefined;
  /**
   * An owner's project whose proposals are on the table: its best-coverage team holds `other`; another proposal
   * holds only `professional` (set in the database: the fixtures cannot make formation pick them apart). The
   * owner joined a PDF to the best-coverage team's conversation.
   */
  proposalThread(): Promise<{ proposalId: string; attachmentUrl: string }> {
    this.proposalConversation ??= (async () => {
      const projectId = await this.createProposedProject('owner', 'ownerTeam');
      const { db } = this.testApp;
      await db.execute(
        sql`delete from project_proposals where project_id = ${projectId} and kind <> 'best_coverage'`,
      );
      await db.execute(sql`
        insert into project_proposals (project_id, kind, payload)
        select project_id, 'most_senior', jsonb_set(jsonb_set(payload, '{kind}', '"most_senior"'), '{members}',
          jsonb_build_array(jsonb_set(payload -> 'members' -> 0, '{userId}', to_jsonb(${this.idOf('professional')}::text))))
        from project_proposals where project_id = ${projectId} and kind = 'best_coverage'`);
      const found = await db.execute<{ id: string }>(
        sql`select id from project_proposals where project_id = ${projectId} and kind = 'best_coverage'`,
      );
      const proposalId = found.rows[0]?.id ?? '';
      const message = await this.expectStatus(
        'POST',
        'owner',
        {
          url: `/api/proposals/${proposalId}/thread`,
          ...multipartForm({ body: 'Le cahier des charges' }, [
            { fileName: 'cahier.pdf', contentType: 'application/pdf', bytes: SMALL_PDF },
          ]),
        },
        201,
      );
      const attachmentUrl = (message.attachments as { url: string }[])[0]?.url ?? '';
      return { proposalId, attachmentUrl };
    })();
    return this.proposalConversation;
  }

  /** A new staffed project of the owner, every milestone delivered by `other` and accepted, then closed. */
  async createDeliveredProject(): Promise<string> {
    const projectId = await this.createStaffedProject();
    const plan = await this.expectStatus('GET', 'owner', { url: `/api/projects/${projectId}/plan` }, 200);
    for (const { id } of plan.milestones as { id: string }[]) {
      const base = `/api/projects/${projectId}/milestones/${id}`;
      await this.expectStatus('POST', 'other', { url: `${base}/deliveries`, payload: { note: 'Fait' } }, 201);
      await this.expectStatus('POST', 'owner', { url: `${base}/acceptance`, payload: {} }, 200);
    }
    await this.expectStatus(
      'POST',
      'owner',
      { url: `/api/projects/${projectId}/delivery`, payload: {} },
      200,
    );
    return projectId;
  }

  private reviewProject: Promise<string> | undefined;
  /** A delivered project of the owner, with `other` on its team, where nobody has reviewed yet. */
  projectToReview(): Promise<string> {
    this.reviewProject ??= this.createDeliveredProject();
    return this.reviewProject;
  }

  /** The signed token of the owner's "stop e-mails about likes" link. */
  notificationUnsubscribeToken(): string {
    return unsubscribeToken(this.testApp.config.authSecret, this.idOf('owner'), 'post_liked');
  }

  private ownerNotification: Promise<string> | undefined;
  /** A notification of the owner: `other` follows them. */
  notificationOfOwner(): Promise<string> {
    this.ownerNotification ??= (async () => {
      await this.expectStatus('PUT', 'other', { url: `/api/profiles/${this.idOf('owner')}/follow` }, 200);
      await jobRunnerOf(this.testApp.app).runNow(FAN_OUT_JOB);
      const page = await this.expectStatus('GET', 'owner', { url: '/api/notifications' }, 200);
      const [line] = page.notifications as { id: string }[];
      if (!line) throw new Error('the owner has no notification');
      return line.id;
    })();
    return this.ownerNotification;
  }

  private reviewPair: Promise<{ ofOwner: string; byOwner: string }> | undefined;
  /** The owner (a client) and `other` (a member) reviewed each other on a delivered project: both published. */
  private publishedReviewPair(): Promise<{ ofOwner: string; byOwner: string }> {
    this.reviewPair ??= (async () => {
      const projectId = await this.createDeliveredProject();
      const url = `/api/projects/${projectId}/reviews`;
      const review = { rating: 5, comment: 'Très bien' };
      await this.expectStatus('PUT', 'other', { url: `${url}/${this.idOf('owner')}`, payload: review }, 200);
      const reviews = await this.expectStatus(
        'PUT',
        'owner',
        { url: `${url}/${this.idOf('other')}`, payload: review },
        200,
      );
      const pairs = reviews.pairs as {
        subject: { id: string };
        mine: { id: string } | null;
        theirs: { id: string } | null;
      }[];
      const pair = pairs.find((entry) => entry.subject.id === this.idOf('other'));
      return { ofOwner: pair?.theirs?.id ?? '', byOwner: pair?.mine?.id ?? '' };
    })();
    return this.reviewPair;
  }

  /** A published review of the owner (written by `other`, the owner having reviewed `other` too). */
  async publishedReviewOfOwner(): Promise<string> {
    return (await this.publishedReviewPair()).ofOwner;
  }

  /** The owner's published review of `other`, which the owner, its client author, may show publicly. */
  async publishedReviewByOwner(): Promise<string> {
    return (await this.publishedReviewPair()).byOwner;
  }

  /** The first milestone of the staffed project's plan. */
  async firstMilestoneId(): Promise<string> {
    const plan = await this.expectStatus(
      'GET',
      'owner',
      { url: `/api/projects/${this.staffedProjectId}/plan` },
      200,
    );
    return (plan.milestones as { id: string }[])[0]?.id ?? '';
  }

  /** The first day of the staffed project's plan. */
  private timesheetWeeks = 0;
  /** A Monday no timesheet of the matrix used yet (weeks of 2031, 2032…). */
  nextTimesheetMonday(): string {
    this.timesheetWeeks += 1;
    return addDays('2031-01-06', 7 * this.timesheetWeeks);
  }

  /** `other`'s week of one hour on the staffed project, saved as a draft; submitted when asked. */
  async createTimesheetWeek({ submit = false, projectId = this.staffedProjectId } = {}): Promise<{
    weekOf: string;
    id: string;
  }> {
    const weekOf = this.nextTimesheetMonday();
    const milestones = await this.testApp.db.execute<{ id: string }>(
      sql`select id from project_milestones where project_id = ${projectId} order by start_date, id limit 1`,
    );
    const base = `/api/projects/${projectId}/timesheets/weeks/${weekOf}`;
    const saved = await this.expectStatus(
      'PUT',
      'other',
      {
        url: base,
        payload: {
          entries: [{ milestoneId: milestones.rows[0]?.id, day: weekOf, hours: 1 }],
          overBookingReason: 'Semaine hors réservation',
        },
      },
      200,
    );
    if (submit) await this.expectStatus('POST', 'other', { url: `${base}/submit`, payload: {} }, 200);
    return { weekOf, id: (saved.week as { id: string }).id };
  }

  private timeProject: Promise<string> | undefined;
  /** The owner's staffed project billed by time and materials, with billing details and `other`'s rate. */
  timeProjectId(): Promise<string> {
    this.timeProject ??= (async () => {
      await this.billingProjectId();
      const projectId = await this.createStaffedProject();
      await this.expectStatus(
        'PUT',
        'owner',
        { url: `/api/projects/${projectId}/billing`, payload: BILLING_DETAILS },
        200,
      );
      await this.expectStatus(
        'PUT',
        'admin',
        { url: `/api/admin/projects/${projectId}/billing-mode`, payload: { mode: 'time_and_materials' } },
        200,
      );
      await this.testApp.db.execute(
        sql`update professional_profiles set hourly_rate = 50 where id = ${this.idOf('other')}`,
      );
      await this.approvedTimeWeek(projectId);
      return projectId;
    })();
    return this.timeProject;
  }

  /** A week of `other` on the time-and-materials project, approved by the owner; its month to invoice. */
  async approvedTimeWeek(projectId?: string): Promise<string> {
    const project = projectId ?? (await this.timeProjectId());
    const week = await this.createTimesheetWeek({ submit: true, projectId: project });
    await this.expectStatus('POST', 'owner', { url: `/api/timesheets/${week.id}/approve`, payload: {} }, 200);
    return week.weekOf.slice(0, 7);
  }

  async staffedPlanStart(): Promise<string> {
    const plan = await this.expectStatus(
      'GET',
      'owner',
      { url: `/api/projects/${this.staffedProjectId}/plan` },
      200,
    );
    return plan.startDate as string;
  }

  invitationOf(project: TeamProject, invited: SignedInActor): string {
    const invitationId = project.invitations.get(this.idOf(invited));
    if (!invitationId) throw new Error(`${invited} is not on the team of project ${project.projectId}`);
    return invitationId;
  }

  /** A fresh pending invitation of the owner (to a new project of `other`). */
  async createOwnerInvitation(): Promise<string> {
    return this.invitationOf(await this.createTeamProject('other', 'otherTeam'), 'owner');
  }

  private async createAccounts(): Promise<void> {
    const adminEmail = 'matrix-admin@example.test';
    const adminPassword = 'matrix admin passphrase';
    const created = await createOrPromoteAdmin(this.testApp.db, {
      email: adminEmail,
      password: adminPassword,
    });
    const signIn = await postAuth(this.client, '/sign-in/email', {
      email: adminEmail,
      password: adminPassword,
    });
    this.accounts.admin = {
      id: created.userId,
      email: adminEmail,
      password: adminPassword,
      cookie: cookiesOf(signIn),
    };

    const toAccount = ({ id, email, password, cookie }: RegisteredUser): Account => ({
      id,
      email,
      password,
      cookie,
    });
    this.accounts.user = toAccount(
      await registerConfirmedUser(this.client, { email: 'matrix-user@example.test', role: 'user' }),
    );
    const professionals = [
      ['professional', 'matrix-pro@example.test', 'Paula'],
      ['owner', 'matrix-owner@example.test', 'Olivia'],
      ['other', 'matrix-other@example.test', 'Oscar'],
    ] as const;
    for (const [actor, email, firstName] of professionals) {
      this.accounts[actor] = toAccount(await registerEligibleProfessional(this.client, { email, firstName }));
    }
    const banned = await registerConfirmedUser(this.client, { email: 'matrix-banned@example.test' });
    this.accounts.banned = toAccount(banned);
    await this.expectStatus(
      'POST',
      'admin',
      { url: `/api/admin/users/${banned.id}/ban`, payload: { reason: 'Matrice' } },
      200,
    );
  }

  /** Professionals without sessions who complete the teams, and the team skills. */
  private async createFillers(): Promise<void> {
    const { db } = this.testApp;
    for (const index of [1, 2]) {
      const id = `matrix-filler-${index}-${randomUUID().slice(0, 8)}`;
      await db.execute(sql`
        insert into "user" (id, email, name, role, email_verified)
        values (${id}, ${`${id}@example.test`}, '', 'professional', true)`);
      await db.execute(
        sql`insert into profiles (id, first_name, last_name) values (${id}, 'Renfort', ${index})`,
      );
      await db.execute(sql`
        insert into professional_profiles (id, profession, experience_years, hourly_rate, availability_status)
        values (${id}, 'Développeur', 5, 50, 'available')`);
      this.fillers.push(id);
    }
    const holders: Record<TeamSkill, string[]> = {
      ownerTeam: [this.idOf('other'), this.fillerId(0)],
      otherTeam: [this.idOf('owner'), this.fillerId(0)],
      refill: [this.idOf('other'), this.fillerId(0)],
    };
    for (const [key, name] of Object.entries(TEAM_SKILLS) as [TeamSkill, string][]) {
      const result = await db.execute<{ id: string }>(
        sql`insert into skills (name, category) values (${name}, 'development')
         on conflict (lower(name)) do update set category = excluded.category returning id`,
      );
      const skillId = result.rows[0]?.id ?? '';
      this.skillIds.set(key, skillId);
      for (const userId of holders[key]) await this.giveSkill(userId, skillId);
    }
  }

  private fillerId(index: number): string {
    const id = this.fillers[index];
    if (!id) throw new Error(`no filler ${index}`);
    return id;
  }

  private async giveSkill(userId: string, skillId: string): Promise<void> {
    await this.testApp.db.execute(
      sql`insert into user_skills (user_id, skill_id, level) values (${userId}, ${skillId}, 4)`,
    );
  }

  /** A brief whose best team holds `team`'s skill. */
  briefFor(team: TeamSkill) {
    return {
      title: `Projet ${this.unique()}`,
      description: '',
      skills: [{ skillId: this.skillIds.get(team), minLevel: 1, weight: 3 }],
      teamSize: { min: 2, max: 2 },
      budget: null,
      startDate: null,
      deadline: null,
      priority: 'balanced',
    };
  }

  private async createDeclinedSeat(): Promise<{ projectId: string; invitationId: string }> {
    const project = await this.createTeamProject('owner', 'refill');
    const invitationId = this.invitationOf(project, 'other');
    await this.expectStatus('POST', 'other', { url: `/api/invitations/${invitationId}/decline` }, 200);
    await this.giveSkill(this.fillerId(1), this.skillIds.get('refill') ?? '');
    return { projectId: project.projectId, invitationId };
  }

  private async readOwnerSkill(): Promise<string> {
    const me = await this.expectStatus('GET', 'owner', { url: '/api/profiles/me' }, 200);
    const skill = (me.skills as { skillId: string; name: string }[]).find(
      (candidate) => candidate.name === 'Communication',
    );
    if (!skill) throw new Error('the owner has no Communication skill');
    // Typed by the owner, so pending: approved as an admin would, for briefs to be able to ask for it.
    await this.testApp.db.execute(sql`update skills set status = 'approved' where id = ${skill.skillId}`);
    return skill.skillId;
  }

  /** Subscribes and returns the token of the mailed link of `kind`. */
  private async subscribeToNewsletter(email: string, kind: 'confirm' | 'unsubscribe'): Promise<string> {
    await this.expectStatus('POST', 'anonymous', { url: '/api/newsletter', payload: { email } }, 202);
    const link = await findMailedLink(this.testApp.app, email, `/newsletter/${kind}`);
    const token = link.searchParams.get('token');
    if (!token) throw new Error(`no token in ${link.href}`);
    return token;
  }

  private async expectStatus(
    method: HttpMethod,
    actor: ActorName,
    request: MatrixRequest,
    status: number,
  ): Promise<Record<string, unknown>> {
    const response = await this.send(method, actor, request);
    if (response.statusCode !== status) {
      throw new Error(
        `fixture ${method} ${request.url} as ${actor}: expected ${status}, got ${response.statusCode} ${response.body}`,
      );
    }
    return response.body ? response.json() : {};
  }
}

export interface FormFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart body of text fields and files (each file under the field name `files`, or `file` when alone). */
export function multipartForm(
  fields: Record<string, string>,
  files: FormFile[],
  fileField = 'files',
): Pick<MatrixRequest, 'payload' | 'headers'> {
  return {
    payload: Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      ...files.map((file) =>
        Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ]),
      ),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A PDF of almost 5 MB (the limit of a file), blank. */
export function largePdf(fileName: string): FormFile {
  return {
    fileName,
    contentType: 'application/pdf',
    bytes: Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(4_900_000, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]),
  };
}

/**
 * Sends a multipart body in 64 KiB pieces, pulled by the server as it reads them, and says how many bytes it
 * had pulled when it answered: a refusal before reading pulls what a stream buffers ahead, not the files.
 */
export async function sendCountingBytesRead(
  testApp: TestApp,
  {
    method,
    url,
    cookie,
    form,
  }: { method: HttpMethod; url: string; cookie: string; form: Pick<MatrixRequest, 'payload' | 'headers'> },
): Promise<{ response: LightMyRequestResponse; pulled: number }> {
  const body = form.payload as Buffer;
  let pulled = 0;
  const stream = Readable.from(
    (function* () {
      for (let offset = 0; offset < body.length; offset += 64 * 1024) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        pulled += chunk.length;
        yield chunk;
      }
    })(),
  );
  const response = await testApp.app.inject({
    method,
    url,
    payload: stream,
    remoteAddress: nextIp(),
    headers: {
      origin: testApp.config.appUrl,
      cookie,
      ...form.headers,
      'content-length': String(body.length),
    },
  });
  return { response, pulled };
}

/** The smallest file a PDF reader opens. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

export async function pngFile(fileName = 'image.png'): Promise<FormFile> {
  return { fileName, contentType: 'image/png', bytes: await smallPng() };
}

/** A 40×40 PNG as the multipart body of an avatar upload. */
export async function multipartAvatar(): Promise<Pick<MatrixRequest, 'payload' | 'headers'>> {
  return multipartForm({}, [await pngFile()], 'file');
}

export async function multipartPostWithImage(
  content: string,
): Promise<Pick<MatrixRequest, 'payload' | 'headers'>> {
  return multipartForm({ content }, [await pngFile()], 'file');
}

let png: Promise<Buffer> | undefined;
function smallPng(): Promise<Buffer> {
  png ??= sharp({ create: { width: 40, height: 40, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  return png;
}
