import type { AdminProject, AdminProjectDetail, AuditEntry } from '@escouade/contract/admin';
import type { Invitation } from '@escouade/contract/projects';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeAdminApi } from './support/fake-admin-api';
import { renderApp } from './support/render-app';

const PROJECT_ID = '20000000-0000-4000-8000-000000000001';
const PATH = `/api/admin/projects/${PROJECT_ID}`;

function seat(overrides: Partial<Invitation> & { name: string }): Invitation {
  const { name, ...rest } = overrides;
  const [firstName, lastName] = name.split(' ');
  return {
    id: `seat-${name}`,
    projectId: PROJECT_ID,
    projectTitle: 'Boutique en ligne',
    status: 'accepted',
    professional: {
      id: `pro-${name}`,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      profession: 'Développeuse',
      avatarUrl: null,
      verified: false,
    },
    skills: [{ skillId: 'react', name: 'React', level: 4, requiredLevel: 3 }],
    createdAt: '2026-11-02T09:00:00.000Z',
    respondedAt: '2026-11-03T09:00:00.000Z',
    ...rest,
  };
}

const cancelEntry: AuditEntry = {
  id: 7,
  actorId: 'me',
  actorEmail: 'boss@example.test',
  actorName: 'Inès Moreau',
  action: 'project.cancel',
  targetType: 'project',
  targetId: PROJECT_ID,
  targetName: 'Boutique en ligne',
  before: { title: 'Boutique en ligne', status: 'staffing' },
  after: { status: 'cancelled' },
  createdAt: '2026-11-20T14:05:00.000Z',
};

function detail(overrides: Partial<AdminProjectDetail> = {}): AdminProjectDetail {
  return {
    id: PROJECT_ID,
    title: 'Boutique en ligne',
    status: 'in_progress',
    language: 'fr',
    client: { id: 'client-1', name: 'Claire Cliente' },
    organisation: { id: 'org-1', name: 'Atelier Lumière SAS' },
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-10T09:00:00.000Z',
    staffedAt: '2026-10-05T09:00:00.000Z',
    startedAt: '2026-10-06T09:00:00.000Z',
    deliveredAt: null,
    cancelledAt: null,
    brief: {
      skills: [{ skillId: 'react', name: 'React', minLevel: 3 }],
      budget: { kind: 'total', amount: 12_000 },
      startDate: '2026-10-06',
      deadline: '2027-01-31',
    },
    team: [seat({ name: 'Alice Martin' }), seat({ name: 'Bruno Petit', status: 'declined' })],
    daysSinceStaffingMoved: null,
    isStalled: false,
    plan: {
      health: {
        status: 'late',
        reasons: [
          { code: 'milestone_overdue', title: 'Maquettes', dueDate: '2026-11-15', done: 1, total: 3 },
        ],
      },
      progress: { done: 1, total: 3 },
      milestones: { total: 3, accepted: 1, late: 1 },
      members: [{ userId: 'pro-Alice Martin', firstName: 'Alice', lastName: 'Martin' }],
    },
    billing: { invoiceCount: 2, outstandingCents: 120_000 },
    audit: [],
    canCancel: false,
    ...overrides,
  };
}

