import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import frProjects from '../src/locales/fr/projects.json';
import { fakeApi, sessionFor } from './support/fake-api';
import { renderApp } from './support/render-app';

function getMetaDescription() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('home page', () => {
  it('sends a visitor to sign up or sign in, and summarises the process in three steps', async () => {
    fakeApi();
    renderApp('/');

    const main = within(await screen.findByRole('main'));
    expect(
      main.getByRole('heading', {
        level: 1,
        name: 'L’équipe d’experts idéale pour votre projet, formée par l’IA',
      }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Démarrer un projet' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    // Each figure is one sentence (a figure set large, then its words), not a paragraph styled as a heading.
    const figures = within(main.getByRole('region', { name: 'Escouade en chiffres' })).getAllByRole(
      'listitem',
    );
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '500+ projets réalisés avec nos PODs',
      'Jusqu’à 3 équipes proposées pour chaque projet, chacune la meilleure sur un point',
      '5 étapes claires, de l’analyse à la livraison',
    ]);
    for (const figure of figures) expect(figure.querySelectorAll('p')).toHaveLength(1);
    // As many teams as a brief may get, and no more.
    expect(main.getByText(/vous propose jusqu’à 3 équipes de professionnels/)).toBeInTheDocument();
    const steps = within(main.getByRole('region', { name: 'Comment ça marche' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Analyse',
      'Formation du POD',
      'Exécution',
    ]);
    expect(main.getByRole('link', { name: 'Découvrir notre processus en détail' })).toHaveAttribute(
      'href',
      '/process',
    );
    const closing = main.getByRole('region', { name: typeset('Prêt à former votre escouade ?') });
    expect(within(closing).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(closing).getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    expect(getMetaDescription()).toContain('Plus de 500 projets réalisés.');
  });

  it('promises what the proposals page says: up to three teams, fewer with the reason, in the same words', async () => {
    fakeApi();
    renderApp('/');
    const main = within(await screen.findByRole('main'));
    const steps = within(await main.findByRole('region', { name: 'Comment ça marche' })).getAllByRole(
      'listitem',
    );
    const pod = steps[1]?.textContent ?? '';
    // The three things a proposal can be best at, named as the proposals page names them.
    expect(pod).toContain('la couverture des compétences, le rapport qualité-prix ou l’expérience');
    // Why there may be fewer, in the words the proposals page gives a client who gets fewer.
    const shared = 'parmi les professionnels disponibles, aucune autre équipe';
    expect(pod).toContain(shared);
    for (const why of Object.values(frProjects.proposals.fewer.why)) expect(why).toContain(shared);
    expect(pod).toContain('vous en recevez moins, et l’on vous dit pourquoi');
    // Nothing in the product promises three teams every time.
    expect(frProjects.page.notice.proposed).not.toMatch(/trois/i);
  });

  it('sends a signed-in user to project creation and the profile', async () => {
    fakeApi(sessionFor('professional'));
    renderApp('/');

    const main = within(await screen.findByRole('main'));
    await waitFor(() =>
      expect(main.getByRole('link', { name: 'Démarrer un projet' })).toHaveAttribute(
        'href',
        '/dashboard/create-project',
      ),
    );
    expect(main.getByRole('link', { name: 'Voir mon profil' })).toHaveAttribute('href', '/profile');
  });

  it('sends an admin, who has no dashboard or profile, to the admin area instead', async () => {
    fakeApi(sessionFor('admin'));
    renderApp('/');

    const main = within(await screen.findByRole('main'));
    await waitFor(() =>
      expect(main.getByRole('link', { name: 'Ouvrir l’espace d’administration' })).toHaveAttribute(
        'href',
        '/admin',
      ),
    );
    expect(main.queryByRole('link', { name: 'Voir mon profil' })).not.toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'Démarrer un projet' })).not.toBeInTheDocument();
  });
});

