import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import {
  createAdministrator,
  type Language,
  LANGUAGES,
  openNavigation,
  signIn,
  test,
} from './support/admin-journeys.ts';
import { uniqueEmail } from './support/mail.ts';

const TEXT = {
  fr: {
    nav: 'Projets',
    title: 'Projets',
    status: 'Statut',
    cancelled: 'Annulé',
    health: 'Avancement du plan',
    lateOrAtRisk: 'En retard ou à risque',
    stalled: 'Seulement les équipes qui ne se forment plus depuis',
    search: 'Rechercher un projet',
    empty: 'Aucun projet ne correspond à ces filtres.',
  },
  en: {
    nav: 'Projects',
    title: 'Projects',
    status: 'Status',
    cancelled: 'Cancelled',
    health: 'Plan progress',
    lateOrAtRisk: 'Late or at risk',
    stalled: 'Only teams that stopped forming for at least',
    search: 'Search projects',
    empty: 'No project matches these filters.',
  },
} as const;

const SERVER_STEP = { timeout: 20_000 };

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`an admin oversees the projects: filters kept in the address, a search with no match (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const adminEmail = uniqueEmail(`projects-admin-${language}`);
    await createAdministrator(adminEmail);
    await signIn(page, language as Language, adminEmail, /\/admin(\?|$)/);

    await (await openNavigation(page, language)).getByRole('link', { name: text.nav, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible(SERVER_STEP);
    await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);

    await page.getByRole('combobox', { name: text.status }).selectOption({ label: text.cancelled });
    await expect(page).toHaveURL(/status=cancelled/);
    await page.getByRole('combobox', { name: text.health }).selectOption({ label: text.lateOrAtRisk });
    await expect(page).toHaveURL(/health=late_or_at_risk/);
    await page.getByRole('checkbox', { name: text.stalled }).check();
    await expect(page).toHaveURL(/stalled=true/);

    await page.getByRole('searchbox', { name: text.search }).fill(`nothing-${Date.now()}`);
    await expect(page.getByText(text.empty)).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);

    // Reloaded, the page keeps its filters.
    await page.reload();
    await expect(page.getByRole('combobox', { name: text.status })).toHaveValue('cancelled');
    await expect(page.getByText(text.empty)).toBeVisible(SERVER_STEP);
  });
}
