import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  controlledEventStream,
  doneEvent,
  draftBrief,
  fakeProjectsApi,
  jsonResponse,
  PROJECT_ID,
  project,
  SKILLS,
} from './support/fake-projects-api';
import { renderApp } from './support/render-app';

const SLOW_TEST_TIMEOUT_MS = 20_000;

const DRAFT = project({
  title: 'Application mobile de réservation',
  draftBrief: draftBrief(),
  messages: [
    {
      id: 'm1',
      role: 'user',
      content: 'Une application mobile de réservation en React Native avec une API Node.js.',
      createdAt: '2026-05-04T09:00:00.000Z',
    },
    {
      id: 'm2',
      role: 'assistant',
      content: 'Quelle est votre priorité ?',
      createdAt: '2026-05-04T09:00:01.000Z',
    },
  ],
});

async function openBrief(path = `/dashboard/create-project?project=${PROJECT_ID}`) {
  const view = renderApp(path);
  const brief = await screen.findByRole(
    'region',
    { name: path.includes('lng=en') ? 'Project brief' : 'Brief du projet' },
    { timeout: 5000 },
  );
  return { ...view, brief };
}

describe('brief editor', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('is pre-filled from what the assistant understood', async () => {
    fakeProjectsApi({ projects: [DRAFT] });
    const { brief } = await openBrief();

    expect(within(brief).getByRole('textbox', { name: 'Titre du projet' })).toHaveValue(
      'Application mobile de réservation',
    );
    // The assistant writes no description: the client's first message is a good start.
    expect(within(brief).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Une application mobile de réservation en React Native avec une API Node.js.',
    );
    const skills = within(brief).getByRole('list', { name: 'Compétences du brief' });
    expect(within(skills).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(skills).getByRole('combobox', { name: 'Niveau minimum pour React Native' }),
    ).toHaveDisplayValue('4 – Avancé');
    expect(within(skills).getByRole('combobox', { name: 'Importance pour React Native' })).toHaveDisplayValue(
      '5 – Essentielle',
    );
    expect(within(skills).getByRole('combobox', { name: 'Niveau minimum pour Node.js' })).toHaveDisplayValue(
      '3 – Confirmé',
    );
    const team = within(brief).getByRole('group', { name: "Taille de l'équipe" });
    expect(within(team).getByRole('combobox', { name: 'Au moins' })).toHaveDisplayValue('2 personnes');
    expect(within(team).getByRole('combobox', { name: 'Au plus' })).toHaveDisplayValue('3 personnes');
    expect(within(brief).getByRole('radio', { name: 'Montant total' })).toBeChecked();
    expect(within(brief).getByRole('textbox', { name: 'Montant total (€)' })).toHaveValue('30000');
    expect(within(brief).getByLabelText('Date limite')).toHaveValue('2027-06-30');
    expect(within(brief).getByLabelText('Date de début')).toHaveValue('');
    expect(within(brief).getByRole('combobox', { name: 'Priorité' })).toHaveDisplayValue('Équilibrée');
  });

  it('checks the brief before sending it: title, skills, amount, dates', async () => {
    const api = fakeProjectsApi({ projects: [DRAFT] });
    const { brief, user } = await openBrief();

    await user.clear(within(brief).getByRole('textbox', { name: 'Titre du projet' }));
    await user.click(within(brief).getByRole('button', { name: 'Retirer React Native' }));
    expect(await within(brief).findByText('React Native retirée du brief.')).toBeInTheDocument();
    await user.click(within(brief).getByRole('button', { name: 'Retirer Node.js' }));
    expect(within(brief).getByText(/Aucune compétence pour le moment/)).toBeInTheDocument();
    await user.click(within(brief).getByRole('radio', { name: "Plafond horaire de l'équipe" }));
    const amount = within(brief).getByRole('textbox', { name: "Coût horaire maximal de l'équipe (€/h)" });
    await user.clear(amount);
    await user.type(amount, 'beaucoup');
    await user.type(within(brief).getByLabelText('Date de début'), '2027-07-01');
    await user.click(within(brief).getByRole('button', { name: 'Confirmer le brief' }));

    const title = within(brief).getByRole('textbox', { name: 'Titre du projet' });
    expect(await within(brief).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(brief).getByText('Ajoutez au moins une compétence.')).toBeInTheDocument();
    expect(
      within(brief).getByRole('combobox', { name: 'Ajouter une compétence' }),
    ).toHaveAccessibleDescription('Ajoutez au moins une compétence.');
    expect(amount).toHaveAccessibleDescription('Saisissez un montant, par exemple 30 000.');
    expect(within(brief).getByLabelText('Date limite')).toHaveAccessibleDescription(
      'La date limite doit être postérieure à la date de début.',
    );
    expect(api.requestsTo('PUT', `/api/projects/${PROJECT_ID}/brief`)).toHaveLength(0);
  });

  it('sends the edited brief, then shows the three proposals and moves the focus to them', async () => {
    const api = fakeProjectsApi({ projects: [DRAFT] });
    const { brief, user } = await openBrief();

    const search = within(brief).getByRole('combobox', { name: 'Ajouter une compétence' });
    await user.type(search, 'post');
    const listbox = await within(brief).findByRole('listbox', { name: 'Compétences du catalogue' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['PostgreSQL']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(search).toHaveValue('');
    expect(await within(brief).findByText('PostgreSQL ajoutée au brief.')).toBeInTheDocument();
    await user.selectOptions(
      within(brief).getByRole('combobox', { name: 'Niveau minimum pour PostgreSQL' }),
      '2',
    );
    await user.selectOptions(within(brief).getByRole('combobox', { name: 'Priorité' }), 'cost');
    await user.click(within(brief).getByRole('radio', { name: "Plafond horaire de l'équipe" }));
    const amount = within(brief).getByRole('textbox', { name: "Coût horaire maximal de l'équipe (€/h)" });
    await user.clear(amount);
    await user.type(amount, '250');
    await user.type(within(brief).getByLabelText('Date de début'), '2027-01-04');
    await user.click(within(brief).getByRole('button', { name: 'Confirmer le brief' }));

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Les équipes proposées pour votre projet',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.requestsTo('PUT', `/api/projects/${PROJECT_ID}/brief`)[0]?.body).toEqual({
      title: 'Application mobile de réservation',
      description: 'Une application mobile de réservation en React Native avec une API Node.js.',
      skills: [
        { skillId: SKILLS.reactNative.id, minLevel: 4, weight: 5 },
        { skillId: SKILLS.node.id, minLevel: 3, weight: 3 },
        { skillId: SKILLS.postgres.id, minLevel: 2, weight: 3 },
      ],
      teamSize: { min: 2, max: 3 },
      budget: { kind: 'hourly', maxHourlyTotal: 250 },
      startDate: '2027-01-04',
      deadline: '2027-06-30',
      priority: 'cost',
    });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(brief).getByRole('button', { name: 'Mettre à jour les propositions' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Choisir son équipe');
  });

  it('shows the API’s field errors in the form', async () => {
    const api = fakeProjectsApi({ projects: [DRAFT] });
    api.on('PUT', `/api/projects/${PROJECT_ID}/brief`, () =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          details: { issues: [{ path: ['body', 'deadline'], message: 'deadlineBeforeStart' }] },
        },
        400,
      ),
    );
    const { brief, user } = await openBrief();

    await user.click(within(brief).getByRole('button', { name: 'Confirmer le brief' }));

    const deadline = within(brief).getByLabelText('Date limite');
    await waitFor(() =>
      expect(deadline).toHaveAccessibleDescription(
        'La date limite doit être postérieure à la date de début.',
      ),
    );
    expect(deadline).toHaveFocus();
  });

  it('follows the assistant while untouched, then offers its suggestions once edited', async () => {
    const api = fakeProjectsApi({ projects: [DRAFT] });
    const { brief, user } = await openBrief();

    const answer = (skills: ReturnType<typeof draftBrief>['skills']) => {
      const stream = controlledEventStream();
      api.on('POST', `/api/projects/${PROJECT_ID}/messages`, () => stream.response);
      return () => {
        stream.send(
          'done',
          doneEvent('Noté.', { draftBrief: draftBrief({ skills }), isComplete: true, missing: [] }),
        );
        stream.close();
      };
    };
    const uiDesign = { skillId: SKILLS.uiDesign.id, name: 'UI design', minLevel: 3, weight: 2 };
    const finish = answer([...draftBrief().skills, uiDesign]);
    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Ajoutez un designer UI{Enter}');
    finish();

    const skills = within(brief).getByRole('list', { name: 'Compétences du brief' });
    await waitFor(() => expect(within(skills).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(brief).getByText('Le brief est complet : vérifiez-le, puis confirmez-le.'),
    ).toBeInTheDocument();

    await user.type(within(brief).getByRole('textbox', { name: 'Titre du projet' }), ' v2');
    const next = answer([{ skillId: SKILLS.postgres.id, name: 'PostgreSQL', minLevel: 3, weight: 3 }]);
    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Et une base PostgreSQL{Enter}');
    next();

    await user.click(await within(brief).findByRole('button', { name: 'Reprendre ses suggestions' }));
    expect(within(skills).getAllByRole('listitem')).toHaveLength(4);
    expect(within(brief).getByRole('textbox', { name: 'Titre du projet' })).toHaveValue(
      'Application mobile de réservation v2',
    );
  });
});
