import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { callApi, createProfessionalViaApi, localized, rememberBaseUrl } from './support/accounts.ts';
import { ADMIN_PASSWORD, createAdministrator } from './support/admin-journeys.ts';
import { randomAddress } from './support/client-address.ts';
import { queryDatabase } from './support/database.ts';
import { uniqueEmail } from './support/mail.ts';
import { AGENCY_SETTINGS } from './support/agency-settings.ts';

// From hours to payout: a member logs a week of a staffed project billed by time and materials and submits it,
// the client approves it, the administrator issues the month's invoice and records a payout, and the member
// sees it among their earnings. French on a phone, English on a desktop; axe finds nothing on each screen.

type Language = 'fr' | 'en';

const TEXT = {
  fr: {
    milestone: 'Maquettes',
    submit: 'Soumettre au client',
    submitted: 'Soumise, en attente du client',
    approve: 'Approuver',
    approved: 'Approuvée, verrouillée',
    issue: 'Émettre la facture du mois',
    issued: /Facture \d{4}-\d{5} émise\./,
    month: 'Mois',
    amount: 'Montant (€)',
    record: 'Enregistrer le versement à Inès Moreau',
    recorded: /Versement enregistré/,
    paid: /500\s€ le/,
    left: 'Reste à verser',
  },
  en: {
    milestone: 'Mockups',
    submit: 'Submit to the client',
    submitted: 'Submitted, awaiting the client',
    approve: 'Approve',
    approved: 'Approved, locked',
    issue: 'Issue the month’s invoice',
    issued: /Invoice \d{4}-\d{5} issued\./,
    month: 'Month',
    amount: 'Amount (€)',
    record: 'Record the payout to Inès Moreau',
    recorded: /Payout recorded/,
    paid: /€500\.00 on|€500 on/,
    left: 'Left to pay',
  },
} as const;

const BILLING_DETAILS = {
  legalName: 'Boulangeries Martin & Fils',
  siren: '812345676',
  vatNumber: 'FR19812345676',
  address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
};

/** This week's Monday (UTC), as the member's timesheet opens on it. */
function thisMonday(): string {
  const today = new Date();
  const weekday = (today.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - weekday))
    .toISOString()
    .slice(0, 10);
}

async function apiContext(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });
  rememberBaseUrl(request, baseURL);
  return request;
}

/**
 * A project of `client`, staffed by `member` alone and started this week, billed by time and materials: one
 * milestone of four weeks led by the member, booked 20 hours a week.
 */
async function seedStaffedProject(
  language: Language,
  { clientId, memberId }: { clientId: string; memberId: string },
): Promise<string> {
  const monday = thisMonday();
  const [project] = await queryDatabase<{ id: string }>(
    `insert into projects (client_id, title, language, status, start_date, deadline, staffed_at, started_at)
     values ($1, $2, $3, 'in_progress', $4::date, $4::date + 27, now(), now()) returning id`,
    [
      clientId,
      language === 'fr' ? 'Refonte du site de réservation' : 'Booking site rebuild',
      language,
      monday,
    ],
  );
  const projectId = project?.id ?? '';
  await queryDatabase(
    `insert into project_invitations (project_id, professional_id, status, responded_at)
     values ($1, $2, 'accepted', now())`,
    [projectId, memberId],
  );
  await queryDatabase(
    `insert into project_milestones (project_id, title, start_date, due_date, owner_id, hours_per_week)
     values ($1, $2, $3::date, $3::date + 27, $4, 20)`,
    [projectId, TEXT[language].milestone, monday, memberId],
  );
  await queryDatabase(
    `insert into availability_bookings (project_id, user_id, start_date, end_date, hours_per_week)
     values ($1, $2, $3::date, $3::date + 27, 20)`,
    [projectId, memberId, monday],
  );
  return projectId;
}

async function pageOf(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string | undefined,
  viewport: Page['viewportSize'] extends () => infer V ? V : never,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    storageState: await request.storageState(),
    viewport,
    locale: 'fr-FR',
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page };
}

