import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Proposal } from '@escouade/contract/projects';
import {
  draftBrief,
  fakeProjectsApi,
  PROJECT_ID,
  project,
  SKILLS,
  threeProposals,
  withLabels,
} from './support/fake-projects-api';
import { renderApp } from './support/render-app';

const SLOW_TEST_TIMEOUT_MS = 20_000;

const CONFIRMED_BRIEF = {
  title: 'Application mobile de réservation',
  description: 'Réservation de créneaux.',
  skills: [
    { skillId: SKILLS.reactNative.id, name: 'React Native', minLevel: 4, weight: 5 },
    { skillId: SKILLS.node.id, name: 'Node.js', minLevel: 3, weight: 3 },
  ],
  teamSize: { min: 2, max: 3 },
  budget: { kind: 'hourly', maxHourlyTotal: 140 },
  startDate: null,
  deadline: '2027-06-30',
  priority: 'balanced',
};

const PROPOSED = project({
  title: 'Application mobile de réservation',
  description: 'Réservation de créneaux.',
  status: 'proposed',
  budget: { kind: 'hourly', maxHourlyTotal: 140 },
  deadline: '2027-06-30',
  draftBrief: draftBrief(),
  brief: CONFIRMED_BRIEF,
});

async function openProposals(path = `/dashboard/create-project?project=${PROJECT_ID}`) {
  const view = renderApp(path);
  const name = path.includes('lng=en')
    ? 'The teams proposed for your project'
    : 'Les équipes proposées pour votre projet';
  const heading = await screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
  const section = heading.closest('section') as HTMLElement;
  return { ...view, section };
}

