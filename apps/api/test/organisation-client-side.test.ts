import type { ProjectBilling } from '@escouade/contract/billing';
import { dayInFrance } from '@escouade/contract/calendar-days';
import type { Notification, NotificationsPage } from '@escouade/contract/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { loadBusinessRules, validateBusinessRules, validateSchema } from './e-invoicing/en16931-validator.ts';
import { AGENCY_SETTINGS } from './helpers/actors.ts';
import { type RegisteredUser, registerConfirmedUser } from './helpers/auth.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { type OrganisationWorld, setUpOrganisationWorld } from './helpers/organisation-setup.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// An organisation's project has a client side: its creator and every member of the organisation. What the
// client hears of reaches each of them (in the app, and by e-mail where their preferences say so); the client's
// record counts the organisation's projects; its invoices are addressed to the organisation's legal identity;
// an overdue invoice is a line in the app beside its reminder e-mail. A member of another organisation has no
// part in any of it.

const VALID_SIRET = '73282932000074';
const VALID_VAT = 'FR44732829320';
const ORGANISATION = {
  legalName: 'Atelier Lumière SAS',
  siret: VALID_SIRET,
  vatNumber: VALID_VAT,
  sector: 'Architecture',
  sizeBand: '10-49',
  website: null,
  billingAddress: { lines: ['12 rue des Arts'], postcode: '69001', city: 'Lyon', countryCode: 'FR' },
};
/** What the creator typed on the project, before their organisation's identity took over. */
const TYPED_DETAILS = {
  legalName: 'Boulangeries Martin & Fils',
  siren: '812345676',
  vatNumber: 'FR19812345676',
  address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
};
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK = '2027-03-01';

