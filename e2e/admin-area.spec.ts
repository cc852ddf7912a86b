import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import {
  createAdministrator,
  type Language,
  LANGUAGES,
  localized,
  openNavigation,
  signIn,
  test,
} from './support/admin-journeys.ts';
import { uniqueEmail } from './support/mail.ts';

/** The texts an admin reads, per language. */
const TEXT = {
  fr: {
    overview: 'Vue d’ensemble',
    usersCard: 'Utilisateurs',
    usersLink: 'Voir la liste des utilisateurs',
    signups: 'Inscriptions par jour',
    usersNav: 'Utilisateurs',
    auditNav: 'Journal d’audit',
    usersTitle: 'Gestion des utilisateurs',
    search: 'Rechercher des utilisateurs',
    searchPlaceholder: 'Rechercher par e‑mail ou rôle',
    oneUser: '1 utilisateur',
    ownNote: 'Vous ne pouvez pas modifier votre propre compte',
    noMatch: 'Aucun utilisateur ne correspond à votre recherche',
    menu: (email: string) => `Actions pour ${email}`,
    changeRole: 'Changer le rôle',
    promote: 'Promouvoir administrateur',
    deleteUser: 'Supprimer l’utilisateur',
    roleDialog: 'Changer le rôle',
    roles: { user: 'Particulier', professional: 'Professionnel', admin: 'Administrateur' },
    save: 'Enregistrer',
    roleUpdated: (email: string, role: string) => `Rôle de l’utilisateur ${email} mis à jour : ${role}`,
    promoteDialog: 'Promouvoir administrateur',
    promoteText: (email: string) =>
      `Voulez-vous vraiment promouvoir ${email} administrateur ? Cette personne aura un accès complet au tableau de bord d’administration.`,
    promoteButton: 'Promouvoir',
    promoted: (email: string) => `Utilisateur ${email} promu administrateur`,
    deleteDialog: 'Supprimer l’utilisateur',
    deleteText: (email: string) => `Voulez-vous vraiment supprimer ${email} ? Cette action est irréversible.`,
    deleteButton: 'Supprimer',
    deleted: (email: string) => `Utilisateur ${email} supprimé avec succès`,
    auditTitle: 'Journal d’audit',
    auditActions: ['Suppression d’un utilisateur', 'Promotion administrateur', 'Changement de rôle'],
    logout: 'Se déconnecter',
  },
  en: {
    overview: 'Overview',
    usersCard: 'Users',
    usersLink: 'View the user list',
    signups: 'Sign-ups per day',
    usersNav: 'Users',
    auditNav: 'Audit log',
    usersTitle: 'User management',
    search: 'Search users',
    searchPlaceholder: 'Search by email or role',
    oneUser: '1 user',
    ownNote: 'You cannot modify your own account',
    noMatch: 'No users found matching your search',
    menu: (email: string) => `Actions for ${email}`,
    changeRole: 'Change role',
    promote: 'Make administrator',
    deleteUser: 'Delete user',
    roleDialog: 'Change role',
    roles: { user: 'Individual', professional: 'Professional', admin: 'Administrator' },
    save: 'Save',
    roleUpdated: (email: string, role: string) => `User ${email} role updated to ${role}`,
    promoteDialog: 'Make administrator',
    promoteText: (email: string) =>
      `Are you sure you want to make ${email} an administrator? This will give them full access to the admin dashboard.`,
    promoteButton: 'Make administrator',
    promoted: (email: string) => `User ${email} promoted to administrator`,
    deleteDialog: 'Delete user',
    deleteText: (email: string) => `Are you sure you want to delete ${email}? This action cannot be undone.`,
    deleteButton: 'Delete',
    deleted: (email: string) => `User ${email} deleted successfully`,
    auditTitle: 'Audit log',
    auditActions: ['User deleted', 'Promoted to administrator', 'Role changed'],
    logout: 'Sign out',
  },
} as const;

type Text = (typeof TEXT)[Language];

/** Loading the lazy admin pages and running scrypt on a busy machine: more than the default 30 s. */
const JOURNEY_TIMEOUT_MS = 150_000;
const SERVER_STEP = { timeout: 15_000 };

