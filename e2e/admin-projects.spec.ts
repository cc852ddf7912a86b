import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import { createProfessionalViaApi } from './support/accounts.ts';
import {
  createAdministrator,
  type Language,
  LANGUAGES,
  localized,
  openNavigation,
  signIn,
  test,
} from './support/admin-journeys.ts';
import { randomAddress } from './support/client-address.ts';
import { queryDatabase } from './support/database.ts';
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
    team: 'Équipe',
    plan: 'Plan',
    late: 'Le projet est en retard',
    accepted: 'Acceptée',
    pending: 'En attente',
    stalledFor: 'Immobile depuis 12 jours',
    back: 'Tous les projets',
    cancel: 'Annuler le projet',
    confirm: 'Oui, annuler',
    cancelledToast: (title: string) => `«\u00a0${title}\u00a0» est annulé.`,
    withdrawn: 'Retirée\u00a0: projet annulé',
    adminActions: 'Actions des administrateurs',
    auditAction: 'Annulation d’un projet',
    auditLink: 'Tout le journal d’audit',
    auditTitle: 'Journal d’audit',
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
    team: 'Team',
    plan: 'Plan',
    late: 'The project is late',
    accepted: 'Accepted',
    pending: 'Pending',
    stalledFor: 'Still for 12 days',
    back: 'All projects',
    cancel: 'Cancel project',
    confirm: 'Yes, cancel',
    cancelledToast: (title: string) => `“${title}” is cancelled.`,
    withdrawn: 'Withdrawn: project cancelled',
    adminActions: 'Administrators’ actions',
    auditAction: 'Project cancelled',
    auditLink: 'The whole audit log',
    auditTitle: 'Audit log',
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

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`an admin opens a project from the list, sees its team and health, and cancels one whose staffing stalled (${language})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const tag = Math.random().toString(36).slice(2, 8);
    // A client and a professional, both real accounts; their projects written straight into the database: one at
    // work with a milestone past its end (the plan is late), one whose only seat has waited 12 days.
    const createAccount = async (prefix: string) => {
      const request = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
      });
      const account = await createProfessionalViaApi(request, {
        language,
        prefix: `oversight-${prefix}-${language}`,
        baseURL,
      });
      await request.dispose();
      return account;
    };
    const client = await createAccount('client');
    const pro = await createAccount('pro');
    const memberName = `Nadia ${tag}`;
    await queryDatabase(`update profiles set first_name = 'Clara', last_name = $2 where id = $1`, [
      client.id,
      `Cliente ${tag}`,
    ]);
    await queryDatabase(`update profiles set first_name = 'Nadia', last_name = $2 where id = $1`, [
      pro.id,
      tag,
    ]);
    const atWorkTitle = `Refonte ${tag}`;
    const stalledTitle = `Catalogue ${tag}`;
    const [atWork] = await queryDatabase<{ id: string }>(
      `insert into projects (client_id, title, language, status, staffed_at, started_at)
       values ($1, $2, $3, 'in_progress', now(), now()) returning id`,
      [client.id, atWorkTitle, language],
    );
    await queryDatabase(
      `insert into project_invitations (project_id, professional_id, status, responded_at)
       values ($1, $2, 'accepted', now())`,
      [atWork?.id, pro.id],
    );
    await queryDatabase(
      `insert into project_milestones (project_id, title, start_date, due_date, hours_per_week)
       values ($1, $2, current_date - 20, current_date - 3, 10)`,
      [atWork?.id, `Maquettes ${tag}`],
    );
    const [stalled] = await queryDatabase<{ id: string }>(
      `insert into projects (client_id, title, language, status, created_at, updated_at)
       values ($1, $2, $3, 'staffing', now() - interval '13 days', now() - interval '13 days') returning id`,
      [client.id, stalledTitle, language],
    );
    await queryDatabase(
      `insert into project_invitations (project_id, professional_id, status, created_at)
       values ($1, $2, 'pending', now() - interval '12 days')`,
      [stalled?.id, pro.id],
    );

    const adminEmail = uniqueEmail(`oversight-admin-${language}`);
    await createAdministrator(adminEmail);
    await signIn(page, language as Language, adminEmail, /\/admin(\?|$)/);
    const searchProjects = async () => {
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible(SERVER_STEP);
      await page.getByRole('searchbox', { name: text.search }).fill(tag);
      await expect(page.getByRole('status').filter({ hasText: /^2\b/ })).toBeVisible(SERVER_STEP);
    };

    // The project at work: its member and its late plan, nothing to cancel.
    await (await openNavigation(page, language)).getByRole('link', { name: text.nav, exact: true }).click();
    await searchProjects();
    await page.getByRole('link', { name: atWorkTitle, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: atWorkTitle })).toBeVisible(SERVER_STEP);
    const team = page.getByRole('region', { name: text.team });
    await expect(team.getByRole('link', { name: memberName })).toBeVisible();
    await expect(team.getByText(text.accepted, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: text.plan }).getByRole('heading', { name: text.late }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    // The stalled one, cancelled after a confirmation.
    await page.getByRole('link', { name: text.back }).click();
    await searchProjects();
    await page.getByRole('link', { name: stalledTitle, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: stalledTitle })).toBeVisible(SERVER_STEP);
    await expect(page.getByRole('region', { name: text.team }).getByText(text.stalledFor)).toBeVisible();
    await expect(
      page.getByRole('region', { name: text.team }).getByText(text.pending, { exact: true }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: text.cancel }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.cancelledToast(stalledTitle))).toBeVisible(SERVER_STEP);
    await expect(page.getByRole('region', { name: text.team }).getByText(text.withdrawn)).toBeVisible(
      SERVER_STEP,
    );
    await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);
    const actions = page.getByRole('region', { name: text.adminActions });
    await expect(actions.getByText(text.auditAction).filter({ visible: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The list shows it cancelled; the audit log records it.
    await page.getByRole('link', { name: text.back }).click();
    await searchProjects();
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: stalledTitle, exact: true }) });
    await expect(row.getByText(text.cancelled, { exact: true })).toBeVisible();
    await page.goto(localized('/admin/audit', language));
    await expect(page.getByRole('heading', { level: 1, name: text.auditTitle })).toBeVisible(SERVER_STEP);
    const entry = page
      .getByRole('main')
      .getByText(stalledTitle, { exact: true })
      .filter({ visible: true })
      .first();
    await expect(entry).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);
  });
}
