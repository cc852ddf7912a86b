import { sql } from 'drizzle-orm';
import { addDays, dayInFrance } from '@escouade/contract/calendar-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectInvoices } from '@escouade/contract/billing';
import { readFacturXPdf } from '../src/modules/billing/documents/read-factur-x.ts';
import { allocateNumber } from '../src/modules/billing/invoices.service.ts';
import { loadBusinessRules, validateBusinessRules, validateSchema } from './e-invoicing/en16931-validator.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { BILLING_DETAILS, SETTINGS } from './helpers/billing-setup.ts';

// The agency's billing settings, a project's billing details, invoices of accepted milestones issued by the
// agency, credit notes, payments, and who may see and download them.

describe('billing: agency settings, milestone invoices, credit notes, payments', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let projectId: string;
  const call: StaffedWorld['call'] = (...args) => world.call(...args);

  /** A milestone of the project, accepted by the client. */
  const acceptedMilestone = async (title = 'Cadrage', project = projectId): Promise<string> => {
    const result = await testApp.db.execute<{ id: string }>(sql`
      insert into project_milestones (project_id, title, start_date, due_date, hours_per_week, delivery_status, accepted_at)
      values (${project}, ${title}, '2027-03-01', '2027-03-31', 10, 'accepted', now()) returning id`);
    return result.rows[0]?.id ?? '';
  };
  const issue = (milestoneId: string, amountCents = 500_000, project = projectId) =>
    call('POST', `/api/admin/projects/${project}/milestones/${milestoneId}/invoice`, world.admin.cookie, {
      amountCents,
    });
  const listInvoices = async (cookie = world.client.cookie): Promise<ProjectInvoices> => {
    const response = await call('GET', `/api/projects/${projectId}/invoices`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    // The CEN rules are compiled once per run, which takes a while on a busy machine.
    await loadBusinessRules();
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Facturation');
    projectId = await world.createProject();
    const billing = await call(
      'PUT',
      `/api/projects/${projectId}/billing`,
      world.client.cookie,
      BILLING_DETAILS,
    );
    expect(billing.statusCode).toBe(200);
    // A client in their own name: the details they give are whom the invoices are addressed to.
    expect(billing.json()).toMatchObject({
      billingDetails: { legalName: BILLING_DETAILS.legalName },
      organisationBuyer: null,
    });
  }, 240_000);
  afterAll(() => testApp.close());

  describe('agency settings', () => {
    it('refuses to invoice before the agency’s identity is saved', async () => {
      const response = await issue(await acceptedMilestone('Avant les réglages'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'AGENCY_SETTINGS_MISSING' });
    });

    it('checks the identifiers by their keys, not only their shape, and says which is wrong', async () => {
      const wrongSiret = await call('PUT', '/api/admin/agency-settings', world.admin.cookie, {
        ...SETTINGS,
        siret: '90123456700014',
      });
      expect(wrongSiret.statusCode).toBe(400);
      expect(wrongSiret.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(wrongSiret.json().details)).toContain('siret');
      const wrongVat = await call('PUT', '/api/admin/agency-settings', world.admin.cookie, {
        ...SETTINGS,
        vatNumber: 'FR99901234567',
      });
      expect(wrongVat.statusCode).toBe(400);
      const shape = await call('PUT', '/api/admin/agency-settings', world.admin.cookie, {
        ...SETTINGS,
        siren: '12345',
        paymentTermsDays: 90,
      });
      expect(shape.statusCode).toBe(400);
      expect((await call('GET', '/api/admin/agency-settings', world.admin.cookie)).json()).toEqual({
        settings: null,
        updatedAt: null,
      });
    });

    it('saves them, compacted, and writes who changed what in the audit log', async () => {
      const saved = await call('PUT', '/api/admin/agency-settings', world.admin.cookie, SETTINGS);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().settings).toMatchObject({
        siren: '901234567',
        iban: 'FR7630006000011234567890189',
      });
      const again = await call('PUT', '/api/admin/agency-settings', world.admin.cookie, {
        ...SETTINGS,
        paymentTermsDays: 45,
      });
      expect(again.json().settings.paymentTermsDays).toBe(45);
      const audit = await testApp.db.execute<{ before: { paymentTermsDays: number } | null; after: unknown }>(
        sql`select before, after from admin_audit_log where action = 'agency.update' order by id`,
      );
      expect(audit.rows).toHaveLength(2);
      expect(audit.rows[0]?.before).toBeNull();
      expect(audit.rows[1]?.before?.paymentTermsDays).toBe(30);
      await call('PUT', '/api/admin/agency-settings', world.admin.cookie, SETTINGS);
    });
  });

  describe('invoices', () => {
    beforeAll(async () => {
      const saved = await call('PUT', '/api/admin/agency-settings', world.admin.cookie, SETTINGS);
      expect(saved.statusCode).toBe(200);
    });

    it('issues a milestone’s invoice with the fee, VAT, due date and every legal mention, valid EN 16931', async () => {
      const milestoneId = await acceptedMilestone('Maquettes');
      const response = await issue(milestoneId, 400_000);
      expect(response.statusCode).toBe(201);
      const { invoices } = await listInvoices();
      const invoice = invoices.find((entry) => entry.id === response.json().id);
      // 4,000 € of work, a 10 % fee (400 €), 20 % VAT on both.
      expect(invoice).toMatchObject({
        kind: 'invoice',
        netCents: 440_000,
        vatCents: 88_000,
        grossCents: 528_000,
      });
      expect(invoice?.status).toBe('unpaid');

      const pdf = await call('GET', `/api/invoices/${invoice?.id}/pdf`, world.client.cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const xml = await call('GET', `/api/invoices/${invoice?.id}/xml`, world.client.cookie);
      expect(xml.statusCode).toBe(200);
      const embedded = await readFacturXPdf(pdf.rawPayload);
      expect(embedded.xml).toBe(xml.body);
      for (const mention of [
        'Escouade Conseil',
        'FR15901234567',
        '901234567',
        'Boulangeries Martin',
        '812345676',
        'RCS Paris',
        '40',
        '12,15',
      ]) {
        expect(xml.body).toContain(mention);
      }
      expect(xml.body).toContain('<ram:DueDateDateTime>');
      const rules = await validateBusinessRules(xml.body);
      expect(rules.failed).toEqual([]);
      const schema = await validateSchema([{ name: 'milestone.xml', xml: xml.body }]);
      expect(schema.errors.get('milestone.xml')).toEqual([]);
    }, 60_000);

    it('invoices only an accepted milestone, once', async () => {
      const open = await testApp.db.execute<{ id: string }>(sql`
        insert into project_milestones (project_id, title, start_date, due_date, hours_per_week)
        values (${projectId}, 'En cours', '2027-03-01', '2027-03-31', 10) returning id`);
      const notAccepted = await issue(open.rows[0]?.id ?? '');
      expect(notAccepted.json()).toMatchObject({ code: 'MILESTONE_NOT_ACCEPTED' });
      const milestoneId = await acceptedMilestone('Une seule fois');
      expect((await issue(milestoneId)).statusCode).toBe(201);
      const twice = await issue(milestoneId);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ code: 'MILESTONE_ALREADY_INVOICED' });
    });

    it('takes the project’s own fee over the agency’s', async () => {
      const fee = await call('PUT', `/api/admin/projects/${projectId}/fee`, world.admin.cookie, {
        feePercent: 0,
      });
      expect(fee.statusCode).toBe(200);
      const response = await issue(await acceptedMilestone('Sans commission'), 100_000);
      const invoice = (await listInvoices()).invoices.find((entry) => entry.id === response.json().id);
      expect(invoice).toMatchObject({ netCents: 100_000, grossCents: 120_000 });
      await call('PUT', `/api/admin/projects/${projectId}/fee`, world.admin.cookie, { feePercent: null });
    });

    it('numbers 50 invoices issued at the same moment with no gap and no duplicate', async () => {
      const milestones = await Promise.all(
        Array.from({ length: 50 }, (_, index) => acceptedMilestone(`Lot ${index + 1}`)),
      );
      const before = await testApp.db.execute<{ numbers: number }>(
        sql`select count(*)::int as numbers from billing_documents`,
      );
      const responses = await Promise.all(milestones.map((milestoneId) => issue(milestoneId, 10_000)));
      const failed = responses.find((response) => response.statusCode !== 201);
      expect(failed?.body).toBeUndefined();
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
      const rows = await testApp.db.execute<{ sequence: number; number: string }>(
        sql`select sequence, number from billing_documents order by year, sequence`,
      );
      expect(rows.rows).toHaveLength(Number(before.rows[0]?.numbers) + 50);
      // Every number of the year from 1, once each.
      expect(rows.rows.map((row) => row.sequence)).toEqual(rows.rows.map((_, index) => index + 1));
      expect(new Set(rows.rows.map((row) => row.number)).size).toBe(rows.rows.length);
    }, 120_000);

    it('gives each number once, and takes back the number of an issuance that fails, across connections', async () => {
      // Straight to the database, past the process's queue: only the counter's row lock keeps them apart.
      const year = 2099;
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          testApp.db
            .transaction(async (tx) => {
              const { sequence } = await allocateNumber(tx, year);
              await tx.execute(sql`select pg_sleep(0.005)`);
              if (index % 7 === 3) throw new Error('rendering failed');
              return sequence;
            })
            .catch(() => null),
        ),
      );
      const committed = outcomes
        .filter((sequence): sequence is number => sequence !== null)
        .sort((a, b) => a - b);
      expect(committed).toEqual(committed.map((_, index) => index + 1));
      const counter = await testApp.db.execute<{ last_number: number }>(
        sql`select last_number from billing_number_counters where year = ${year}`,
      );
      expect(counter.rows[0]?.last_number).toBe(committed.length);
    });

    it('never changes an issued invoice: every write is refused', async () => {
      const response = await issue(await acceptedMilestone('Figée'));
      const invoiceId = response.json().id as string;
      for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
        const refused = await call(method, `/api/admin/invoices/${invoiceId}`, world.admin.cookie, {});
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'INVOICE_IMMUTABLE' });
      }
      // Not even by a statement that goes around the API.
      await expect(
        testApp.db.execute(sql`update billing_documents set net_cents = 1 where id = ${invoiceId}`),
      ).rejects.toThrow();
      await expect(
        testApp.db.execute(sql`delete from billing_documents where id = ${invoiceId}`),
      ).rejects.toThrow();
      const unchanged = await testApp.db.execute<{ net_cents: string }>(
        sql`select net_cents from billing_documents where id = ${invoiceId}`,
      );
      expect(Number(unchanged.rows[0]?.net_cents)).toBe(550_000);
    });

    it('cancels an invoice in part then in whole with credit notes, never beyond what it billed', async () => {
      const response = await issue(await acceptedMilestone('À créditer'), 100_000);
      const invoiceId = response.json().id as string;
      const credit = (body: object) =>
        call('POST', `/api/admin/invoices/${invoiceId}/credit-notes`, world.admin.cookie, body);
      const partial = await credit({ reason: 'Geste commercial', amountCents: 20_000 });
      expect(partial.statusCode).toBe(201);
      const tooMuch = await credit({ reason: 'Trop', amountCents: 100_000 });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({ code: 'CREDIT_EXCEEDS_INVOICE' });
      const rest = await credit({ reason: 'Annulation' });
      expect(rest.statusCode).toBe(201);
      expect((await credit({ reason: 'Encore' })).statusCode).toBe(409);
      const { invoices } = await listInvoices();
      const invoice = invoices.find((entry) => entry.id === invoiceId);
      expect(invoice).toMatchObject({ status: 'credited', creditedCents: 132_000 });
      const notes = invoices.filter((entry) => entry.creditsNumber === invoice?.number);
      expect(notes.map((note) => note.grossCents)).toEqual([24_000, 108_000]);
      // A credit note cancels an invoice that exists: the database refuses one that points at nothing.
      await expect(
        testApp.db.execute(sql`
          insert into billing_documents (kind, number, year, sequence, project_id, credited_invoice_id, issue_date,
            net_cents, vat_cents, gross_cents, fee_cents, document, xml, pdf, pdf_sha256)
          select kind, 'ORPHAN-' || number, year, sequence + 100000, project_id, gen_random_uuid(), issue_date,
            net_cents, vat_cents, gross_cents, fee_cents, document, xml, pdf, pdf_sha256
          from billing_documents where id = ${notes[0]!.id}`),
      ).rejects.toThrow(/credited_invoice_id/);
      for (const note of notes) {
        const xml = await call('GET', `/api/invoices/${note.id}/xml`, world.client.cookie);
        expect(xml.body).toContain('<ram:TypeCode>381</ram:TypeCode>');
        expect((await validateBusinessRules(xml.body)).failed).toEqual([]);
      }
    }, 60_000);

    it('records payments by hand, never more than what is left to pay', async () => {
      const response = await issue(await acceptedMilestone('À payer'), 100_000);
      const invoiceId = response.json().id as string;
      const pay = (amountCents: number, paidOn = dayInFrance()) =>
        call('POST', `/api/admin/invoices/${invoiceId}/payments`, world.admin.cookie, {
          amountCents,
          paidOn,
          reference: 'VIR 123',
        });
      expect((await pay(100_000)).statusCode).toBe(201);
      let invoice = (await listInvoices()).invoices.find((entry) => entry.id === invoiceId);
      expect(invoice?.status).toBe('partly_paid');
      const over = await pay(32_001);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_BALANCE' });
      // Before the invoice, or in the days to come: refused, with the field that is wrong.
      for (const day of ['2000-01-01', addDays(dayInFrance(), 1)]) {
        const refused = await pay(10, day);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().details.issues[0]).toMatchObject({ path: 'paidOn' });
      }
      expect((await pay(32_000)).statusCode).toBe(201);
      invoice = (await listInvoices()).invoices.find((entry) => entry.id === invoiceId);
      expect(invoice).toMatchObject({ status: 'paid', paidCents: 132_000 });
      const audit = await testApp.db.execute(
        sql`select 1 from admin_audit_log where action = 'invoice.payment' and target_id = ${invoiceId}`,
      );
      expect(audit.rows).toHaveLength(2);
    });

    it('shows invoices and their files to the client and administrators only', async () => {
      const { invoices } = await listInvoices();
      const invoiceId = invoices[0]?.id;
      expect((await call('GET', `/api/projects/${projectId}/invoices`, world.admin.cookie)).statusCode).toBe(
        200,
      );
      for (const cookie of [world.pros[0]?.cookie, world.otherClient.cookie, world.outsider.cookie]) {
        expect((await call('GET', `/api/projects/${projectId}/invoices`, cookie)).statusCode).toBe(404);
        expect((await call('GET', `/api/invoices/${invoiceId}/pdf`, cookie)).statusCode).toBe(404);
        expect((await call('GET', `/api/invoices/${invoiceId}/xml`, cookie)).statusCode).toBe(404);
      }
      expect((await call('GET', `/api/invoices/${invoiceId}/pdf`)).statusCode).toBe(401);
      expect((await call('GET', `/api/invoices/${invoiceId}/xml`, world.admin.cookie)).statusCode).toBe(200);
      expect(
        (
          await call('POST', `/api/admin/invoices/${invoiceId}/payments`, world.client.cookie, {
            amountCents: 1,
            paidOn: dayInFrance(),
            reference: null,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('asks the client for a valid billing address, and a SIREN for a French company', async () => {
      const noSiren = await call('PUT', `/api/projects/${projectId}/billing`, world.client.cookie, {
        ...BILLING_DETAILS,
        siren: null,
      });
      expect(noSiren.statusCode).toBe(400);
      const badKey = await call('PUT', `/api/projects/${projectId}/billing`, world.client.cookie, {
        ...BILLING_DETAILS,
        siren: '812345677',
      });
      expect(badKey.statusCode).toBe(400);
      const byMember = await call(
        'PUT',
        `/api/projects/${projectId}/billing`,
        world.pros[0]?.cookie,
        BILLING_DETAILS,
      );
      expect(byMember.statusCode).toBe(404);
    });
  });
});
