import { sql } from 'drizzle-orm';
import { dayInFrance } from '@escouade/contract/calendar-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceDashboard } from '@escouade/contract/billing';
import { jobRunnerOf } from '../src/app.ts';
import { createFinanceDashboardReader } from '../src/modules/billing/finance-dashboard-reader.ts';
import { csvField, financeDashboard } from '../src/modules/billing/finance.service.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { captureStatements } from './helpers/statements.ts';
import { buildSiblingApp, buildTestApp, type TestApp } from './helpers/test-app.ts';
import { nextIp } from './helpers/auth.ts';
import { AGENCY_SETTINGS } from './helpers/actors.ts';

// The finance back-office (receivables, overdue invoices, revenue and margin by month, each project's
// profitability), its accounting exports, how a client pays, and the reminders of overdue invoices.

// The matrix's agency: identifiers whose keys hold.
const SETTINGS = AGENCY_SETTINGS;

const BILLING_DETAILS = {
  legalName: '=Boulangeries; Martin "& Fils"',
  siren: '812345676',
  vatNumber: 'FR19812345676',
  address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
};

/** The fields of one CSV line: `;`-separated, `"`-quoted with doubled quotes. */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/(?:"((?:[^"]|"")*)"|([^;]*))(;|$)/g)) {
    fields.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ''));
    if (match[3] === '') break;
  }
  return fields;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDERS_JOB = 'invoice-overdue-reminders';

