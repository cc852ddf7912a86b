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
import { queryDatabase } from './support/database.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';

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

// A client signs up with their company, which becomes their organisation; its owner asks for it to be verified
// from the organisation page, an administrator approves it, and the badge shows on the organisation's page, its
// public page and the invitation a professional receives for one of its projects.

const ORGANISATION_TEXT = {
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: /^Adresse e.mail/,
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    accountType: 'Type de compte',
    company: 'Je m’inscris pour une entreprise',
    companyGroup: 'Votre entreprise',
    legalName: 'Raison sociale',
    siret: 'SIRET (facultatif)',
    sector: 'Secteur d’activité (facultatif)',
    register: 'Créer mon compte',
    registered: /Inscription réussie/,
    organisation: 'Mon organisation',
    verification: 'Vérification de l’organisation',
    askForm: 'Demander la vérification',
    orgSiret: 'SIRET de l’organisation',
    verifiedHere: /L’organisation est vérifiée pour le SIRET/,
    whoAsks: 'Qui vous invite',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: /^Email address/,
    password: 'Password',
    confirmPassword: 'Confirm password',
    accountType: 'Account type',
    company: 'I am signing up for a company',
    companyGroup: 'Your company',
    legalName: 'Legal name',
    siret: 'SIRET (optional)',
    sector: 'Sector (optional)',
    register: 'Create my account',
    registered: /Registration successful/,
    organisation: 'My organisation',
    verification: 'Organisation verification',
    askForm: 'Ask to be verified',
    orgSiret: 'Organisation’s SIRET',
    verifiedHere: /The organisation is verified for SIRET/,
    whoAsks: 'Who invites you',
  },
} as const;

for (const language of LANGUAGES) {
  const text = { ...TEXT[language], ...ORGANISATION_TEXT[language] };

  test(`a client signs up with a company, its owner asks for it to be verified, an admin approves, the badge shows on its pages and an invitation (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const tag = `${Date.now().toString(36)}${language}`;
    const legalName = `Ateliers ${tag} SAS`;
    const email = uniqueEmail(`org-verification-${language}`);

    // 1. Sign-up with the company: a mistyped SIRET is caught in the visitor's language, then the account goes.
    await page.goto(localized('/register', language as Language));
    await page.getByLabel(text.firstName).fill('Inès');
    await page.getByLabel(text.lastName, { exact: true }).fill('Martin');
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill('a long passphrase for a company');
    await page.getByLabel(text.confirmPassword).fill('a long passphrase for a company');
    await page.getByLabel(text.accountType).selectOption('user');
    await page.getByRole('checkbox', { name: text.company }).check();
    const company = page.getByRole('group', { name: text.companyGroup });
    await company.getByLabel(text.legalName).fill(legalName);
    await company.getByLabel(text.siret).fill('732 829 320 00075');
    await company.getByLabel(text.sector).fill('Architecture');
    await page.getByRole('button', { name: text.register }).click();
    await expect(company.getByText(text.wrongKey)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await company.getByLabel(text.siret).fill(SIRET);
    await page.getByRole('button', { name: text.register }).click();
    await expect(page.getByRole('status')).toContainText(text.registered, SERVER_STEP);
    const confirmation = await waitForMail(email, /./, /\/api\/auth\/verify-email/);
    await page.goto(linkIn(confirmation, '/api/auth/verify-email'));
    await expect(page).toHaveURL(/\/dashboard\/create-project/, SERVER_STEP);

    // 2. The organisation exists, its SIRET given; its owner asks for it to be verified.
    await page.goto(localized('/dashboard/organisation', language as Language));
    await expect(page.getByRole('heading', { level: 1, name: text.organisation })).toBeVisible(SERVER_STEP);
    const section = page.getByRole('region', { name: text.verification });
    const form = section.getByRole('region', { name: text.askForm });
    await expect(form.getByRole('textbox', { name: text.orgSiret })).toHaveValue('73282932000074');
    await form
      .getByLabel(text.document)
      .setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: text.submit }).click();
    await expect(section.getByText(text.pending)).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);

    // 3. An administrator approves it from the queue, where it is named by its legal name.
    const adminEmail = uniqueEmail(`org-verification-admin-${language}`);
    await createAdministrator(adminEmail);
    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, language as Language, adminEmail, /\/admin(\?|$)/);
    await adminPage.goto(localized('/admin/verifications', language as Language));
    const card = adminPage.getByRole('article', { name: legalName });
    await expect(card).toBeVisible(SERVER_STEP);
    await card.getByRole('button', { name: text.approve(legalName) }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(adminPage.getByText(text.approved(legalName))).toBeVisible(SERVER_STEP);
    await adminContext.close();

    // 4. The badge on the organisation's page and on its public page.
    await page.reload();
    await expect(section.getByText(text.verifiedHere)).toBeVisible(SERVER_STEP);
    await expect(section.getByText(`${text.verified} (`)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    const [organisation] = await queryDatabase<{ id: string }>(
      'select id from organisations where legal_name = $1',
      [legalName],
    );
    await page.goto(localized(`/organisations/${organisation!.id}`, language as Language));
    await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible(SERVER_STEP);
    await expect(page.getByText(`${text.verified} (`)).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // 5. A professional invited to one of its projects sees the organisation verified.
    const project = (await (
      await page.request.post('/api/projects', {
        headers: { origin: new URL(page.url()).origin },
        data: { language },
      })
    ).json()) as { id: string };
    const proContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const proPage = await proContext.newPage();
    const professional = await createSignedInProfessional(proPage, {
      language: language as Language,
      prefix: `org-verification-pro-${language}`,
      baseURL,
    });
    const [seat] = await queryDatabase<{ id: string }>(
      'insert into project_invitations (project_id, professional_id) values ($1, $2) returning id',
      [project.id, professional.id],
    );
    await proPage.goto(localized(`/dashboard/invitations/${seat!.id}`, language as Language));
    const asks = proPage.getByRole('region', { name: text.whoAsks });
    await expect(asks.getByRole('link', { name: legalName })).toBeVisible(SERVER_STEP);
    await expect(asks.getByText(`${text.verified} (`)).toBeVisible();
    await expectNoAccessibilityViolations(proPage);
    await proContext.close();
  });
}
