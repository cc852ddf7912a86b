import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import type { Plan } from '@escouade/contract/plans';
import { describe, expect, it } from 'vitest';
import { dateFieldOf, typeDate } from './support/date-field';
import {
  fakeProjectsApi,
  invitation,
  jsonResponse,
  PROJECT_ID,
  project,
  sessionFor,
  staffedPlan,
} from './support/fake-projects-api';
import { renderApp } from './support/render-app';

const SLOW_TEST_TIMEOUT_MS = 20_000;
const PLAN_PATH = `/api/projects/${PROJECT_ID}/plan`;
const team = [
  invitation({ id: '40000000-0000-4000-8000-000000000001', status: 'accepted' }),
  invitation({ id: '40000000-0000-4000-8000-000000000002', status: 'accepted' }),
];
const staffed = () => project({ title: 'Application mobile', status: 'staffed', team });

/** The plan's section, once its milestones are shown. */
async function findPlan() {
  const plan = await screen.findByRole('region', { name: 'Plan du projet' }, { timeout: 5000 });
  await within(plan).findByRole('group', { name: 'Affichage du plan' }, { timeout: 5000 });
  return plan;
}

describe('the plan of a staffed project', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('shows the drafted plan as a timeline that says its dates in words, with what needs attention', async () => {
    fakeProjectsApi({ projects: [staffed()], plans: [staffedPlan()] });
    renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    expect(within(plan).getByText('Du 1 mars 2027 au 9 juillet 2027.', { exact: false })).toBeInTheDocument();
    const timeline = await within(plan).findByRole('figure', { name: /Chronologie du plan/ });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Cadrage et lancement');
    expect(rows[0]).toHaveTextContent('Inès Moreau');
    expect(rows[0]).toHaveTextContent('du 1 mars 2027 au 12 mars 2027');
    expect(rows[2]).toHaveTextContent('(après la date limite)');
    expect(within(plan).getByRole('button', { name: 'Chronologie' })).toHaveAttribute('aria-pressed', 'true');

    const warnings = within(plan).getByRole('region', { name: typeset('2 points à surveiller') });
    expect(warnings).toHaveTextContent(
      '« Réalisation : Node.js » se termine le 9 juillet 2027, après la date limite du 30 juin 2027.',
    );
    expect(warnings).toHaveTextContent(
      'Bruno Petit aurait 24 h de travail la semaine du 5 avril 2027, pour 14 h disponibles.',
    );
    const load = within(plan).getByRole('region', { name: typeset('Charge de l’équipe') });
    expect(within(load).getByText('Surcharge')).toBeInTheDocument();
    expect(load).toHaveTextContent('Disponibilités non renseignées : 35 h par semaine supposées.');
  });

  it('lists the milestones with their deliverables, and lets the team change one', async () => {
    const api = fakeProjectsApi({ projects: [staffed()], plans: [staffedPlan()] });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    await user.click(within(plan).getByRole('button', { name: 'Liste' }));
    const scoping = within(plan)
      .getByRole('heading', { level: 3, name: 'Cadrage et lancement' })
      .closest('li');
    expect(scoping).toHaveTextContent('Objectifs et périmètre validés avec le client');
    expect(scoping).toHaveTextContent('21 h par semaine');

    await user.click(
      within(plan).getByRole('button', { name: typeset('Modifier l’étape « Cadrage et lancement »') }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: typeset('Modifier l’étape') },
      { timeout: 5000 },
    );
    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    await user.clear(title);
    await user.type(title, 'Atelier de lancement');
    await typeDate(user, dateFieldOf(dialog, 'Fin'), '2027-07-02');
    expect(
      within(dialog).getByText('Cette date est après la date limite : l’étape sera signalée.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Responsable' }), 'Bruno Petit');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Only what changed is sent.
    const [sent] = api.requestsTo(
      'PATCH',
      `/api/projects/${PROJECT_ID}/milestones/50000000-0000-4000-8000-000000000101`,
    );
    expect(sent?.body).toEqual({
      title: 'Atelier de lancement',
      dueDate: '2027-07-02',
      ownerId: 'pro-bruno',
    });
    expect(await within(plan).findByRole('status')).toHaveTextContent(
      'Étape « Atelier de lancement » enregistrée.',
    );
    const changed = within(plan)
      .getByRole('heading', { level: 3, name: 'Atelier de lancement' })
      .closest('li');
    expect(changed).toHaveTextContent('Après la date limite');
    expect(changed).toHaveTextContent('Bruno Petit');
  });

  it('keeps a milestone’s title in the project’s language and names its skills in the reader’s', async () => {
    const base = staffedPlan();
    const photography = staffedPlan({
      milestones: base.milestones.map((milestone) =>
        milestone.skills.length > 0
          ? {
              ...milestone,
              title: 'Réalisation\u00a0: Photographie',
              // The API names the skills in the reader's language.
              skills: [{ skillId: milestone.skills[0]!.skillId, name: 'Photography' }],
            }
          : milestone,
      ),
    });
    fakeProjectsApi({ projects: [staffed()], plans: [photography] });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}?lng=en`);

    const plan = await screen.findByRole('region', { name: 'Project plan' }, { timeout: 5000 });
    await user.click(await within(plan).findByRole('button', { name: 'List' }, { timeout: 5000 }));
    const build = within(plan)
      .getByRole('heading', { level: 3, name: 'Réalisation\u00a0: Photographie' })
      .closest('li') as HTMLElement;
    expect(within(build).getByText('Skills')).toBeInTheDocument();
    expect(within(build).getByText('Photography')).toBeInTheDocument();
  });

  it('checks a new milestone before sending it, and shows what the server refuses', async () => {
    const api = fakeProjectsApi({ projects: [staffed()], plans: [staffedPlan()] });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    await user.click(within(plan).getByRole('button', { name: 'Ajouter une étape' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une étape' }, { timeout: 5000 });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Heures par semaine pour le responsable' }),
      'beaucoup',
    );
    await typeDate(user, dateFieldOf(dialog, 'Fin'), '2027-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’étape' }));

    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    expect(title).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      within(dialog).getByRole('textbox', { name: 'Heures par semaine pour le responsable' }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST', `/api/projects/${PROJECT_ID}/milestones`)).toHaveLength(0);

    // Fixed; the server then refuses the dates (out of the project's range).
    api.on('POST', `/api/projects/${PROJECT_ID}/milestones`, () =>
      jsonResponse({ code: 'MILESTONE_DATES_OUT_OF_RANGE', message: 'out of range' }, 422),
    );
    await user.type(title, 'Recette utilisateur');
    const hours = within(dialog).getByRole('textbox', { name: 'Heures par semaine pour le responsable' });
    await user.clear(hours);
    await user.type(hours, '7,5');
    await typeDate(user, dateFieldOf(dialog, 'Fin'), '2027-03-05');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Livrables (facultatif)' }),
      'PV de recette{Enter}{Enter} Corrections ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter l’étape' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Les dates doivent commencer au plus tôt au début du projet',
    );
    const [sent] = api.requestsTo('POST', `/api/projects/${PROJECT_ID}/milestones`);
    expect(sent?.body).toEqual({
      title: 'Recette utilisateur',
      startDate: '2027-03-01',
      dueDate: '2027-03-05',
      ownerId: null,
      hoursPerWeek: 7.5,
      deliverables: ['PV de recette', 'Corrections'],
    });
  });

  it('removes a milestone after a confirmation, and brings reading back to the plan', async () => {
    const api = fakeProjectsApi({ projects: [staffed()], plans: [staffedPlan()] });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    await user.click(within(plan).getByRole('button', { name: 'Liste' }));
    await user.click(
      within(plan).getByRole('button', { name: typeset('Supprimer l’étape « Réalisation : Node.js »') }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: typeset('Supprimer cette étape ?') });
    await user.click(within(dialog).getByRole('button', { name: typeset('Supprimer l’étape') }));

    await waitFor(() =>
      expect(within(plan).getByRole('heading', { level: 2, name: 'Plan du projet' })).toHaveFocus(),
    );
    expect(
      api.requestsTo('DELETE', `/api/projects/${PROJECT_ID}/milestones/50000000-0000-4000-8000-000000000103`),
    ).toHaveLength(1);
    expect(
      within(plan).queryByRole('heading', { level: 3, name: typeset('Réalisation : Node.js') }),
    ).not.toBeInTheDocument();
    expect(within(plan).getByRole('status')).toHaveTextContent('Étape « Réalisation : Node.js » supprimée.');
  });

  it('offers to draft an emptied plan again from the brief', async () => {
    const emptied = staffedPlan({ milestones: [], endDate: null, canDraft: true });
    const api = fakeProjectsApi({ projects: [staffed()], plans: [emptied] });
    api.on('POST', `/api/projects/${PROJECT_ID}/plan/draft`, () => staffedPlan());
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await screen.findByRole('region', { name: 'Plan du projet' }, { timeout: 5000 });
    await user.click(
      await within(plan).findByRole(
        'button',
        { name: 'Préparer le plan à partir du brief' },
        { timeout: 5000 },
      ),
    );
    expect(await within(plan).findByRole('figure', { name: /Chronologie du plan/ })).toBeInTheDocument();
    expect(within(plan).getByRole('status')).toHaveTextContent('Le plan a été préparé à partir du brief.');
  });

  it('hides the editing actions when the plan cannot change', async () => {
    // A member of the team (the plan is the client's and the members').
    const session = sessionFor('professional');
    const seat = invitation({
      id: '40000000-0000-4000-8000-000000000003',
      status: 'accepted',
      professional: {
        id: session.user.id,
        firstName: 'Inès',
        lastName: 'Moreau',
        profession: null,
        avatarUrl: null,
        verified: false,
      },
    });
    fakeProjectsApi({
      session,
      projects: [{ ...staffed(), team: [...team, seat], isOwner: false }],
      plans: [staffedPlan({ canEdit: false, viewerRole: 'member' })],
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}?lng=en`);

    const plan = await screen.findByRole('region', { name: 'Project plan' }, { timeout: 5000 });
    await within(plan).findByRole('group', { name: 'Plan display' }, { timeout: 5000 });
    expect(within(plan).queryByRole('button', { name: 'Add a milestone' })).not.toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: 'List' }));
    expect(within(plan).getByRole('heading', { level: 3, name: 'Cadrage et lancement' })).toBeInTheDocument();
    expect(within(plan).queryByRole('button', { name: /Edit the milestone/ })).not.toBeInTheDocument();
    expect(within(plan).getByText('After the deadline')).toBeInTheDocument();
  });

  it('keeps an accepted milestone and its tasks as they are, and a delivered one in the plan, saying why', async () => {
    const delivery = (decision: 'accepted' | null) => ({
      id: `80000000-0000-4000-8000-00000000000${decision ? 1 : 2}`,
      author: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
      note: 'Fait.',
      attachments: [],
      createdAt: '2027-03-12T10:00:00.000Z',
      decision,
      decisionComment: null,
      decidedAt: decision ? '2027-03-13T10:00:00.000Z' : null,
    });
    const base = staffedPlan();
    const [scoping, build, ...rest] = base.milestones;
    const api = fakeProjectsApi({
      projects: [staffed()],
      plans: [
        staffedPlan({
          milestones: [
            {
              ...scoping!,
              deliveryStatus: 'accepted',
              acceptedAt: '2027-03-13T10:00:00.000Z',
              deliveries: [delivery('accepted')],
            },
            { ...build!, deliveryStatus: 'delivered', deliveries: [delivery(null)] },
            ...rest,
          ],
        }),
      ],
    });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    // (Testing Library reads no-break spaces as spaces.)
    const plan = await findPlan();
    await user.click(within(plan).getByRole('button', { name: 'Liste' }));
    const accepted = within(plan)
      .getByRole('heading', { level: 3, name: 'Cadrage et lancement' })
      .closest('li') as HTMLElement;
    expect(within(accepted).queryByRole('button', { name: /Modifier l’étape/ })).not.toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /Supprimer l’étape/ })).not.toBeInTheDocument();
    expect(
      within(accepted).getByText(
        'Étape acceptée : elle est définitive et ne peut plus être modifiée ni supprimée.',
      ),
    ).toBeInTheDocument();
    // Its tasks are read, not changed: no status to pick, no removal, no new task; the reason is said.
    expect(within(accepted).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /Supprimer la tâche/ })).not.toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /Ajouter une tâche/ })).not.toBeInTheDocument();
    expect(within(accepted).getByText('Terminée')).toBeInTheDocument();
    expect(within(accepted).getByText('Étape acceptée : ses tâches sont définitives.')).toBeInTheDocument();

    // Delivered and awaiting the client: still edited, its tasks still moved, but no longer removed.
    const delivered = within(plan)
      .getByRole('heading', { level: 3, name: typeset('Réalisation : React Native') })
      .closest('li') as HTMLElement;
    expect(
      within(delivered).getByRole('button', {
        name: typeset('Modifier l’étape « Réalisation : React Native »'),
      }),
    ).toBeInTheDocument();
    expect(within(delivered).queryByRole('button', { name: /Supprimer l’étape/ })).not.toBeInTheDocument();
    expect(
      within(delivered).getByText(
        'Étape livrée : elle reste dans le plan avec sa livraison et ne peut plus être supprimée.',
      ),
    ).toBeInTheDocument();
    expect(within(delivered).getAllByRole('combobox')).toHaveLength(2);
    expect(api.requestsTo('DELETE', `/api/projects/${PROJECT_ID}/milestones/${build?.id}`)).toHaveLength(0);
  });

  it('says when the plan cannot be loaded, and tries again', async () => {
    const api = fakeProjectsApi({ projects: [staffed()], plans: [staffedPlan()] });
    let isFailing = true;
    api.on('GET', PLAN_PATH, () =>
      isFailing ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500) : staffedPlan(),
    );
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await screen.findByRole('region', { name: 'Plan du projet' }, { timeout: 5000 });
    expect(await within(plan).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Le plan n’a pas pu être chargé',
    );
    isFailing = false;
    await user.click(within(plan).getByRole('button', { name: 'Réessayer' }));
    expect(await within(plan).findByRole('figure', { name: /Chronologie du plan/ })).toBeInTheDocument();
  });

  it('names every month the timeline covers, the first one included', async () => {
    const [first] = staffedPlan().milestones;
    const winterPlan = staffedPlan({
      startDate: '2027-01-04',
      deadline: null,
      endDate: '2027-03-10',
      milestones: [
        { ...(first as Plan['milestones'][number]), startDate: '2027-01-04', dueDate: '2027-03-10' },
      ],
    });
    fakeProjectsApi({ projects: [staffed()], plans: [winterPlan] });
    renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    const timeline = await within(plan).findByRole('figure', { name: /Chronologie du plan/ });
    for (const month of ['janv.', 'févr.', 'mars']) {
      expect(within(timeline).getByText(month)).toBeInTheDocument();
    }
  });

  it('marks every month of a long plan, a month with few days of it by its initial', async () => {
    const [first] = staffedPlan().milestones;
    const yearPlan = staffedPlan({
      startDate: '2027-01-25',
      deadline: null,
      endDate: '2027-12-20',
      milestones: [
        { ...(first as Plan['milestones'][number]), startDate: '2027-01-25', dueDate: '2027-12-20' },
      ],
    });
    fakeProjectsApi({ projects: [staffed()], plans: [yearPlan] });
    renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    const timeline = await within(plan).findByRole('figure', { name: /Chronologie du plan/ });
    const axis = timeline.querySelector('[aria-hidden="true"]') as HTMLElement;
    // Six names at most, and January dropped for February's closeness, before: every month now.
    expect([...axis.children].map((mark) => mark.textContent)).toEqual([
      'J',
      'F',
      'M',
      'A',
      'M',
      'J',
      'J',
      'A',
      'S',
      'O',
      'N',
      'D',
    ]);
  });

  it.each([
    ['fr', '', 'Le projet est en bonne voie', '0 tâche terminée sur 1 (0\u00a0%).'],
    ['en', '?lng=en', 'The project is on track', '0 tasks done out of 1 (0%).'],
  ])(
    'says once how many tasks are done, in the plural forms of the language (%s)',
    async (_language, query, status, progress) => {
      const onTrack = staffedPlan({
        progress: { done: 0, total: 1 },
        health: { status: 'on_track', reasons: [{ code: 'on_track', done: 0, total: 1 }] },
      });
      fakeProjectsApi({ projects: [staffed()], plans: [onTrack] });
      renderApp(`/dashboard/projects/${PROJECT_ID}${query}`);

      const health = await screen.findByRole('region', { name: status }, { timeout: 5000 });
      const text = health.textContent ?? '';
      expect(text).toContain(progress);
      // Once: the reason it is on track does not repeat the progress line.
      expect(text.match(/\b0 (?:tâches?|tasks?)\b/g)).toHaveLength(1);
    },
  );

  it('says how the project stands and why, and how much is done', async () => {
    fakeProjectsApi({ projects: [staffed()], plans: [staffedPlan()] });
    renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    const health = within(plan).getByRole('region', { name: 'Le projet est en retard' });
    const reasons = within(health).getAllByRole('listitem');
    expect(reasons.map((reason) => reason.textContent)).toEqual([
      typeset('La tâche « Paiement » devait être faite le 20 mars 2027.'),
      typeset('Le plan finit le 9 juillet 2027, après la date limite du 30 juin 2027.'),
      typeset('Bruno Petit a certaines semaines plus de travail que d’heures disponibles.'),
    ]);
    expect(health).toHaveTextContent('1 tâche terminée sur 3 (33 %).');
  });

  it('moves a task along, adds one after checking it, and removes one', async () => {
    const api = fakeProjectsApi({ projects: [staffed()], plans: [staffedPlan()] });
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    await user.click(within(plan).getByRole('button', { name: 'Liste' }));
    const build = within(plan)
      .getByRole('heading', { level: 3, name: typeset('Réalisation : React Native') })
      .closest('li') as HTMLElement;
    const tasks = within(build).getByRole('list', {
      name: typeset('Tâches de « Réalisation : React Native »'),
    });
    expect(within(tasks).getAllByRole('listitem')[1]).toHaveTextContent(
      'Personne pour le moment · pour le 20 mars 2027 · en retard',
    );
    expect(within(build).getByText('0 sur 2 terminée')).toBeInTheDocument();

    await user.selectOptions(
      within(tasks).getByRole('combobox', { name: typeset('État de la tâche « Écran de réservation »') }),
      'Terminée',
    );
    await waitFor(() => expect(within(build).getByText('1 sur 2 terminée')).toBeInTheDocument());
    const [moved] = api.requestsTo(
      'PATCH',
      `/api/projects/${PROJECT_ID}/tasks/60000000-0000-4000-8000-000000000002`,
    );
    expect(moved?.body).toEqual({ status: 'done' });
    expect(within(plan).getByRole('status')).toHaveTextContent('Tâche « Écran de réservation » : Terminée.');

    await user.click(
      within(build).getByRole('button', {
        name: typeset('Ajouter une tâche à « Réalisation : React Native »'),
      }),
    );
    const form = within(build).getByRole('form', {
      name: typeset('Nouvelle tâche dans « Réalisation : React Native »'),
    });
    await user.click(within(form).getByRole('button', { name: 'Ajouter la tâche' }));
    expect(within(form).getByRole('textbox', { name: 'Intitulé' })).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    expect(
      api.requestsTo(
        'POST',
        `/api/projects/${PROJECT_ID}/milestones/50000000-0000-4000-8000-000000000102/tasks`,
      ),
    ).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: 'Intitulé' }), 'Notifications push');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Confiée à' }), 'Bruno Petit');
    await typeDate(user, dateFieldOf(form, 'Échéance (facultative)'), '2027-04-15');
    await user.click(within(form).getByRole('button', { name: 'Ajouter la tâche' }));
    await waitFor(() => expect(within(tasks).getAllByRole('listitem')).toHaveLength(3));
    const [added] = api.requestsTo(
      'POST',
      `/api/projects/${PROJECT_ID}/milestones/50000000-0000-4000-8000-000000000102/tasks`,
    );
    expect(added?.body).toEqual({
      title: 'Notifications push',
      assigneeId: 'pro-bruno',
      dueDate: '2027-04-15',
      status: 'todo',
    });
    expect(within(form).getByRole('textbox', { name: 'Intitulé' })).toHaveValue('');

    await user.click(within(tasks).getByRole('button', { name: typeset('Supprimer la tâche « Paiement »') }));
    await waitFor(() => expect(within(tasks).queryByText('Paiement')).not.toBeInTheDocument());
    expect(
      api.requestsTo('DELETE', `/api/projects/${PROJECT_ID}/tasks/60000000-0000-4000-8000-000000000003`),
    ).toHaveLength(1);
  });

  it('tells who did what, newest first, a page at a time', async () => {
    const api = fakeProjectsApi({ projects: [staffed()], plans: [staffedPlan()] });
    const entry = (id: number, kind: string, extra: object = {}) => ({
      id: `70000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      kind,
      actor: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau' },
      subject: 'Écran de réservation',
      status: null,
      createdAt: '2027-03-10T10:00:00.000Z',
      ...extra,
    });
    api.on('GET', `/api/projects/${PROJECT_ID}/activity`, (request) =>
      request.url.searchParams.get('cursor')
        ? { entries: [entry(3, 'plan_drafted', { actor: null, subject: null })], nextCursor: null }
        : {
            entries: [entry(1, 'task_moved', { status: 'done' }), entry(2, 'task_added', { actor: null })],
            nextCursor: 'next-page',
          },
    );
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const plan = await findPlan();
    const history = within(plan).getByRole('region', { name: 'Historique' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Inès Moreau a terminé « Écran de réservation ».');
    expect(entries[1]).toHaveTextContent('Ancien membre a ajouté la tâche « Écran de réservation ».');
    await user.click(within(history).getByRole('button', { name: 'Voir plus' }));
    expect(
      await within(history).findByText('Escouade a préparé le plan à partir du brief.'),
    ).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });
});
