import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import { callApi, createProfessionalViaApi } from './support/accounts.ts';
import { createAdministrator, type Language, localized, signIn, test } from './support/admin-journeys.ts';
import { randomAddress } from './support/client-address.ts';
import { queryDatabase } from './support/database.ts';
import { uniqueEmail } from './support/mail.ts';

// From the agency's settings to a paid invoice: the admin fills the agency's details, issues the invoice of a
// milestone the client accepted, the client downloads its PDF, the admin records the transfer and the finance
// back-office counts it. French on a phone, English on a desktop.

const TEXT = {
  fr: {
    agencyTitle: 'Informations de l’agence',
    fields: {
      legalName: 'Raison sociale',
      legalForm: 'Forme juridique',
      siren: 'SIREN',
      siret: 'SIRET du siège',
      vatNumber: 'Numéro de TVA intracommunautaire',
      addressLine1: 'Adresse',
      postcode: 'Code postal',
      city: 'Ville',
      email: 'E‑mail de facturation',
      iban: 'IBAN',
      bic: 'BIC',
      feePercent: 'Frais d’agence (%)',
      latePaymentRatePercent: 'Taux des pénalités de retard (% par an)',
    },
    save: 'Enregistrer',
    saved: 'Les informations de l’agence sont enregistrées.',
    wrongSiren: 'Ce SIREN n’existe pas : sa clé de contrôle ne correspond pas.',
    invoicingTitle: 'Facturation',
    amount: 'Prix convenu HT (€)',
    amountValue: '1500',
    issue: 'Émettre la facture',
    issued: /Document \d{4}-\d{5} émis\./,
    pdf: (number: string) => `PDF de ${number}`,
    dueStatus: 'À payer',
    recordPayment: 'Enregistrer un paiement',
    paymentAmount: 'Montant reçu TTC (€)',
    paymentValue: '1980',
    reference: 'Référence du virement',
    confirmPayment: 'Enregistrer le paiement',
    paymentRecorded: 'Paiement enregistré.',
    financeTitle: 'Finances',
    table: 'Les mêmes chiffres en tableau',
    revenue: /^1\s650\s€$/,
    nothingDue: /^0\s€$/,
  },
  en: {
    agencyTitle: 'Agency details',
    fields: {
      legalName: 'Company name',
      legalForm: 'Legal form',
      siren: 'SIREN',
      siret: 'Head office SIRET',
      vatNumber: 'EU VAT number',
      addressLine1: 'Address',
      postcode: 'Postcode',
      city: 'City',
      email: 'Billing e-mail',
      iban: 'IBAN',
      bic: 'BIC',
      feePercent: 'Agency fee (%)',
      latePaymentRatePercent: 'Late-payment penalty rate (% a year)',
    },
    save: 'Save',
    saved: 'The agency’s details are saved.',
    wrongSiren: 'This SIREN does not exist: its check digit does not match.',
    invoicingTitle: 'Invoicing',
    amount: 'Agreed price excl. VAT (€)',
    amountValue: '1500',
    issue: 'Issue the invoice',
    issued: /Document \d{4}-\d{5} issued\./,
    pdf: (number: string) => `PDF of ${number}`,
    dueStatus: 'Due',
    recordPayment: 'Record a payment',
    paymentAmount: 'Amount received incl. VAT (€)',
    paymentValue: '1980',
    reference: 'Transfer reference',
    confirmPayment: 'Record the payment',
    paymentRecorded: 'Payment recorded.',
    financeTitle: 'Finance',
    table: 'The same figures as a table',
    revenue: /^€1,650$/,
    nothingDue: /^€0$/,
  },
} as const;

const AGENCY = {
  legalName: 'Escouade Conseil',
  legalForm: 'SAS',
  siren: '901234567',
  siret: '90123456700013',
  vatNumber: 'FR15901234567',
  addressLine1: '12 rue de la Paix',
  postcode: '75002',
  city: 'Paris',
  email: 'facturation@escouade.example',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPPXXX',
  feePercent: '10',
  latePaymentRatePercent: '12,15',
};

const SERVER_STEP = { timeout: 20_000 };