for (const language of ['fr', 'en'] as const) {
  test(`a member logs a week, the client approves it, the admin invoices the month and pays the member (${language})`, async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[language];
    const viewport = page.viewportSize();

    // The people: a member with an hourly rate, a client, an administrator.
    const memberRequest = await apiContext(playwright, baseURL);
    const member = await createProfessionalViaApi(memberRequest, {
      language,
      prefix: `hours-member-${language}`,
      baseURL,
    });
    await callApi(memberRequest, 'PATCH', `/api/profiles/${member.id}`, {
      firstName: 'Inès',
      lastName: 'Moreau',
      profession: 'Développeuse',
      hourlyRate: 80,
    });
    const clientRequest = await apiContext(playwright, baseURL);
    const client = await createProfessionalViaApi(clientRequest, {
      language,
      prefix: `hours-client-${language}`,
      baseURL,
    });
    await queryDatabase(`update "user" set role = 'user' where id = $1`, [client.id]);
    const adminEmail = uniqueEmail(`hours-admin-${language}`);
    await createAdministrator(adminEmail);
    const adminRequest = await apiContext(playwright, baseURL);
    await callApi(adminRequest, 'POST', '/api/auth/sign-in/email', {
      email: adminEmail,
      password: ADMIN_PASSWORD,
    });
    await callApi(adminRequest, 'PUT', '/api/admin/agency-settings', AGENCY_SETTINGS);

    const projectId = await seedStaffedProject(language, { clientId: client.id, memberId: member.id });
    await callApi(clientRequest, 'PUT', `/api/projects/${projectId}/billing`, BILLING_DETAILS);
    await callApi(adminRequest, 'PUT', `/api/admin/projects/${projectId}/billing-mode`, {
      mode: 'time_and_materials',
    });

    // 1. The member logs Monday and Tuesday on the milestone and submits the week.
    const memberPage = await pageOf(browser, memberRequest, baseURL, viewport);
    await memberPage.page.goto(`${localized(`/dashboard/projects/${projectId}`, language)}#timesheets`);
    const grid = memberPage.page.locator('#timesheets table');
    await expect(grid).toBeVisible({ timeout: 15_000 });
    const cells = grid.getByRole('textbox');
    await cells.nth(0).fill('7');
    await cells.nth(1).fill('6,5'.replace(',', language === 'fr' ? ',' : '.'));
    await expectNoAccessibilityViolations(memberPage.page);
    await memberPage.page.getByRole('button', { name: text.submit }).click();
    await expect(memberPage.page.getByText(text.submitted)).toBeVisible();

    // 2. The client approves it.
    const clientPage = await pageOf(browser, clientRequest, baseURL, viewport);
    await clientPage.page.goto(`${localized(`/dashboard/projects/${projectId}`, language)}#timesheets`);
    const approve = clientPage.page.getByRole('button', { name: text.approve, exact: true });
    await expect(approve).toBeVisible({ timeout: 15_000 });
    await expectNoAccessibilityViolations(clientPage.page);
    await approve.click();
    await expect(clientPage.page.getByText(text.approved)).toBeVisible();

    // 3. The administrator issues the month's invoice and records a payout to the member.
    const adminPage = await pageOf(browser, adminRequest, baseURL, viewport);
    await adminPage.page.goto(localized(`/admin/projects/${projectId}/billing`, language));
    await adminPage.page.getByLabel(text.month, { exact: true }).fill(thisMonday().slice(0, 7));
    await adminPage.page.getByRole('button', { name: text.issue }).click();
    await expect(adminPage.page.getByText(text.issued)).toBeVisible({ timeout: 20_000 });
    await adminPage.page.getByLabel(text.amount, { exact: true }).fill('500');
    await adminPage.page.getByRole('button', { name: text.record }).click();
    await expect(adminPage.page.getByText(text.recorded)).toBeVisible();
    await expectNoAccessibilityViolations(adminPage.page);
    const [invoice] = await queryDatabase<{ net_cents: string }>(
      `select net_cents::text as net_cents from billing_documents where project_id = $1`,
      [projectId],
    );
    // 13.5 h at 80 € and the 10 % fee.
    expect(Number(invoice?.net_cents)).toBe(118_800);

    // 4. The member sees what they were paid, and when.
    await memberPage.page.goto(localized('/dashboard/earnings', language));
    await expect(memberPage.page.getByText(text.paid)).toBeVisible({ timeout: 15_000 });
    await expect(memberPage.page.getByText(text.left)).toBeVisible();
    await expectNoAccessibilityViolations(memberPage.page);

    for (const each of [memberPage, clientPage, adminPage]) await each.context.close();
    for (const request of [memberRequest, clientRequest, adminRequest]) await request.dispose();
  });
}
