import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { clearDate, dateFieldOf, datePartsInOrder, dateShownIn, typeDate } from './support/date-field';
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

/** The text a control is described by, with the non-breaking spaces of French numbers as plain spaces. */
function descriptionOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  return text.replace(/[\u00a0\u202f]/g, ' ').trim();
}

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
    const team = within(brief).getByRole('group', { name: 'Taille de l’équipe' });
    expect(within(team).getByRole('combobox', { name: 'Au moins' })).toHaveDisplayValue('2 personnes');
    expect(within(team).getByRole('combobox', { name: 'Au plus' })).toHaveDisplayValue('3 personnes');
    expect(within(brief).getByRole('radio', { name: 'Montant total' })).toBeChecked();
    expect(within(brief).getByRole('textbox', { name: 'Montant total (€)' })).toHaveValue('30000');
    expect(dateShownIn(dateFieldOf(brief, 'Date limite'))).toBe('2027-06-30');
    expect(dateShownIn(dateFieldOf(brief, 'Date de début'))).toBe('');
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
    await user.click(within(brief).getByRole('radio', { name: 'Plafond horaire de l’équipe' }));
    const amount = within(brief).getByRole('textbox', { name: 'Coût horaire maximal de l’équipe (€/h)' });
    await user.clear(amount);
    await user.type(amount, 'beaucoup');
    await typeDate(user, dateFieldOf(brief, 'Date de début'), '2027-07-01');
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
    for (const part of datePartsInOrder(dateFieldOf(brief, 'Date limite'))) {
      expect(part).toHaveAccessibleDescription(
        'Par exemple\u00a0: 27 03 2026 La date limite doit être postérieure à la date de début.',
      );
    }
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
    await user.click(within(brief).getByRole('radio', { name: 'Plafond horaire de l’équipe' }));
    const amount = within(brief).getByRole('textbox', { name: 'Coût horaire maximal de l’équipe (€/h)' });
    await user.clear(amount);
    await user.type(amount, '250');
    await typeDate(user, dateFieldOf(brief, 'Date de début'), '2027-01-04');
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
      lengthWeeks: null,
      priority: 'cost',
      effortDaysPerWeek: 3,
    });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(brief).getByRole('button', { name: 'Mettre à jour les propositions' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Choisir son équipe');
  });

  it('says in words what a total budget pays for, as the client sets the dates and the days a week', async () => {
    const api = fakeProjectsApi({ projects: [DRAFT] });
    const { brief, user } = await openBrief();

    await typeDate(user, dateFieldOf(brief, 'Date de début'), '2027-01-04');
    const days = within(brief).getByRole('combobox', { name: 'Temps de chaque membre sur le projet' });
    expect(days).toHaveValue('3');
    // 25 weeks at 3 days of 7 hours: 525 hours each, so 30 000 € allows the whole team 57 €/h.
    expect(descriptionOf(days)).toBe(
      '30 000 € sur 25 semaines ≈ 3 personnes × 3 jours par semaine, à 19 €/h chacune en moyenne : l’équipe entière peut coûter jusqu’à 57 €/h.',
    );
    await user.selectOptions(days, '1');
    expect(descriptionOf(days)).toBe(
      '30 000 € sur 25 semaines ≈ 3 personnes × 1 jour par semaine, à 57 €/h chacune en moyenne : l’équipe entière peut coûter jusqu’à 171 €/h.',
    );
    await user.selectOptions(days, '0.5');
    expect(descriptionOf(days)).toMatch(/× 0,5 jour par semaine, à 114 €\/h chacune/);

    await clearDate(user, dateFieldOf(brief, 'Date limite'));
    expect(descriptionOf(days)).toBe(
      '30 000 € sur 12 semaines ≈ 3 personnes × 0,5 jour par semaine, à 238 €/h chacune en moyenne : l’équipe entière peut coûter jusqu’à 714 €/h. Sans date limite ni durée, nous comptons 12 semaines.',
    );
    await user.click(within(brief).getByRole('radio', { name: 'Pas encore défini' }));
    expect(descriptionOf(days)).toBe(
      'Sur 12 semaines, à 0,5 jour par semaine, chaque membre travaillera environ 42 h sur le projet. Sans date limite ni durée, nous comptons 12 semaines.',
    );
    // Without a deadline, the length the client gives is what the effort is counted over.
    const length = within(brief).getByRole('textbox', { name: 'Durée (en semaines)' });
    await user.type(length, '20');
    expect(descriptionOf(days)).toBe(
      'Sur 20 semaines, à 0,5 jour par semaine, chaque membre travaillera environ 70 h sur le projet.',
    );

    await user.click(within(brief).getByRole('button', { name: 'Confirmer le brief' }));
    await waitFor(() => expect(api.requestsTo('PUT', `/api/projects/${PROJECT_ID}/brief`)).toHaveLength(1));
    expect(api.requestsTo('PUT', `/api/projects/${PROJECT_ID}/brief`)[0]?.body).toMatchObject({
      budget: null,
      deadline: null,
      lengthWeeks: 20,
      effortDaysPerWeek: 0.5,
    });
  });

  it('says what a total budget pays for in English too', async () => {
    fakeProjectsApi({ projects: [DRAFT] });
    const { brief, user } = await openBrief(`/dashboard/create-project?project=${PROJECT_ID}&lng=en`);

    await typeDate(user, dateFieldOf(brief, 'Start date'), '2027-01-04');
    const days = within(brief).getByRole('combobox', { name: 'Time each member spends on the project' });
    expect(days).toHaveAccessibleDescription(
      '€30,000 over 25 weeks ≈ 3 people × 3 days a week, at €19/h each on average: the whole team can cost up to €57/h.',
    );
    await user.selectOptions(days, '0.5');
    expect(days).toHaveAccessibleDescription(/× 0\.5 days a week, at €114\/h each/);
  });

  it('marks what the assistant worked out rather than read as to confirm, until the client sets it', async () => {
    const estimated = project({
      ...DRAFT,
      draftBrief: draftBrief({
        inferred: ['teamSize', 'budget'],
        budget: { kind: 'hourly', maxHourlyTotal: 120 },
        skills: [
          { skillId: SKILLS.reactNative.id, name: 'React Native', minLevel: 4, weight: 5 },
          { skillId: SKILLS.node.id, name: 'Node.js', minLevel: 3, weight: 3, isInferred: true },
        ],
      }),
    });
    fakeProjectsApi({ projects: [estimated] });
    const { brief, user } = await openBrief();

    const team = within(brief).getByRole('group', { name: 'Taille de l’équipe À confirmer' });
    expect(
      within(team).getByText(
        'Estimée par l’assistant d’après les compétences et les délais : vous ne l’avez pas précisée.',
      ),
    ).toBeInTheDocument();
    expect(within(brief).getByRole('group', { name: 'Budget À confirmer' })).toBeInTheDocument();
    const skills = within(brief).getByRole('list', { name: 'Compétences du brief' });
    const [named, worked] = within(skills).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(named).queryByText('À confirmer')).not.toBeInTheDocument();
    expect(within(worked).getByText('À confirmer')).toBeInTheDocument();
    expect(within(brief).getByText(/viennent d’un besoin général que vous avez décrit/)).toBeInTheDocument();

    await user.selectOptions(within(team).getByRole('combobox', { name: 'Au plus' }), '4');
    expect(within(brief).getByRole('group', { name: 'Taille de l’équipe' })).toBeInTheDocument();
    expect(within(brief).queryByText(/Estimée par l’assistant/)).not.toBeInTheDocument();
    // The budget was not touched: still to confirm.
    expect(within(brief).getByRole('group', { name: 'Budget À confirmer' })).toBeInTheDocument();
  });

  it('quotes the client’s words behind an inferred value, tied to its field, and a stated one on demand', async () => {
    const quoted = project({
      ...DRAFT,
      draftBrief: draftBrief({
        inferred: ['teamSize'],
        evidence: [
          { field: 'teamSize', source: 'inferred', quote: 'une appli React Native avec son API Node.js' },
          { field: 'budget', source: 'stated', quote: 'Budget : 30 000 € HT' },
        ],
      }),
    });
    fakeProjectsApi({ projects: [quoted] });
    const { brief, user } = await openBrief();

    const team = within(brief).getByRole('group', { name: 'Taille de l’équipe À confirmer' });
    const note = typeset('À confirmer — d’après « une appli React Native avec son API Node.js »');
    // getByText reads no-break spaces as spaces.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(within(team).getByText(plain(note))).toBeInTheDocument();
    expect(within(team).getByRole('combobox', { name: 'Au moins' })).toHaveAccessibleDescription(note);
    expect(within(team).getByRole('combobox', { name: 'Au plus' })).toHaveAccessibleDescription(note);

    // A stated value is not to confirm; its words are one click away.
    const budget = within(brief).getByRole('group', { name: 'Budget' });
    const stated = typeset('Vous avez écrit « Budget : 30 000 € HT »');
    expect(within(budget).getByText(plain(stated))).not.toBeVisible();
    await user.click(within(budget).getByText(plain(typeset('D’où vient cette valeur ?'))));
    expect(within(budget).getByText(plain(stated))).toBeVisible();

    // Once the client sets the team size, it is theirs: no longer to confirm, no longer quoted.
    await user.selectOptions(within(team).getByRole('combobox', { name: 'Au plus' }), '4');
    expect(within(brief).queryByText(plain(note))).not.toBeInTheDocument();
  });

  it('takes the days a week and the summary of the need from the assistant', async () => {
    const summarised = project({
      ...DRAFT,
      description: '',
      draftBrief: draftBrief({
        daysPerWeek: 2.5,
        summary: 'Une application mobile de réservation en React Native avec son API Node.js.',
      }),
    });
    fakeProjectsApi({ projects: [summarised] });
    const { brief } = await openBrief();
    expect(within(brief).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Une application mobile de réservation en React Native avec son API Node.js.',
    );
    expect(within(brief).getByRole('combobox', { name: 'Temps de chaque membre sur le projet' })).toHaveValue(
      '2.5',
    );
  });

  it('takes the length the client gave, with its words, and refuses a length that is no whole number of weeks', async () => {
    const lasting = project({
      ...DRAFT,
      draftBrief: draftBrief({
        deadline: null,
        lengthWeeks: 26,
        evidence: [{ field: 'lengthWeeks', source: 'stated', quote: 'pendant 6 mois' }],
      }),
    });
    const api = fakeProjectsApi({ projects: [lasting] });
    const { brief, user } = await openBrief();
    const length = within(brief).getByRole('textbox', { name: 'Durée (en semaines)' });
    expect(length).toHaveValue('26');
    expect(length).toHaveAccessibleDescription(
      typeset('Sans date limite, la durée du projet : l’effort est compté sur ces semaines.'),
    );
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    await user.click(within(brief).getByText(plain(typeset('D’où vient cette valeur ?'))));
    expect(within(brief).getByText(plain(typeset('Vous avez écrit « pendant 6 mois »')))).toBeVisible();
    const days = within(brief).getByRole('combobox', { name: 'Temps de chaque membre sur le projet' });
    expect(descriptionOf(days)).toMatch(/^30 000 € sur 26 semaines/);

    await user.clear(length);
    await user.type(length, '2,5');
    await user.click(within(brief).getByRole('button', { name: 'Confirmer le brief' }));
    expect(await within(brief).findByText('Saisissez un nombre entier.')).toBeInTheDocument();
    expect(length).toHaveAttribute('aria-invalid', 'true');
    await user.clear(length);
    await user.type(length, '300');
    await user.click(within(brief).getByRole('button', { name: 'Confirmer le brief' }));
    expect(await within(brief).findByText('Cette valeur est trop grande.')).toBeInTheDocument();
    expect(api.requestsTo('PUT', `/api/projects/${PROJECT_ID}/brief`)).toHaveLength(0);
  });

  it('marks a deadline the assistant worked out as to confirm, with the words it came from', async () => {
    const approximate = project({
      ...DRAFT,
      draftBrief: draftBrief({
        deadline: '2027-06-20',
        evidence: [{ field: 'deadline', source: 'inferred', quote: 'avant l’été' }],
      }),
    });
    fakeProjectsApi({ projects: [approximate] });
    const { brief } = await openBrief();
    const deadline = within(brief).getByRole('group', { name: 'Date limite' });
    expect(within(deadline).getAllByRole('textbox')[0]).toHaveAccessibleDescription(
      new RegExp(`^${typeset('À confirmer — d’après « avant l’été »')}`),
    );
  });

  it('quotes the client’s words in English', async () => {
    const quoted = project({
      ...DRAFT,
      language: 'en',
      draftBrief: draftBrief({
        language: 'en',
        inferred: ['teamSize'],
        evidence: [
          { field: 'teamSize', source: 'inferred', quote: 'a React Native app and its Node.js API' },
        ],
      }),
    });
    fakeProjectsApi({ projects: [quoted] });
    const { brief } = await openBrief(`/dashboard/create-project?project=${PROJECT_ID}&lng=en`);
    const note = 'To confirm — from “a React Native app and its Node.js API”';
    const team = within(brief).getByRole('group', { name: 'Team size To confirm' });
    expect(within(team).getByRole('combobox', { name: 'At most' })).toHaveAccessibleDescription(note);
  });

  it('marks nothing to confirm in a brief the client stated whole', async () => {
    fakeProjectsApi({ projects: [DRAFT] });
    const { brief } = await openBrief(`/dashboard/create-project?project=${PROJECT_ID}&lng=en`);
    expect(within(brief).getByRole('group', { name: 'Team size' })).toBeInTheDocument();
    expect(within(brief).queryByText('To confirm')).not.toBeInTheDocument();
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

    const [deadline] = datePartsInOrder(dateFieldOf(brief, 'Date limite'));
    await waitFor(() =>
      expect(deadline).toHaveAccessibleDescription(
        'Par exemple\u00a0: 27 03 2026 La date limite doit être postérieure à la date de début.',
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
