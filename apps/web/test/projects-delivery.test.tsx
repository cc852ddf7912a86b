import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeProjectsApi,
  invitation,
  jsonResponse,
  PROJECT_ID,
  project,
  projectReviews,
  review,
  sessionFor,
  staffedPlan,
  threadMessage,
} from './support/fake-projects-api';
import { renderApp } from './support/render-app';

const SLOW_TEST_TIMEOUT_MS = 20_000;
const team = [
  invitation({ id: '40000000-0000-4000-8000-000000000001', status: 'accepted' }),
  invitation({ id: '40000000-0000-4000-8000-000000000002', status: 'accepted' }),
];
const THREAD_PATH = `/api/projects/${PROJECT_ID}/thread`;
const SCOPING_ID = '50000000-0000-4000-8000-000000000101';

async function findRegion(name: string) {
  return screen.findByRole('region', { name: typeset(name) }, { timeout: 5000 });
}

/** The plan as a list (where deliveries are handled). */
async function openPlanList(user: ReturnType<typeof renderApp>['user']) {
  const plan = await findRegion('Plan du projet');
  await user.click(await within(plan).findByRole('button', { name: 'Liste' }, { timeout: 5000 }));
  return plan;
}

describe('the project thread', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('reads oldest first, sends a message with its files, and keeps the text when sending fails', async () => {
    const api = fakeProjectsApi({
      projects: [project({ status: 'in_progress', team })],
      plans: [staffedPlan()],
      threads: {
        [PROJECT_ID]: [
          threadMessage({
            id: '70000000-0000-4000-8000-100000000002',
            body: 'Et le cahier des charges.',
            createdAt: '2027-03-01T10:00:00.000Z',
            attachments: [
              {
                id: '71000000-0000-4000-8000-100000000001',
                kind: 'pdf',
                fileName: 'cahier.pdf',
                sizeBytes: 120_000,
                url: `/api/projects/${PROJECT_ID}/attachments/71000000-0000-4000-8000-100000000001`,
              },
            ],
          }),
          threadMessage(),
        ],
      },
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const thread = await findRegion('Fil du projet');
    const messages = await within(thread).findByRole('list', { name: 'Messages' }, { timeout: 5000 });
    const entries = within(messages).getAllByRole('article');
    expect(entries[0]).toHaveTextContent('Voici les premières maquettes.');
    expect(entries[1]).toHaveTextContent('Et le cahier des charges.');
    expect(
      within(entries[1] as HTMLElement).getByRole('link', { name: /^cahier\.pdf \(PDF, 120\sko\)$/ }),
    ).toHaveAttribute('href', `/api/projects/${PROJECT_ID}/attachments/71000000-0000-4000-8000-100000000001`);

    // Nothing to send: said, and nothing leaves.
    await user.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    expect(within(thread).getByText('Écrivez un message ou joignez un fichier.')).toBeInTheDocument();
    expect(api.requestsTo('POST', THREAD_PATH)).toHaveLength(0);

    // A file of another type is refused at once; an image and a PDF are joined.
    const input = thread.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    // (Chosen through "all files", past the picker's filter.)
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(thread).getByRole('alert')).toHaveTextContent(
      '« notes.txt » n’est ni une image ni un PDF.',
    );
    await user.upload(input, [
      new File(['png'], 'maquette.png', { type: 'image/png' }),
      new File(['%PDF-'], 'devis.pdf', { type: 'application/pdf' }),
    ]);
    const chosen = within(thread).getByRole('list', { name: 'Fichiers joints' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    // A failure keeps what was written and the files.
    api.on('POST', THREAD_PATH, () => jsonResponse({ code: 'RATE_LIMITED', message: 'slow down' }, 429));
    await user.type(within(thread).getByRole('textbox', { name: 'Votre message' }), 'Voici le devis.');
    await user.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    expect(await within(thread).findByText(/Le message n’a pas été envoyé/)).toBeInTheDocument();
    expect(within(thread).getByRole('textbox', { name: 'Votre message' })).toHaveValue('Voici le devis.');
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    api.on('POST', THREAD_PATH, undefined as never);
    await user.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    expect(await within(thread).findByRole('status')).toHaveTextContent('Message envoyé.');
    const sent = api.requestsTo('POST', THREAD_PATH).at(-1);
    expect(sent?.body).toEqual({ body: 'Voici le devis.' });
    expect(sent?.files?.map((file) => file.name)).toEqual(['maquette.png', 'devis.pdf']);
    expect(within(thread).getByRole('textbox', { name: 'Votre message' })).toHaveValue('');
    await waitFor(() => expect(within(messages).getAllByRole('article')).toHaveLength(3));
    expect(within(messages).getAllByRole('article')[2]).toHaveTextContent('Voici le devis.');
    expect(within(messages).getAllByRole('img', { name: 'maquette.png' })).toHaveLength(1);
  });

  it('says when the thread is empty, closed, or cannot be loaded', async () => {
    const api = fakeProjectsApi({
      projects: [project({ status: 'delivered', team })],
      plans: [staffedPlan({ canEdit: false })],
      reviews: { [PROJECT_ID]: projectReviews() },
    });
    api.on('GET', THREAD_PATH, () => jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500));
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const thread = await findRegion('Fil du projet');
    expect(
      await within(thread).findByText(/Les messages n’ont pas pu être chargés/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    api.on('GET', THREAD_PATH, () => ({ messages: [], nextCursor: null, canPost: false }));
    await user.click(within(thread).getByRole('button', { name: 'Réessayer' }));
    expect(await within(thread).findByText('Aucun message n’a été échangé.')).toBeInTheDocument();
    expect(within(thread).getByText('Le fil est fermé : le projet n’est plus en cours.')).toBeInTheDocument();
    expect(within(thread).queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('delivering milestones and closing the project', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('lets a member deliver a milestone with a note, checked before sending', async () => {
    const session = sessionFor('professional');
    const api = fakeProjectsApi({
      session,
      projects: [
        project({ status: 'in_progress', team: [...team, seatOf(session.user.id)], isOwner: false }),
      ],
      plans: [staffedPlan({ viewerRole: 'member' })],
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const plan = await openPlanList(user);
    const scoping = milestoneItem(plan, 'Cadrage et lancement');
    expect(within(scoping).getByText('À livrer')).toBeInTheDocument();
    // A member does not answer deliveries nor close the project.
    expect(
      within(plan).queryByRole('button', { name: 'Clore le projet comme livré' }),
    ).not.toBeInTheDocument();

    await user.click(within(scoping).getByRole('button', { name: 'Livrer l’étape'.replace('’', '\u2019') }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: typeset('Livrer « Cadrage et lancement »') },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Livrer' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note de livraison' });
    expect(note).toHaveAccessibleDescription('Décrivez ce que vous livrez.');
    expect(note).toHaveFocus();
    expect(
      api.requestsTo('POST', `/api/projects/${PROJECT_ID}/milestones/${SCOPING_ID}/deliveries`),
    ).toHaveLength(0);

    await user.type(note, 'Compte rendu de l’atelier.');
    await user.click(within(dialog).getByRole('button', { name: 'Livrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(scoping).findByText('Livrée, à valider')).toBeInTheDocument();
    expect(scoping).toHaveTextContent('Compte rendu de l’atelier.');
    expect(await within(plan).findByRole('status')).toHaveTextContent(
      'Étape « Cadrage et lancement » livrée.',
    );
    // Waiting for the client: no second delivery, and an accepted milestone is not shown as editable.
    expect(within(scoping).queryByRole('button', { name: /Livrer/ })).not.toBeInTheDocument();
  });

  it('lets the client ask for changes to a delivered milestone, with a comment', async () => {
    const api = fakeProjectsApi({
      projects: [project({ status: 'in_progress', team })],
      plans: [deliveredPlan()],
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const plan = await openPlanList(user);
    const scoping = milestoneItem(plan, 'Cadrage et lancement');
    expect(within(scoping).getByText('Livrée, à valider')).toBeInTheDocument();
    // Accepted milestones are final: no edit, no removal.
    const build = milestoneItem(plan, typeset('Réalisation : Node.js'));
    expect(within(build).queryByRole('button', { name: /Modifier l’étape/ })).not.toBeInTheDocument();

    await user.click(within(scoping).getByRole('button', { name: 'Demander des modifications' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: typeset('Modifications sur « Cadrage et lancement »') },
      { timeout: 5000 },
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Ce qui doit changer' }),
      'Ajoutez le planning.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(scoping).findByText('Modifications demandées', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(scoping).toHaveTextContent('Ajoutez le planning.');
    expect(
      api.requestsTo('POST', `/api/projects/${PROJECT_ID}/milestones/${SCOPING_ID}/change-requests`)[0]?.body,
    ).toEqual({ comment: 'Ajoutez le planning.' });
  });

  it('lets the client accept the last milestone after a confirmation, then close the project as delivered', async () => {
    const api = fakeProjectsApi({
      projects: [project({ status: 'in_progress', team })],
      plans: [deliveredPlan()],
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const plan = await openPlanList(user);
    const closing = within(plan).getByRole('region', { name: 'Livraison du projet' });
    expect(closing).toHaveTextContent('2 étapes acceptées sur 3.');
    expect(within(closing).queryByRole('button')).not.toBeInTheDocument();

    const scoping = milestoneItem(plan, 'Cadrage et lancement');
    await user.click(within(scoping).getByRole('button', { name: 'Accepter la livraison' }));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: typeset('Accepter « Cadrage et lancement » ?') },
      { timeout: 5000 },
    );
    await user.click(within(confirm).getByRole('button', { name: 'Accepter' }));
    expect(await within(scoping).findByText('Acceptée', { selector: 'span' })).toBeInTheDocument();
    expect(closing).toHaveTextContent('3 étapes acceptées sur 3.');

    // Once the confirmation has closed and the page is no longer hidden from assistive technology.
    await user.click(await within(closing).findByRole('button', { name: 'Clore le projet comme livré' }));
    const closeDialog = await screen.findByRole(
      'alertdialog',
      { name: typeset('Clore le projet comme livré ?') },
      { timeout: 5000 },
    );
    await user.click(within(closeDialog).getByRole('button', { name: 'Clore le projet' }));
    expect(
      await screen.findByText(/Projet livré : chaque étape est acceptée/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/projects/${PROJECT_ID}/delivery`)).toHaveLength(1);
  });
});

/** The staffed plan with its scoping delivered and awaiting the client, the other milestones accepted. */
function deliveredPlan() {
  const plan = staffedPlan();
  plan.milestones = plan.milestones.map((milestone, index) => ({
    ...milestone,
    deliveryStatus: index === 0 ? 'delivered' : 'accepted',
    acceptedAt: index === 0 ? null : '2027-03-10T10:00:00.000Z',
    deliveries: [
      {
        id: `80000000-0000-4000-8000-00000000000${index}`,
        author: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
        note: `Livraison ${index}`,
        attachments: [],
        createdAt: '2027-03-09T10:00:00.000Z',
        decision: index === 0 ? null : 'accepted',
        decisionComment: null,
        decidedAt: index === 0 ? null : '2027-03-10T10:00:00.000Z',
      },
    ],
  }));
  return plan;
}

function milestoneItem(plan: HTMLElement, title: string): HTMLElement {
  return within(plan).getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
}

describe('reviews after delivery', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('checks and saves the client’s review, hidden until the member writes theirs', async () => {
    const api = fakeProjectsApi({
      projects: [project({ status: 'delivered', team })],
      plans: [staffedPlan({ canEdit: false })],
      reviews: { [PROJECT_ID]: projectReviews() },
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const reviews = await findRegion('Avis');
    expect(
      await within(reviews).findByText(/Vous pouvez écrire vos avis jusqu’au/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      within(reviews).getByText(typeset('Inès Moreau n’a pas encore écrit d’avis.')),
    ).toBeInTheDocument();

    await user.click(within(reviews).getByRole('button', { name: 'Enregistrer mon avis' }));
    const stars = within(reviews).getByRole('group', { name: 'Votre note pour Inès Moreau' });
    expect(stars).toHaveAccessibleDescription('Choisissez une note de 1 à 5.');
    expect(within(stars).getByRole('radio', { name: '1 étoile' })).toHaveFocus();
    expect(api.requestsTo('PUT', `/api/projects/${PROJECT_ID}/reviews/pro-ines`)).toHaveLength(0);

    await user.click(within(stars).getByRole('radio', { name: '5 étoiles' }));
    await user.type(
      within(reviews).getByRole('textbox', { name: 'Votre commentaire' }),
      'Travail remarquable.',
    );
    await user.click(within(reviews).getByRole('button', { name: 'Enregistrer mon avis' }));
    expect(await within(reviews).findByRole('status')).toHaveTextContent(
      typeset(
        'Avis enregistré. Il restera masqué jusqu’à ce que Inès Moreau écrive le sien ou que la période se termine.',
      ),
    );
    // Not shown on the public pages unless the client ticks it.
    expect(api.requestsTo('PUT', `/api/projects/${PROJECT_ID}/reviews/pro-ines`)[0]?.body).toEqual({
      rating: 5,
      comment: 'Travail remarquable.',
      publicConsent: null,
    });
    expect(within(reviews).getByRole('button', { name: 'Modifier mon avis' })).toBeInTheDocument();
  });

  it('lets the client show their review on the public pages, off by default, with the name they choose', async () => {
    const mine = review({
      id: '90000000-0000-4000-8000-000000000002',
      author: { id: 'client-camille', firstName: 'Camille', lastName: 'Martin', avatarUrl: null },
      subject: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
      authorRole: 'client',
      publicConsent: null,
    });
    const api = fakeProjectsApi({
      projects: [project({ status: 'delivered', team })],
      plans: [staffedPlan({ canEdit: false })],
      reviews: {
        [PROJECT_ID]: projectReviews({
          pairs: [
            {
              subject: mine.subject,
              mine: { ...mine, publishedAt: null },
              theirs: null,
              theyHaveWritten: false,
            },
          ],
        }),
      },
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const reviews = await findRegion('Avis');
    const show = await within(reviews).findByRole(
      'checkbox',
      { name: typeset('Montrer mon avis sur les pages publiques d’Escouade (Témoignages, Études de cas)') },
      { timeout: 5000 },
    );
    // Off by default; the choices appear once ticked.
    expect(show).not.toBeChecked();
    expect(within(reviews).queryByRole('radio', { name: 'Mon prénom et mon nom' })).not.toBeInTheDocument();
    await user.click(show);
    expect(within(reviews).getByRole('radio', { name: 'Mon prénom et l’initiale de mon nom' })).toBeChecked();
    await user.click(within(reviews).getByRole('radio', { name: 'Mon prénom et mon nom' }));
    await user.click(within(reviews).getByRole('checkbox', { name: 'Montrer aussi le budget du projet' }));
    await user.click(within(reviews).getByRole('button', { name: 'Modifier mon avis' }));
    await within(reviews).findByRole('status');
    expect(api.requestsTo('PUT', `/api/projects/${PROJECT_ID}/reviews/pro-ines`)[0]?.body).toMatchObject({
      publicConsent: { name: 'full', withBudget: true },
    });
  });

  it('lets the client withdraw the public showing of a published review', async () => {
    const mine = review({
      id: '90000000-0000-4000-8000-000000000002',
      author: { id: 'client-camille', firstName: 'Camille', lastName: 'Martin', avatarUrl: null },
      subject: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
      authorRole: 'client',
      comment: 'Solide.',
      publicConsent: { name: 'initial', withBudget: false },
    });
    const api = fakeProjectsApi({
      projects: [project({ status: 'delivered', team })],
      plans: [staffedPlan({ canEdit: false })],
      reviews: {
        [PROJECT_ID]: projectReviews({
          pairs: [{ subject: mine.subject, mine, theirs: review(), theyHaveWritten: true }],
        }),
      },
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const reviews = await findRegion('Avis');
    const show = await within(reviews).findByRole(
      'checkbox',
      { name: typeset('Montrer mon avis sur les pages publiques d’Escouade (Témoignages, Études de cas)') },
      { timeout: 5000 },
    );
    expect(show).toBeChecked();
    await user.click(show);
    await user.click(within(reviews).getByRole('button', { name: 'Enregistrer mon choix' }));
    expect(
      await within(reviews).findByText('Votre avis n’est pas montré sur les pages publiques.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PUT', `/api/reviews/${mine.id}/public-consent`)[0]?.body).toEqual({
      publicConsent: null,
    });
  });

  it('shows both reviews once published, and lets the person reviewed answer once', async () => {
    const mine = review({
      id: '90000000-0000-4000-8000-000000000002',
      author: { id: 'client-camille', firstName: 'Camille', lastName: 'Martin', avatarUrl: null },
      subject: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
      authorRole: 'client',
      rating: 4,
      comment: 'Solide.',
    });
    const api = fakeProjectsApi({
      projects: [project({ status: 'delivered', team })],
      plans: [staffedPlan({ canEdit: false })],
      reviews: {
        [PROJECT_ID]: projectReviews({
          pairs: [{ subject: mine.subject, mine, theirs: review(), theyHaveWritten: true }],
        }),
      },
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const reviews = await findRegion('Avis');
    expect(await within(reviews).findByText('Solide.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(reviews).getByText('Des retours rapides et précis.')).toBeInTheDocument();
    expect(within(reviews).getByText('5 sur 5')).toBeInTheDocument();
    // A published review of mine is final: no form for it.
    expect(within(reviews).queryByRole('button', { name: 'Modifier mon avis' })).not.toBeInTheDocument();

    await user.type(within(reviews).getByRole('textbox', { name: 'Répondre publiquement' }), 'Merci Inès !');
    await user.click(within(reviews).getByRole('button', { name: 'Publier ma réponse' }));
    expect(await within(reviews).findByText('Merci Inès !')).toBeInTheDocument();
    expect(within(reviews).queryByRole('textbox', { name: 'Répondre publiquement' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/reviews/90000000-0000-4000-8000-000000000001/response')).toHaveLength(
      1,
    );
  });
});

describe('leaving a team at work', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('lets a member leave after a confirmation; the plan and thread are then closed to them', async () => {
    const session = sessionFor('professional');
    const mine = seatOf(session.user.id);
    const api = fakeProjectsApi({
      session,
      projects: [project({ status: 'in_progress', team: [...team, mine], isOwner: false })],
      plans: [staffedPlan({ viewerRole: 'member' })],
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    await findRegion('Plan du projet');
    await user.click(await screen.findByRole('button', { name: 'Quitter l’équipe' }));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: typeset('Quitter l’équipe de ce projet ?') },
      { timeout: 5000 },
    );
    expect(confirm).toHaveTextContent('Vos heures réservées sur ce projet seront libérées');
    await user.click(within(confirm).getByRole('button', { name: 'Quitter l’équipe' }));
    expect(
      await screen.findByText('Vous avez quitté l’équipe de ce projet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Plan du projet' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Fil du projet' })).not.toBeInTheDocument();
    expect(screen.getByText('Quitté l’équipe')).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/projects/${PROJECT_ID}/leave`)).toHaveLength(1);
  });
});

/** The accepted seat of the signed-in member. */
function seatOf(userId: string) {
  return invitation({
    id: '40000000-0000-4000-8000-000000000009',
    status: 'accepted',
    professional: {
      id: userId,
      firstName: 'Inès',
      lastName: 'Moreau',
      profession: 'Développeuse',
      avatarUrl: null,
      verified: false,
    },
  });
}