async function searchFor(page: Page, text: Text, query: string) {
  await page.getByRole('searchbox', { name: text.search }).fill(query);
  // The previous search may also have found one user: wait for this one's entry.
  await expect(entryOf(page, query)).toBeVisible(SERVER_STEP);
  await expect(page.getByRole('status').filter({ hasText: text.oneUser })).toBeVisible(SERVER_STEP);
}

/** The one visible entry of `email`: a table row on desktop, a card on mobile. */
function entryOf(page: Page, email: string): Locator {
  return page
    .locator('tr, li')
    .filter({ has: page.getByText(email, { exact: true }) })
    .filter({ visible: true });
}

async function chooseAction(page: Page, text: Text, email: string, item: string) {
  const trigger = page.getByRole('button', { name: text.menu(email) });
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: item }).click();
  return trigger;
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`an admin searches, changes a role, promotes and deletes users, never acting on their own account (${language})`, async ({
    page,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const adminEmail = uniqueEmail(`admin-${language}`);
    const targetEmail = uniqueEmail(`target-${language}`);
    const doomedEmail = uniqueEmail(`doomed-${language}`);
    for (const email of [adminEmail, targetEmail, doomedEmail]) await createAdministrator(email);

    await signIn(page, language, adminEmail, /\/admin(\?|$)/);

    // Overview: real figures, the chart, the link to the list.
    await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible(SERVER_STEP);
    await expect(page.getByRole('figure', { name: text.signups })).toBeVisible();
    await expect(page.getByRole('link', { name: text.usersLink })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // One frame at every width: at most one sign-out in view (the sidebar's; on a phone it is in the menu),
    // and the page ends with its content (the chart's hidden table stretches nothing).
    expect(
      await page.getByRole('button', { name: text.logout }).filter({ visible: true }).count(),
    ).toBeLessThanOrEqual(1);
    const blankBelowContent = await page.evaluate(() => {
      const main = document.querySelector('main');
      return (
        document.documentElement.scrollHeight - ((main?.getBoundingClientRect().bottom ?? 0) + window.scrollY)
      );
    });
    expect(blankBelowContent).toBeLessThan(40);

    // To the users through the sidebar, or the burger menu on a phone.
    const navigation = await openNavigation(page, language);
    await navigation.getByRole('link', { name: text.usersNav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.usersTitle })).toBeVisible(SERVER_STEP);
    await expect(page.getByRole('searchbox', { name: text.search })).toHaveAttribute(
      'placeholder',
      text.searchPlaceholder,
    );

    // One's own row: a note instead of the menu.
    await searchFor(page, text, adminEmail);
    const ownEntry = entryOf(page, adminEmail);
    await expect(ownEntry.getByText(text.ownNote)).toBeVisible();
    await expect(ownEntry.getByRole('button')).toHaveCount(0);

    // A role change (admin → professional) through the picker, which offers only user and professional.
    await searchFor(page, text, targetEmail);
    await expectNoAccessibilityViolations(page);
    await expect(page.getByRole('button', { name: text.menu(targetEmail) })).toBeVisible();
    const trigger = await chooseAction(page, text, targetEmail, text.changeRole);
    const roleDialog = page.getByRole('dialog', { name: text.roleDialog });
    await expect(roleDialog.getByRole('radio')).toHaveCount(2);
    await roleDialog.getByRole('radio', { name: text.roles.professional }).check();
    await expectNoAccessibilityViolations(page);
    await roleDialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.roleUpdated(targetEmail, text.roles.professional))).toBeVisible(
      SERVER_STEP,
    );
    await expect(roleDialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(
      entryOf(page, targetEmail).getByText(text.roles.professional, { exact: true }),
    ).toBeVisible();

    // Promote: offered now that they are no longer an admin; its confirmation text.
    await chooseAction(page, text, targetEmail, text.promote);
    const promoteDialog = page.getByRole('alertdialog', { name: text.promoteDialog });
    await expect(promoteDialog).toContainText(text.promoteText(targetEmail));
    await promoteDialog.getByRole('button', { name: text.promoteButton }).click();
    await expect(page.getByText(text.promoted(targetEmail))).toBeVisible(SERVER_STEP);
    await expect(entryOf(page, targetEmail).getByText(text.roles.admin, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: text.menu(targetEmail) }).click();
    await expect(page.getByRole('menuitem', { name: text.changeRole })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: text.promote })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Delete, with the keyboard this time.
    await searchFor(page, text, doomedEmail);
    await page.getByRole('button', { name: text.menu(doomedEmail) }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // The page stays whole for assistive technology while the menu is open.
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: text.deleteUser })).toBeFocused();
    await page.keyboard.press('Enter');
    const deleteDialog = page.getByRole('alertdialog', { name: text.deleteDialog });
    await expect(deleteDialog).toContainText(text.deleteText(doomedEmail));
    await expectNoAccessibilityViolations(page);
    await deleteDialog.getByRole('button', { name: text.deleteButton }).click();
    await expect(page.getByText(text.deleted(doomedEmail))).toBeVisible(SERVER_STEP);
    await expect(page.getByText(text.noMatch)).toBeVisible(SERVER_STEP);
    await expect(page.getByRole('searchbox', { name: text.search })).toBeFocused();

    // The audit log has it all, newest first.
    await (await openNavigation(page, language)).getByRole('link', { name: text.auditNav }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.auditTitle })).toBeVisible(SERVER_STEP);
    const entries = page.locator('tbody tr, ul li').filter({ visible: true });
    for (const action of text.auditActions) {
      await expect(entries.filter({ hasText: action }).first()).toBeVisible();
    }
    await expectNoAccessibilityViolations(page);
  });
}