describe('finance: back-office, exports, payment instructions, overdue reminders', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let projectId: string;
  let invoiceId: string;
  let invoiceNumber: string;
  let paidInvoiceId: string;
  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const jobs = () => jobRunnerOf(testApp.app);

  const acceptedMilestone = async (title: string): Promise<string> => {
    const result = await testApp.db.execute<{ id: string }>(sql`
      insert into project_milestones (project_id, title, start_date, due_date, hours_per_week, delivery_status, accepted_at)
      values (${projectId}, ${title}, '2027-03-01', '2027-03-31', 10, 'accepted', now()) returning id`);
    return result.rows[0]?.id ?? '';
  };
  const issue = async (title: string, amountCents: number) => {
    const response = await call(
      'POST',
      `/api/admin/projects/${projectId}/milestones/${await acceptedMilestone(title)}/invoice`,
      world.admin.cookie,
      { amountCents },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; number: string };
  };
  const dashboard = async (query = ''): Promise<FinanceDashboard> => {
    const response = await call('GET', `/api/admin/finance${query}`, world.admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  // The agency's day, in France: the day its documents are dated (after 23:00 UTC, already tomorrow there).
  const today = () => dayInFrance();

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Finance');
    projectId = await world.createProject();
    expect(
      (await call('PUT', `/api/projects/${projectId}/billing`, world.client.cookie, BILLING_DETAILS))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', '/api/admin/agency-settings', world.admin.cookie, SETTINGS)).statusCode).toBe(
      200,
    );
    // 5 000 € of work, 500 € of fee, 1 100 € of VAT: 6 600 € with VAT.
    ({ id: invoiceId, number: invoiceNumber } = await issue('Cadrage', 500_000));
    // 1 000 € of work, 100 € fee, 220 € VAT: 1 320 €, paid in full.
    ({ id: paidInvoiceId } = await issue('Maquettes', 100_000));
    const paid = await call('POST', `/api/admin/invoices/${paidInvoiceId}/payments`, world.admin.cookie, {
      amountCents: 132_000,
      paidOn: today(),
      reference: 'VIR 0042',
    });
    expect(paid.statusCode, paid.body).toBe(201);
  }, 240_000);
  afterAll(() => testApp.close());

  it('sums receivables, revenue and margin (the fee) by month, and each project’s profitability', async () => {
    const figures = await dashboard();
    expect(figures.receivablesCents).toBe(660_000);
    expect(figures.overdueCents).toBe(0);
    expect(figures.overdue).toEqual([]);
    expect(figures.months).toHaveLength(12);
    const month = figures.months.at(-1);
    expect(month).toEqual({
      month: today().slice(0, 7),
      revenueCents: 660_000,
      marginCents: 60_000,
      collectedCents: 132_000,
    });
    expect(figures.projects).toEqual([
      expect.objectContaining({
        projectId,
        revenueCents: 660_000,
        marginCents: 60_000,
        marginPercent: 9.1,
        balanceCents: 660_000,
      }),
    ]);
    // A credit note takes its amount back from revenue, margin and what is owed.
    const credit = await call(
      'POST',
      `/api/admin/invoices/${paidInvoiceId}/credit-notes`,
      world.admin.cookie,
      {
        reason: 'Remise commerciale',
        amountCents: 10_000,
      },
    );
    expect(credit.statusCode, credit.body).toBe(201);
    const after = await dashboard('?months=3');
    expect(after.months).toHaveLength(3);
    expect(after.months.at(-1)?.revenueCents).toBe(650_000);
    expect(after.months.at(-1)?.marginCents).toBe(60_000);
  });

  it('lists the accepted milestones still to invoice, and every invoice with its project for the admins', async () => {
    const waiting = await acceptedMilestone('Mise en production');
    const billable = await call('GET', '/api/admin/billable-milestones', world.admin.cookie);
    expect(billable.statusCode).toBe(200);
    const milestones = billable.json().milestones as { milestoneId: string; hasBillingDetails: boolean }[];
    expect(milestones.map((milestone) => milestone.milestoneId)).toEqual([waiting]);
    expect(milestones[0]?.hasBillingDetails).toBe(true);
    const invoices = await call('GET', '/api/admin/invoices', world.admin.cookie);
    expect(invoices.statusCode).toBe(200);
    const listed = invoices.json().invoices as { id: string; projectId: string; status: string | null }[];
    expect(listed[0]?.projectId).toBe(projectId);
    expect(listed.find((invoice) => invoice.id === paidInvoiceId)?.status).toBe('paid');
    expect(listed.find((invoice) => invoice.id === invoiceId)?.status).toBe('unpaid');
    expect((await call('GET', '/api/admin/invoices', world.client.cookie)).statusCode).toBe(403);
  });

  it('refuses a malformed period with a translated 400, never a 500', async () => {
    for (const query of ['?months=0', '?months=abc', '?until=2026-13']) {
      const response = await call('GET', `/api/admin/finance${query}`, world.admin.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const reversed = await call(
      'GET',
      '/api/admin/finance/invoices.csv?from=2027-02-01&to=2027-01-01',
      world.admin.cookie,
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('exports the sales journal: BOM, semicolons, FEC columns, balanced entries, decimal comma, ISO dates', async () => {
    const response = await call('GET', '/api/admin/finance/invoices.csv', world.admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="ventes-\d{4}-01-01-/);
    const raw = response.rawPayload.toString('utf8');
    expect(raw.startsWith('\uFEFF')).toBe(true);
    const lines = raw.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'JournalCode;JournalLib;EcritureNum;EcritureDate;CompteNum;CompteLib;CompAuxNum;CompAuxLib;PieceRef;' +
        'PieceDate;EcritureLib;Debit;Credit;EcritureLet;DateLet;ValidDate;Montantdevise;Idevise',
    );
    const invoiceLines = lines.filter((line) => fieldsOf(line)[2] === invoiceNumber);
    expect(invoiceLines).toHaveLength(3);
    const [client, sales, vat] = invoiceLines.map(fieldsOf);
    expect(client?.slice(0, 5)).toEqual(['VT', 'Ventes', invoiceNumber, today(), '411000']);
    // The buyer's name holds a semicolon and quotes, and starts like a formula: quoted, escaped, defused.
    expect(invoiceLines[0]).toContain(`"'=Boulangeries; Martin ""& Fils"""`);
    expect(invoiceLines[0]).toContain(';6600,00;0,00;');
    expect(sales?.[4]).toBe('706000');
    expect(invoiceLines[1]).toContain(';0,00;5500,00;');
    expect(vat?.[4]).toBe('445710');
    expect(invoiceLines[2]).toContain(';0,00;1100,00;');
    // The credit note goes the other way round.
    const creditLines = lines.filter((line) => line.includes('Avoir '));
    expect(creditLines[0]).toContain(';0,00;120,00;');
    expect(creditLines[1]).toContain(';100,00;0,00;');
    // Every document's entries balance.
    const totals = new Map<string, number>();
    for (const line of lines.slice(1)) {
      const fields = fieldsOf(line);
      const cents = (text: string | undefined) => Math.round(Number((text ?? '0').replace(',', '.')) * 100);
      const number = fields[2] ?? '';
      totals.set(number, (totals.get(number) ?? 0) + cents(fields[11]) - cents(fields[12]));
    }
    expect([...totals.values()].every((total) => total === 0)).toBe(true);
    // A period without documents: the header alone.
    const empty = await call(
      'GET',
      '/api/admin/finance/invoices.csv?from=2020-01-01&to=2020-12-31',
      world.admin.cookie,
    );
    expect(empty.rawPayload.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('exports the bank journal of payments, lettered with the invoice’s number', async () => {
    const response = await call('GET', '/api/admin/finance/payments.csv', world.admin.cookie);
    expect(response.statusCode).toBe(200);
    const lines = response.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    const [bank, client] = lines.slice(1).map(fieldsOf);
    expect(client?.[7]).toBe(`'${BILLING_DETAILS.legalName}`);
    expect(bank?.slice(0, 5)).toEqual(['BQ', 'Banque', `BQ-${today().slice(0, 4)}-00001`, today(), '512000']);
    expect(bank?.[8]).toBe('VIR 0042');
    expect(bank?.slice(11, 13)).toEqual(['1320,00', '0,00']);
    expect(client?.[4]).toBe('411000');
    expect(client?.slice(11, 13)).toEqual(['0,00', '1320,00']);
    const paidNumber = (await call('GET', `/api/projects/${projectId}/invoices`, world.client.cookie))
      .json()
      .invoices.find((invoice: { id: string }) => invoice.id === paidInvoiceId).number;
    expect(client?.[13]).toBe(paidNumber);
  });

  it('neutralizes text a spreadsheet would run as a formula, and quotes separators', () => {
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-12,50', { isText: false })).toBe('-12,50');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('plain')).toBe('plain');
  });

  it('tells the client how to pay: the agency’s IBAN and the invoice’s number as reference', async () => {
    const response = await call('GET', `/api/invoices/${invoiceId}/payment`, world.client.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      method: 'bank_transfer',
      amountDueCents: 660_000,
      reference: invoiceNumber,
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPPXXX',
      accountHolder: 'Escouade Conseil',
      url: null,
    });
    expect((await call('GET', `/api/invoices/${invoiceId}/payment`, world.outsider.cookie)).statusCode).toBe(
      404,
    );
  });

  describe('overdue reminders', () => {
    const remindersTo = async () =>
      (await readMailbox(testApp.app, world.client.email)).filter(
        (mail) => mail.template === 'invoice-overdue',
      );

    it('sends nothing before the due date, nor for a paid invoice', async () => {
      expect(await jobs().runNow(REMINDERS_JOB, new Date(Date.now() + 30 * DAY_MS))).toBe(0);
      expect(await remindersTo()).toHaveLength(0);
    });

    it('reminds the client once the day after the due date, then again a week later, with the IBAN and reference', async () => {
      const dayAfterDue = new Date(Date.now() + 31 * DAY_MS);
      expect(await jobs().runNow(REMINDERS_JOB, dayAfterDue)).toBe(1);
      const [first] = await remindersTo();
      expect(first?.subject).toContain(invoiceNumber);
      expect(first?.text).toContain('FR76 3000 6000 0112 3456 7890 189');
      expect(first?.text).toContain(invoiceNumber);
      expect(first?.text).toMatch(/Reste à payer \(TTC\)\s:\s6\s600\s€/);
      expect(first?.headers['List-Unsubscribe']).toBeDefined();
      // Run again the same day, and twice at once: no second reminder.
      expect(await jobs().runNow(REMINDERS_JOB, new Date(dayAfterDue.getTime() + DAY_MS))).toBe(0);
      expect(await remindersTo()).toHaveLength(1);
      // A week later: the second one, a reminder by its subject.
      expect(await jobs().runNow(REMINDERS_JOB, new Date(dayAfterDue.getTime() + 7 * DAY_MS))).toBe(1);
      const mails = await remindersTo();
      expect(mails).toHaveLength(2);
      expect(mails[0]?.subject).toMatch(/^Rappel/);
    });

    it('stops at the cap, and once the invoice is paid', async () => {
      const start = Date.now() + 31 * DAY_MS;
      for (let week = 2; week <= 6; week += 1) {
        await jobs().runNow(REMINDERS_JOB, new Date(start + week * 7 * DAY_MS));
      }
      expect(await remindersTo()).toHaveLength(4);
      const count = await testApp.db.execute<{ count: number }>(
        sql`select count(*)::int as count from invoice_reminders where invoice_id = ${invoiceId}`,
      );
      expect(count.rows[0]?.count).toBe(4);
    });

    it('follows the client’s e-mail preference: « never » sends none', async () => {
      // A second overdue invoice, and the client stops these e-mails.
      const second = await issue('Recette', 20_000);
      const saved = await call('PUT', '/api/notifications/preferences', world.client.cookie, {
        preferences: [{ type: 'invoice_overdue', email: 'never' }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const before = (await remindersTo()).length;
      expect(await jobs().runNow(REMINDERS_JOB, new Date(Date.now() + 32 * DAY_MS))).toBe(1);
      expect(await remindersTo()).toHaveLength(before);
      // Paid: no more reminder is due.
      await call('POST', `/api/admin/invoices/${second.id}/payments`, world.admin.cookie, {
        amountCents: 26_400,
        paidOn: today(),
        reference: null,
      });
      expect(await jobs().runNow(REMINDERS_JOB, new Date(Date.now() + 60 * DAY_MS))).toBe(0);
    });

    it('lists overdue invoices on the back-office with days late and reminders sent', async () => {
      const figures = await financeDashboard(testApp.db, { now: new Date(Date.now() + 40 * DAY_MS) });
      expect(figures.overdueCount).toBe(1);
      expect(figures.overdueCents).toBe(660_000);
      expect(figures.overdue).toEqual([
        expect.objectContaining({
          id: invoiceId,
          number: invoiceNumber,
          projectId,
          buyerName: BILLING_DETAILS.legalName,
          balanceCents: 660_000,
          remindersSent: 4,
        }),
      ]);
      expect(figures.overdue[0]?.daysLate).toBeGreaterThanOrEqual(9);
      expect(figures.overdue[0]?.daysLate).toBeLessThanOrEqual(11);
    });
  });
  // The figures are computed once for each state of the books and kept until the books change: whichever
  // instance or statement changes them, the next read shows the change.
  describe('kept figures', () => {
    const revision = async (): Promise<string> =>
      (
        await testApp.db.execute<{ revision: string }>(
          sql`select revision::text as revision from billing_books_revision`,
        )
      ).rows[0]?.revision ?? '';

    it('reads the books’ revision alone while nothing changed, and computes again after a change', async () => {
      await dashboard('?months=6');
      const repeated = await captureStatements(() => dashboard('?months=6'));
      const reads = repeated.filter(({ text }) => /billing_documents|invoice_payments/.test(text));
      expect(reads).toEqual([]);
      expect(repeated.some(({ text }) => text.includes('billing_books_revision'))).toBe(true);

      // An invoice issued through a second instance of the API, as behind a load balancer, then paid in full
      // by a statement of its own: each change shows at the next read of this instance.
      const before = await dashboard('?months=6');
      const sibling = await buildSiblingApp(testApp);
      let issuedId = '';
      try {
        const issued = await sibling.inject({
          method: 'POST',
          url: `/api/admin/projects/${projectId}/milestones/${await acceptedMilestone('Recette')}/invoice`,
          payload: { amountCents: 20_000 },
          remoteAddress: nextIp(),
          headers: { origin: testApp.config.appUrl, cookie: world.admin.cookie },
        });
        expect(issued.statusCode, issued.body).toBe(201);
        issuedId = issued.json().id;
      } finally {
        await sibling.close();
      }
      // 200 € of work and its 20 € fee; 264 € with VAT.
      const issued = await dashboard('?months=6');
      expect(issued.months.at(-1)?.revenueCents).toBe((before.months.at(-1)?.revenueCents ?? 0) + 22_000);
      expect(issued.receivablesCents).toBe(before.receivablesCents + 26_400);
      await testApp.db.execute(sql`
        insert into invoice_payments (invoice_id, amount_cents, paid_on, reference)
        values (${issuedId}, 26400, ${today()}, 'VIR 0099')`);
      const paid = await dashboard('?months=6');
      expect(paid.receivablesCents).toBe(before.receivablesCents);
      expect(paid.months.at(-1)?.collectedCents).toBe((before.months.at(-1)?.collectedCents ?? 0) + 26_400);
    });

    it('computes the figures again the next day, with nothing changed: what is late moves with the day', async () => {
      const read = createFinanceDashboardReader(testApp.db);
      const later = new Date(Date.now() + 40 * DAY_MS);
      const late = (await read({}, later)).overdue.find((invoice) => invoice.id === invoiceId);
      const dayAfter = (await read({}, new Date(later.getTime() + DAY_MS))).overdue.find(
        (invoice) => invoice.id === invoiceId,
      );
      expect(dayAfter?.daysLate).toBe((late?.daysLate ?? 0) + 1);
    });

    it('shows a project renamed by any statement, and a reminder sent, at the next read', async () => {
      const [title] = (await dashboard()).projects.map((project) => project.projectTitle);
      await testApp.db.execute(
        sql`update projects set title = 'Renommé hors de l’API' where id = ${projectId}`,
      );
      expect((await dashboard()).projects[0]?.projectTitle).toBe('Renommé hors de l’API');
      await testApp.db.execute(sql`update projects set title = ${title ?? ''} where id = ${projectId}`);
      expect((await dashboard()).projects[0]?.projectTitle).toBe(title);

      // What is overdue forty days from now, and the reminders sent for it, read by one reader twice.
      const read = createFinanceDashboardReader(testApp.db);
      const later = new Date(Date.now() + 40 * DAY_MS);
      const sent =
        (await read({}, later)).overdue.find((invoice) => invoice.id === invoiceId)?.remindersSent ?? 0;
      await testApp.db.execute(sql`
        insert into invoice_reminders (invoice_id, reminder_number) values (${invoiceId}, ${sent + 1})`);
      const overdue = (await read({}, later)).overdue.find((invoice) => invoice.id === invoiceId);
      expect(overdue?.remindersSent).toBe(sent + 1);
    });

    it('changes the revision once per transaction, at its commit, and not for a title written unchanged', async () => {
      const start = await revision();
      await testApp.db.execute(sql`update projects set title = title where id = ${projectId}`);
      expect(await revision()).toBe(start);
      const seenInside = await testApp.db.transaction(async (tx) => {
        await tx.execute(sql`update projects set title = title || ' ' where id = ${projectId}`);
        await tx.execute(sql`update projects set title = rtrim(title) where id = ${projectId}`);
        return (
          await tx.execute<{ revision: string }>(
            sql`select revision::text as revision from billing_books_revision`,
          )
        ).rows[0]?.revision;
      });
      // Deferred to the commit: the transaction itself still read the old revision, and one commit makes one.
      expect(seenInside).toBe(start);
      const after = await revision();
      expect(Number(after)).toBe(Number(start) + 1);
    });
  });
});
