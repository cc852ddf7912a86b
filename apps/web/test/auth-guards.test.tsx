import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, sessionFor } from './support/fake-api';
import { publicProfile } from './support/fake-profiles-api';
import { stubMatchMedia } from './support/match-media';
import { renderApp } from './support/render-app';

// Each test renders a whole signed-in area: more than the default 5 s when the machine is busy.
vi.setConfig({ testTimeout: 15_000 });

/** A signed-in user whose security page (the shell's own page in these tests) has no other session. */
function signedIn(session: ReturnType<typeof sessionFor>) {
  return fakeApi(session).on('GET', '/api/auth/list-sessions', () => []);
}

function expectPath(router: ReturnType<typeof renderApp>['router'], pathname: string) {
  return waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('route guards', () => {
  it('shows a spinner while the first session check runs, then sends a signed-out visitor to /login', async () => {
    const api = fakeApi();
    let answer: (response: Response) => void = () => {};
    api.on('GET', '/api/auth/get-session', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderApp('/dashboard/security');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Chargement…'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/security');

    answer(jsonResponse(null));
    await expectPath(router, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });

  it.each([
    ['signed out', '/dashboard/security', '/login', null],
    ['signed out', '/admin/users', '/login', null],
    ['an admin', '/dashboard', '/admin', 'admin'],
    ['an admin', '/dashboard/profile', '/admin', 'admin'],
    ['a professional', '/admin', '/dashboard', 'professional'],
    ['an individual', '/admin/users', '/dashboard', 'user'],
    ['a professional', '/login', '/dashboard', 'professional'],
    // A client lands on project creation, what they came for.
    ['an individual', '/register', '/dashboard/create-project', 'user'],
    ['an individual', '/login', '/dashboard/create-project', 'user'],
    ['an admin', '/login', '/admin', 'admin'],
  ] as const)('sends %s from %s to %s', async (_who, from, to, role) => {
    fakeApi(role ? sessionFor(role) : null);
    const { router } = renderApp(from);

    await expectPath(router, to);
  });

  it.each(['/reset-password', '/update-password'])('lets a signed-in user open %s', async (path) => {
    signedIn(sessionFor('professional'));
    const { router } = renderApp(path);

    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(path);
  });

  it('keeps the reason of a failed confirmation link on the way to /login', async () => {
    fakeApi();
    const { router } = renderApp('/dashboard?error=TOKEN_EXPIRED');

    await expectPath(router, '/login');
    expect(router.state.location.search).toBe('?error=TOKEN_EXPIRED');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien de confirmation est invalide ou a expiré.',
    );
  });
});

describe('dashboard shell', () => {
  it('shows the name and its initial (never the e-mail address), the role label and the navigation, in French', async () => {
    signedIn(sessionFor('professional', { email: 'marie@example.test', name: 'Marie Curie' }));
    renderApp('/dashboard/security');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sécurité' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByText('M')).toBeInTheDocument();
    expect(within(sidebar).getByText('Marie Curie')).toBeInTheDocument();
    expect(sidebar).not.toHaveTextContent('marie@example.test');
    expect(within(sidebar).getByText('Professionnel')).toBeInTheDocument();
    const navigation = within(sidebar).getByRole('navigation', { name: 'Navigation du tableau de bord' });
    expect(within(navigation).getByRole('link', { name: 'Sécurité' })).toHaveAttribute(
      'href',
      '/dashboard/security',
    );
    expect(within(sidebar).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it.each([
    ['user', 'Individual'],
    ['professional', 'Professional'],
  ] as const)('labels the role %s as "%s" in English', async (role, label) => {
    signedIn(sessionFor(role));
    renderApp('/dashboard/security?lng=en');

    await screen.findByRole('heading', { level: 1, name: 'Security' });
    expect(within(screen.getByRole('complementary')).getByText(label)).toBeInTheDocument();
  });

  it('signs out and goes to /login', async () => {
    const api = signedIn(sessionFor('professional'));
    api.on('POST', '/api/auth/sign-out', () => {
      api.setSession(null);
      return { success: true };
    });
    const { user, router } = renderApp('/dashboard/security');
    await screen.findByRole('heading', { level: 1, name: 'Sécurité' });

    await user.click(
      within(screen.getByRole('complementary')).getByRole('button', { name: 'Se déconnecter' }),
    );

    await expectPath(router, '/login');
    expect(api.requestsTo('/api/auth/sign-out')).toHaveLength(1);
  });

  it('still signs out locally when the server fails, and only logs it', async () => {
    const api = signedIn(sessionFor('professional'));
    api.on('POST', '/api/auth/sign-out', () => Promise.reject(new TypeError('Failed to fetch')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderApp('/dashboard/security');
    await screen.findByRole('heading', { level: 1, name: 'Sécurité' });

    await user.click(
      within(screen.getByRole('complementary')).getByRole('button', { name: 'Se déconnecter' }),
    );

    await expectPath(router, '/login');
    expect(warn).toHaveBeenCalledWith('Sign-out failed', expect.anything());
  });

  it('opens the mobile menu as a dialog, moves focus into it and closes on Escape', async () => {
    signedIn(sessionFor('professional'));
    const { user } = renderApp('/dashboard/security');
    await screen.findByRole('heading', { level: 1, name: 'Sécurité' });

    // No site header on the dashboard pages: its banner (the small-screen bar) has no site links.
    expect(screen.queryByRole('link', { name: 'À propos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tarifs' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // The menu's code loads on first open; Radix moves the focus in once the panel has mounted.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('link', { name: 'Sécurité' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('renders the sidebar only from the md width, where it shows; the menu button serves below', async () => {
    const media = stubMatchMedia(false);
    signedIn(sessionFor('professional'));
    renderApp('/dashboard/security');
    await screen.findByRole('heading', { level: 1, name: 'Sécurité' });

    // The sidebar is an <aside> (not a landmark here: it is not directly in <body> or <main>).
    expect(document.querySelector('aside')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();

    act(() => media.set(true));
    const sidebar = await waitFor(() => {
      const aside = document.querySelector('aside');
      expect(aside).not.toBeNull();
      return aside as HTMLElement;
    });
    expect(within(sidebar).getByRole('link', { name: 'Sécurité' })).toBeInTheDocument();
  });

  it('closes the mobile menu after following a link', async () => {
    const api = signedIn(sessionFor('professional'));
    // The profile page loads the profile once reached; answer it so nothing fails after the test.
    api.on('GET', '/api/profiles/me', () => ({
      ...publicProfile({ id: 'me', isMe: true }),
      email: 'pro@example.test',
      phoneNumber: null,
      address: null,
      postalCode: null,
      eligibility: { canPost: true, missing: [] },
    }));
    api.on('GET', '/api/profiles/me/eligibility', () => ({ canPost: true, missing: [] }));
    const { user, router } = renderApp('/dashboard/security');
    await screen.findByRole('heading', { level: 1, name: 'Sécurité' });

    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Mon profil' }));

    await expectPath(router, '/dashboard/profile');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Let the profile page finish loading before the test ends, so no request outlives it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Hugo')).toBeInTheDocument();
  });

  it('saves the interface language as the e-mail language when they differ', async () => {
    const api = signedIn(sessionFor('professional', { locale: 'fr' }));
    renderApp('/dashboard/security?lng=en');

    await screen.findByRole('heading', { level: 1, name: 'Security' });
    await waitFor(() => expect(api.requestsTo('/api/auth/update-user')).toHaveLength(1));
    expect(api.requestsTo('/api/auth/update-user')[0]?.body).toEqual({ locale: 'en' });
  });

  it('saves the interface language from a public page too, where the language switcher is', async () => {
    const api = signedIn(sessionFor('professional', { locale: 'fr' }));
    renderApp('/?lng=en');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.requestsTo('/api/auth/update-user')).toHaveLength(1));
    expect(api.requestsTo('/api/auth/update-user')[0]?.body).toEqual({ locale: 'en' });
  });

  it('sends nothing for a signed-out visitor', async () => {
    const api = fakeApi();
    renderApp('/?lng=en');

    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo('/api/auth/update-user')).toHaveLength(0);
  });

  it('titles and describes the security page', async () => {
    signedIn(sessionFor('professional'));
    renderApp('/dashboard/security');

    await screen.findByRole('heading', { level: 1, name: 'Sécurité' });
    expect(document.title).toBe('Sécurité · Escouade');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Gérez le mot de passe, la validation en deux étapes et les appareils connectés à votre compte Escouade.',
    );
  });

  it('leaves the e-mail language alone when it matches', async () => {
    const api = signedIn(sessionFor('professional', { locale: 'fr' }));
    renderApp('/dashboard/security');

    await screen.findByRole('heading', { level: 1, name: 'Sécurité' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo('/api/auth/update-user')).toHaveLength(0);
  });
});

describe('admin shell', () => {
  it('shows the Administrateur label, its navigation and logout', async () => {
    signedIn(sessionFor('admin', { email: 'root@example.test', name: 'Rose Admin' }));
    renderApp('/admin/security');

    await screen.findByRole('heading', { level: 1, name: 'Sécurité' });
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByText('Administrateur')).toBeInTheDocument();
    expect(within(sidebar).getByText('R')).toBeInTheDocument();
    const links = within(within(sidebar).getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
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
    expect(within(sidebar).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu d’administration' })).toBeInTheDocument();
    // The dashboard's frame: one banner (the small screens' bar: brand, language, menu), one sign-out, no
    // site header with a second one, no footer.
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /déconnect|déconnexion/i })).toHaveLength(1);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('is in English with ?lng=en', async () => {
    signedIn(sessionFor('admin'));
    renderApp('/admin/security?lng=en');

    await screen.findByRole('heading', { level: 1, name: 'Security' });
    expect(within(screen.getByRole('complementary')).getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Administration menu' })).toBeInTheDocument();
    expect(document.title).toBe('Security · Escouade');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Password, two-step verification and signed-in devices of your Escouade admin account.',
    );
  });
});