describe('content pages', () => {
  it('about: story, mission and vision, four values, four team members', async () => {
    fakeApi();
    renderApp('/about');

    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'À propos d’Escouade' });
    for (const name of ['Notre histoire', 'Notre mission', 'Notre vision', 'Nos valeurs', 'Notre équipe']) {
      expect(main.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const values = within(main.getByRole('region', { name: 'Nos valeurs' })).getAllByRole('heading', {
      level: 3,
    });
    expect(values.map((value) => value.textContent)).toEqual([
      'Exigence',
      'Collaboration',
      'Transparence',
      'Innovation',
    ]);
    const team = within(main.getByRole('region', { name: 'Notre équipe' })).getAllByRole('listitem');
    expect(team).toHaveLength(4);
    expect(team[0]).toHaveTextContent('Camille Laurent');
    expect(team[0]).toHaveTextContent('Cofondatrice et directrice générale');
    expect(main.getByRole('region', { name: 'Notre histoire' })).toHaveTextContent('Plus de 500 projets');
  });

  it('process: five steps with their key points, then a call to action', async () => {
    fakeApi();
    renderApp('/process?lng=en');

    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Our process' });
    const steps = main.getAllByRole('article');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Project analysis',
      'POD formation',
      'Smart planning',
      'Execution and monitoring',
      'Delivery and feedback',
    ]);
    for (const step of steps) expect(within(step).getAllByRole('listitem')).toHaveLength(4);
    expect(steps[1]).toHaveTextContent('We propose up to 3 teams');
    expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Talk to an advisor' })).toHaveAttribute('href', '/contact');
  });

  const emptyShowcase = {
    pricing: { rates: null, skills: [], agencyFeePercent: null, example: null },
    projects: { delivered: 0, inProgress: 0, professionals: 0, averageTeamSize: null, skills: [] },
    'case-studies': { caseStudies: [] },
    testimonials: { testimonials: [] },
  };

  it.each([
    ['/pricing', 'Tarifs', 'pricing', 'Aucun professionnel n’a encore indiqué de taux horaire'],
    ['/projects', 'Projets', 'projects', 'Aucun projet n’a encore été livré sur Escouade.'],
    ['/case-studies', 'Études de cas', 'case-studies', 'Aucune étude de cas pour l’instant.'],
    ['/testimonials', 'Témoignages', 'testimonials', 'Aucun témoignage pour l’instant.'],
  ] as const)(
    '%s is titled "%s", and on an empty platform says what will show there, not a made-up example',
    async (path, title, page, empty) => {
      fakeApi().on('GET', `/api/showcase/${page}`, () => emptyShowcase[page]);
      renderApp(path);

      const main = within(await screen.findByRole('main'));
      await main.findByRole('heading', { level: 1, name: title });
      expect(await main.findByText(new RegExp(`^${empty}`))).toBeInTheDocument();
      expect(main.queryByText('Page en construction')).not.toBeInTheDocument();
      expect(document.title).toBe(`${title} · Escouade`);
    },
  );

  it('shows the testimonials clients agreed to show, with their name as they chose', async () => {
    const api = fakeApi().on('GET', '/api/showcase/testimonials', () => ({
      testimonials: [
        {
          id: 'r1',
          rating: 5,
          comment: 'Une équipe soudée, livrée à temps.',
          authorName: 'Claire M.',
          subjectFirstName: 'Bruno',
          subjectProfession: 'Développeur',
          publishedAt: '2026-10-05T10:00:00.000Z',
        },
      ],
    }));
    renderApp('/testimonials');

    const card = await screen.findByRole('figure');
    expect(card).toHaveTextContent('Une équipe soudée, livrée à temps.');
    expect(card).toHaveTextContent('Claire M.');
    expect(card).toHaveTextContent('À propos de Bruno, Développeur');
    expect(card).toHaveTextContent('Publié en octobre 2026');
    // The skills and names come in the visitor's language.
    expect(api.requestsTo('/api/showcase/testimonials')[0]?.url.search).toBe('?lng=fr');
  });

  it('prices a team from the rates and the fee, and says when there is no fee', async () => {
    const pricing = {
      rates: { count: 12, low: 55, median: 70, high: 90 },
      skills: [{ name: 'React', rates: { count: 4, low: 60, median: 75, high: 85 } }],
      agencyFeePercent: 12.5,
      example: {
        teamSize: 3,
        daysPerWeek: 3,
        weeks: 12,
        hoursPerMember: 252,
        hourlyCost: 210,
        workCost: 52_920,
        feeAmount: 6615,
        total: 59_535,
      },
    };
    fakeApi().on('GET', '/api/showcase/pricing', () => pricing);
    const { unmount } = renderApp('/pricing');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('70 € de l’heure')).toBeInTheDocument();
    expect(main.getByText(/La moitié des professionnels facturent entre 55 € et 90 €/)).toBeInTheDocument();
    // The count shows under the name on a phone (its column is hidden there); jsdom applies no breakpoint.
    expect(main.getByRole('rowheader', { name: /^React \d+ professionnels?$/ })).toBeInTheDocument();
    expect(
      main.getByText('Escouade ajoute 12,5 % de frais d’agence au travail facturé.'),
    ).toBeInTheDocument();
    expect(main.getByText('59 535 €')).toBeInTheDocument();
    unmount();

    fakeApi().on('GET', '/api/showcase/pricing', () => ({ ...pricing, agencyFeePercent: null }));
    renderApp('/pricing');
    expect(await screen.findByText(/^Escouade n’ajoute aucun frais d’agence/)).toBeInTheDocument();
    expect(screen.queryByText(/Frais d’agence \(/)).not.toBeInTheDocument();
  });

  it('says when the page could not be loaded, and loads it again on request', async () => {
    let calls = 0;
    fakeApi().on('GET', '/api/showcase/case-studies', () => {
      calls += 1;
      return calls === 1
        ? new Response('{"code":"RATE_LIMITED","message":"slow down"}', { status: 429 })
        : { caseStudies: [] };
    });
    const { user } = renderApp('/case-studies');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger cette page pour le moment.');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/^Aucune étude de cas pour l’instant/)).toBeInTheDocument();
  });

  it.each(['/', '/about', '/process', '/contact', '/pricing', '/newsletter/confirm', '/nowhere'])(
    '%s has one h1, a main landmark, the header and the footer',
    async (path) => {
      fakeApi();
      renderApp(path);

      await screen.findByRole('heading', { level: 1 });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(getMetaDescription()).toBeTruthy();
    },
  );
});

