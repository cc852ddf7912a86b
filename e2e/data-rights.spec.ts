import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
// The auth journeys' `test`: a client address of its own, so the per-address sign-in limit counts this journey's
// three sign-ins, not those of the journeys running beside it.
import { openNavigation, signInThroughForm, test } from './auth-helpers.ts';
import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import {
  callApi,
  completeProfile,
  createSignedInProfessional,
  type Language,
  localized,
} from './support/accounts.ts';
import { linkIn, waitForMail } from './support/mail.ts';

const TEXT = {
  fr: {
    nav: 'Mes données',
    title: 'Mes données',
    exportSection: 'Exporter mes données',
    request: 'Préparer une archive de mes données',
    download: 'Télécharger l’archive',
    readyMail: /Votre archive de données est prête/,
    deleteSection: 'Supprimer mon compte',
    start: 'Supprimer mon compte',
    password: 'Mot de passe',
    confirm: 'Supprimer définitivement mon compte',
    scheduled: 'Votre compte sera supprimé',
    pending: /Ce compte est en cours de suppression/,
    deletionMail: /Votre compte Escouade sera supprimé/,
    keep: 'Garder mon compte',
    kept: /La suppression est annulée/,
    signIn: 'Se connecter',
  },
  en: {
    nav: 'My data',
    title: 'My data',
    exportSection: 'Export my data',
    request: 'Prepare an archive of my data',
    download: 'Download the archive',
    readyMail: /Your data archive is ready/,
    deleteSection: 'Delete my account',
    start: 'Delete my account',
    password: 'Password',
    confirm: 'Delete my account for good',
    scheduled: 'Your account will be deleted',
    pending: /This account is being deleted/,
    deletionMail: /Your Escouade account will be deleted/,
    keep: 'Keep my account',
    kept: /The deletion is cancelled/,
    signIn: 'Sign in',
  },
} as const satisfies Record<Language, unknown>;

for (const language of ['fr', 'en'] as const) {
  const text = TEXT[language];

  test(`a member downloads their data, deletes the account, then keeps it from the e-mail (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const member = await createSignedInProfessional(page, {
      language,
      prefix: `data-rights-${language}`,
      baseURL,
      landingPath: '/dashboard',
    });
    await completeProfile(page.request, member.id, {
      firstName: 'Inès',
      lastName: 'Garnier',
      profession: 'Géomaticienne',
    });
    const postText = `Relevés du littoral ${member.id.slice(0, 8)}`;
    await callApi(page.request, 'POST', '/api/posts', { content: postText });

    // The data page, from the navigation.
    await page.goto(localized('/dashboard', language));
    await (await openNavigation(page, language)).getByRole('link', { name: text.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // An archive, prepared while the page follows it, then downloaded.
    const exportSection = page.getByRole('region', { name: text.exportSection });
    await exportSection.getByRole('button', { name: text.request }).click();
    const download = exportSection.getByRole('link', { name: text.download });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expectNoAccessibilityViolations(page);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^escouade-data-\d{4}-\d\d-\d\d\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
    expect(JSON.parse(strFromU8(entries['account.json'] ?? new Uint8Array()))).toMatchObject({
      email: member.email,
    });
    expect(strFromU8(entries['posts.json'] ?? new Uint8Array())).toContain(postText);
    await waitForMail(member.email, text.readyMail);

    // Deleting the account: the password, then the page that says when.
    const deleteSection = page.getByRole('region', { name: text.deleteSection });
    await deleteSection.getByRole('button', { name: text.start }).click();
    await deleteSection.getByLabel(text.password, { exact: true }).fill(member.password);
    await expectNoAccessibilityViolations(page);
    await deleteSection.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.scheduled })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Signed out everywhere, and signing in is refused.
    await signInThroughForm(page, language, { email: member.email, password: member.password });
    await expect(page.getByRole('alert').filter({ hasText: text.pending })).toBeVisible();

    // The e-mailed link keeps the account.
    const mail = await waitForMail(member.email, text.deletionMail);
    await page.goto(localized(linkIn(mail, '/account-deletion'), language));
    await page.getByRole('button', { name: text.keep }).click();
    await expect(page.getByRole('status').filter({ hasText: text.kept })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('main').getByRole('link', { name: text.signIn, exact: true }).click();
    await signInThroughForm(page, language, { email: member.email, password: member.password });
    await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  });
}
