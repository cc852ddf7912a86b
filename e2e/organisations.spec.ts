import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { callApi, createSignedInProfessional, localized } from './support/accounts.ts';
import { queryDatabase } from './support/database.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';

// A client's organisation shared with a colleague: the client creates it, invites a colleague by e-mail; the
// colleague signs up with the invited address, opens the e-mailed link, joins, and finds the organisation's
// project among their own.

const TEXT = {
  fr: {
    title: 'Mon organisation',
    create: 'Créer mon organisation',
    legalName: 'Raison sociale',
    sector: 'Secteur d’activité (facultatif)',
    submit: 'Créer l’organisation',
    members: 'Membres',
    invite: 'Inviter un collègue',
    email: /^Adresse e.mail/,
    send: 'Envoyer l’invitation',
    sent: (email: string) => `Invitation envoyée à ${email}.`,
    join: 'Rejoindre une organisation',
    accept: 'Rejoindre',
    projects: 'Mes projets',
    project: 'Catalogue des collections',
  },
  en: {
    title: 'My organisation',
    create: 'Create my organisation',
    legalName: 'Legal name',
    sector: 'Sector (optional)',
    submit: 'Create the organisation',
    members: 'Members',
    invite: 'Invite a colleague',
    email: /^E.mail address/,
    send: 'Send the invitation',
    sent: (email: string) => `Invitation sent to ${email}.`,
    join: 'Join an organisation',
    accept: 'Join',
    projects: 'My projects',
    project: 'Collections catalogue',
  },
} as const;

for (const language of ['fr', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`client organisations (${language})`, () => {
    // Sign-up is rate limited per address: two people sign up.
    test.setTimeout(240_000);

    test('a client creates their organisation and invites a colleague, who joins and sees its project', async ({
      page,
      browser,
      baseURL,
    }) => {
      const tag = `${Date.now().toString(36)}${language}`;
      const legalName = `Atelier ${tag} SAS`;

      // 1. The client creates their organisation.
      await createSignedInProfessional(page, {
        language,
        prefix: `org-owner-${language}`,
        baseURL,
        role: 'user',
        landingPath: '/dashboard/organisation',
      });
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const form = page.getByRole('region', { name: text.create });
      await form.getByRole('textbox', { name: text.legalName }).fill(legalName);
      await form.getByRole('textbox', { name: text.sector }).fill('Architecture');
      await expectNoAccessibilityViolations(page);
      await form.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('region', { name: text.members })).toBeVisible();

      // Its public page, open to anyone, says who it is.
      const [mine] = await queryDatabase<{ id: string }>(
        `select id from organisations where legal_name = $1`,
        [legalName],
      );
      await page.goto(localized(`/organisations/${mine!.id}`, language));
      await expect(page.getByRole('heading', { level: 1, name: legalName })).toBeVisible();
      await expect(page.getByText('Architecture', { exact: true })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.goto(localized('/dashboard/organisation', language));
      await expect(page.getByRole('region', { name: text.members })).toBeVisible();

      // 2. A project of the organisation, named so the colleague can find it.
      const project = (await callApi(page.request, 'POST', '/api/projects', { language })) as { id: string };
      const projectTitle = `${text.project} ${tag}`;
      await queryDatabase(`update projects set title = $1 where id = $2`, [projectTitle, project.id]);

      // 3. The client invites a colleague by e-mail.
      const colleagueEmail = uniqueEmail(`org-colleague-${language}`);
      const invite = page.getByRole('region', { name: text.invite });
      await invite.getByRole('textbox', { name: text.email }).fill(colleagueEmail);
      await invite.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.sent(colleagueEmail))).toBeVisible();
      await expectNoAccessibilityViolations(page);
      const invitation = await waitForMail(colleagueEmail, /./);
      const invitationLink = linkIn(invitation, '/dashboard/organisation?token=');

      // 4. The colleague signs up as a client with the invited address, opens the link and joins.
      const context = await browser.newContext({
        baseURL: new URL(page.url()).origin,
        viewport: page.viewportSize(),
        locale: language === 'fr' ? 'fr-FR' : 'en-GB',
      });
      const colleague = await context.newPage();
      await createSignedInProfessional(colleague, {
        language,
        prefix: `org-colleague-${language}`,
        baseURL,
        role: 'user',
        email: colleagueEmail,
        landingPath: '/dashboard/projects',
      });
      await colleague.goto(localized(invitationLink, language));
      const join = colleague.getByRole('region', { name: text.join });
      await expect(join).toBeVisible();
      await expectNoAccessibilityViolations(colleague);
      await join.getByRole('button', { name: text.accept, exact: true }).click();
      await expect(colleague.getByRole('heading', { level: 2, name: legalName })).toBeVisible();
      await expect(colleague.getByRole('region', { name: text.members })).toBeVisible();
      await expectNoAccessibilityViolations(colleague);

      // 5. The organisation's project is among the colleague's projects.
      await colleague.goto(localized('/dashboard/projects', language));
      await expect(colleague.getByRole('heading', { level: 1, name: text.projects })).toBeVisible();
      await expect(colleague.getByRole('link', { name: new RegExp(projectTitle) })).toBeVisible();
      await expectNoAccessibilityViolations(colleague);
      await context.close();
    });
  });
}