describe('the client side of an organisation’s project', () => {
  let testApp: TestApp;
  let world: OrganisationWorld;
  let organisationId: string;
  let colleague: RegisteredUser;
  let rival: RegisteredUser;
  let projectId: string;
  const call: OrganisationWorld['call'] = (...args) => world.call(...args);
  const fanOut = () => jobRunnerOf(testApp.app).runNow('notification-fan-out');
  const auth = () => ({ app: testApp.app, appUrl: testApp.config.appUrl });

  async function linesOf(person: RegisteredUser, type: Notification['type']): Promise<Notification[]> {
    const response = await call('GET', '/api/notifications', person.cookie);
    expect(response.statusCode).toBe(200);
    return (response.json() as NotificationsPage).notifications.filter((line) => line.type === type);
  }
  const mailsTo = async (person: RegisteredUser, template: string) =>
    (await readMailbox(testApp.app, person.email)).filter((mail) => mail.template === template);

  beforeAll(async () => {
    await loadBusinessRules();
    testApp = await buildTestApp();
    world = await setUpOrganisationWorld(testApp, { prefix: 'CoteClient', clientPrefix: 'coteclient' });
    const created = await call('POST', '/api/organisations', world.client.cookie, ORGANISATION);
    expect(created.statusCode).toBe(201);
    organisationId = created.json().id;
    // A colleague who reads English, invited by e-mail.
    colleague = await registerConfirmedUser(auth(), {
      email: 'coteclient-colleague@example.test',
      firstName: 'Colette',
      lastName: 'Lègue',
      locale: 'en',
    });
    await world.join(world.client, colleague);
    rival = await registerConfirmedUser(auth(), {
      email: 'coteclient-rival@example.test',
      firstName: 'Rita',
    });
    expect(
      (
        await call('POST', '/api/organisations', rival.cookie, {
          ...ORGANISATION,
          legalName: 'Concurrence SARL',
        })
      ).statusCode,
    ).toBe(201);
    projectId = await world.createProject();
  }, 240_000);
  afterAll(() => testApp.close());

  describe('notifications', () => {
    it('tells a colleague of the seats answered, in the app and by e-mail, as it tells the creator', async () => {
      await fanOut();
      for (const person of [world.client, colleague]) {
        const lines = await linesOf(person, 'invitation_accepted');
        expect(lines).toHaveLength(3);
        expect(lines.map((line) => line.actors[0]?.id).sort()).toEqual(
          world.pros.map((pro) => pro.id).sort(),
        );
        expect(lines[0]?.target).toEqual({ kind: 'project', projectId, section: 'team' });
      }
      const [mail] = await mailsTo(colleague, 'notification');
      expect(mail?.locale).toBe('en');
      expect(mail?.text).toContain('Plateforme de réservation');
      expect(await linesOf(rival, 'invitation_accepted')).toEqual([]);
      expect(await mailsTo(rival, 'notification')).toEqual([]);
    });

    it('tells the client side of thread messages, deliveries, weeks to approve and departures, but not whoever acted', async () => {
      const [first, second] = world.pros;
      // A member writes: both hear of it. The colleague writes: the creator hears of it, the colleague does not.
      expect(
        (await call('POST', `/api/projects/${projectId}/thread`, first!.cookie, { body: 'Bonjour' }))
          .statusCode,
      ).toBe(201);
      await fanOut();
      for (const person of [world.client, colleague]) {
        expect((await linesOf(person, 'project_message'))[0]?.actors[0]?.id).toBe(first!.id);
      }
      await call('POST', '/api/notifications/read-all', colleague.cookie);
      await call('POST', '/api/notifications/read-all', world.client.cookie);
      expect(
        (
          await call('POST', `/api/projects/${projectId}/thread`, colleague.cookie, {
            body: 'Bonjour à tous',
          })
        ).statusCode,
      ).toBe(201);
      await fanOut();
      const creatorLines = await linesOf(world.client, 'project_message');
      expect(creatorLines.some((line) => line.actors.some((actor) => actor.id === colleague.id))).toBe(true);
      const colleagueLines = await linesOf(colleague, 'project_message');
      expect(colleagueLines.some((line) => line.actors.some((actor) => actor.id === colleague.id))).toBe(
        false,
      );

      // A milestone delivered.
      const [milestone] = (await world.readPlan(projectId)).milestones;
      expect(
        (
          await call(
            'POST',
            `/api/projects/${projectId}/milestones/${milestone?.id}/deliveries`,
            first!.cookie,
            {
              note: 'Livré',
            },
          )
        ).statusCode,
      ).toBe(201);
      // A week of hours submitted.
      const week = `/api/projects/${projectId}/timesheets/weeks/${WEEK}`;
      expect(
        (
          await call('PUT', week, second!.cookie, {
            entries: [{ milestoneId: milestone?.id, day: WEEK, hours: 2 }],
            overBookingReason: null,
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('POST', `${week}/submit`, second!.cookie, {})).statusCode).toBe(200);
      await fanOut();
      for (const person of [world.client, colleague]) {
        expect((await linesOf(person, 'milestone_delivered'))[0]).toMatchObject({
          subject: milestone?.title,
          actors: [expect.objectContaining({ id: first!.id })],
        });
        expect((await linesOf(person, 'timesheet_submitted'))[0]).toMatchObject({
          target: { kind: 'project', projectId, section: 'timesheets' },
          actors: [expect.objectContaining({ id: second!.id })],
        });
      }
      for (const type of ['project_message', 'milestone_delivered', 'timesheet_submitted'] as const) {
        expect(await linesOf(rival, type)).toEqual([]);
      }
      // The colleague approves the week: the member reads that the colleague did, not the creator.
      const submitted = await testApp.db.execute<{ id: string }>(
        sql`select id from timesheet_weeks where project_id = ${projectId} and member_id = ${second!.id}`,
      );
      const approved = await call(
        'POST',
        `/api/timesheets/${submitted.rows[0]!.id}/approve`,
        colleague.cookie,
        {},
      );
      expect(approved.statusCode).toBe(200);
      await fanOut();
      expect((await linesOf(second!, 'timesheet_approved'))[0]?.actors.map((actor) => actor.id)).toEqual([
        colleague.id,
      ]);
    });

    it('respects the colleague’s blocks and e-mail preferences', async () => {
      const third = world.pros[2]!;
      // The colleague blocks the third member, and wants no e-mail of members leaving.
      expect(
        (await call('PUT', `/api/profiles/${third.id}/block`, colleague.cookie)).statusCode,
      ).toBeLessThan(300);
      const saved = await call('PUT', '/api/notifications/preferences', world.client.cookie, {
        preferences: [{ type: 'member_left', email: 'never' }],
      });
      expect(saved.statusCode).toBe(200);
      const before = (await mailsTo(world.client, 'notification')).length;
      const colleagueBefore = (await mailsTo(colleague, 'notification')).length;
      const leave = await call('POST', `/api/projects/${projectId}/leave`, world.pros[0]!.cookie);
      expect(leave.statusCode).toBe(204);
      await fanOut();
      // Both see the departure; the creator, who chose « never », is not e-mailed, the colleague is.
      expect((await linesOf(world.client, 'member_left'))[0]?.actors[0]?.id).toBe(world.pros[0]!.id);
      expect((await linesOf(colleague, 'member_left'))[0]?.actors[0]?.id).toBe(world.pros[0]!.id);
      expect(await mailsTo(world.client, 'notification')).toHaveLength(before);
      expect((await mailsTo(colleague, 'notification')).length).toBe(colleagueBefore + 1);
      // The blocked member's message reaches the creator, not the colleague.
      expect(
        (await call('POST', `/api/projects/${projectId}/thread`, third.cookie, { body: 'Une question' }))
          .statusCode,
      ).toBe(201);
      await fanOut();
      const fromThird = (person: RegisteredUser) =>
        linesOf(person, 'project_message').then((lines) =>
          lines.filter((line) => line.actors.some((actor) => actor.id === third.id)),
        );
      expect(await fromThird(world.client)).toHaveLength(1);
      expect(await fromThird(colleague)).toHaveLength(0);
    });
    it('names the colleague who chose a team as who invites its members', async () => {
      const created = await call('POST', '/api/projects', colleague.cookie, { language: 'fr' });
      const sharedId = created.json().id as string;
      const confirmed = await call('PUT', `/api/projects/${sharedId}/brief`, colleague.cookie, {
        title: 'Projet choisi par la collègue',
        skills: world.skillIds.map((skillId, index) => ({ skillId, minLevel: 3, weight: 5 - index })),
        teamSize: { min: 3, max: 3 },
        budget: null,
        startDate: '2027-03-01',
        deadline: '2027-06-30',
        effortDaysPerWeek: 3,
      });
      expect(confirmed.statusCode).toBe(200);
      const chosen = await call(
        'POST',
        `/api/projects/${sharedId}/proposals/best_coverage/choose`,
        colleague.cookie,
      );
      expect(chosen.statusCode).toBe(200);
      await fanOut();
      const invited = world.pros[1]!;
      const line = (await linesOf(invited, 'invitation_received')).find(
        (candidate) => candidate.subject === 'Projet choisi par la collègue',
      );
      expect(line?.actors.map((actor) => actor.id)).toEqual([colleague.id]);
    });
  });

  describe('the client’s record', () => {
    it('counts the organisation’s delivered projects, a colleague’s included, on the invitation and the public page', async () => {
      const reviewer = world.pros[1]!;
      const insertDelivered = async (clientId: string, organisation: string | null, title: string) => {
        const result = await testApp.db.execute<{ id: string }>(sql`
          insert into projects (client_id, organisation_id, title, status, delivered_at)
          values (${clientId}, ${organisation}::uuid, ${title}, 'delivered', now()) returning id`);
        return result.rows[0]!.id;
      };
      // The colleague's delivered project, rated 5 by a member; the rival organisation's, rated 1, counts nowhere.
      const colleagues = await insertDelivered(colleague.id, organisationId, 'Projet de la collègue');
      const rivalOrganisation = (await call('GET', '/api/organisations/mine', rival.cookie)).json()
        .id as string;
      const rivals = await insertDelivered(rival.id, rivalOrganisation, 'Projet concurrent');
      await testApp.db.execute(sql`
        insert into project_reviews (project_id, author_id, subject_id, author_role, rating, comment, published_at, publishes_at)
        values (${colleagues}, ${reviewer.id}, ${colleague.id}, 'member', 5, 'Très clair.', now(), now()),
               (${rivals}, ${reviewer.id}, ${rival.id}, 'member', 1, 'Confus.', now(), now())`);

      // A new project of the creator's, its seats offered: the invitation counts the colleague's project.
      const offered = await world.createProject({ accepting: 0 });
      const seat = await testApp.db.execute<{ id: string }>(
        sql`select id from project_invitations where project_id = ${offered} and professional_id = ${reviewer.id}`,
      );
      const invitation = await call('GET', `/api/invitations/${seat.rows[0]!.id}`, reviewer.cookie);
      expect(invitation.statusCode).toBe(200);
      expect(invitation.json()).toMatchObject({
        client: { id: world.client.id, completedProjects: 1, rating: { average: 5, count: 1 } },
        organisation: { id: organisationId, name: ORGANISATION.legalName },
      });
      const card = await call('GET', `/api/organisations/${organisationId}`);
      expect(card.json()).toMatchObject({ completedProjects: 1, rating: { average: 5, count: 1 } });
      const rivalCard = await call('GET', `/api/organisations/${rivalOrganisation}`);
      expect(rivalCard.json()).toMatchObject({ completedProjects: 1, rating: { average: 1, count: 1 } });
    });
  });

  describe('invoices', () => {
    let invoiceId: string;
    let invoiceNumber: string;

    const acceptedMilestone = async (title: string): Promise<string> => {
      const result = await testApp.db.execute<{ id: string }>(sql`
        insert into project_milestones (project_id, title, start_date, due_date, hours_per_week, delivery_status, accepted_at)
        values (${projectId}, ${title}, '2027-03-01', '2027-03-31', 10, 'accepted', now()) returning id`);
      return result.rows[0]!.id;
    };
    const issue = async (title: string) => {
      const response = await call(
        'POST',
        `/api/admin/projects/${projectId}/milestones/${await acceptedMilestone(title)}/invoice`,
        world.admin.cookie,
        { amountCents: 100_000 },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string; number: string };
    };
    const xmlOf = async (id: string, cookie = colleague.cookie) => {
      const response = await call('GET', `/api/invoices/${id}/xml`, cookie);
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    beforeAll(async () => {
      expect(
        (await call('PUT', '/api/admin/agency-settings', world.admin.cookie, AGENCY_SETTINGS)).statusCode,
      ).toBe(200);
      expect(
        (await call('PUT', `/api/projects/${projectId}/billing`, world.client.cookie, TYPED_DETAILS))
          .statusCode,
      ).toBe(200);
    });

    it('tells the client side that the organisation’s legal identity applies, and while it is incomplete that it does not', async () => {
      const billing = async () => {
        const response = await call('GET', `/api/projects/${projectId}/billing`, colleague.cookie);
        expect(response.statusCode).toBe(200);
        return response.json() as ProjectBilling;
      };
      expect(await billing()).toMatchObject({
        billingDetails: { legalName: TYPED_DETAILS.legalName },
        organisationBuyer: { legalName: 'Atelier Lumière SAS', siret: VALID_SIRET, vatNumber: VALID_VAT },
      });
      await testApp.db.execute(
        sql`update organisations set billing_address = null where id = ${organisationId}`,
      );
      try {
        expect((await billing()).organisationBuyer).toBeNull();
      } finally {
        await testApp.db.execute(
          sql`update organisations set billing_address = ${JSON.stringify(ORGANISATION.billingAddress)}::jsonb
              where id = ${organisationId}`,
        );
      }
    });

    it('addresses an organisation’s project invoice to the organisation, by its SIREN, SIRET and VAT number, valid EN 16931', async () => {
      ({ id: invoiceId, number: invoiceNumber } = await issue('Esquisse'));
      const xml = await xmlOf(invoiceId);
      const buyer = /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(xml)?.[0] ?? '';
      expect(buyer).toContain('<ram:Name>Atelier Lumière SAS</ram:Name>');
      expect(buyer).toContain(`>${VALID_SIRET}<`);
      expect(buyer).toContain('>732829320<');
      expect(buyer).toContain(`>${VALID_VAT}<`);
      expect(buyer).toContain('12 rue des Arts');
      expect(xml).not.toContain('Boulangeries');
      expect((await validateBusinessRules(xml)).failed).toEqual([]);
      const schema = await validateSchema([{ name: 'organisation.xml', xml }]);
      expect(schema.errors.get('organisation.xml')).toEqual([]);
    }, 60_000);

    it('falls back to the details typed on the project while the organisation has no billing address', async () => {
      await testApp.db.execute(
        sql`update organisations set billing_address = null where id = ${organisationId}`,
      );
      try {
        const { id } = await issue('Avant-projet');
        const xml = await xmlOf(id, world.client.cookie);
        expect(xml).toContain('Boulangeries Martin');
        expect(xml).not.toContain('Atelier Lumière');
        // Paid at once: only the first invoice goes overdue below.
        const paid = await call('POST', `/api/admin/invoices/${id}/payments`, world.admin.cookie, {
          amountCents: 132_000,
          paidOn: dayInFrance(),
          reference: null,
        });
        expect(paid.statusCode, paid.body).toBe(201);
      } finally {
        await testApp.db.execute(
          sql`update organisations set billing_address = ${JSON.stringify(ORGANISATION.billingAddress)}::jsonb
              where id = ${organisationId}`,
        );
      }
    });

    it('tells the whole client side of an overdue invoice, in the app and by its reminder, in each one’s language', async () => {
      const remind = (days: number) =>
        jobRunnerOf(testApp.app).runNow('invoice-overdue-reminders', new Date(Date.now() + days * DAY_MS));
      expect(await remind(31)).toBe(1);
      await fanOut();
      for (const person of [world.client, colleague]) {
        expect(await linesOf(person, 'invoice_overdue')).toEqual([
          expect.objectContaining({
            subject: 'Plateforme de réservation',
            actors: [],
            target: { kind: 'project', projectId, section: 'plan' },
          }),
        ]);
      }
      const [french] = await mailsTo(world.client, 'invoice-overdue');
      expect(french?.subject).toBe(`Facture ${invoiceNumber} en attente de paiement`);
      const [english] = await mailsTo(colleague, 'invoice-overdue');
      expect(english?.subject).toBe(`Invoice ${invoiceNumber} awaiting payment`);
      expect(english?.text).toContain('FR76');
      // The reminder is the only e-mail of it: no second one from the notifications.
      const notificationMails = await mailsTo(colleague, 'notification');
      expect(notificationMails.filter((mail) => mail.subject.includes('overdue'))).toEqual([]);
      expect(await linesOf(rival, 'invoice_overdue')).toEqual([]);
      expect(await mailsTo(rival, 'invoice-overdue')).toEqual([]);

      // The colleague wants no more of these e-mails: the next reminder is a line in the app only, for them.
      const saved = await call('PUT', '/api/notifications/preferences', colleague.cookie, {
        preferences: [{ type: 'invoice_overdue', email: 'never' }],
      });
      expect(saved.statusCode).toBe(200);
      await call('POST', '/api/notifications/read-all', colleague.cookie);
      expect(await remind(38)).toBe(1);
      await fanOut();
      expect(await mailsTo(colleague, 'invoice-overdue')).toHaveLength(1);
      expect(await mailsTo(world.client, 'invoice-overdue')).toHaveLength(2);
      const unread = (await linesOf(colleague, 'invoice_overdue')).filter((line) => !line.isRead);
      expect(unread).toHaveLength(1);
    });
  });
});
