import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionFor } from './support/fake-api';
import { addNoSessionMarker } from './support/no-session-marker';
import { renderApp } from './support/render-app';

async function renderHome(path = '/', options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function getHeader() {
  return screen.getByRole('banner');
}

function getMenuButton() {
  return within(getHeader()).getByRole('button', { name: 'Menu' });
}

function getMobileMenu() {
  // The desktop navigation comes first in the header; the mobile menu is the second one, once open.
  const navigations = within(getHeader()).getAllByRole('navigation', { name: 'Navigation principale' });
  expect(navigations).toHaveLength(2);
  return navigations[1] as HTMLElement;
}

function linkNames(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('site header, signed out', () => {
  it('links the logo home and offers about, pricing, contact, sign-in and sign-up', async () => {
    fakeApi();
    await renderHome();
    const header = getHeader();

    expect(within(header).getByRole('link', { name: 'Escouade' })).toHaveAttribute('href', '/');
    const navigation = within(header).getByRole('navigation', { name: 'Navigation principale' });
    expect(linkNames(navigation)).toEqual([
      ['À propos', '/about'],
      ['Tarifs', '/pricing'],
      ['Contact', '/contact'],
    ]);
    expect(within(header).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
  });

  it('marks the current page in the navigation', async () => {
    fakeApi();
    await renderHome('/about');

    expect(within(getHeader()).getByRole('link', { name: 'À propos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens a mobile menu with the home page added, which a link closes, focus back on its button', async () => {
    fakeApi();
    const { user, router } = await renderHome('/about');

    expect(getMenuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(getMenuButton());
    expect(getMenuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = getMobileMenu();
    expect(linkNames(menu)).toEqual([
      ['Accueil', '/'],
      ['À propos', '/about'],
      ['Tarifs', '/pricing'],
      ['Contact', '/contact'],
      ['Connexion', '/login'],
      ['Inscription', '/register'],
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Contact' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(getMenuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(getHeader()).getAllByRole('navigation')).toHaveLength(1);
    expect(getMenuButton()).toHaveFocus();
  });

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    fakeApi();
    const { user } = await renderHome();

    await user.click(getMenuButton());
    await user.tab();
    expect(within(getMobileMenu()).getByRole('link', { name: 'Accueil' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(getMenuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(getMenuButton()).toHaveFocus();
  });

  it('closes the mobile menu on a click outside the header', async () => {
    fakeApi();
    const { user } = await renderHome();

    await user.click(getMenuButton());
    expect(getMenuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));

    expect(getMenuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when focus leaves the header', async () => {
    fakeApi();
    const { user } = await renderHome();

    await user.click(getMenuButton());
    screen.getByRole('link', { name: 'Démarrer un projet' }).focus();
    await waitFor(() => expect(getMenuButton()).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('site header, on a page the server sent without a session cookie', () => {
  it('is signed out from the first render, without asking the session endpoint', async () => {
    // The endpoint would say "signed in": only the page's marker can make the header signed out.
    const api = fakeApi(sessionFor('professional'));
    addNoSessionMarker();

    await renderHome('/', { startLikeMain: true });

    expect(within(getHeader()).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(api.requestsTo('/api/auth/get-session')).toHaveLength(0);
  });

  it('asks the session endpoint when the page carries no marker', async () => {
    const api = fakeApi(sessionFor('professional'));

    await renderHome('/', { startLikeMain: true });

    await waitFor(() =>
      expect(within(getHeader()).getByRole('link', { name: 'Escouade' })).toHaveAttribute(
        'href',
        '/dashboard',
      ),
    );
    expect(api.requestsTo('/api/auth/get-session')).toHaveLength(1);
  });
});

describe('site header, signed in', () => {
  it('links the logo to the dashboard and only offers to sign out, then goes to /login', async () => {
    const api = fakeApi(sessionFor('professional'));
    api.on('POST', '/api/auth/sign-out', () => {
      api.setSession(null);
      return { success: true };
    });
    const { user, router } = await renderHome();
    const header = getHeader();

    await waitFor(() =>
      expect(within(header).getByRole('link', { name: 'Escouade' })).toHaveAttribute('href', '/dashboard'),
    );
    expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Déconnexion' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.requestsTo('/api/auth/sign-out')).toHaveLength(1);
  });

  it.each([
    [
      'an admin',
      'admin',
      [
        ['Accueil', '/'],
        ['Administration', '/admin'],
      ],
    ],
    ['a professional', 'professional', [['Accueil', '/']]],
  ] as const)(
    'gives %s a mobile menu with the home page, the admin area for admins, and sign-out',
    async (_who, role, links) => {
      fakeApi(sessionFor(role));
      const { user } = await renderHome('/about');
      await waitFor(() =>
        expect(within(getHeader()).getByRole('link', { name: 'Escouade' })).toHaveAttribute(
          'href',
          '/dashboard',
        ),
      );

      await user.click(getMenuButton());
      const menu = within(getHeader()).getByRole('navigation', { name: 'Navigation principale' });

      expect(linkNames(menu)).toEqual(links);
      expect(within(menu).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    },
  );
});
