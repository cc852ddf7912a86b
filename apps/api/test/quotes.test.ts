import { addDays, dayInFrance } from '@escouade/contract/calendar-days';
import type { ProjectQuote } from '@escouade/contract/billing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { issueDocument, sha256Hex } from '../src/modules/billing/documents/issue-document.ts';
import type { Quote } from '../src/modules/billing/documents/document-model.ts';
import { quoteSha256 } from '../src/modules/billing/quotes.service.ts';
import { registerConfirmedUser } from './helpers/auth.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { BILLING_DETAILS, SETTINGS } from './helpers/billing-setup.ts';

// A project's quote: drafted from the plan and the members' rates once the team is staffed, kept current until
// the client accepts it online, then the contract, which nothing changes.

/** Each professional's hourly rate, in euros: with cents, so that day rates and totals must round. */
const HOURLY_RATES = ['61.37', '72.50', '85.33'];

/** Half-away-from-zero rounding of a non-negative amount to the cent, as the engine does. */
const roundCents = (value: number) => Math.floor(value + 0.5);

describe('quotes: drafted from the plan, accepted online, then immutable', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let projectId: string;
  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const quotePath = () => `/api/projects/${projectId}/quote`;

  const readQuote = async (cookie = world.client.cookie, project = projectId): Promise<ProjectQuote> => {
    const response = await call('GET', `/api/projects/${project}/quote`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const accept = (body: object, cookie = world.client.cookie, project = projectId) =>
    call('POST', `/api/projects/${project}/quote/acceptance`, cookie, body);
  const storedQuote = async (project = projectId) =>
    (
      await testApp.db.execute<{
        version: number;
        document: Quote;
        document_sha256: string;
        accepted_at: Date | null;
        accepted_name: string | null;
        accepted_address: string | null;
        accepted_pdf: Buffer | null;
        accepted_pdf_sha256: string | null;
      }>(sql`select * from project_quotes where project_id = ${project}`)
    ).rows[0];

  /** The client's billing details on `project`, which its quote is addressed with. */
  const giveBillingDetails = async (project: string) => {
    const saved = await call('PUT', `/api/projects/${project}/billing`, world.client.cookie, BILLING_DETAILS);
    expect(saved.statusCode).toBe(200);
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Devis');
    for (const [index, pro] of world.pros.entries()) {
      await testApp.db.execute(
        sql`update professional_profiles set hourly_rate = ${HOURLY_RATES[index]} where id = ${pro.id}`,
      );
    }
    projectId = await world.createProject();
  }, 240_000);
  afterAll(() => testApp.close());

  describe('drafting', () => {
    it('says why there is no quote yet: a team not complete, the agency’s settings, the billing details', async () => {
      const unstaffed = await world.createProject({ accepting: 2 });
      expect(await readQuote(world.client.cookie, unstaffed)).toEqual({
        status: 'missing',
        missingReason: 'TEAM_NOT_STAFFED',
        canAccept: false,
        quote: null,
        acceptance: null,
      });
      expect((await readQuote()).missingReason).toBe('AGENCY_SETTINGS_MISSING');
      expect((await call('PUT', '/api/admin/agency-settings', world.admin.cookie, SETTINGS)).statusCode).toBe(
        200,
      );
      expect((await readQuote()).missingReason).toBe('BILLING_DETAILS_MISSING');
      // Nothing stored while it cannot be drafted; the PDF does not exist either.
      expect(await storedQuote()).toBeUndefined();
      const pdf = await call('GET', `${quotePath()}/pdf`, world.client.cookie);
      expect(pdf.statusCode).toBe(409);
      expect(pdf.json()).toMatchObject({ code: 'QUOTE_NOT_READY' });
      const admin = await call('POST', `/api/admin/projects/${projectId}/quote`, world.admin.cookie);
      expect(admin.statusCode).toBe(409);
      expect(admin.json()).toMatchObject({
        code: 'QUOTE_NOT_READY',
        details: { reason: 'BILLING_DETAILS_MISSING' },
      });
    });

    it('drafts it in the staffing transaction when it can, and tells the client by notification and e-mail', async () => {
      const project = await world.createProject({ accepting: 2 });
      await giveBillingDetails(project);
      expect(await storedQuote(project)).toBeUndefined();
      const seat = await testApp.db.execute<{ id: string; professional_id: string }>(sql`
        select id, professional_id from project_invitations where project_id = ${project} and status = 'pending'`);
      const pro = world.pros.find((candidate) => candidate.id === seat.rows[0]?.professional_id);
      const accepted = await call('POST', `/api/invitations/${seat.rows[0]?.id}/accept`, pro?.cookie);
      expect(accepted.statusCode).toBe(200);
      expect((await storedQuote(project))?.version).toBe(1);

      await jobRunnerOf(testApp.app).runNow('notification-fan-out');
      const notified = await testApp.db.execute<{ recipient_id: string }>(sql`
        select recipient_id from notifications where type = 'quote_to_accept' and project_id = ${project}`);
      expect(notified.rows.map((row) => row.recipient_id)).toEqual([world.client.id]);
      const bell = await call('GET', '/api/notifications', world.client.cookie);
      expect(JSON.stringify(bell.json())).toContain('quote_to_accept');
      // The e-mail is written once the fan-out has committed: wait a little for it.
      await vi.waitFor(
        async () => {
          const mails = (await readMailbox(testApp.app, world.client.email)).filter(
            (mail) => mail.subject === 'Un devis attend votre accord',
          );
          expect(mails.map((mail) => [mail.template, mail.locale])).toEqual([['notification', 'fr']]);
          expect(mails[0]?.text).toContain('Le devis de votre projet');
        },
        { timeout: 3_000, interval: 50 },
      );
      // Another reading finds it current: no new version, no new notice.
      await readQuote(world.client.cookie, project);
      expect((await storedQuote(project))?.version).toBe(1);
    });

    it('prices each milestone of a fixed-price project at its lead’s days and day rate, then fee and VAT, rounded per line', async () => {
      const fee = await call('PUT', `/api/admin/projects/${projectId}/fee`, world.admin.cookie, {
        feePercent: 12.5,
      });
      expect(fee.statusCode).toBe(200);
      await giveBillingDetails(projectId);
      const view = await readQuote();
      expect(view.status).toBe('to_accept');
      expect(view.canAccept).toBe(true);
      const quote = view.quote;
      if (!quote) throw new Error('no quote');

      const milestones = await testApp.db.execute<{
        title: string;
        owner_id: string;
        hours: string;
        days: number;
      }>(sql`
        select title, owner_id, hours_per_week::text as hours, (due_date - start_date + 1)::int as days
        from project_milestones where project_id = ${projectId} order by start_date, created_at, id`);
      expect(milestones.rows.length).toBeGreaterThan(0);
      const rateOf = (ownerId: string) =>
        Math.round(Number(HOURLY_RATES[world.pros.findIndex((pro) => pro.id === ownerId)]) * 100);
      const expectedWork = milestones.rows.map((milestone) => {
        const hours = (Number(milestone.hours) * milestone.days) / 7;
        const days = Math.ceil((hours / 7) * 2 - 1e-9) / 2;
        return { title: milestone.title, cents: Math.round(days * rateOf(milestone.owner_id) * 7) };
      });
      const work = quote.lines.filter((line) => line.kind === 'service');
      expect(work.map((line) => [line.description, line.quantity, line.unit, line.netCents])).toEqual(
        expectedWork.map((line) => [line.title, 1, 'C62', line.cents]),
      );
      const workCents = expectedWork.reduce((total, line) => total + line.cents, 0);
      const feeCents = roundCents((workCents * 12.5) / 100);
      expect(quote.lines.at(-1)).toMatchObject({ kind: 'agency-fee', netCents: feeCents });
      expect(quote.netCents).toBe(workCents + feeCents);
      // VAT once on the basis of its rate, not line by line.
      expect(quote.vatBreakdown).toEqual([
        {
          category: 'S',
          ratePercent: 20,
          basisCents: workCents + feeCents,
          vatCents: roundCents(((workCents + feeCents) * 20) / 100),
        },
      ]);
      expect(quote.grossCents).toBe(quote.netCents + quote.vatCents);
      expect(quote.issueDate).toBe(dayInFrance());
      expect(quote.validUntil).toBe(addDays(dayInFrance(), 30));
      expect(quote.language).toBe('fr');
      expect(quote.documentSha256).toBe(quoteSha256((await storedQuote())?.document as Quote));
    });

    it('gives a time-and-materials project one line per member: role, days, day rate = hourly × 7', async () => {
      const before = (await storedQuote())?.version ?? 0;
      const mode = await call('PUT', `/api/admin/projects/${projectId}/billing-mode`, world.admin.cookie, {
        mode: 'time_and_materials',
      });
      expect(mode.statusCode).toBe(200);
      const quote = (await readQuote()).quote;
      // What it says changed: a new version.
      expect(quote?.version).toBe(before + 1);
      expect(quote?.billingMode).toBe('time_and_materials');
      const hours = await testApp.db.execute<{ owner_id: string; hours: string }>(sql`
        select owner_id, sum(hours_per_week * (due_date - start_date + 1) / 7)::text as hours
        from project_milestones where project_id = ${projectId} group by owner_id`);
      const members = quote?.lines.filter((line) => line.kind === 'service') ?? [];
      expect(members).toHaveLength(hours.rows.length);
      for (const line of members) {
        expect(line.unit).toBe('DAY');
        expect(line.description).toBe('Consultante');
        const index = HOURLY_RATES.findIndex(
          (rate) => Math.round(Number(rate) * 100) * 7 === line.unitPriceCents,
        );
        expect(index).toBeGreaterThanOrEqual(0);
        const planned = Number(hours.rows.find((row) => row.owner_id === world.pros[index]?.id)?.hours);
        expect(line.quantity).toBe(Math.ceil((planned / 7) * 2 - 1e-9) / 2);
        expect(line.netCents).toBe(roundCents(line.quantity * line.unitPriceCents));
      }
    });

    it('is drafted again by an administrator (audit log), and again at a reading once expired', async () => {
      const before = (await storedQuote())?.version ?? 0;
      const redrafted = await call('POST', `/api/admin/projects/${projectId}/quote`, world.admin.cookie);
      expect(redrafted.statusCode).toBe(200);
      expect(redrafted.json().quote.version).toBe(before + 1);
      const audit = await testApp.db.execute(
        sql`select 1 from admin_audit_log where action = 'quote.draft' and target_id = ${projectId}`,
      );
      expect(audit.rows).toHaveLength(1);
      // A draft past its validity: refused as it is, drafted again at the next reading.
      await testApp.db.execute(sql`
        update project_quotes set issue_date = '2026-01-01', valid_until = '2026-01-31' where project_id = ${projectId}`);
      const expired = await accept({
        fullName: 'Claire Cliente',
        documentSha256: (await storedQuote())?.document_sha256,
      });
      expect(expired.statusCode).toBe(409);
      expect(expired.json()).toMatchObject({ code: 'QUOTE_EXPIRED' });
      const fresh = await readQuote();
      expect(fresh.status).toBe('to_accept');
      expect(fresh.quote?.version).toBe(before + 2);
      expect(fresh.quote?.validUntil).toBe(addDays(dayInFrance(), 30));
    });

    it('refuses an administrator’s new version in words, without an audit entry, when it cannot be drafted', async () => {
      const audited = async () =>
        (
          await testApp.db.execute(
            sql`select 1 from admin_audit_log where action = 'quote.draft' and target_id = ${projectId}`,
          )
        ).rows.length;
      const auditedBefore = await audited();
      const versionBefore = (await storedQuote())?.version;
      const redraft = (project: string) =>
        call('POST', `/api/admin/projects/${project}/quote`, world.admin.cookie);

      // A member who leads a milestone without a rate: the current version stays, the reason is given.
      await testApp.db.execute(sql`
        update professional_profiles set hourly_rate = null
        where id in (select owner_id from project_milestones where project_id = ${projectId})`);
      const noRate = await redraft(projectId);
      for (const [index, pro] of world.pros.entries()) {
        await testApp.db.execute(
          sql`update professional_profiles set hourly_rate = ${HOURLY_RATES[index]} where id = ${pro.id}`,
        );
      }
      expect(noRate.statusCode).toBe(409);
      expect(noRate.json()).toMatchObject({
        code: 'QUOTE_NOT_READY',
        details: { reason: 'MEMBER_RATE_MISSING' },
      });
      expect((await storedQuote())?.version).toBe(versionBefore);

      const unstaffed = await redraft(await world.createProject({ accepting: 2 }));
      expect(unstaffed.statusCode).toBe(409);
      expect(unstaffed.json()).toMatchObject({
        code: 'QUOTE_NOT_READY',
        details: { reason: 'TEAM_NOT_STAFFED' },
      });
      const unknown = await redraft('00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
      const malformed = await redraft('not-a-project');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await audited()).toBe(auditedBefore);
    });
  });

  describe('who sees it', () => {
    it('shows the whole quote to the client and administrators, its status to the team, nothing to others', async () => {
      const client = await readQuote();
      expect(client.quote).not.toBeNull();
      const admin = await readQuote(world.admin.cookie);
      expect(admin.quote?.documentSha256).toBe(client.quote?.documentSha256);
      expect(admin.canAccept).toBe(false);
      const member = await readQuote(world.pros[0]?.cookie);
      expect(member).toEqual({
        status: 'to_accept',
        missingReason: null,
        canAccept: false,
        quote: null,
        acceptance: null,
      });
      for (const cookie of [world.outsider.cookie, world.otherClient.cookie]) {
        const response = await call('GET', quotePath(), cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
        expect((await call('GET', `${quotePath()}/pdf`, cookie)).statusCode).toBe(404);
      }
      expect((await call('GET', quotePath())).statusCode).toBe(401);
      expect((await call('GET', `${quotePath()}/pdf`, world.pros[0]?.cookie)).statusCode).toBe(404);
      const pdf = await call('GET', `${quotePath()}/pdf`, world.client.cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('devis-D-');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('lets only the client side accept, with a full name and the hash of the version it read', async () => {
      const hash = (await readQuote()).quote?.documentSha256 ?? '';
      for (const cookie of [world.pros[0]?.cookie, world.admin.cookie]) {
        const response = await accept({ fullName: 'Quelqu’un d’autre', documentSha256: hash }, cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
      expect((await accept({ fullName: 'X', documentSha256: hash }, world.outsider.cookie)).statusCode).toBe(
        400,
      );
      expect(
        (await accept({ fullName: 'Un tiers', documentSha256: hash }, world.outsider.cookie)).statusCode,
      ).toBe(404);
      const noName = await accept({ fullName: ' ', documentSha256: hash });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const stale = await accept({ fullName: 'Claire Cliente', documentSha256: 'a'.repeat(64) });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'QUOTE_CHANGED' });
      expect((await storedQuote())?.accepted_at).toBeNull();
    });
  });

  describe('the client’s organisation', () => {
    it('lets a member of the client’s organisation read, hear of and accept the quote', async () => {
      const organisation = await call('POST', '/api/organisations', world.client.cookie, {
        legalName: 'Boulangeries Martin',
        siret: '73282932000074',
      });
      expect(organisation.statusCode).toBe(201);
      const project = await world.createProject();
      await giveBillingDetails(project);
      const colleague = await registerConfirmedUser(
        { app: testApp.app, appUrl: testApp.config.appUrl },
        { email: 'devis-colleague@example.test' },
      );
      await testApp.db.execute(sql`
        insert into organisation_members (organisation_id, user_id, role)
        values (${organisation.json().id}, ${colleague.id}, 'member')`);
      const view = await readQuote(colleague.cookie, project);
      expect(view).toMatchObject({ status: 'to_accept', canAccept: true });
      await jobRunnerOf(testApp.app).runNow('notification-fan-out');
      const notified = await testApp.db.execute<{ recipient_id: string }>(sql`
        select recipient_id from notifications where type = 'quote_to_accept' and project_id = ${project}
        order by recipient_id`);
      expect(notified.rows.map((row) => row.recipient_id)).toEqual([world.client.id, colleague.id].sort());
      const accepted = await accept(
        { fullName: 'Paul Collègue', documentSha256: view.quote?.documentSha256 ?? '' },
        colleague.cookie,
        project,
      );
      expect(accepted.statusCode).toBe(200);
      expect((await readQuote(world.client.cookie, project)).acceptance?.fullName).toBe('Paul Collègue');
      const pdf = await call('GET', `/api/projects/${project}/quote/pdf`, colleague.cookie);
      expect(pdf.statusCode).toBe(200);
    });
  });

  describe('acceptance', () => {
    it('of an acceptance and an administrator’s new version at once, one wins and the other is told why', async () => {
      const project = await world.createProject();
      await giveBillingDetails(project);
      const read = await readQuote(world.client.cookie, project);
      expect(read.status).toBe('to_accept');
      const hash = read.quote?.documentSha256 ?? '';
      const [accepted, redrafted] = await Promise.all([
        accept({ fullName: 'Claire Cliente', documentSha256: hash }, world.client.cookie, project),
        call('POST', `/api/admin/projects/${project}/quote`, world.admin.cookie),
      ]);
      expect([accepted.statusCode, redrafted.statusCode].sort()).toEqual([200, 409]);
      const stored = await storedQuote(project);
      if (accepted.statusCode === 200) {
        // The client accepted what they read: the version they saw is the contract, never the new one.
        expect(redrafted.json()).toMatchObject({ code: 'QUOTE_ALREADY_ACCEPTED' });
        expect(stored?.version).toBe(read.quote?.version);
        expect(stored?.document_sha256).toBe(hash);
        expect(stored?.accepted_at).not.toBeNull();
      } else {
        // The new version came first: the client is told the quote changed, and accepted nothing.
        expect(accepted.json()).toMatchObject({ code: 'QUOTE_CHANGED' });
        expect(stored?.version).toBe((read.quote?.version ?? 0) + 1);
        expect(stored?.accepted_at).toBeNull();
      }
    });

    it('of two acceptances at once, one wins and the other is told the quote is accepted', async () => {
      const hash = (await readQuote()).quote?.documentSha256 ?? '';
      const answers = await Promise.all([
        accept({ fullName: '  Claire   Cliente ', documentSha256: hash }),
        accept({ fullName: 'Claire Cliente', documentSha256: hash }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409);
      expect(lost?.json()).toMatchObject({ code: 'QUOTE_ALREADY_ACCEPTED' });
      const won = answers.find((answer) => answer.statusCode === 200)?.json() as ProjectQuote;
      expect(won.status).toBe('accepted');
      expect(won.canAccept).toBe(false);
      expect(won.acceptance).toMatchObject({ fullName: 'Claire Cliente', documentSha256: hash });
    });

    it('records the name, the moment, the address and the hash, and serves the PDF that shows them', async () => {
      const row = await storedQuote();
      expect(row?.accepted_name).toBe('Claire Cliente');
      expect(row?.accepted_address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(row?.document_sha256).toBe(quoteSha256(row?.document as Quote));
      const pdf = await call('GET', `${quotePath()}/pdf`, world.client.cookie);
      expect(pdf.statusCode).toBe(200);
      expect(sha256Hex(pdf.rawPayload)).toBe(row?.accepted_pdf_sha256);
      // The same file the engine renders with the acceptance block, which prints the name, moment and hash.
      const acceptedAt = new Date(row?.accepted_at ?? 0);
      const rendered = await issueDocument(
        {
          ...(row?.document as Quote),
          acceptance: {
            fullName: 'Claire Cliente',
            acceptedAt: acceptedAt.toISOString(),
            documentSha256: row?.document_sha256 ?? '',
          },
        },
        { producedAt: acceptedAt },
      );
      expect(rendered.pdfSha256).toBe(row?.accepted_pdf_sha256);
      const member = await readQuote(world.pros[1]?.cookie);
      expect(member.status).toBe('accepted');
      expect(member.acceptance?.fullName).toBe('Claire Cliente');
    });
  });

  describe('the contract never changes', () => {
    it('is not drafted again when what it was drafted from changes, nor by an administrator', async () => {
      const before = await storedQuote();
      await testApp.db.execute(
        sql`update professional_profiles set hourly_rate = 200 where id = ${world.pros[0]?.id ?? ''}`,
      );
      const view = await readQuote();
      expect(view.status).toBe('accepted');
      expect(view.quote?.documentSha256).toBe(before?.document_sha256);
      const admin = await call('POST', `/api/admin/projects/${projectId}/quote`, world.admin.cookie);
      expect(admin.statusCode).toBe(409);
      expect(admin.json()).toMatchObject({ code: 'QUOTE_ALREADY_ACCEPTED' });
      const again = await accept({
        fullName: 'Claire Cliente',
        documentSha256: before?.document_sha256 ?? '',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'QUOTE_ALREADY_ACCEPTED' });
      expect(await storedQuote()).toEqual(before);
    });

    it('refuses every change and deletion in the database itself, its project link cleared aside', async () => {
      const statements = [
        sql`update project_quotes set gross_cents = gross_cents + 1 where project_id = ${projectId}`,
        sql`update project_quotes set accepted_name = 'Quelqu''un' where project_id = ${projectId}`,
        sql`update project_quotes set accepted_at = null, accepted_name = null, accepted_address = null,
              accepted_pdf = null, accepted_pdf_sha256 = null where project_id = ${projectId}`,
        sql`update project_quotes set document = '{}'::jsonb where project_id = ${projectId}`,
        sql`update project_quotes set project_id = (select id from projects where id <> ${projectId} limit 1)
              where project_id = ${projectId}`,
        sql`delete from project_quotes where project_id = ${projectId}`,
      ];
      for (const statement of statements) {
        // The trigger's own words, under the driver's wrapping.
        const outcome = await testApp.db.execute(statement).then(
          () => 'applied',
          (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
        );
        expect(outcome).toMatch(/^an accepted quote (never changes|is never deleted)$/);
      }
      const before = await storedQuote();
      expect(before?.accepted_name).toBe('Claire Cliente');
      // The project deleted: the contract stays, without its link (tried, then taken back).
      const rollback = new Error('rolled back');
      await expect(
        testApp.db.transaction(async (tx) => {
          await tx.execute(sql`update project_quotes set project_id = null where project_id = ${projectId}`);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
      expect(await storedQuote()).toEqual(before);
    });
  });
});