test('a non-admin is sent away from the admin area, to the dashboard', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const adminEmail = uniqueEmail('admin-guard');
  const memberEmail = uniqueEmail('member');
  await createAdministrator(adminEmail);
  await createAdministrator(memberEmail);
  const text = TEXT.fr;

  // The member stops being an admin: demoted by the other one, through the role picker.
  await signIn(page, 'fr', adminEmail, /\/admin(\?|$)/);
  await page.goto('/admin/users');
  await searchFor(page, text, memberEmail);
  await chooseAction(page, text, memberEmail, text.changeRole);
  await page.getByRole('dialog').getByRole('radio', { name: text.roles.user }).check();
  await page.getByRole('dialog').getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.roleUpdated(memberEmail, text.roles.user))).toBeVisible(SERVER_STEP);
  await (await openNavigation(page, 'fr')).getByRole('button', { name: text.logout }).click();
  await expect(page).toHaveURL(/\/login$/, SERVER_STEP);

  // Now a client, the member lands on project creation.
  await signIn(page, 'fr', memberEmail, /\/dashboard\/create-project(\?|$)/);
  for (const adminPath of ['/admin', '/admin/users', '/admin/audit']) {
    await page.goto(adminPath);
    await expect(page).toHaveURL(/\/dashboard$/, SERVER_STEP);
  }
});

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`the overview, users and audit pages pass axe (${language})`, async ({ page }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const adminEmail = uniqueEmail(`axe-${language}`);
    await createAdministrator(adminEmail);
    await signIn(page, language, adminEmail, /\/admin(\?|$)/);

    const pages: Array<[string, string, Locator]> = [
      ['/admin', text.overview, page.getByRole('figure', { name: text.signups }).getByRole('table')],
      ['/admin/users', text.usersTitle, page.getByRole('status').filter({ hasText: /\d/ })],
      ['/admin/audit', text.auditTitle, page.getByRole('status').filter({ hasText: /\d/ })],
    ];
    for (const [pagePath, title, loaded] of pages) {
      await page.goto(localized(pagePath, language));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SERVER_STEP);
      await expect(loaded).toBeAttached(SERVER_STEP);
      await expectNoAccessibilityViolations(page);
    }
    // The burger menu (mobile) or the sidebar (desktop), open, with the new audit entry.
    const navigation = await openNavigation(page, language);
    await expect(navigation.getByRole('link', { name: text.auditNav })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAccessibilityViolations(page);
  });
}
