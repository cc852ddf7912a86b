import { screen, waitFor, within } from '@testing-library/react';
import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { describe, expect, it } from 'vitest';
import { deferred, fakeProfilesApi, jsonResponse, publicProfile } from './support/fake-profiles-api';
import { renderApp } from './support/render-app';

// Whole-app renders with typing: slower than Vitest's default 5 s when the machine is busy.
const SLOW_TEST_TIMEOUT_MS = 20_000;

function findProfileHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
}

describe('public profile', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('shows a spinner, then the profile: name, profession, followers, experience, skills and external links', async () => {
    const api = fakeProfilesApi({ others: [publicProfile()] });
    const answer = deferred<Response>();
    api.on('GET', '/api/profiles/hugo', (request) => answer.promise.then(() => api.answer(request)));
    renderApp('/dashboard/profile/hugo');

    // The route's own spinner, once its code is there (the app's "Chargement…" shows before).
    expect(await screen.findByText('Chargement du profil…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer.resolve(jsonResponse(null));

    expect(await findProfileHeading('Hugo Lefèvre')).toBeInTheDocument();
    expect(screen.getByText('Designer UX')).toBeInTheDocument();
    expect(screen.getByText('12 abonnés')).toBeInTheDocument();
    expect(screen.getByText('1 an d’expérience')).toBeInTheDocument();
    expect(screen.getByText('Disponible')).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: 'Compétences' });
    expect(within(skills).getByText('Figma')).toBeInTheDocument();
    expect(within(skills).getByText('Design')).toBeInTheDocument();
    expect(within(skills).getByText('Niveau 4 sur 5 : Avancé')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: /Site web/ });
    expect(website).toHaveAttribute('href', 'https://hugo.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).toHaveAccessibleName(expect.stringContaining('(s’ouvre dans un nouvel onglet)'));
    expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    expect(document.title).toBe('Profil professionnel · Escouade');
  });

  it('says "Profil introuvable." for an unknown id', async () => {
    fakeProfilesApi();
    renderApp('/dashboard/profile/nobody-here');

    expect(await findProfileHeading('Profil introuvable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au fil pro' })).toHaveAttribute('href', '/dashboard');
  });

  it('is in English, singular follower and "Not provided"', async () => {
    fakeProfilesApi({
      others: [publicProfile({ followerCount: 1, experienceYears: null, hourlyRate: null })],
    });
    renderApp('/dashboard/profile/hugo?lng=en');

    expect(await findProfileHeading('Hugo Lefèvre')).toBeInTheDocument();
    expect(screen.getByText('1 follower')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it('follows at once (optimistic), then unfollows, the count following', async () => {
    const api = fakeProfilesApi({ others: [publicProfile()] });
    const { user } = renderApp('/dashboard/profile/hugo');
    await findProfileHeading('Hugo Lefèvre');

    const answer = deferred<void>();
    api.on('PUT', '/api/profiles/hugo/follow', (request) => answer.promise.then(() => api.answer(request)));
    await user.click(screen.getByRole('button', { name: 'Suivre' }));

    // Before the server has answered.
    expect(screen.getByRole('button', { name: 'Ne plus suivre' })).toBeInTheDocument();
    expect(screen.getByText('13 abonnés')).toBeInTheDocument();
    answer.resolve();
    await waitFor(() => expect(api.state.others.get('hugo')?.isFollowedByMe).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Ne plus suivre' }));
    expect(await screen.findByRole('button', { name: 'Suivre' })).toBeInTheDocument();
    expect(screen.getByText('12 abonnés')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/profiles/hugo/follow')).toHaveLength(1));
  });

  it('puts everything back and says why when the server refuses', async () => {
    const api = fakeProfilesApi({ others: [publicProfile()] });
    api.on('PUT', '/api/profiles/hugo/follow', () =>
      jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500),
    );
    const { user } = renderApp('/dashboard/profile/hugo');
    await findProfileHeading('Hugo Lefèvre');

    await user.click(screen.getByRole('button', { name: 'Suivre' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le suivi n’a pas pu être modifié : Une erreur inattendue est survenue. Réessayez plus tard.',
    );
    expect(screen.getByRole('button', { name: 'Suivre' })).toBeInTheDocument();
    expect(screen.getByText('12 abonnés')).toBeInTheDocument();
  });

  it('never shows a count below 0', async () => {
    fakeProfilesApi({ others: [publicProfile({ followerCount: 0, isFollowedByMe: true })] });
    const { user } = renderApp('/dashboard/profile/hugo');
    await findProfileHeading('Hugo Lefèvre');

    await user.click(screen.getByRole('button', { name: 'Ne plus suivre' }));

    expect(await screen.findByRole('button', { name: 'Suivre' })).toBeInTheDocument();
    expect(screen.getByText('0 abonné')).toBeInTheDocument();
  });

  it('cannot be followed on one’s own profile, which links to the editor instead', async () => {
    const api = fakeProfilesApi({
      me: { firstName: 'Inès', lastName: 'Moreau', profession: 'Développeuse' },
    });
    renderApp(`/dashboard/profile/${api.userId}`);

    expect(await findProfileHeading('Inès Moreau')).toBeInTheDocument();
    const follow = await screen.findByRole('button', { name: 'Suivre' });
    expect(follow).toBeDisabled();
    expect(follow).toHaveAccessibleDescription('Vous ne pouvez pas suivre votre propre profil.');
    expect(screen.queryByRole('button', { name: /Plus d’actions/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier mon profil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('blocks after a confirmation that says what it does, then unblocks from the notice', async () => {
    const api = fakeProfilesApi({ others: [publicProfile({ isFollowedByMe: true, followerCount: 5 })] });
    const { user } = renderApp('/dashboard/profile/hugo');
    await findProfileHeading('Hugo Lefèvre');

    await user.click(screen.getByRole('button', { name: 'Plus d’actions pour Hugo Lefèvre' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('alertdialog', { name: typeset('Bloquer Hugo Lefèvre ?') });
    expect(dialog).toHaveTextContent('Vous ne vous suivrez plus');
    expect(dialog).toHaveTextContent('Hugo Lefèvre n’en sera pas averti.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.requestsTo('PUT', '/api/profiles/hugo/block')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Plus d’actions pour Hugo Lefèvre' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bloquer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bloquer' }));
    expect(await screen.findByText('Vous avez bloqué Hugo Lefèvre.')).toBeVisible();
    // The rest of the page is hidden from assistive technologies until the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const follow = await screen.findByRole('button', { name: 'Suivre' });
    expect(follow).toBeDisabled();
    expect(follow).toHaveAccessibleDescription(
      typeset('Vous avez bloqué cette personne : débloquez-la pour la suivre.'),
    );
    expect(screen.getByText('4 abonnés')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer les blocages' })).toHaveAttribute(
      'href',
      '/dashboard/blocked',
    );

    await user.click(screen.getByRole('button', { name: 'Débloquer' }));
    expect(await screen.findByText('Hugo Lefèvre n’est plus bloqué.')).toBeInTheDocument();
    expect(screen.queryByText('Vous avez bloqué Hugo Lefèvre.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivre' })).toBeEnabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Plus d’actions pour Hugo Lefèvre' })).toHaveFocus(),
    );
  });

  it('mutes in English after a confirmation; a mute changes nothing else', async () => {
    const api = fakeProfilesApi({ others: [publicProfile()] });
    const { user } = renderApp('/dashboard/profile/hugo?lng=en');
    await findProfileHeading('Hugo Lefèvre');
    await user.click(screen.getByRole('button', { name: 'More actions for Hugo Lefèvre' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mute their posts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mute Hugo Lefèvre?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText("You muted Hugo Lefèvre's posts.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.state.others.get('hugo')?.isMutedByMe).toBe(true);
    // Still followable: a mute changes nothing else.
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
  });
});

describe('blocked and muted people page', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('lists both, says when a list is empty, and undoes one with the focus kept in place', async () => {
    const api = fakeProfilesApi({
      others: [
        publicProfile({ isBlockedByMe: true }),
        publicProfile({ id: 'zoe', firstName: 'Zoé', lastName: 'Martin', isBlockedByMe: false }),
      ],
    });
    const { user } = renderApp('/dashboard/blocked');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Personnes bloquées et masquées' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Personnes bloquées et masquées · Escouade');
    const blocked = await screen.findByRole('region', { name: 'Personnes bloquées' });
    expect(within(blocked).getByRole('link', { name: 'Hugo Lefèvre' })).toHaveAttribute(
      'href',
      '/dashboard/profile/hugo',
    );
    expect(
      within(screen.getByRole('region', { name: 'Personnes masquées' })).getByText(
        'Vous n’avez masqué personne.',
      ),
    ).toBeVisible();

    await user.click(within(blocked).getByRole('button', { name: 'Débloquer Hugo Lefèvre' }));
    expect(await within(blocked).findByText('Vous n’avez bloqué personne.')).toBeVisible();
    expect(api.state.others.get('hugo')?.isBlockedByMe).toBe(false);
    await waitFor(() =>
      expect(within(blocked).getByRole('heading', { name: 'Personnes bloquées' })).toHaveFocus(),
    );
    expect(await screen.findByText('Hugo Lefèvre n’est plus bloqué.')).toBeInTheDocument();
  });
});

describe('reviews on a public profile', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  const clientReview = {
    id: '90000000-0000-4000-8000-000000000011',
    projectId: null,
    projectTitle: null,
    author: { id: 'client-camille', firstName: 'Camille', lastName: 'Martin', avatarUrl: null },
    subject: { id: 'hugo', firstName: 'Hugo', lastName: 'Lefèvre', avatarUrl: null },
    authorRole: 'client' as const,
    rating: 5,
    comment: 'Maquettes livrées en avance.',
    createdAt: '2027-07-15T10:00:00.000Z',
    publishedAt: '2027-07-16T10:00:00.000Z',
    response: null,
    respondedAt: null,
  };

  it('shows the average, the count and each review with its author; a newcomer has none', async () => {
    fakeProfilesApi({
      others: [publicProfile({ rating: { average: 4.5, count: 2 } })],
      reviews: {
        hugo: [
          clientReview,
          {
            ...clientReview,
            id: '90000000-0000-4000-8000-000000000012',
            rating: 4,
            comment: 'Bon travail.',
            response: 'Merci !',
          },
        ],
      },
    });
    renderApp('/dashboard/profile/hugo');
    await findProfileHeading('Hugo Lefèvre');
    const reviews = await screen.findByRole('region', { name: 'Avis des clients' }, { timeout: 5000 });
    expect(await within(reviews).findByText('Maquettes livrées en avance.')).toBeInTheDocument();
    expect(within(reviews).getAllByText('Camille Martin')).toHaveLength(2);
    expect(within(reviews).getByText('Réponse de Hugo Lefèvre')).toBeInTheDocument();
    expect(screen.getAllByText('4,5 sur 5')[0]).toBeInTheDocument();
    expect(screen.getAllByText('(2 avis)')[0]).toBeInTheDocument();
    // A visitor does not answer someone else's reviews.
    expect(within(reviews).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when there is no review yet', async () => {
    fakeProfilesApi({ others: [publicProfile()] });
    renderApp('/dashboard/profile/hugo');
    await findProfileHeading('Hugo Lefèvre');
    const reviews = await screen.findByRole('region', { name: 'Avis des clients' }, { timeout: 5000 });
    expect(await within(reviews).findByText('Aucun avis publié pour le moment.')).toBeInTheDocument();
    expect(screen.getAllByText('Pas encore d’avis')[0]).toBeInTheDocument();
  });

  it('lets the professional answer a review of them, once', async () => {
    const api = fakeProfilesApi({
      others: [publicProfile({ isMe: true, rating: { average: 5, count: 1 } })],
      reviews: { hugo: [{ ...clientReview }] },
    });
    const { user } = renderApp('/dashboard/profile/hugo');
    const reviews = await screen.findByRole('region', { name: 'Avis des clients' }, { timeout: 5000 });
    await user.click(await within(reviews).findByRole('button', { name: 'Publier ma réponse' }));
    expect(
      within(reviews).getByRole('textbox', { name: 'Répondre publiquement' }),
    ).toHaveAccessibleDescription(/Écrivez votre réponse\./);
    await user.type(
      within(reviews).getByRole('textbox', { name: 'Répondre publiquement' }),
      'Merci Camille !',
    );
    await user.click(within(reviews).getByRole('button', { name: 'Publier ma réponse' }));
    expect(await within(reviews).findByText('Merci Camille !')).toBeInTheDocument();
    expect(within(reviews).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/reviews/${clientReview.id}/response`)).toHaveLength(1);
  });
});
