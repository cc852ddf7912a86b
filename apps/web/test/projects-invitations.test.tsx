import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeProjectsApi,
  invitation,
  jsonResponse,
  PROJECT_ID,
  project,
  sessionFor,
} from './support/fake-projects-api';
import { renderApp } from './support/render-app';

const SLOW_TEST_TIMEOUT_MS = 20_000;
const OTHER_PROJECT_ID = '20000000-0000-4000-8000-000000000009';

describe('my projects and invitations', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('lists my projects, each linked to where it stands', async () => {
    fakeProjectsApi({
      projects: [
        project({ title: 'Site vitrine', status: 'draft' }),
        project({ id: OTHER_PROJECT_ID, title: 'Application mobile', status: 'staffing' }),
      ],
    });
    renderApp('/dashboard/projects');

    await screen.findByRole('heading', { level: 1, name: 'Mes projets' }, { timeout: 5000 });
    expect(document.title).toBe('Mes projets · Escouade');
    const list = await screen.findByRole('region', { name: 'Projets créés' });
    expect(within(list).getByRole('link', { name: /Site vitrine/ })).toHaveAttribute(
      'href',
      `/dashboard/create-project?project=${PROJECT_ID}`,
    );
    const mobile = within(list).getByRole('link', { name: /Application mobile/ });
    expect(mobile).toHaveAttribute('href', `/dashboard/projects/${OTHER_PROJECT_ID}`);
    expect(mobile).toHaveTextContent('Équipe en formation');
    expect(screen.getByRole('link', { name: 'Nouveau projet' })).toHaveAttribute(
      'href',
      '/dashboard/create-project',
    );
    // A client who is not a professional has no invitations to show.
    expect(screen.queryByRole('region', { name: 'Invitations reçues' })).not.toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Navigation du tableau de bord' });
    expect(within(navigation).getByRole('link', { name: 'Mes projets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lets a professional accept an invitation, then decline another after a confirmation', async () => {
    const api = fakeProjectsApi({
      session: sessionFor('professional'),
      invitations: [
        invitation({ id: '30000000-0000-4000-8000-000000000001', projectTitle: 'Application mobile' }),
        invitation({
          id: '30000000-0000-4000-8000-000000000002',
          projectId: OTHER_PROJECT_ID,
          projectTitle: 'Site vitrine',
        }),
      ],
    });
    const { user } = renderApp('/dashboard/projects');

    const section = await screen.findByRole('region', { name: 'Invitations reçues' }, { timeout: 5000 });
    expect(within(section).getByText('2 en attente de réponse')).toBeInTheDocument();
    const [first, second] = within(section).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Application mobile' })).toHaveAttribute(
      'href',
      `/dashboard/projects/${PROJECT_ID}`,
    );
    // The level the brief requires is what the client expects; the professional's own comes after.
    expect(
      within(first).getByRole('list', { name: 'Compétences attendues pour Application mobile' }),
    ).toHaveTextContent('React Nativeniveau 4 requis· le vôtre : 5/5');

    await user.click(
      within(first).getByRole('button', { name: 'Accepter l’invitation au projet Application mobile' }),
    );
    const accepted = await within(first).findByRole('status');
    expect(accepted).toHaveTextContent('Invitation acceptée : vous faites partie de l’équipe.');
    await waitFor(() => expect(accepted).toHaveFocus());
    expect(within(first).getByText('Acceptée')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(
      api.requestsTo('POST', '/api/invitations/30000000-0000-4000-8000-000000000001/accept'),
    ).toHaveLength(1);

    await user.click(
      within(second).getByRole('button', { name: 'Refuser l’invitation au projet Site vitrine' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: typeset('Refuser cette invitation ?') });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser l’invitation' }));
    await waitFor(() => expect(within(second).getByText('Refusée')).toBeInTheDocument());
    expect(await within(second).findByRole('status')).toHaveTextContent('Invitation refusée.');
    expect(
      api.requestsTo('POST', '/api/invitations/30000000-0000-4000-8000-000000000002/decline'),
    ).toHaveLength(1);
  });

  it('shows a professional their teams and invitations, not a client’s empty list and button', async () => {
    fakeProjectsApi({
      session: sessionFor('professional'),
      invitations: [
        invitation({
          id: '30000000-0000-4000-8000-000000000001',
          projectTitle: 'Application mobile',
          status: 'accepted',
          respondedAt: '2026-05-06T10:00:00.000Z',
        }),
        invitation({
          id: '30000000-0000-4000-8000-000000000002',
          projectId: OTHER_PROJECT_ID,
          projectTitle: 'Site vitrine',
        }),
      ],
    });
    renderApp('/dashboard/projects');

    const teams = await screen.findByRole('region', { name: 'Mes équipes' }, { timeout: 5000 });
    expect(within(teams).getByRole('link', { name: /Application mobile/ })).toHaveAttribute(
      'href',
      `/dashboard/projects/${PROJECT_ID}`,
    );
    expect(within(teams).queryByText(/Site vitrine/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invitations reçues' })).toHaveTextContent('Site vitrine');
    expect(
      screen.getByText('Les équipes dont vous faites partie et les invitations à en rejoindre une.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nouveau projet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Projets créés' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Vous n’avez pas encore créé de projet/)).not.toBeInTheDocument();
  });

  it('shows an invitation withdrawn when its project ended, with nothing left to answer', async () => {
    fakeProjectsApi({
      session: sessionFor('professional'),
      invitations: [
        invitation({
          id: '30000000-0000-4000-8000-000000000003',
          projectTitle: 'Boutique en ligne',
          status: 'withdrawn',
          respondedAt: '2026-05-06T10:00:00.000Z',
        }),
      ],
    });
    renderApp('/dashboard/projects');

    const invitations = await screen.findByRole('region', { name: 'Invitations reçues' }, { timeout: 5000 });
    expect(within(invitations).getByText('Retirée : projet annulé')).toBeInTheDocument();
    expect(within(invitations).queryByRole('button', { name: /Accepter/ })).not.toBeInTheDocument();
  });

  it('says why an invitation can no longer be answered', async () => {
    const api = fakeProjectsApi({
      session: sessionFor('professional'),
      invitations: [invitation({ id: '30000000-0000-4000-8000-000000000001' })],
    });
    api.on('POST', '/api/invitations/30000000-0000-4000-8000-000000000001/accept', () =>
      jsonResponse({ code: 'PROJECT_STATE_CONFLICT', message: 'no' }, 409),
    );
    const { user } = renderApp('/dashboard/projects');

    const section = await screen.findByRole('region', { name: 'Invitations reçues' }, { timeout: 5000 });
    await user.click(within(section).getByRole('button', { name: /^Accepter/ }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Cette action n’est plus possible à ce stade du projet.',
    );
  });
});

describe('project page', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  const team = [
    invitation({ id: '40000000-0000-4000-8000-000000000001', status: 'accepted' }),
    invitation({
      id: '40000000-0000-4000-8000-000000000002',
      status: 'declined',
      professional: {
        id: 'pro-ben',
        firstName: 'Ben',
        lastName: 'Durand',
        profession: 'Développeur',
        avatarUrl: null,
        verified: false,
      },
    }),
  ];

  it('lets the client offer a declined seat to someone else', async () => {
    const api = fakeProjectsApi({
      projects: [project({ title: 'Application mobile', status: 'staffing', team })],
    });
    const newcomer = invitation({
      id: '40000000-0000-4000-8000-000000000003',
      professional: {
        id: 'pro-chloe',
        firstName: 'Chloé',
        lastName: 'Petit',
        profession: 'Développeuse',
        avatarUrl: null,
        verified: false,
      },
    });
    api.on(
      'POST',
      `/api/projects/${PROJECT_ID}/invitations/40000000-0000-4000-8000-000000000002/refill`,
      () => project({ title: 'Application mobile', status: 'staffing', team: [team[0] as never, newcomer] }),
    );
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Application mobile' }, { timeout: 5000 });
    const region = screen.getByRole('region', { name: 'L’équipe' });
    expect(within(region).getByText('1 sur 2 a accepté')).toBeInTheDocument();
    expect(within(region).getByText('Refusée')).toBeInTheDocument();
    await user.click(
      within(region).getByRole('button', { name: 'Proposer à quelqu’un d’autre la place de Ben Durand' }),
    );

    const message = await within(region).findByText(
      'La place de Ben Durand a été proposée à un autre professionnel.',
    );
    await waitFor(() => expect(message).toHaveFocus());
    expect(within(region).getByRole('link', { name: 'Chloé Petit' })).toBeInTheDocument();
    expect(within(region).getByText('En attente')).toBeInTheDocument();
    expect(within(region).queryByText('Ben Durand')).not.toBeInTheDocument();
  });

  it('says when no one else can take the seat', async () => {
    const api = fakeProjectsApi({
      projects: [project({ title: 'Application mobile', status: 'staffing', team })],
    });
    api.on(
      'POST',
      `/api/projects/${PROJECT_ID}/invitations/40000000-0000-4000-8000-000000000002/refill`,
      () => jsonResponse({ code: 'NO_CANDIDATES', message: 'none' }, 422),
    );
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const region = await screen.findByRole('region', { name: 'L’équipe' }, { timeout: 5000 });
    await user.click(within(region).getByRole('button', { name: /^Proposer à quelqu’un d’autre/ }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Aucun professionnel disponible ne correspond encore à ce besoin.',
    );
  });

  it('lets an invited professional answer from the project page, and shows it staffed once all accepted', async () => {
    const session = sessionFor('professional');
    const seats = [
      invitation({ id: '40000000-0000-4000-8000-000000000001', status: 'accepted' }),
      invitation({
        id: '40000000-0000-4000-8000-000000000002',
        professional: {
          id: session.user.id,
          firstName: 'Inès',
          lastName: 'Moreau',
          profession: 'Designer',
          avatarUrl: null,
          verified: false,
        },
      }),
    ];
    const api = fakeProjectsApi({
      session,
      projects: [project({ title: 'Application mobile', status: 'staffing', isOwner: false, team: seats })],
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}?lng=en`);

    const region = await screen.findByRole('region', { name: 'The team' }, { timeout: 5000 });
    expect(
      screen.getByText('The team is forming: each invited member answers their invitation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the project' })).not.toBeInTheDocument();
    expect(within(region).getByText('You are invited to join this team.')).toBeInTheDocument();
    await user.click(
      within(region).getByRole('button', {
        name: 'Accept the invitation to the project Application mobile de réservation',
      }),
    );

    expect(
      await within(region).findByText('Invitation accepted: you are part of the team.'),
    ).toBeInTheDocument();
    expect(
      api.requestsTo('POST', '/api/invitations/40000000-0000-4000-8000-000000000002/accept'),
    ).toHaveLength(1);
    expect(await screen.findByText('The team is complete: every member has accepted.')).toBeInTheDocument();
    expect(screen.getByText('Team complete')).toBeInTheDocument();
  });

  it('lets the client cancel the project after a confirmation', async () => {
    const api = fakeProjectsApi({
      projects: [project({ title: 'Application mobile', status: 'staffing', team })],
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Annuler le projet' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog', { name: typeset('Annuler ce projet ?') });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le projet' }));

    expect(await screen.findByText('Ce projet a été annulé.')).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/projects/${PROJECT_ID}/cancel`)).toHaveLength(1);
  });

  it('says so for a project that is not mine', async () => {
    fakeProjectsApi();
    renderApp(`/dashboard/projects/${PROJECT_ID}`);

    expect(await screen.findByText('Projet introuvable.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes projets' })).toHaveAttribute(
      'href',
      '/dashboard/projects',
    );
  });
});