describe('team proposals', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('shows the length of a project without a deadline in its summary', async () => {
    fakeProjectsApi({
      projects: [
        { ...PROPOSED, deadline: null, brief: { ...CONFIRMED_BRIEF, deadline: null, lengthWeeks: 26 } },
      ],
    });
    renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const summary = await screen.findByRole('region', { name: 'Résumé' }, { timeout: 5000 });
    const length = within(summary).getByText('Durée');
    expect(length.nextElementSibling).toHaveTextContent('26 semaines');
    expect(within(summary).getByText('Date limite').nextElementSibling).toHaveTextContent('Non précisée');
  });

  it('shows three configurations side by side, each with its members, coverage, cost and why', async () => {
    fakeProjectsApi({ projects: [PROPOSED] });
    const { section } = await openProposals();

    expect(within(section).getByText('Votre budget : 140 €/h pour l’équipe.')).toBeInTheDocument();
    const columns = within(section).getAllByRole('article');
    expect(columns).toHaveLength(3);
    expect(columns[0]?.parentElement?.parentElement).toHaveClass('lg:grid-cols-3');
    expect(columns.map((column) => within(column).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Meilleure couverture des compétences',
      'Meilleur rapport qualité-prix',
      'Profils les plus expérimentés',
    ]);

    const [coverage, value, senior] = columns as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(coverage).getByText('Couvre le mieux les compétences demandées, au niveau requis.'),
    ).toBeInTheDocument();
    expect(within(coverage).getByText('100 %')).toBeInTheDocument();
    expect(within(coverage).getAllByText('150 €/h')).toHaveLength(2);
    expect(within(coverage).getByText('9 ans')).toBeInTheDocument();
    // Each figure a label rests on is shown beside it: cost for full coverage, average experience.
    expect(within(value).getByText('134 €/h')).toBeInTheDocument();
    expect(within(value).getByText('Aussi')).toBeInTheDocument();
    expect(within(value).getByText('Coût horaire le plus bas')).toBeInTheDocument();
    expect(within(senior).getByText('18,5 ans')).toBeInTheDocument();
    expect(within(senior).getByText('134 €/h')).toBeInTheDocument();
    expect(within(section).queryByText(/plutôt que 3/)).not.toBeInTheDocument();
    expect(within(coverage).getByText('Dans le budget')).toBeInTheDocument();
    expect(within(senior).getByText('Au-dessus du budget')).toBeInTheDocument();

    // Members: name (to their profile), profession, rate, experience, availability, matched skills with levels.
    const members = within(coverage).getByRole('region', { name: /2 membres/ });
    expect(within(members).getByRole('link', { name: 'Ana Martin' })).toHaveAttribute(
      'href',
      '/dashboard/profile/pro-ana',
    );
    expect(within(members).getByText('90 €/h · 12 ans d’expérience')).toBeInTheDocument();
    // A verified business says so beside its name; an unverified one shows nothing.
    expect(within(members).getAllByText('Vérifié')).toHaveLength(1);
    expect(within(members).getByText('Vérifié').closest('li')).toHaveTextContent('Ana Martin');
    const anaSkills = within(members).getByRole('list', { name: 'Compétences de Ana Martin' });
    expect(
      within(anaSkills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React Native5/5', 'Node.js5/5']);
    expect(within(members).getAllByText('Disponible')).toHaveLength(2);
    // What clients said of them: an average and a count, or that there is none yet.
    expect(within(members).getByText('4,8 sur 5')).toBeInTheDocument();
    expect(within(members).getByText('(12 avis)')).toBeInTheDocument();
    expect(within(members).getByText('Pas encore d’avis')).toBeInTheDocument();

    // Coverage of each required skill: covered, below the level, or missing.
    const required = within(value).getByRole('region', { name: /Compétences demandées/ });
    expect(
      within(required)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'React Native niveau 4 requisCouverte (4/5)',
      'Node.js niveau 3 requisNiveau insuffisant (2/5)',
    ]);
    expect(within(value).getByText('(en dessous du niveau demandé)')).toBeInTheDocument();
    expect(within(value).getByText('Occupé')).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      '',
      typeset(
        'Personne dans cette équipe n’a le niveau demandé en Node.js (niveau 3 requis) : cette compétence reste à couvrir.',
      ),
    ],
    [
      'en',
      '&lng=en',
      'Nobody on this team has the level asked for in Node.js (level 3 required): this skill stays uncovered.',
    ],
  ])('says plainly which required skill a team leaves uncovered (%s)', async (_language, query, sentence) => {
    fakeProjectsApi({ projects: [PROPOSED] });
    const { section } = await openProposals(`/dashboard/create-project?project=${PROJECT_ID}${query}`);

    const [coverage, value, senior] = within(section).getAllByRole('article') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // The second team's best Node.js is 2 for a level 3 asked; the others cover everything.
    // Matched on the whole text: French typography puts no-break spaces inside the sentence.
    expect(
      within(value).getByText(
        (_text, element) => element?.tagName === 'SPAN' && element.textContent === sentence,
      ),
    ).toBeInTheDocument();
    for (const covering of [coverage, senior]) {
      expect(within(covering).queryByText(/reste à couvrir|stays uncovered/)).not.toBeInTheDocument();
    }
  });

  it('invites the chosen team after a confirmation, then shows the team with pending answers', async () => {
    const api = fakeProjectsApi({ projects: [PROPOSED] });
    const { section, user, router } = await openProposals();

    await user.click(
      within(section).getByRole('button', {
        name: typeset('Choisir cette équipe : Meilleur rapport qualité-prix'),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: typeset('Choisir cette équipe ?') });
    expect(dialog).toHaveTextContent('Les professionnels de l’équipe « Meilleur rapport qualité-prix » (2)');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer les invitations' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/projects/${PROJECT_ID}`));
    expect(api.requestsTo('POST', `/api/projects/${PROJECT_ID}/proposals/best_value/choose`)).toHaveLength(1);
    const title = await screen.findByRole('heading', { level: 1, name: 'Application mobile de réservation' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('Équipe en formation')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'L’équipe' });
    expect(within(team).getByText('0 sur 2 a accepté')).toBeInTheDocument();
    const seats = within(team)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === team);
    expect(seats.map((seat) => within(seat).getByRole('link').textContent)).toEqual([
      'Ben Durand',
      'Chloé Petit',
    ]);
    for (const seat of seats) expect(within(seat).getByText('En attente')).toBeInTheDocument();
  });

  it('keeps the proposals when the choice fails, and says why', async () => {
    const api = fakeProjectsApi({ projects: [PROPOSED] });
    api.on('POST', `/api/projects/${PROJECT_ID}/proposals/best_coverage/choose`, () =>
      Response.json({ code: 'PROJECT_STATE_CONFLICT', message: 'no' }, { status: 409 }),
    );
    const { section, user } = await openProposals();

    await user.click(
      within(section).getAllByRole('button', { name: /^Choisir cette équipe/ })[0] as HTMLElement,
    );
    await user.click(await screen.findByRole('button', { name: 'Envoyer les invitations' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Cette action n’est plus possible à ce stade du projet.',
    );
    expect(within(section).getAllByRole('article')).toHaveLength(3);
  });

  it.each([
    [
      'the most senior',
      [0, 1],
      '',
      '2 équipes vous sont proposées plutôt que 3 : parmi les professionnels disponibles, aucune autre équipe ne réunirait des profils plus expérimentés.',
    ],
    [
      'the best value',
      [0, 2],
      '',
      '2 équipes vous sont proposées plutôt que 3 : parmi les professionnels disponibles, aucune autre équipe ne réunirait les compétences demandées pour moins cher.',
    ],
    [
      'both others',
      [0],
      '&lng=en',
      'One team is proposed to you rather than 3: among the available professionals, no other team would bring the skills you asked for at a lower cost, or more experienced people.',
    ],
  ])(
    'says in plain words why fewer than three teams are proposed, without %s',
    async (_missing, shown, query, sentence) => {
      const proposals = threeProposals();
      fakeProjectsApi({
        projects: [PROPOSED],
        proposals: withLabels(shown.map((index) => ({ ...proposals[index] }) as Proposal)),
      });
      const { section } = await openProposals(`/dashboard/create-project?project=${PROJECT_ID}${query}`);

      expect(within(section).getAllByRole('article')).toHaveLength(shown.length);
      expect(section.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(sentence);
    },
  );

  it('helps when no professional matches', async () => {
    fakeProjectsApi({ projects: [PROPOSED], proposals: [] });
    const { section } = await openProposals();

    expect(
      within(section).getByText('Aucun professionnel disponible ne correspond encore à ce brief.'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/abaisser les niveaux minimaux/)).toBeInTheDocument();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });

  describe('with a total budget', () => {
    const TOTAL_BUDGET = { kind: 'total', amount: 30_000 } as const;
    const EFFORT = { weeks: 12, isFromDates: true, daysPerWeek: 2.5, hoursPerMember: 210 };
    const WITH_TOTAL_BUDGET = project({
      ...PROPOSED,
      budget: TOTAL_BUDGET,
      brief: { ...CONFIRMED_BRIEF, budget: TOTAL_BUDGET, effortDaysPerWeek: 2.5 },
      effort: EFFORT,
    });
    /** The fixture's teams priced over 210 hours each against `amount`, as the API prices them. */
    const pricedProposals = (amount: number, hourlyCosts: number[]) =>
      withLabels(
        threeProposals().map((proposal, index) => {
          const hourlyCost = hourlyCosts[index] ?? proposal.hourlyCost;
          const cost = hourlyCost * EFFORT.hoursPerMember;
          return {
            ...proposal,
            hourlyCost,
            estimatedCost: cost,
            withinBudget: cost <= amount,
            overBudgetBy: cost <= amount ? null : Math.ceil(cost - amount),
          };
        }),
      );
    const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

    it('states the effort the budget is read against, each team’s cost, and how far over it a team goes', async () => {
      fakeProjectsApi({ projects: [WITH_TOTAL_BUDGET], proposals: pricedProposals(30_000, [140, 95, 150]) });
      const { section } = await openProposals();

      expect(
        within(section)
          .getByText((_, element) => {
            const text = spaced(element?.textContent);
            return element?.tagName === 'P' && text.startsWith('Votre budget');
          })
          .textContent?.replace(/[\u00a0\u202f]/g, ' '),
      ).toBe(
        'Votre budget : 30 000 € au total. 30 000 € sur 12 semaines ≈ 3 personnes × 2,5 jours par semaine, à 47 €/h chacune en moyenne : l’équipe entière peut coûter jusqu’à 142 €/h.',
      );
      const [coverage, value, senior] = within(section).getAllByRole('article') as [
        HTMLElement,
        HTMLElement,
        HTMLElement,
      ];
      expect(within(coverage).getByText('Coût estimé du projet')).toBeInTheDocument();
      expect(within(coverage).getByText('29 400 €')).toBeInTheDocument();
      expect(within(coverage).getByText('Dans le budget')).toBeInTheDocument();
      expect(within(value).getByText('19 950 €')).toBeInTheDocument();
      expect(within(senior).getByText('31 500 €')).toBeInTheDocument();
      expect(within(senior).getByText('Dépasse le budget de 1 500 €')).toBeInTheDocument();
      expect(
        within(senior).getByText('Dans le budget, l’option 1 couvre au moins autant de compétences.'),
      ).toBeInTheDocument();
    });

    it.each([
      ['fr', '', 'Choisir cette équipe ?', 'Elle dépasse votre budget de 1 500 €.', /dépasse/],
      ['en', '&lng=en', 'Choose this team?', 'It is €1,500 over your budget.', /over your/],
    ])(
      'says in the confirmation by how much the chosen team goes over the budget, and nothing within it (%s)',
      async (_language, query, title, over, anyOver) => {
        fakeProjectsApi({
          projects: [WITH_TOTAL_BUDGET],
          proposals: pricedProposals(30_000, [140, 95, 150]),
        });
        const { section, user } = await openProposals(
          `/dashboard/create-project?project=${PROJECT_ID}${query}`,
        );
        const [coverage, , senior] = within(section).getAllByRole('article') as HTMLElement[];

        await user.click(
          within(senior as HTMLElement)
            .getAllByRole('button')
            .at(-1) as HTMLElement,
        );
        const overDialog = await screen.findByRole('alertdialog', { name: query ? title : typeset(title) });
        expect(spaced(overDialog.textContent)).toContain(over);
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

        await user.click(
          within(coverage as HTMLElement)
            .getAllByRole('button')
            .at(-1) as HTMLElement,
        );
        const withinDialog = await screen.findByRole('alertdialog', { name: query ? title : typeset(title) });
        expect(withinDialog.textContent).not.toMatch(anyOver);
      },
    );

    it('says that no team of the requested size fits a budget none of them fits', async () => {
      fakeProjectsApi({ projects: [WITH_TOTAL_BUDGET], proposals: pricedProposals(10_000, [140, 95, 150]) });
      const { section } = await openProposals();

      const columns = within(section).getAllByRole('article');
      expect(
        within(columns[0] as HTMLElement).getByText('Dépasse le budget de 19 400 €'),
      ).toBeInTheDocument();
      for (const column of columns) {
        expect(
          within(column).getByText(
            'Aucune équipe de la taille demandée, parmi les professionnels disponibles, ne tient dans ce budget.',
          ),
        ).toBeInTheDocument();
      }
    });

    it('says the same in English', async () => {
      fakeProjectsApi({ projects: [WITH_TOTAL_BUDGET], proposals: pricedProposals(30_000, [140, 95, 150]) });
      const { section } = await openProposals(`/dashboard/create-project?project=${PROJECT_ID}&lng=en`);

      expect(
        within(section).getByText(
          'Your budget: €30,000 in total. €30,000 over 12 weeks ≈ 3 people × 2.5 days a week, at €47/h each on average: the whole team can cost up to €142/h.',
        ),
      ).toBeInTheDocument();
      const senior = within(section).getAllByRole('article')[2] as HTMLElement;
      expect(within(senior).getByText('Estimated project cost')).toBeInTheDocument();
      expect(within(senior).getByText('Over budget by €1,500')).toBeInTheDocument();
      expect(
        within(senior).getByText('Within budget, option 1 covers at least as many skills.'),
      ).toBeInTheDocument();
    });
  });

  it('explains each team in English too', async () => {
    fakeProjectsApi({ projects: [PROPOSED] });
    const { section } = await openProposals(`/dashboard/create-project?project=${PROJECT_ID}&lng=en`);

    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Best skill coverage', 'Best value', 'Most senior']);
    expect(within(section).getByText('Your budget: €140/h for the team.')).toBeInTheDocument();
    expect(within(section).getAllByText('Within budget')).toHaveLength(2);
  });
});
