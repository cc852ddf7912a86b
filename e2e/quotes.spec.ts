import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import { callApi, createProfessionalViaApi, rememberBaseUrl } from './support/accounts.ts';
import {
  ADMIN_PASSWORD,
  createAdministrator,
  type Language,
  localized,
  test,
} from './support/admin-journeys.ts';
import { randomAddress } from './support/client-address.ts';
import { queryDatabase } from './support/database.ts';
import { uniqueEmail } from './support/mail.ts';
import { AGENCY_SETTINGS } from './support/agency-settings.ts';

// A quote becomes the contract: once the team is staffed, an administrator finds it on the project's page and
// drafts a new version; the client reads that version, drafted from the plan and its member's rate, downloads its
// PDF, types their name and accepts it; the card then shows who accepted it, when, and the hash of what they
// accepted, and the administrator can draft it no more. French on a phone, English on a desktop; axe finds
// nothing, and nothing is wider than the screen.

const TEXT = {
  fr: {
    card: /^Devis D-/,
    role: 'Développeuse',
    days: /^20\sjours × 560\s€$/,
    gross: /^14\s784\s€$/,
    pdf: /^PDF du devis D-/,
    fileName: /^devis-D-[0-9A-F]{8}-2\.pdf$/,
    fullName: 'Prénom et nom',
    accept: 'Accepter le devis',
    confirm: 'Oui, j’accepte',
    accepted: /^Accepté en ligne par Inès Cliente le /,
    adminSection: 'Devis',
    toAccept: 'Le client ne l’a pas encore accepté.',
    redraft: 'Établir une nouvelle version',
    redraftConfirm: 'Établir la nouvelle version',
    redrafted: /^Version 2 du devis D-[0-9A-F]{8}-2 établie\./,
    contract: 'C’est le contrat du projet\u202f: il ne peut plus changer.',
  },
  en: {
    card: /^Quote D-/,
    role: 'Développeuse',
    days: /^20 days × €560$/,
    gross: /^€14,784$/,
    pdf: /^PDF of quote D-/,
    fileName: /^quote-D-[0-9A-F]{8}-2\.pdf$/,
    fullName: 'First and last name',
    accept: 'Accept the quote',
    confirm: 'Yes, I accept',
    accepted: /^Accepted online by Inès Cliente on /,
    adminSection: 'Quote',
    toAccept: 'The client has not accepted it yet.',
    redraft: 'Draft a new version',
    redraftConfirm: 'Draft the new version',
    redrafted: /^Version 2 of quote D-[0-9A-F]{8}-2 drafted\./,
    contract: 'It is the project’s contract: it can no longer change.',
  },
} as const;

const SERVER_STEP = { timeout: 20_000 };

