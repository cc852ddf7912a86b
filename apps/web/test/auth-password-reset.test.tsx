import { UPDATE_PASSWORD_REDIRECT_MS } from '../src/lib/interface-constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authError, fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

describe('reset request page', () => {
  it('asks for the address, in French', async () => {
    fakeApi();
    const { user } = renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Réinitialiser le mot de passe' });

    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    const email = screen.getByLabelText('Adresse e‑mail');
    expect(email).toHaveAccessibleDescription('Veuillez saisir votre adresse e‑mail.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('asks for the address, in English', async () => {
    fakeApi();
    const { user } = renderApp('/reset-password?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
  });

  it.each([
    ['the address has an account', () => ({ status: true })],
    ['the server refuses', () => authError('RATE_LIMITED', 429)],
    ['the server cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('always gives the same answer when %s', async (_case, answer) => {
    const api = fakeApi();
    api.on('POST', '/api/auth/request-password-reset', answer);
    const { user } = renderApp('/reset-password?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });

    await user.type(screen.getByLabelText('Email address'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      'If an account exists with this email, a password reset link has been sent.',
    );
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'ada@example.test',
      redirectTo: '/update-password',
    });
  });

  it('gives the French answer', async () => {
    fakeApi().on('POST', '/api/auth/request-password-reset', () => ({ status: true }));
    const { user } = renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Réinitialiser le mot de passe' });

    await user.type(screen.getByLabelText('Adresse e‑mail'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si un compte existe avec cette adresse e‑mail, un lien de réinitialisation a été envoyé.',
    );
  });
});

describe('update password page', () => {
  function fakeResetApi(valid: boolean) {
    const api = fakeApi();
    api.on('GET', '/api/account/password-reset/mailed-token', () => ({ valid }));
    return api;
  }

  it('without a token, says the link is invalid and links to a new request', async () => {
    const api = fakeApi();
    renderApp('/update-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lien de réinitialisation invalide ou expiré.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Demander un nouveau lien de réinitialisation' }),
    ).toHaveAttribute('href', '/reset-password');
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
    expect(api.requestsTo('/api/account/password-reset/')).toHaveLength(0);
  });

  it('with a used or expired token, says so in English', async () => {
    fakeResetApi(false);
    renderApp('/update-password?token=mailed-token&lng=en');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('with a valid token, shows the form and validates it in French', async () => {
    fakeResetApi(true);
    const { user } = renderApp('/update-password?token=mailed-token');

    const password = await screen.findByLabelText('Nouveau mot de passe');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(password).toHaveAccessibleDescription(/Veuillez saisir un nouveau mot de passe\./);
    expect(password).toHaveFocus();

    await user.type(password, 'abc');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    expect(password).toHaveAccessibleDescription(/Le mot de passe doit contenir au moins 6 caractères\./);
    expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas.',
    );
  });

  it('validates in English', async () => {
    fakeResetApi(true);
    const { user } = renderApp('/update-password?token=mailed-token&lng=en');

    await screen.findByLabelText('New password');
    await user.click(screen.getByRole('button', { name: 'Update the password' }));

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Please enter a new password\./,
    );
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'This field is required.',
    );
  });

  it('updates the password, says so, then goes to the sign-in page after 3 seconds', async () => {
    const api = fakeResetApi(true);
    api.on('POST', '/api/auth/reset-password', () => ({ status: true }));
    const { user, router } = renderApp('/update-password?token=mailed-token');

    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mot de passe mis à jour avec succès ! Vous allez être redirigé vers la page de connexion.',
    );
    const shownAt = Date.now();
    expect(api.requestsTo('/api/auth/reset-password')[0]?.body).toEqual({
      token: 'mailed-token',
      newPassword: 'a brand new passphrase',
    });
    expect(router.state.location.pathname).toBe('/update-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: UPDATE_PASSWORD_REDIRECT_MS + 1000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(UPDATE_PASSWORD_REDIRECT_MS - 100);
  });

  it('shows the invalid link message when the server refuses the token at submit', async () => {
    const api = fakeResetApi(true);
    api.on('POST', '/api/auth/reset-password', () => authError('INVALID_TOKEN', 400));
    const { user } = renderApp('/update-password?token=mailed-token&lng=en');

    await user.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm the new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Update the password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
  });

  it.each([
    ['PASSWORD_TOO_COMMON', 400, null],
    ['SOMETHING_NEW', 400, 'Une erreur est survenue lors de la mise à jour du mot de passe.'],
    ['INTERNAL_SERVER_ERROR', 500, 'Une erreur inattendue est survenue.'],
  ])('maps %s', async (code, status, alertText) => {
    const api = fakeResetApi(true);
    api.on('POST', '/api/auth/reset-password', () => authError(code, status));
    const { user } = renderApp('/update-password?token=mailed-token');

    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'password1');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));

    if (alertText) {
      expect(await screen.findByRole('alert')).toHaveTextContent(alertText);
    } else {
      await waitFor(() =>
        expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
          /Ce mot de passe est trop courant/,
        ),
      );
    }
  });
});
