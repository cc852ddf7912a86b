import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse } from './support/fake-api';
import { renderApp } from './support/render-app';

async function renderWithFooter(path = '/') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  const signup = within(screen.getByRole('region', { name: /Newsletter/ }));
  return { ...view, signup };
}

describe('newsletter sign-up in the footer', () => {
  it('checks the address before sending it', async () => {
    const api = fakeApi();
    const { user, signup } = await renderWithFooter();

    await user.click(signup.getByRole('button', { name: 'S’inscrire' }));
    expect(signup.getByLabelText('Adresse e‑mail')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(signup.getByLabelText('Adresse e‑mail')).toHaveFocus();

    await user.type(signup.getByLabelText('Adresse e‑mail'), 'jeanne@exemple');
    await user.click(signup.getByRole('button', { name: 'S’inscrire' }));
    expect(signup.getByLabelText('Adresse e‑mail')).toHaveAccessibleDescription(
      'Saisissez une adresse e‑mail valide, par exemple nom@exemple.fr.',
    );
    expect(api.requestsTo('/api/newsletter')).toHaveLength(0);
  });

  it('shows the pending state, then asks to confirm from the mail', async () => {
    const api = fakeApi();
    let answer: (response: Response) => void = () => {};
    api.on('POST', '/api/newsletter', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, signup } = await renderWithFooter();

    await user.type(signup.getByLabelText('Adresse e‑mail'), ' jeanne@example.test ');
    await user.click(signup.getByRole('button', { name: 'S’inscrire' }));

    expect(await signup.findByRole('button', { name: 'Inscription…' })).toBeDisabled();
    expect(api.requestsTo('/api/newsletter')[0]?.body).toEqual({
      email: 'jeanne@example.test',
      locale: 'fr',
      website: '',
    });

    answer(jsonResponse({ status: 'confirmation_sent' }, 202));

    expect(await signup.findByRole('status')).toHaveTextContent(
      'Merci ! Nous venons de vous envoyer un e‑mail : cliquez sur son lien pour confirmer votre inscription.',
    );
    expect(signup.queryByLabelText('Adresse e‑mail')).not.toBeInTheDocument();
  });

  it('keeps the address and explains a refusal', async () => {
    fakeApi().on('POST', '/api/newsletter', () =>
      jsonResponse({ code: 'RATE_LIMITED', message: 'Too many requests' }, 429),
    );
    const { user, signup } = await renderWithFooter('/about?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'About Escouade' });

    await user.type(signup.getByLabelText('Email address'), 'jane@example.test');
    await user.click(signup.getByRole('button', { name: 'Subscribe' }));

    expect(await signup.findByRole('alert')).toHaveTextContent(
      'Too many subscription requests. Please try again in a few minutes.',
    );
    expect(signup.getByLabelText('Email address')).toHaveValue('jane@example.test');
    expect(signup.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('explains an unreachable server', async () => {
    fakeApi().on('POST', '/api/newsletter', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user, signup } = await renderWithFooter();

    await user.type(signup.getByLabelText('Adresse e‑mail'), 'jeanne@example.test');
    await user.click(signup.getByRole('button', { name: 'S’inscrire' }));

    expect(await signup.findByRole('alert')).toHaveTextContent(
      'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
    );
  });
});

describe.each([
  ['confirm', 'Inscription à la newsletter', 'C’est confirmé ! Vous recevrez notre prochaine newsletter.'],
  [
    'unsubscribe',
    'Désinscription de la newsletter',
    'C’est fait : vous ne recevrez plus notre newsletter. À bientôt, peut-être !',
  ],
] as const)('/newsletter/%s', (action, title, success) => {
  const token = 'a'.repeat(43);

  it('sends the token of the mailed link once and reports success', async () => {
    const api = fakeApi();
    let answer: (response: Response) => void = () => {};
    api.on('POST', `/api/newsletter/${action}`, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp(`/newsletter/${action}?token=${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      /Confirmation de votre inscription…|Désinscription en cours…/,
    );
    // Sent from an effect, which Preact runs after the paint.
    await waitFor(() => expect(api.requestsTo(`/api/newsletter/${action}`)).toHaveLength(1));
    answer(jsonResponse({ status: action === 'confirm' ? 'confirmed' : 'unsubscribed' }));

    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(success));
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(api.requestsTo(`/api/newsletter/${action}`).map((request) => request.body)).toEqual([{ token }]);
    expect(document.title).toBe(`${title} · Escouade`);
  });

  it('says the link is invalid when the API refuses the token', async () => {
    fakeApi().on('POST', `/api/newsletter/${action}`, () =>
      jsonResponse({ code: 'NEWSLETTER_TOKEN_INVALID', message: 'Invalid token' }, 400),
    );
    renderApp(`/newsletter/${action}?token=${token}`);

    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(/invalide ou a expiré/));
  });

  it('says the link is invalid without calling the API when it has no token', async () => {
    const api = fakeApi();
    renderApp(`/newsletter/${action}`);

    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getByRole('main')).toHaveTextContent(/invalide ou a expiré/);
    expect(api.requestsTo(`/api/newsletter/${action}`)).toHaveLength(0);
  });
});