/** Whether the page scrolls sideways: something wider than the screen. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the client reads the quote drafted from the plan, downloads it and accepts it: it becomes the contract', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const language: Language = testInfo.project.name === 'mobile' ? 'fr' : 'en';
  const text = TEXT[language];
  const newContext = async () => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
    rememberBaseUrl(request, baseURL);
    return request;
  };

  // The agency's settings, a member at 80 €/h, and the client's project staffed by them: one milestone of four
  // weeks at 35 hours a week, so 140 hours, 20 days at 560 € a day, 10 % of fee and 20 % of VAT.
  const adminEmail = uniqueEmail(`quote-admin-${language}`);
  await createAdministrator(adminEmail);
  const admin = await newContext();
  await callApi(admin, 'POST', '/api/auth/sign-in/email', { email: adminEmail, password: ADMIN_PASSWORD });
  await callApi(admin, 'PUT', '/api/admin/agency-settings', AGENCY_SETTINGS);
  const memberRequest = await newContext();
  const member = await createProfessionalViaApi(memberRequest, {
    language,
    prefix: `quote-member-${language}`,
    baseURL,
  });
  await callApi(memberRequest, 'PATCH', `/api/profiles/${member.id}`, {
    firstName: 'Ana',
    lastName: 'Moreau',
    profession: TEXT[language].role,
    hourlyRate: 80,
  });
  const client = await newContext();
  const account = await createProfessionalViaApi(client, {
    language,
    prefix: `quote-client-${language}`,
    baseURL,
  });
  const [project] = await queryDatabase<{ id: string }>(
    `insert into projects (client_id, title, description, language, status, start_date, deadline, staffed_at)
     values ($1, $2, $3, $4, 'staffed', current_date, current_date + 27, now()) returning id`,
    [account.id, `Atelier ${language}`, 'Un site de réservation pour nos ateliers.', language],
  );
  const projectId = project?.id ?? '';
  await queryDatabase(
    `insert into project_invitations (project_id, professional_id, status, responded_at)
     values ($1, $2, 'accepted', now())`,
    [projectId, member.id],
  );
  await queryDatabase(
    `insert into project_milestones (project_id, title, start_date, due_date, owner_id, hours_per_week)
     values ($1, 'Réservations', current_date, current_date + 27, $2, 35)`,
    [projectId, member.id],
  );
  // Billed by time and materials: one line for the member, their role, their days at their day rate.
  await callApi(admin, 'PUT', `/api/admin/projects/${projectId}/billing-mode`, {
    mode: 'time_and_materials',
  });
  await callApi(client, 'PUT', `/api/projects/${projectId}/billing`, {
    legalName: 'Ateliers Martin',
    siren: '812345676',
    vatNumber: 'FR19812345676',
    address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
  });

  // 0. An administrator finds the first version on the project's page and drafts a new one, after a confirmation.
  const adminContext = await page
    .context()
    .browser()
    ?.newContext({
      baseURL,
      storageState: await admin.storageState(),
      viewport: page.viewportSize(),
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
  if (!adminContext) throw new Error('no browser');
  const adminPage = await adminContext.newPage();
  await adminPage.goto(localized(`/admin/projects/${projectId}`, language));
  const section = adminPage.getByRole('region', { name: text.adminSection, exact: true });
  await expect(section.getByText(/^D-[0-9A-F]{8}-1$/)).toBeVisible(SERVER_STEP);
  await expect(section.getByText(text.toAccept)).toBeVisible();
  await expect(section.getByText(text.gross)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  expect(await overflowsSideways(adminPage)).toBe(false);
  await expectNoAccessibilityViolations(adminPage);
  await section.getByRole('button', { name: text.redraft }).click();
  const redraftDialog = adminPage.getByRole('alertdialog');
  await expect(redraftDialog).toBeVisible(SERVER_STEP);
  await expectNoAccessibilityViolations(adminPage);
  await redraftDialog.getByRole('button', { name: text.redraftConfirm }).click();
  await expect(section.getByRole('status').filter({ hasText: text.redrafted })).toBeVisible(SERVER_STEP);
  await expect(section.getByText(/^D-[0-9A-F]{8}-2$/)).toBeVisible();
  expect(await overflowsSideways(adminPage)).toBe(false);
  await expectNoAccessibilityViolations(adminPage);

  // 1. The client reads the new version on the project's page: its line, its totals; and downloads its PDF.
  const clientContext = await page
    .context()
    .browser()
    ?.newContext({
      baseURL,
      storageState: await client.storageState(),
      viewport: page.viewportSize(),
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
  if (!clientContext) throw new Error('no browser');
  const clientPage = await clientContext.newPage();
  await clientPage.goto(localized(`/dashboard/projects/${projectId}`, language));
  const card = clientPage.getByRole('region', { name: text.card });
  await expect(card).toBeVisible(SERVER_STEP);
  await expect(card.getByText(text.role, { exact: true })).toBeVisible(SERVER_STEP);
  await expect(card.getByText(text.days)).toBeVisible();
  await expect(card.getByText(text.gross)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectNoAccessibilityViolations(clientPage);
  const [file] = await Promise.all([
    clientPage.waitForEvent('download'),
    card.getByRole('link', { name: text.pdf }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(text.fileName);

  // 2. They type their name and accept, after confirming.
  await card.getByLabel(text.fullName).fill('Inès Cliente');
  await card.getByRole('button', { name: text.accept }).click();
  const dialog = clientPage.getByRole('alertdialog');
  await expect(dialog).toBeVisible(SERVER_STEP);
  await expectNoAccessibilityViolations(clientPage);
  await dialog.getByRole('button', { name: text.confirm }).click();

  // 3. The card shows who accepted it and when, with the hash of what they accepted; nothing more to accept.
  await expect(card.getByText(text.accepted)).toBeVisible(SERVER_STEP);
  await expect(card.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(card.getByLabel(text.fullName)).toHaveCount(0);
  await expectNoAccessibilityViolations(clientPage);
  const [stored] = await queryDatabase<{ accepted_name: string; document_sha256: string }>(
    'select accepted_name, document_sha256 from project_quotes where project_id = $1',
    [projectId],
  );
  expect(stored?.accepted_name).toBe('Inès Cliente');
  await expect(card.getByText(stored?.document_sha256 ?? '-')).toBeVisible();
  await clientContext.close();

  // 4. The administrator finds it accepted: the contract, which they can draft no more.
  await adminPage.reload();
  await expect(section.getByText(text.contract)).toBeVisible(SERVER_STEP);
  await expect(section.getByText(text.accepted)).toBeVisible();
  await expect(section.getByRole('button', { name: text.redraft })).toHaveCount(0);
  expect(await overflowsSideways(adminPage)).toBe(false);
  await expectNoAccessibilityViolations(adminPage);
  await adminContext.close();
  await Promise.all([admin.dispose(), memberRequest.dispose(), client.dispose()]);
});
