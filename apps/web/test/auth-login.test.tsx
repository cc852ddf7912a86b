import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authError, fakeApi, sessionFor } from './support/fake-api';
import { addNoSessionMarker } from './support/no-session-marker';
import { renderApp } from './support/render-app';

async function openLogin(path = '/login', options?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  {
    email = 'ada@example.test',
    password = 'a long passphrase',
    labels = { email: 'Adresse e‑mail', password: 'Mot de passe', submit: 'Se connecter' },
  } = {},
) {
  await user.type(screen.getByLabelText(labels.email), email);
  await user.type(screen.getByLabelText(labels.password), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

/** A fake API where signing in succeeds and opens `session`. */
function acceptingSignIn(session: ReturnType<typeof sessionFor>) {
  const api = fakeApi();
  api.on('POST', '/api/auth/sign-in/email', () => {
    api.setSession(session);
    return { user: session.user };
  });
  return api;
}

describe('login page', () => {
  it('shows the form with its links, a password toggle and remember me', async () => {
    fakeApi();
    const { user } = await openLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escouade' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: typeset('Mot de passe oublié ?') })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('checkbox', { name: 'Se souvenir de moi' })).not.toBeChecked();

    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(document.title).toBe('Connexion · Escouade');
  });

  it('lets a password manager fill the form and a password be pasted', async () => {
    fakeApi();
    const { user } = await openLogin();
    expect(screen.getByLabelText('Adresse e‑mail')).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(password);
    await user.paste('a pasted passphrase');
    expect(password).toHaveValue('a pasted passphrase');
  });

  it('asks to fill in every field, in French, and focuses the first one', async () => {
    fakeApi();
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    // The rules are downloaded after the form renders (lib/lazy-resolver.ts): an early click waits for them.
    const email = screen.getByLabelText('Adresse e‑mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Veuillez remplir tous les champs.');
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Veuillez remplir tous les champs.',
    );
    expect(email).toHaveFocus();
  });

  it('validates in English too', async () => {
    fakeApi();
    const { user } = await openLogin('/login?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await user.type(screen.getByLabelText('Email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, for example name@example.com.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please fill in all fields.');
  });

  it('signs in with remember me, then goes to the dashboard', async () => {
    const api = acceptingSignIn(sessionFor('professional'));
    const { user, router } = await openLogin();

    await user.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.requestsTo('/api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'ada@example.test',
      password: 'a long passphrase',
      rememberMe: true,
    });
  });

  it('signs in from a page the server sent without a session cookie (started signed out)', async () => {
    const api = acceptingSignIn(sessionFor('professional'));
    addNoSessionMarker();
    const { user, router } = await openLogin('/login', { startLikeMain: true });
    expect(api.requestsTo('/api/auth/get-session')).toHaveLength(0);

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.requestsTo('/api/auth/get-session')).not.toHaveLength(0);
  });

  it('sends an admin on to the admin area', async () => {
    acceptingSignIn(sessionFor('admin'));
    const { user, router } = await openLogin();

    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('disables the button with a loading label while signing in', async () => {
    const api = fakeApi();
    let answer: (response: Response) => void = () => {};
    api.on('POST', '/api/auth/sign-in/email', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('button', { name: 'Connexion…' })).toBeDisabled();
    answer(authError('INVALID_EMAIL_OR_PASSWORD', 401));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it.each([
    [
      'fr',
      'INVALID_EMAIL_OR_PASSWORD',
      401,
      'Identifiants invalides. Vérifiez votre adresse e‑mail et votre mot de passe.',
    ],
    ['en', 'INVALID_EMAIL_OR_PASSWORD', 401, 'Invalid credentials. Check your email and password.'],
    ['fr', 'EMAIL_NOT_VERIFIED', 403, 'Adresse e‑mail non confirmée. Consultez votre boîte de réception.'],
    ['en', 'EMAIL_NOT_VERIFIED', 403, 'Email not confirmed. Please check your inbox.'],
    [
      'fr',
      'BANNED_USER',
      403,
      'Votre compte a été suspendu. Contactez-nous si vous pensez qu’il s’agit d’une erreur.',
    ],
    ['en', 'RATE_LIMITED', 429, 'Too many attempts. Please wait a moment before trying again.'],
    ['en', 'SOMETHING_ELSE', 400, 'Sign-in failed. Please try again.'],
    ['en', 'INTERNAL_SERVER_ERROR', 500, 'An unexpected error occurred.'],
  ])('in %s, shows the message of %s', async (language, code, status, message) => {
    fakeApi().on('POST', '/api/auth/sign-in/email', () => authError(code, status));
    const { user } = await openLogin(`/login?lng=${language}`);
    await screen.findByRole('heading', { level: 1, name: language === 'fr' ? 'Connexion' : 'Sign in' });

    await fillAndSubmit(user, {
      labels:
        language === 'fr'
          ? { email: 'Adresse e‑mail', password: 'Mot de passe', submit: 'Se connecter' }
          : { email: 'Email address', password: 'Password', submit: 'Sign in' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the ban reason and its end when the server gives them', async () => {
    fakeApi().on('POST', '/api/auth/sign-in/email', () =>
      authError('BANNED_USER', 403, { banReason: 'Spam répété', banExpires: '2030-03-15T12:00:00.000Z' }),
    );
    const { user } = await openLogin();

    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Votre compte a été suspendu\. .* Motif : « Spam répété »\. Suspension jusqu’au 15 mars 2030 à \d\d:\d\d\.$/,
    );
  });

  it('shows the end of a ban without a reason, in English', async () => {
    fakeApi().on('POST', '/api/auth/sign-in/email', () =>
      authError('BANNED_USER', 403, { banReason: null, banExpires: '2030-03-15T12:00:00.000Z' }),
    );
    const { user } = await openLogin('/login?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await fillAndSubmit(user, {
      labels: { email: 'Email address', password: 'Password', submit: 'Sign in' },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Suspended until March 15, 2030 at \d{1,2}:\d\d\s?[AP]M\.$/);
    expect(alert).not.toHaveTextContent('Reason');
  });

  it('says "An unexpected error occurred" when the server cannot be reached', async () => {
    const api = fakeApi();
    api.on('POST', '/api/auth/sign-in/email', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = await openLogin('/login?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await fillAndSubmit(user, {
      labels: { email: 'Email address', password: 'Password', submit: 'Sign in' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });

  it('offers to resend the confirmation e-mail when the address is not confirmed', async () => {
    const api = fakeApi();
    api.on('POST', '/api/auth/sign-in/email', () => authError('EMAIL_NOT_VERIFIED', 403));
    api.on('POST', '/api/auth/send-verification-email', () => ({ status: true }));
    const { user } = await openLogin();

    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Renvoyer l’e‑mail de confirmation' }));

    expect(
      await within(alert).findByText('Un nouvel e‑mail de confirmation vient d’être envoyé.'),
    ).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Renvoyer dans 60 s' })).toBeDisabled();
    expect(api.requestsTo('/api/auth/send-verification-email')[0]?.body).toEqual({
      email: 'ada@example.test',
      callbackURL: '/dashboard',
    });
  });

  it('explains a confirmation link that failed', async () => {
    fakeApi();
    await openLogin('/login?error=TOKEN_EXPIRED');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ce lien de confirmation est invalide ou a expiré. Connectez-vous pour en recevoir un nouveau.',
    );
  });
});

describe('two-factor step of the login', () => {
  function fakeTwoFactorAccount() {
    const api = fakeApi();
    const session = sessionFor('professional', { twoFactorEnabled: true });
    api.on('POST', '/api/auth/sign-in/email', () => ({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp'],
    }));
    api.on('POST', '/api/auth/two-factor/verify-totp', ({ body }) => {
      if (body?.code !== '123456') return authError('INVALID_CODE', 401);
      api.setSession(session);
      return { token: 'x', user: session.user };
    });
    api.on('POST', '/api/auth/two-factor/verify-backup-code', ({ body }) => {
      if (body?.code !== 'abcde-12345') return authError('INVALID_BACKUP_CODE', 401);
      api.setSession(session);
      return { token: 'x', user: session.user };
    });
    return api;
  }

  it('asks for the authenticator code on the same screen, then signs in', async () => {
    const api = fakeTwoFactorAccount();
    const { user, router } = await openLogin();

    await fillAndSubmit(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vérification en deux étapes' }),
    ).toBeInTheDocument();
    const code = screen.getByLabelText('Code de vérification');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(code).toHaveAccessibleDescription('Saisissez le code.');

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Code invalide. Vérifiez le code affiché par votre application et réessayez.',
    );

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.requestsTo('/api/auth/two-factor/verify-totp').at(-1)?.body).toEqual({
      code: '123456',
      trustDevice: false,
    });
  });

  it('accepts a backup code instead, in English', async () => {
    fakeTwoFactorAccount();
    const { user, router } = await openLogin('/login?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    await fillAndSubmit(user, {
      labels: { email: 'Email address', password: 'Password', submit: 'Sign in' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    await user.click(screen.getByRole('button', { name: 'Use a backup code' }));

    const code = screen.getByLabelText('Backup code');
    expect(code).toHaveFocus();
    await user.type(code, 'wrong-code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or already used backup code.');

    await user.clear(code);
    await user.type(code, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('goes back to the password form', async () => {
    fakeTwoFactorAccount();
    const { user } = await openLogin();

    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Revenir à la connexion' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });
});
