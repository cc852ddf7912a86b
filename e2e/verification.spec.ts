import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import { createSignedInProfessional } from './support/accounts.ts';
import {
  createAdministrator,
  type Language,
  LANGUAGES,
  localized,
  signIn,
  test,
} from './support/admin-journeys.ts';
import { uniqueEmail } from './support/mail.ts';

// A professional asks for their business to be verified, an administrator approves it from the queue, and the
// « Vérifié » / "Verified" badge shows on the professional's public profile.

const SIRET = '732 829 320 00074';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const TEXT = {
  fr: {
    title: 'Vérification de l’entreprise',
    siret: 'SIRET',
    document: 'Extrait Kbis ou avis de situation INSEE (PDF)',
    submit: 'Envoyer la demande',
    wrongKey: 'Ce SIRET n’existe pas\u00a0: vérifiez les chiffres saisis.',
    pending: /attend l’examen d’un administrateur/,
    queue: 'Vérification des entreprises',
    approve: (name: string) => `Approuver la vérification de ${name}`,
    confirm: 'Approuver',
    approved: (name: string) => `Vérification de ${name} approuvée.`,
    verified: 'Vérifié',
  },
  en: {
    title: 'Business verification',
    siret: 'SIRET',
    document: 'Kbis extract or INSEE notice (PDF)',
    submit: 'Send the request',
    wrongKey: 'This SIRET does not exist: check the digits typed.',
    pending: /is awaiting an administrator/,
    queue: 'Business verification',
    approve: (name: string) => `Approve the verification of ${name}`,
    confirm: 'Approve',
    approved: (name: string) => `Verification of ${name} approved.`,
    verified: 'Verified',
  },
} as const;

const SERVER_STEP = { timeout: 20_000 };

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`a professional asks to be verified, an admin approves, the badge shows on the profile (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const account = await createSignedInProfessional(page, {
      language: language as Language,
      prefix: `verification-${language}`,
      baseURL,
      landingPath: '/dashboard/verification',
    });
    const me = (await (await page.request.get('/api/profiles/me')).json()) as {
      firstName: string;
      lastName: string;
    };
    const name = `${me.firstName} ${me.lastName}`;

    // 1. The professional asks: a mistyped SIRET is caught in their language, then the request goes.
    await page.goto(localized('/dashboard/verification', language as Language));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);
    await page.getByRole('textbox', { name: text.siret }).fill('732 829 320 00075');
    await page
      .getByLabel(text.document)
      .setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.wrongKey)).toBeVisible();
    await page.getByRole('textbox', { name: text.siret }).fill(SIRET);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.pending)).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);

    // 2. An administrator approves it from the queue.
    const adminEmail = uniqueEmail(`verification-admin-${language}`);
    await createAdministrator(adminEmail);
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, language as Language, adminEmail, /\/admin(\?|$)/);
    await adminPage.goto(localized('/admin/verifications', language as Language));
    await expect(adminPage.getByRole('heading', { level: 1, name: text.queue })).toBeVisible(SERVER_STEP);
    const card = adminPage.getByRole('article', { name });
    await expect(card).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(adminPage);
    await card.getByRole('button', { name: text.approve(name) }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(adminPage.getByText(text.approved(name))).toBeVisible(SERVER_STEP);
    await adminContext.close();

    // 3. The badge shows on the public profile.
    await page.goto(localized(`/dashboard/profile/${account.id}`, language as Language));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(SERVER_STEP);
    // The badge's words, then what was checked (said to screen readers and on hover).
    await expect(page.getByText(`${text.verified} (`)).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
}