describe('redirects', () => {
  it('sends the old /tarifs address to /pricing', async () => {
    fakeApi();
    const { router } = renderApp('/tarifs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('sends /profile to the sign-in page when signed out', async () => {
    fakeApi();
    const { router } = renderApp('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends /profile to the profile editor when signed in', async () => {
    fakeApi(sessionFor('professional'));
    const { router } = renderApp('/profile');

    // The dashboard's code loads first: allow more than the default second on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'), { timeout: 5000 });
  });
});

describe('site footer', () => {
  it('has the work and company columns, social links and the copyright of this year', async () => {
    fakeApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = within(screen.getByRole('contentinfo'));

    const work = footer.getByRole('navigation', { name: 'Nos réalisations' });
    expect(
      within(work)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/projects', '/case-studies', '/testimonials']);
    const company = footer.getByRole('navigation', { name: 'Entreprise' });
    expect(
      within(company)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/process', '/contact', '/accessibility', '/privacy']);
    expect(footer.getByRole('list', { name: 'Escouade sur les réseaux sociaux' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Escouade. Tous droits réservés.`,
    );
  });

  it('brings the visitor to the top of the page, even for a link to the current page', async () => {
    fakeApi();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, router } = renderApp('/process');
    await screen.findByRole('heading', { level: 1, name: 'Notre processus' });
    scrollTo.mockClear();

    const company = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Entreprise' });
    await user.click(within(company).getByRole('link', { name: 'Notre processus' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

    await user.click(within(company).getByRole('link', { name: 'À propos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'À propos d’Escouade' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