describe('admin project page', { timeout: 20_000 }, () => {
  it('shows a project at work: client, brief, team, the plan’s health and its invoices, in English', async () => {
    fakeAdminApi().on('GET', PATH, () => detail());
    renderApp(`/admin/projects/${PROJECT_ID}?lng=en`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boutique en ligne' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'At a glance' });
    expect(summary).toHaveTextContent('Claire Cliente');
    expect(summary).toHaveTextContent('Atelier Lumière SAS');
    expect(summary).toHaveTextContent('Started');
    const brief = screen.getByRole('region', { name: 'Brief' });
    expect(brief).toHaveTextContent('React 3/5');
    expect(brief).toHaveTextContent('€12,000 in total');
    expect(brief).toHaveTextContent('January 31, 2027');

    const team = screen.getByRole('region', { name: 'Team' });
    const seats = within(team).getAllByRole('listitem');
    expect(seats).toHaveLength(2);
    expect(within(seats[0] as HTMLElement).getByRole('link', { name: 'Alice Martin' })).toBeInTheDocument();
    expect(seats[0]).toHaveTextContent('Accepted');
    expect(seats[1]).toHaveTextContent('Declined');

    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(plan).toHaveTextContent('3 milestones');
    expect(plan).toHaveTextContent('1 late');
    expect(within(plan).getByRole('heading', { name: 'The project is late' })).toBeInTheDocument();
    expect(plan).toHaveTextContent('“Maquettes” was due on');

    const billing = screen.getByRole('region', { name: 'Billing' });
    expect(billing).toHaveTextContent('Invoices issued2');
    expect(billing).toHaveTextContent('€1,200');
    expect(screen.getByRole('region', { name: 'Administrators’ actions' })).toHaveTextContent(
      'No administrator has acted on this project.',
    );
    // A project at work is not the administrators' to cancel.
    expect(screen.queryByRole('button', { name: 'Cancel project' })).not.toBeInTheDocument();
  });

  it('cancels a project whose staffing stalled after a confirmation, then shows it cancelled with its audit entry, in French', async () => {
    const user = userEvent.setup();
    let state = detail({
      status: 'staffing',
      staffedAt: null,
      startedAt: null,
      plan: null,
      team: [
        seat({ name: 'Alice Martin', status: 'pending', respondedAt: null }),
        seat({ name: 'Bruno Petit' }),
      ],
      daysSinceStaffingMoved: 10,
      isStalled: true,
      billing: { invoiceCount: 0, outstandingCents: 0 },
      canCancel: true,
    });
    const api = fakeAdminApi()
      .on('GET', PATH, () => state)
      .on('POST', `${PATH}/cancel`, () => {
        state = {
          ...state,
          status: 'cancelled',
          cancelledAt: '2026-11-20T14:05:00.000Z',
          team: state.team.map((one) => (one.status === 'pending' ? { ...one, status: 'withdrawn' } : one)),
          audit: [cancelEntry],
          canCancel: false,
        };
        return new Response(null, { status: 204 });
      });
    renderApp(`/admin/projects/${PROJECT_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boutique en ligne' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const team = await screen.findByRole('region', { name: 'Équipe' }, { timeout: 10_000 });
    expect(team).toHaveTextContent('Immobile depuis 10 jours');
    expect(team).toHaveTextContent('En attente');
    expect(screen.getByRole('region', { name: 'Plan' })).toHaveTextContent(
      /^PlanPas encore de plan\s: l’équipe n’a pas été formée\.$/,
    );

    await user.click(screen.getByRole('button', { name: 'Annuler le projet' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: /^Annuler le projet «\s*Boutique en ligne\s*»$/ },
      { timeout: 10_000 },
    );
    // Nothing is sent before the confirmation.
    expect(api.requestsTo('POST', `${PATH}/cancel`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));

    await waitFor(() => expect(api.requestsTo('POST', `${PATH}/cancel`)).toHaveLength(1));
    expect(await screen.findByText(/^«\s*Boutique en ligne\s*» est annulé\.$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Annulé')).toBeInTheDocument());
    // The page reads the project again: its sections come back with what the cancellation changed.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Équipe' })).toHaveTextContent('Retirée'), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: 'Annuler le projet' })).not.toBeInTheDocument();
    const audit = screen.getByRole('region', { name: 'Actions des administrateurs' });
    expect(audit).toHaveTextContent('Annulation d’un projet');
    expect(audit).toHaveTextContent('Inès Moreau');
  });

  it('says what is not there yet: no brief, no seat, no plan', async () => {
    fakeAdminApi().on('GET', PATH, () =>
      detail({
        status: 'draft',
        brief: null,
        team: [],
        plan: null,
        organisation: null,
        staffedAt: null,
        startedAt: null,
      }),
    );
    renderApp(`/admin/projects/${PROJECT_ID}?lng=en`);

    expect(
      await screen.findByText('The client has not confirmed the brief yet.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No seat has been offered yet.')).toBeInTheDocument();
    expect(screen.getByText('No plan yet: the team has not been formed.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'At a glance' })).toHaveTextContent('OrganisationNone');
  });

  it('shows the loading state, then the reason a project cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let release: (value: Response) => void = () => {};
    let answered = false;
    const api = fakeAdminApi().on('GET', PATH, () => {
      if (answered) return detail();
      answered = true;
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    renderApp(`/admin/projects/${PROJECT_ID}`);

    expect(await screen.findByText('Chargement du projet…', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET', PATH)).toHaveLength(1));
    release(apiError('PROJECT_NOT_FOUND', 404));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Le projet n’a pas pu être chargé\s: Projet introuvable\./);
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique en ligne' })).toBeInTheDocument();
  });

  it('opens a project from the list of projects', async () => {
    const user = userEvent.setup();
    const row: AdminProject = {
      id: PROJECT_ID,
      title: 'Boutique en ligne',
      status: 'in_progress',
      clientName: 'Claire Cliente',
      createdAt: '2026-10-01T09:00:00.000Z',
      daysSinceStaffingMoved: null,
      isStalled: false,
      health: 'late',
    };
    fakeAdminApi()
      .on('GET', '/api/admin/projects', () => ({ projects: [row], total: 1, page: 1, pageCount: 1 }))
      .on('GET', PATH, () => detail());
    renderApp('/admin/projects?lng=en');

    await user.click(await screen.findByRole('link', { name: 'Boutique en ligne' }, { timeout: 10_000 }));
    expect(await screen.findByRole('region', { name: 'Team' })).toHaveTextContent('Alice Martin');
  });

  it('names a project whose client gave it no title yet, in the list as on its page', async () => {
    const row: AdminProject = {
      id: PROJECT_ID,
      title: '',
      status: 'staffing',
      clientName: 'Claire Cliente',
      createdAt: '2026-10-01T09:00:00.000Z',
      daysSinceStaffingMoved: null,
      isStalled: false,
      health: null,
    };
    fakeAdminApi().on('GET', '/api/admin/projects', () => ({
      projects: [row],
      total: 1,
      page: 1,
      pageCount: 1,
    }));
    renderApp('/admin/projects');

    const link = await screen.findByRole('link', { name: 'Projet sans titre' }, { timeout: 10_000 });
    expect(link.closest('h2')).toHaveTextContent('Projet sans titre');
    expect(screen.getByRole('button', { name: /Projet sans titre/ })).toBeInTheDocument();
  });
});