test('the admin invoices an accepted milestone, the client downloads it, the payment reaches the books', async ({
  page,
  playwright,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const language: Language = testInfo.project.name === 'mobile' ? 'fr' : 'en';
  const text = TEXT[language];
  const tag = Math.random().toString(36).slice(2, 8);

  // The client, its project at work and a milestone it accepted; its billing details.
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });
  const account = await createProfessionalViaApi(client, {
    language,
    prefix: `billing-${language}`,
    baseURL,
  });
  const [project] = await queryDatabase<{ id: string }>(
    `insert into projects (client_id, title, language, status, staffed_at, started_at)
     values ($1, $2, $3, 'in_progress', now(), now()) returning id`,
    [account.id, `Boutique ${tag}`, language],
  );
  const projectId = project?.id ?? '';
  const milestoneTitle = `Maquettes ${tag}`;
  await queryDatabase(
    `insert into project_milestones (project_id, title, start_date, due_date, hours_per_week, delivery_status, accepted_at)
     values ($1, $2, current_date - 20, current_date - 1, 10, 'accepted', now())`,
    [projectId, milestoneTitle],
  );
  await callApi(client, 'PUT', `/api/projects/${projectId}/billing`, {
    legalName: `Boulangerie ${tag}`,
    siren: '812345676',
    vatNumber: 'FR19812345676',
    address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
  });

  // 1. The admin fills the agency's details; a SIREN with a wrong key is caught before sending.
  const adminEmail = uniqueEmail(`billing-admin-${language}`);
  await createAdministrator(adminEmail);
  await signIn(page, language, adminEmail, /\/admin(\?|$)/);
  await page.goto(localized('/admin/agency', language));
  await expect(page.getByRole('heading', { level: 1, name: text.agencyTitle })).toBeVisible(SERVER_STEP);
  await expectNoAccessibilityViolations(page);
  for (const [field, value] of Object.entries(AGENCY)) {
    await page.getByLabel(text.fields[field as keyof typeof text.fields], { exact: true }).fill(value);
  }
  await page.getByLabel(text.fields.siren, { exact: true }).fill('901234568');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.wrongSiren)).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.getByLabel(text.fields.siren, { exact: true }).fill(AGENCY.siren);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible(SERVER_STEP);

  // 2. The admin issues the milestone's invoice, after confirming.
  await page.goto(localized('/admin/invoicing', language));
  await expect(page.getByRole('heading', { level: 1, name: text.invoicingTitle })).toBeVisible(SERVER_STEP);
  const toInvoice = page.getByRole('form', { name: milestoneTitle });
  await expect(toInvoice).toBeVisible(SERVER_STEP);
  await expectNoAccessibilityViolations(page);
  await toInvoice.getByLabel(text.amount).fill(text.amountValue);
  await toInvoice.getByRole('button', { name: text.issue }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: text.issue }).click();
  await expect(page.getByText(text.issued)).toBeVisible(SERVER_STEP);
  const number = /\d{4}-\d{5}/.exec((await page.getByText(text.issued).textContent()) ?? '')?.[0] ?? '';
  expect(number).not.toBe('');

  // 3. The client sees it due on its project and downloads the PDF.
  const reader = await browser.newContext({
    baseURL,
    storageState: await client.storageState(),
    viewport: page.viewportSize(),
  });
  const clientPage = await reader.newPage();
  await clientPage.goto(localized(`/dashboard/projects/${projectId}`, language));
  const download = clientPage.getByRole('link', { name: text.pdf(number) });
  await expect(download).toBeVisible(SERVER_STEP);
  await expect(clientPage.getByText(text.dueStatus, { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(clientPage);
  const [file] = await Promise.all([clientPage.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`facture-${number}.pdf`);
  await reader.close();

  // 4. The admin records the transfer, after confirming.
  const card = page.getByRole('article', { name: new RegExp(number) });
  await card.getByRole('button', { name: text.recordPayment }).click();
  await card.getByLabel(text.paymentAmount).fill(text.paymentValue);
  await card.getByLabel(text.reference).fill(`VIR ${tag}`);
  await card.getByRole('button', { name: text.recordPayment }).last().click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.confirmPayment }).click();
  await expect(page.getByText(text.paymentRecorded)).toBeVisible(SERVER_STEP);

  // 5. The back-office counts it in this month's payments.
  await page.goto(localized('/admin/finance', language));
  await expect(page.getByRole('heading', { level: 1, name: text.financeTitle })).toBeVisible(SERVER_STEP);
  await page.getByText(text.table).click();
  // The project's row of the profitability table (the months add up every journey's payments): its revenue
  // before VAT, and nothing left to collect once the transfer is recorded.
  const projectRow = page.getByRole('row', { name: new RegExp(`^Boutique ${tag} `) });
  await expect(projectRow.getByRole('cell').first()).toHaveText(text.revenue, SERVER_STEP);
  await expect(projectRow.getByRole('cell').last()).toHaveText(text.nothingDue);
  await expectNoAccessibilityViolations(page);
  await client.dispose();
});
