import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
        name: "L'équipe d'experts idéale pour votre projet, formée par l'IA",
      }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Démarrer un projet' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('region', { name: 'Escouade en chiffres' })).toHaveTextContent('500+');
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

  it('sends a signed-in user to the dashboard and the profile', async () => {
    fakeApi(sessionFor('professional'));
    renderApp('/');

    const main = within(await screen.findByRole('main'));
    await waitFor(() =>
      expect(main.getByRole('link', { name: 'Démarrer un projet' })).toHaveAttribute('href', '/dashboard'),
    );
    expect(main.getByRole('link', { name: 'Voir mon profil' })).toHaveAttribute('href', '/profile');
  });

  it('sends an admin, who has no dashboard or profile, to the admin area instead', async () => {
    fakeApi(sessionFor('admin'));
    renderApp('/');

    const main = within(await screen.findByRole('main'));
    await waitFor(() =>
      expect(main.getByRole('link', { name: "Ouvrir l'espace d'administration" })).toHaveAttribute(
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
    await main.findByRole('heading', { level: 1, name: "À propos d'Escouade" });
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
    expect(steps[1]).toHaveTextContent('a shortlist of 3 optimal team configurations');
    expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Talk to an advisor' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['/pricing', 'Tarifs'],
    ['/projects', 'Projets'],
    ['/case-studies', 'Études de cas'],
    ['/testimonials', 'Témoignages'],
  ])('%s is under construction, titled "%s", with a way back home', async (path, title) => {
    fakeApi();
    renderApp(path);

    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: title });
    expect(main.getByText('Page en construction')).toBeInTheDocument();
    expect(main.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${title} · Escouade`);
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
    expect(await screen.findByRole('heading', { level: 1, name: "À propos d'Escouade" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
