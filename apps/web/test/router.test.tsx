import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../src/app/routes/route-error-page';
import { ApiError } from '../src/lib/api-client';
import { fakeApi, sessionFor } from './support/fake-api';
import { renderApp } from './support/render-app';

function findPageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('unknown URLs', () => {
  it('show the French 404 page inside the public layout', async () => {
    renderApp('/unknown-page');

    expect(await findPageHeading('Page introuvable')).toBeInTheDocument();
    expect(screen.getByText('La page que vous cherchez n’existe pas ou a été déplacée.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Escouade`);
    expect(document.title).toBe('Page introuvable · Escouade');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });

  it('are in English with ?lng=en', async () => {
    renderApp('/unknown-page?lng=en');

    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Escouade');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});

describe('language switcher', () => {
  it('switches to English, closes its menu and remembers the choice', async () => {
    const { user } = renderApp('/unknown-page');
    await findPageHeading('Page introuvable');

    await user.click(screen.getByRole('button', { name: typeset('Langue : Français. Changer de langue') }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'English' }));

    expect(await findPageHeading('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English. Change language' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.title).toBe('Page not found · Escouade');
    expect(document.cookie).toContain('i18next=en');
  });

  it('can be used with the keyboard', async () => {
    const { user } = renderApp('/about');
    await findPageHeading('À propos d’Escouade');

    screen.getByRole('button', { name: /Changer de langue/ }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await findPageHeading('About Escouade')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('route table', () => {
  it.each([
    ['/', 'L’équipe d’experts idéale pour votre projet, formée par l’IA', 'Accueil · Escouade'],
    ['/about', 'À propos d’Escouade', 'À propos · Escouade'],
    ['/accessibility', 'Déclaration d’accessibilité', 'Accessibilité · Escouade'],
    ['/privacy', 'Confidentialité', 'Confidentialité · Escouade'],
    ['/process', 'Notre processus', 'Notre processus · Escouade'],
    ['/contact', 'Contactez-nous', 'Contact · Escouade'],
    ['/pricing', 'Tarifs', 'Tarifs · Escouade'],
    ['/projects', 'Projets', 'Projets · Escouade'],
    ['/case-studies', 'Études de cas', 'Études de cas · Escouade'],
    ['/testimonials', 'Témoignages', 'Témoignages · Escouade'],
  ])('%s is a public page titled "%s"', async (path, heading, documentTitle) => {
    renderApp(path);

    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe(documentTitle);
  });

  it.each([
    ['/login', 'Connexion'],
    ['/register', 'Créer un compte'],
    ['/reset-password', 'Réinitialiser le mot de passe'],
    ['/update-password', 'Nouveau mot de passe'],
  ])('%s is an auth page titled "%s", without site header or footer', async (path, heading) => {
    renderApp(path);

    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escouade' })).toHaveAttribute('href', '/');
    // A banner holding only the logo and the language switcher: every piece of the page is in a landmark.
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link')).toHaveLength(1);
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Fil pro', 'Fil pro'],
    ['/dashboard/profile', 'Mon profil', 'Mon profil'],
    // The fake API knows no profile 42: the page shows its not-found state inside the dashboard shell.
    ['/dashboard/profile/42', 'Profil introuvable.', null],
    ['/dashboard/create-project', 'Créer un projet', 'Créer un projet'],
    // The sidebar names a page as its title does.
    ['/dashboard/blocked', 'Personnes bloquées et masquées', 'Personnes bloquées et masquées'],
  ])('%s is a dashboard page titled "%s"', async (path, heading, currentLink) => {
    fakeApi(sessionFor('professional'));
    renderApp(path);

    expect(await findPageHeading(heading)).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Navigation du tableau de bord' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Fil pro',
      'Mon profil',
      'Créer un projet',
      'Mes projets',
      'Mes revenus',
      'Personnes bloquées et masquées',
      'Vérification',
      'Sécurité',
      'Mes données',
    ]);
    const currentLinks = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(currentLinks.map((link) => link.textContent)).toEqual(currentLink ? [currentLink] : []);
  });

  it.each([
    ['/admin', 'Vue d’ensemble'],
    ['/admin/users', 'Gestion des utilisateurs'],
    ['/admin/moderation', 'Modération'],
    ['/admin/skills', 'Compétences à valider'],
    ['/admin/audit', 'Journal d’audit'],
    ['/admin/invoicing', 'Facturation'],
    ['/admin/finance', 'Finances'],
    ['/admin/agency', 'Informations de l’agence'],
  ])('%s is an admin page titled "%s"', async (path, heading) => {
    fakeApi(sessionFor('admin'));
    renderApp(path);

    expect(await findPageHeading(heading)).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Navigation de l’administration' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Vue d’ensemble',
      'Utilisateurs',
      'Projets',
      'Signalements',
      'Modération',
      'Compétences',
      'Vérifications',
      'Facturation',
      'Finances',
      'Agence',
      'Journal d’audit',
      'Sécurité',
      'Mes données',
    ]);
  });

  it('puts a skip link to the main content first in the tab order', async () => {
    const { user } = renderApp('/about');
    await findPageHeading('À propos d’Escouade');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#main');
  });

  it('shows a translated spinner while the first page loads', async () => {
    renderApp('/about');

    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    await findPageHeading('À propos d’Escouade');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

function RenderNothing() {
  return null;
}

describe('route error element', () => {
  function renderFailingRoute(error: unknown) {
    return renderApp('/broken?tab=1', {
      routes: [
        {
          path: '/broken',
          loader: () => {
            throw error;
          },
          Component: RenderNothing,
          HydrateFallback: RenderNothing,
          ErrorBoundary: RouteErrorPage,
        },
      ],
    });
  }

  it('translates API error codes and offers a retry link to the same URL', async () => {
    renderFailingRoute(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }));

    expect(await findPageHeading('Une erreur est survenue')).toBeInTheDocument();
    expect(
      screen.getByText('Impossible de joindre le serveur. Vérifiez votre connexion internet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/broken?tab=1');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Erreur · Escouade');
  });

  it('shows a generic message for unexpected errors and logs them', async () => {
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    const bug = new TypeError('Cannot read properties of undefined');
    renderFailingRoute(bug);

    expect(await findPageHeading('Une erreur est survenue')).toBeInTheDocument();
    expect(
      screen.getByText('Cette page n’a pas pu s’afficher. Réessayez dans un instant.'),
    ).toBeInTheDocument();
    // Logged from an effect, which Preact runs after the paint.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(bug));
  });

  it('waits for translations not downloaded yet, as when the root loader fails before they arrive', async () => {
    // No root loader here: the error page's namespaces are downloaded when it first renders. Without a
    // Suspense boundary of its own, the pending download reached the router's error boundary, which rendered
    // the page again, endlessly.
    const { i18n } = renderFailingRoute(
      new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed' }),
    );
    expect(i18n.hasResourceBundle('fr', 'errors')).toBe(false);
    // The download is held until the waiting state has been seen.
    let releaseDownload = () => {};
    const downloadReleased = new Promise<void>((resolve) => {
      releaseDownload = resolve;
    });
    const download = i18n.loadNamespaces.bind(i18n);
    vi.spyOn(i18n, 'loadNamespaces').mockImplementation(async (namespaces) => {
      await downloadReleased;
      return download(namespaces);
    });

    expect(await screen.findByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    releaseDownload();
    expect(await findPageHeading('Une erreur est survenue')).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });

  it('shows the 404 page for a 404 response', async () => {
    renderFailingRoute(data(null, { status: 404 }));

    expect(await findPageHeading('Page introuvable')).toBeInTheDocument();
  });
});
