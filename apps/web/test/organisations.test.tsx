import type { Organisation, OrganisationMembers, PublicOrganisation } from '@escouade/contract/organisations';
import type { InvitationDetails } from '@escouade/contract/proposal-threads';
import type { Verification, VerificationState } from '@escouade/contract/verification';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authError, fakeApi, jsonResponse, sessionFor } from './support/fake-api';
import { renderApp } from './support/render-app';

// The organisation page of a client: created when missing, edited by its owner, its members and invitations.
vi.setConfig({ testTimeout: 15_000 });

const ORGANISATION: Organisation = {
  id: '7d4c5a3e-0000-4000-8000-0000000000aa',
  legalName: 'Atelier Lumière SAS',
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  sector: 'Architecture',
  sizeBand: '10-49',
  website: null,
  billingAddress: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  verified: false,
  myRole: 'owner',
};

async function openPage(path = '/dashboard/organisation') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Mon organisation' });
  return view;
}

describe('organisation page', () => {
  it('lets a client without one create it, refusing a SIRET whose key does not hold before sending it', async () => {
    const session = sessionFor('user');
    const api = fakeApi(session);
    let created: Organisation | null = null;
    api.on('GET', '/api/organisations/mine', () =>
      created ? created : authError('ORGANISATION_NOT_FOUND', 404),
    );
    api.on(
      'GET',
      '/api/organisations/mine/members',
      () =>
        ({
          members: [
            {
              userId: session.user.id,
              firstName: 'Claire',
              lastName: 'Cliente',
              role: 'owner',
              joinedAt: '2026-11-20T09:00:00.000Z',
            },
          ],
          pendingInvitations: [],
        }) satisfies OrganisationMembers,
    );
    api.on('POST', '/api/organisations', () => {
      created = ORGANISATION;
      return jsonResponse(ORGANISATION, 201);
    });
    const { user } = await openPage();
    const form = await screen.findByRole('region', { name: 'Créer mon organisation' });
    await user.type(within(form).getByRole('textbox', { name: 'Raison sociale' }), 'Atelier Lumière SAS');
    await user.type(within(form).getByRole('textbox', { name: 'SIRET (facultatif)' }), '73282932000075');
    await user.click(within(form).getByRole('button', { name: 'Créer l’organisation' }));
    expect(await within(form).findByText(/Ce SIRET n’existe pas/)).toBeVisible();
    expect(api.requestsTo('/api/organisations').filter((request) => request.method === 'POST')).toEqual([]);

    const siret = within(form).getByRole('textbox', { name: 'SIRET (facultatif)' });
    await user.clear(siret);
    await user.type(siret, '732 829 320 00074');
    await user.click(within(form).getByRole('button', { name: 'Créer l’organisation' }));
    expect(await screen.findByRole('region', { name: 'Membres' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Inviter un collègue' })).toBeVisible();
  });

  it('shows a member the details, the members, and no owner’s action', async () => {
    const session = sessionFor('user');
    const api = fakeApi(session);
    api.on('GET', '/api/organisations/mine', () => ({ ...ORGANISATION, myRole: 'member' }));
    api.on('GET', '/api/organisations/mine/members', () => ({
      members: [
        {
          userId: 'owner-1',
          firstName: 'Inès',
          lastName: 'Vitante',
          role: 'owner',
          joinedAt: '2026-11-20T09:00:00.000Z',
        },
        {
          userId: session.user.id,
          firstName: 'Camille',
          lastName: 'Durand',
          role: 'member',
          joinedAt: '2026-11-21T09:00:00.000Z',
        },
      ],
      pendingInvitations: [],
    }));
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Atelier Lumière SAS' })).toBeVisible();
    const members = await screen.findByRole('region', { name: 'Membres' });
    expect(within(members).getByText(/Inès Vitante/)).toBeVisible();
    expect(within(members).getByRole('button', { name: 'Quitter l’organisation' })).toBeVisible();
    expect(within(members).queryByRole('button', { name: /Retirer/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Inviter un collègue' })).toBeNull();
  });

  it('joins the organisation of an invitation link', async () => {
    const api = fakeApi(sessionFor('user'));
    let joined = false;
    api.on('GET', '/api/organisations/mine', () =>
      joined ? { ...ORGANISATION, myRole: 'member' } : authError('ORGANISATION_NOT_FOUND', 404),
    );
    api.on('GET', '/api/organisations/mine/members', () => ({ members: [], pendingInvitations: [] }));
    api.on('POST', '/api/organisations/invitations/accept', () => {
      joined = true;
      return { ...ORGANISATION, myRole: 'member' };
    });
    const { user } = await openPage('/dashboard/organisation?token=abcdefghijklmnopqrstuvwxyz');
    const join = await screen.findByRole('region', { name: 'Rejoindre une organisation' });
    await user.click(within(join).getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Atelier Lumière SAS' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Rejoindre une organisation' })).toBeNull();
  });

  it('asks before removing a colleague, and offers no way out to the last owner', async () => {
    const session = sessionFor('user');
    const api = fakeApi(session);
    const removed: string[] = [];
    api.on('GET', '/api/organisations/mine', () => ORGANISATION);
    api.on('GET', '/api/organisations/mine/members', () => ({
      members: [
        {
          userId: session.user.id,
          firstName: 'Claire',
          lastName: 'Cliente',
          role: 'owner',
          joinedAt: '2026-11-20T09:00:00.000Z',
        },
        {
          userId: 'colleague-1',
          firstName: 'Paul',
          lastName: 'Collègue',
          role: 'member',
          joinedAt: '2026-11-21T09:00:00.000Z',
        },
      ].filter((member) => !removed.includes(member.userId)),
      pendingInvitations: [],
    }));
    api.on('DELETE', '/api/organisations/mine/members/colleague-1', () => {
      removed.push('colleague-1');
      return new Response(null, { status: 204 });
    });
    const { user } = await openPage();
    const members = await screen.findByRole('region', { name: 'Membres' });
    await within(members).findByText(/Paul Collègue/);
    // The only owner hands the organisation over before leaving it.
    expect(within(members).queryByRole('button', { name: 'Quitter l’organisation' })).toBeNull();

    await user.click(
      within(members).getByRole('button', { name: 'Retirer Paul Collègue de l’organisation' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer Paul Collègue\u202f?' });
    expect(dialog).toHaveTextContent('n’aura plus accès aux projets');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(removed).toEqual([]);

    await user.click(
      within(members).getByRole('button', { name: 'Retirer Paul Collègue de l’organisation' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retirer' }));
    await vi.waitFor(() => expect(removed).toEqual(['colleague-1']));
    await vi.waitFor(() => expect(within(members).queryByText(/Paul Collègue/)).toBeNull());
  });
});

describe('an organisation’s verification, on its page', () => {
  const STATE_PATH = `/api/verifications/organisation/${ORGANISATION.id}`;
  const members = (userId: string): OrganisationMembers => ({
    members: [
      {
        userId,
        firstName: 'Claire',
        lastName: 'Cliente',
        role: 'owner',
        joinedAt: '2026-11-20T09:00:00.000Z',
      },
    ],
    pendingInvitations: [],
  });
  const request = (overrides: Partial<Verification> = {}): Verification => ({
    id: '40000000-0000-4000-8000-0000000000d1',
    subjectType: 'organisation',
    subjectId: ORGANISATION.id,
    siret: '73282932000074',
    status: 'pending',
    reason: null,
    document: { fileName: 'kbis.pdf', sizeBytes: 1200 },
    createdAt: '2026-11-25T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  });

  it('lets an owner ask, with the SIRET checked and a PDF required, then says the request waits', async () => {
    const session = sessionFor('user');
    const api = fakeApi(session);
    let state: VerificationState = { verified: false, verifiedSiret: null, latest: null };
    api.on('GET', '/api/organisations/mine', () => ORGANISATION);
    api.on('GET', '/api/organisations/mine/members', () => members(session.user.id));
    api.on('GET', STATE_PATH, () => state);
    api.on('POST', STATE_PATH, () => {
      state = { verified: false, verifiedSiret: null, latest: request() };
      return jsonResponse(state, 201);
    });
    const { user } = await openPage();
    const section = await screen.findByRole('region', { name: 'Vérification de l’organisation' });
    expect(await within(section).findByText('L’organisation n’est pas encore vérifiée.')).toBeVisible();
    const form = within(section).getByRole('region', { name: 'Demander la vérification' });
    const siret = within(form).getByRole('textbox', { name: 'SIRET de l’organisation' });
    // The organisation's own SIRET, to start from.
    expect(siret).toHaveValue('73282932000074');
    await user.clear(siret);
    await user.type(siret, '73282932000075');
    await user.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    expect(siret).toHaveAccessibleDescription(/Ce SIRET n’existe pas/);
    await user.clear(siret);
    await user.type(siret, '732 829 320 00074');
    await user.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      within(form).getByLabelText('Extrait Kbis ou avis de situation INSEE (PDF)'),
    ).toHaveAccessibleDescription(/Joignez le justificatif au format PDF\./);
    expect(api.requestsTo(STATE_PATH).filter((sent) => sent.method === 'POST')).toEqual([]);

    await user.upload(
      within(form).getByLabelText('Extrait Kbis ou avis de situation INSEE (PDF)'),
      new File(['%PDF-1.4'], 'kbis.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(section).findByText(/attend l’examen d’un administrateur/)).toBeVisible();
    expect(within(section).queryByRole('region', { name: 'Demander la vérification' })).toBeNull();
    expect(api.requestsTo(STATE_PATH).filter((sent) => sent.method === 'POST')).toHaveLength(1);
  });

  it('shows an owner the reason of a rejection and takes a new request, in English too', async () => {
    const session = sessionFor('user');
    const api = fakeApi(session);
    api.on('GET', '/api/organisations/mine', () => ORGANISATION);
    api.on('GET', '/api/organisations/mine/members', () => members(session.user.id));
    api.on('GET', STATE_PATH, () => ({
      verified: false,
      verifiedSiret: null,
      latest: request({
        status: 'rejected',
        reason: 'Le document est illisible.',
        decidedAt: '2026-11-26T09:00:00.000Z',
      }),
    }));
    const { i18n } = await openPage();
    const section = await screen.findByRole('region', { name: 'Vérification de l’organisation' });
    expect(await within(section).findByText(/a été refusée/)).toBeVisible();
    expect(within(section).getByText(/^Motif\s: Le document est illisible\.$/)).toBeVisible();
    expect(within(section).getByRole('region', { name: 'Faire une nouvelle demande' })).toBeVisible();

    await act(() => i18n.changeLanguage('en'));
    const english = await screen.findByRole('region', { name: 'Organisation verification' });
    expect(within(english).getByText('Reason: Le document est illisible.')).toBeVisible();
    expect(within(english).getByRole('region', { name: 'Ask again' })).toBeVisible();
  });

  it('shows an owner the badge once verified, and a member the badge without a form', async () => {
    const session = sessionFor('user');
    const api = fakeApi(session);
    let role: Organisation['myRole'] = 'owner';
    api.on('GET', '/api/organisations/mine', () => ({ ...ORGANISATION, verified: true, myRole: role }));
    api.on('GET', '/api/organisations/mine/members', () => members(session.user.id));
    api.on('GET', STATE_PATH, () => ({
      verified: true,
      verifiedSiret: '73282932000074',
      latest: request({ status: 'approved', decidedAt: '2026-11-26T09:00:00.000Z' }),
    }));
    const view = await openPage();
    const section = await screen.findByRole('region', { name: 'Vérification de l’organisation' });
    expect(await within(section).findByText(/L’organisation est vérifiée pour le SIRET/)).toBeVisible();
    expect(within(section).getByText('Vérifié')).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
    view.unmount();

    role = 'member';
    await openPage();
    const asMember = await screen.findByRole('region', { name: 'Vérification de l’organisation' });
    expect(
      within(asMember).getByText(
        'Seuls les propriétaires de l’organisation peuvent demander sa vérification.',
      ),
    ).toBeVisible();
    expect(within(asMember).getByText('Vérifié')).toBeVisible();
    expect(within(asMember).queryByRole('textbox')).toBeNull();
    expect(api.requestsTo(STATE_PATH)).toHaveLength(1);
  });
});

describe('an invitation run for an organisation', () => {
  const INVITATION_ID = '30000000-0000-4000-8000-0000000000c1';
  const details = (organisation: InvitationDetails['organisation']): InvitationDetails => ({
    id: INVITATION_ID,
    projectId: '20000000-0000-4000-8000-0000000000c1',
    projectTitle: 'Boutique en ligne',
    projectDescription: '',
    status: 'pending',
    proposalId: null,
    client: {
      id: 'client-1',
      firstName: 'Claire',
      lastName: 'Cliente',
      avatarUrl: null,
      completedProjects: 2,
      rating: { average: 4.5, count: 2 },
    },
    organisation,
    verified: null,
    skills: [],
    startDate: null,
    deadline: null,
    weeks: 4,
    hoursPerWeek: 21,
    hourlyRate: null,
    estimatedEarnings: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    respondedAt: null,
  });

  it('names the organisation and its sector, linked to its public page', async () => {
    const api = fakeApi(sessionFor('professional'));
    api.on('GET', `/api/invitations/${INVITATION_ID}`, () =>
      details({ id: ORGANISATION.id, name: 'Atelier Lumière SAS', sector: 'Architecture' }),
    );
    renderApp(`/dashboard/invitations/${INVITATION_ID}`);
    const asks = await screen.findByRole('region', { name: 'Qui vous invite' }, { timeout: 5000 });
    expect(within(asks).getByText('Claire Cliente')).toBeVisible();
    expect(within(asks).getByRole('link', { name: 'Atelier Lumière SAS' })).toHaveAttribute(
      'href',
      `/organisations/${ORGANISATION.id}`,
    );
    expect(within(asks).getByText(/· secteur\s: Architecture/)).toBeVisible();
    expect(within(asks).queryByText('Vérifié')).toBeNull();
  });

  it('shows the badge of a verified organisation', async () => {
    const api = fakeApi(sessionFor('professional'));
    api.on('GET', `/api/invitations/${INVITATION_ID}`, () => ({
      ...details({ id: ORGANISATION.id, name: 'Atelier Lumière SAS', sector: 'Architecture' }),
      verified: true,
    }));
    renderApp(`/dashboard/invitations/${INVITATION_ID}`);
    const asks = await screen.findByRole('region', { name: 'Qui vous invite' }, { timeout: 5000 });
    expect(within(asks).getByText('Vérifié')).toBeVisible();
  });

  it('names no organisation for a client who asks in their own name', async () => {
    const api = fakeApi(sessionFor('professional'));
    api.on('GET', `/api/invitations/${INVITATION_ID}`, () => details(null));
    renderApp(`/dashboard/invitations/${INVITATION_ID}`);
    const asks = await screen.findByRole('region', { name: 'Qui vous invite' }, { timeout: 5000 });
    expect(within(asks).getByText('Claire Cliente')).toBeVisible();
    expect(within(asks).queryByRole('link')).toBeNull();
  });
});

describe('an organisation’s public page', () => {
  const PATH = `/organisations/${ORGANISATION.id}`;
  const CARD: PublicOrganisation = {
    id: ORGANISATION.id,
    legalName: 'Atelier Lumière SAS',
    sector: 'Architecture',
    sizeBand: '10-49',
    website: 'https://atelier-lumiere.example',
    verified: true,
    completedProjects: 3,
    rating: { average: 4.5, count: 2 },
  };

  it('shows anyone, signed out, who the organisation is and its record, in French then in English', async () => {
    const api = fakeApi(null);
    api.on('GET', `/api/organisations/${ORGANISATION.id}`, () => CARD);
    const { i18n } = renderApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Atelier Lumière SAS' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(document.title).toBe('Atelier Lumière SAS · Escouade');
    expect(screen.getByText('Vérifié')).toBeVisible();
    const about = screen.getByRole('region', { name: 'En bref' });
    expect(within(about).getByText('Architecture')).toBeVisible();
    expect(within(about).getByText('10 à 49 personnes')).toBeVisible();
    const website = within(about).getByRole('link', { name: /atelier-lumiere\.example/ });
    expect(website).toHaveAttribute('href', 'https://atelier-lumiere.example');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const record = screen.getByRole('region', { name: 'Son parcours sur Escouade' });
    expect(within(record).getByText('3 projets')).toBeVisible();
    expect(within(record).getByText(/4,5/)).toBeVisible();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('region', { name: 'Its record on Escouade' })).toBeVisible();
    expect(screen.getByText('10 to 49 people')).toBeVisible();
    expect(screen.getByText('3 projects')).toBeVisible();
  });

  it('says when an organisation has no record yet, and what it did not give', async () => {
    const api = fakeApi(null);
    api.on('GET', `/api/organisations/${ORGANISATION.id}`, () => ({
      ...CARD,
      sector: null,
      sizeBand: null,
      website: null,
      verified: false,
      completedProjects: 0,
      rating: { average: null, count: 0 },
    }));
    renderApp(PATH);
    const record = await screen.findByRole(
      'region',
      { name: 'Son parcours sur Escouade' },
      { timeout: 5000 },
    );
    expect(
      within(record).getByText('Pas encore de projet mené à bien ni d’avis de professionnels sur Escouade.'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'En bref' })).getAllByText('Non précisé')).toHaveLength(
      3,
    );
  });

  it('says an unknown organisation is not found', async () => {
    const api = fakeApi(null);
    api.on('GET', `/api/organisations/${ORGANISATION.id}`, () => authError('ORGANISATION_NOT_FOUND', 404));
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organisation introuvable' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the organisation could not be loaded', async () => {
    const api = fakeApi(null);
    let failures = 0;
    api.on('GET', `/api/organisations/${ORGANISATION.id}`, () => {
      failures += 1;
      return failures <= 3 ? authError('INTERNAL_ERROR', 500) : CARD;
    });
    const { user } = renderApp(PATH);
    const retry = await screen.findByRole('button', { name: /Réessayer/ }, { timeout: 10_000 });
    expect(screen.getByText(/L’organisation n’a pas pu être chargée/)).toBeVisible();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Atelier Lumière SAS' })).toBeVisible();
  });
});
