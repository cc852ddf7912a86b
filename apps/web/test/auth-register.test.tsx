import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authError, fakeApi, jsonResponse, sessionFor } from './support/fake-api';
import { renderApp } from './support/render-app';

const FR = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e‑mail',
  password: 'Mot de passe',
  confirm: 'Confirmer le mot de passe',
  accountType: 'Type de compte',
  submit: 'Créer mon compte',
};
const EN = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  confirm: 'Confirm password',
  accountType: 'Account type',
  submit: 'Create my account',
};

async function openRegister(language: 'fr' | 'en' = 'fr') {
  const view = renderApp(language === 'fr' ? '/register' : '/register?lng=en');
  await screen.findByRole('heading', {
    level: 1,
    name: language === 'fr' ? 'Créer un compte' : 'Create an account',
  });
  return view;
}

async function fillForm(
  user: ReturnType<typeof renderApp>['user'],
  labels: typeof FR,
  {
    email = 'grace@example.test',
    password = 'a long passphrase',
    confirm = password,
    role = 'professional',
    firstName = 'Grace',
    lastName = 'Hopper',
  }: {
    email?: string;
    password?: string;
    confirm?: string;
    role?: string;
    firstName?: string;
    lastName?: string;
  } = {},
) {
  if (firstName) await user.type(screen.getByLabelText(labels.firstName), firstName);
  if (lastName) await user.type(screen.getByLabelText(labels.lastName), lastName);
  if (email) await user.type(screen.getByLabelText(labels.email), email);
  if (password) await user.type(screen.getByLabelText(labels.password), password);
  if (confirm) await user.type(screen.getByLabelText(labels.confirm), confirm);
  await user.selectOptions(screen.getByLabelText(labels.accountType), role);
}

describe('register page', () => {
  it('offers a password manager to save the new password, and lets it be pasted', async () => {
    fakeApi();
    const { user } = await openRegister();
    for (const label of [FR.password, FR.confirm]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      await user.click(field);
      await user.paste('a pasted passphrase');
      expect(field).toHaveValue('a pasted passphrase');
    }
  });

  it('offers the account types, Individual first, with their help text', async () => {
    fakeApi();
    const { user } = await openRegister();

    const accountType = screen.getByLabelText('Type de compte');
    expect(accountType).toHaveValue('user');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Particulier',
      'Professionnel',
    ]);
    expect(accountType).toHaveAccessibleDescription(
      'Pour confier des projets à une équipe d’experts. Vous pourrez le modifier plus tard dans votre profil.',
    );
    // The description follows the type chosen: the one the admin's role picker gives.
    await user.selectOptions(accountType, 'professional');
    expect(accountType).toHaveAccessibleDescription(
      'Pour rejoindre des équipes (PODs), avec un profil professionnel visible des autres membres. Vous pourrez le modifier plus tard dans votre profil.',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: 'Afficher le mot de passe' })).toHaveLength(2);
  });

  it('validates every field in French, focusing the first error', async () => {
    fakeApi();
    const { user } = await openRegister();

    await user.click(screen.getByRole('button', { name: FR.submit }));
    // The rules are downloaded after the form renders (lib/lazy-resolver.ts): an early click waits for them.
    await waitFor(() =>
      expect(screen.getByLabelText(FR.firstName)).toHaveAccessibleDescription('Ce champ est obligatoire.'),
    );
    expect(screen.getByLabelText(FR.firstName)).toHaveFocus();
    expect(screen.getByLabelText(FR.lastName)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText(FR.email)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByLabelText(FR.confirm)).toHaveAccessibleDescription('Ce champ est obligatoire.');

    await user.type(screen.getByLabelText(FR.email), 'grace@');
    await user.type(screen.getByLabelText(FR.password), 'short');
    await user.type(screen.getByLabelText(FR.confirm), 'other');
    await user.click(screen.getByRole('button', { name: FR.submit }));

    expect(screen.getByLabelText(FR.email)).toHaveAccessibleDescription(
      'Saisissez une adresse e‑mail valide, par exemple nom@exemple.fr.',
    );
    expect(screen.getByLabelText(FR.password)).toHaveAccessibleDescription(
      /Le mot de passe doit contenir au moins 6 caractères\./,
    );
    expect(screen.getByLabelText(FR.confirm)).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas.',
    );
  });

  it('validates in English', async () => {
    fakeApi();
    const { user } = await openRegister('en');

    await user.type(screen.getByLabelText(EN.password), 'short');
    await user.type(screen.getByLabelText(EN.confirm), 'shorter');
    await user.click(screen.getByRole('button', { name: EN.submit }));

    expect(screen.getByLabelText(EN.email)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(EN.password)).toHaveAccessibleDescription(
      /The password must be at least 6 characters long\./,
    );
    expect(screen.getByLabelText(EN.confirm)).toHaveAccessibleDescription('The passwords do not match.');
  });

  it('shows the success message, clears the fields and offers to resend the mail', async () => {
    const api = fakeApi();
    api.on('POST', '/api/auth/sign-up/email', () => ({ token: null, user: {} }));
    const { user } = await openRegister();

    await fillForm(user, FR);
    await user.click(screen.getByRole('button', { name: FR.submit }));

    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent(
      'Inscription réussie ! Consultez votre boîte e‑mail pour confirmer votre compte.',
    );
    expect(panel).toHaveTextContent('grace@example.test');
    expect(panel).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Renvoyer dans 60 s' })).toBeDisabled();
    expect(screen.getByLabelText(FR.email)).toHaveValue('');
    expect(screen.getByLabelText(FR.password)).toHaveValue('');
    expect(screen.getByLabelText(FR.confirm)).toHaveValue('');
    expect(screen.getByLabelText(FR.accountType)).toHaveValue('user');
    expect(screen.getByLabelText(FR.firstName)).toHaveValue('');
    expect(api.requestsTo('/api/auth/sign-up/email')[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.test',
      password: 'a long passphrase',
      role: 'professional',
      locale: 'fr',
      name: '',
      callbackURL: '/dashboard',
    });
  });

  it('shows the success message in English, and sends the English locale', async () => {
    const api = fakeApi();
    api.on('POST', '/api/auth/sign-up/email', () => ({ token: null, user: {} }));
    const { user } = await openRegister('en');

    await fillForm(user, EN, { role: 'user' });
    await user.click(screen.getByRole('button', { name: EN.submit }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Registration successful! Please check your email to confirm your account.',
    );
    expect(api.requestsTo('/api/auth/sign-up/email')[0]?.body).toMatchObject({ role: 'user', locale: 'en' });
  });

  it('asks for first and last name, in the form’s words, and sends nothing without them', async () => {
    const api = fakeApi();
    const { user } = await openRegister();

    await fillForm(user, FR, { firstName: '', lastName: '   ' });
    await user.click(screen.getByRole('button', { name: FR.submit }));

    expect(await screen.findByLabelText(FR.firstName)).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    expect(screen.getByLabelText(FR.lastName)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(api.requestsTo('/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('shows the server’s refusal of a name on its field', async () => {
    fakeApi().on('POST', '/api/auth/sign-up/email', () =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'First and last name are required',
          details: { issues: [{ path: ['lastName'], message: 'tooLong' }] },
        },
        400,
      ),
    );
    const { user } = await openRegister('en');

    await fillForm(user, EN, { role: 'user' });
    await user.click(screen.getByRole('button', { name: EN.submit }));

    await waitFor(() =>
      expect(screen.getByLabelText(EN.lastName)).toHaveAccessibleDescription(expect.stringMatching(/long/i)),
    );
  });

  it('lands a new client on project creation when the account is usable at once', async () => {
    const api = fakeApi();
    api.on('POST', '/api/auth/sign-up/email', () => {
      api.setSession(sessionFor('user'));
      return { token: 'session-token', user: {} };
    });
    const { user, router } = await openRegister();

    await fillForm(user, FR, { role: 'user' });
    await user.click(screen.getByRole('button', { name: FR.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/create-project'));
    expect(api.requestsTo('/api/auth/sign-up/email')[0]?.body).toMatchObject({
      callbackURL: '/dashboard/create-project',
    });
  });

  it('goes to the dashboard when the account is usable at once', async () => {
    const api = fakeApi();
    api.on('POST', '/api/auth/sign-up/email', () => {
      api.setSession(sessionFor('professional'));
      return { token: 'session-token', user: {} };
    });
    const { user, router } = await openRegister();

    await fillForm(user, FR);
    await user.click(screen.getByRole('button', { name: FR.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([
    ['fr', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'Cette adresse e‑mail est déjà utilisée'],
    ['en', 'USER_ALREADY_EXISTS', 'This email is already in use'],
  ] as const)('in %s, says the address is in use (%s)', async (language, code, message) => {
    fakeApi().on('POST', '/api/auth/sign-up/email', () => authError(code, 422));
    const { user } = await openRegister(language);
    const labels = language === 'fr' ? FR : EN;

    await fillForm(user, labels);
    await user.click(screen.getByRole('button', { name: labels.submit }));

    await waitFor(() => expect(screen.getByLabelText(labels.email)).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText(labels.email)).toHaveFocus();
    expect(screen.getByLabelText(labels.email)).toHaveValue('grace@example.test');
  });

  it('puts a refused password on the password field', async () => {
    fakeApi().on('POST', '/api/auth/sign-up/email', () => authError('PASSWORD_TOO_COMMON', 400));
    const { user } = await openRegister();

    await fillForm(user, FR, { password: 'azerty123' });
    await user.click(screen.getByRole('button', { name: FR.submit }));

    await waitFor(() =>
      expect(screen.getByLabelText(FR.password)).toHaveAccessibleDescription(
        /Ce mot de passe est trop courant/,
      ),
    );
  });

  it.each([
    ['fr', 400, 'Une erreur est survenue lors de l’inscription'],
    ['en', 400, 'An error occurred during registration'],
    ['en', 503, 'An unexpected error occurred.'],
    ['fr', 429, 'Trop de tentatives. Patientez un moment avant de réessayer.'],
  ] as const)('in %s, shows the message for a %s answer', async (language, status, message) => {
    fakeApi().on('POST', '/api/auth/sign-up/email', () =>
      authError(status === 429 ? 'RATE_LIMITED' : 'SOMETHING_NEW', status),
    );
    const { user } = await openRegister(language);
    const labels = language === 'fr' ? FR : EN;

    await fillForm(user, labels);
    await user.click(screen.getByRole('button', { name: labels.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  describe('the company block', () => {
    it('is offered to a client only, and signing up without it sends no company', async () => {
      const api = fakeApi();
      api.on('POST', '/api/auth/sign-up/email', () => ({ token: null, user: {} }));
      const { user } = await openRegister();

      const toggle = screen.getByRole('checkbox', { name: 'Je m’inscris pour une entreprise' });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(/Facultatif/);
      expect(screen.queryByLabelText('Raison sociale')).toBeNull();
      await user.selectOptions(screen.getByLabelText(FR.accountType), 'professional');
      expect(screen.queryByRole('checkbox')).toBeNull();

      await fillForm(user, FR, { role: 'user' });
      await user.click(screen.getByRole('button', { name: FR.submit }));
      await screen.findByRole('status');
      expect(api.requestsTo('/api/auth/sign-up/email')[0]?.body).not.toHaveProperty('company');
    });

    it('checks the SIRET’s length and key in French before sending, then sends the company', async () => {
      const api = fakeApi();
      api.on('POST', '/api/auth/sign-up/email', () => ({ token: null, user: {} }));
      const { user } = await openRegister();

      await fillForm(user, FR, { role: 'user' });
      await user.click(screen.getByRole('checkbox', { name: 'Je m’inscris pour une entreprise' }));
      const company = screen.getByRole('group', { name: 'Votre entreprise' });
      await user.click(screen.getByRole('button', { name: FR.submit }));
      expect(await within(company).findByLabelText('Raison sociale')).toHaveAccessibleDescription(
        'Ce champ est obligatoire.',
      );

      await user.type(within(company).getByLabelText('Raison sociale'), 'Atelier Lumière SAS');
      const siret = within(company).getByLabelText('SIRET (facultatif)');
      await user.type(siret, '7328293200007');
      await user.click(screen.getByRole('button', { name: FR.submit }));
      await waitFor(() => expect(siret).toHaveAccessibleDescription(/Un SIRET compte 14 chiffres\./));
      await user.type(siret, '5');
      await user.click(screen.getByRole('button', { name: FR.submit }));
      await waitFor(() =>
        expect(siret).toHaveAccessibleDescription(
          /Ce SIRET n’existe pas\u00a0: vérifiez les chiffres saisis\./,
        ),
      );
      expect(api.requestsTo('/api/auth/sign-up/email')).toHaveLength(0);

      await user.clear(siret);
      await user.type(siret, '732 829 320 00074');
      await user.type(within(company).getByLabelText('Secteur d’activité (facultatif)'), 'Architecture');
      await user.selectOptions(within(company).getByLabelText('Effectif (facultatif)'), '10-49');
      await user.click(screen.getByRole('button', { name: FR.submit }));
      await screen.findByRole('status');
      expect(api.requestsTo('/api/auth/sign-up/email')[0]?.body).toMatchObject({
        role: 'user',
        company: {
          legalName: 'Atelier Lumière SAS',
          siret: '732 829 320 00074',
          vatNumber: null,
          sector: 'Architecture',
          sizeBand: '10-49',
        },
      });
    });

    it('speaks English, and shows the server’s refusal of a company field on that field', async () => {
      // The form finds nothing wrong with the VAT number; the server's answer is what the field then says.
      fakeApi().on('POST', '/api/auth/sign-up/email', () =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'The company given is not valid',
            details: { issues: [{ path: ['company', 'vatNumber'], message: 'invalidVatNumber' }] },
          },
          400,
        ),
      );
      const { user } = await openRegister('en');

      await fillForm(user, EN, { role: 'user' });
      await user.click(screen.getByRole('checkbox', { name: 'I am signing up for a company' }));
      const company = screen.getByRole('group', { name: 'Your company' });
      await user.type(within(company).getByLabelText('Legal name'), 'Pixel Studio Ltd');
      await user.type(within(company).getByLabelText('SIRET (optional)'), '73282932000075');
      await user.click(screen.getByRole('button', { name: EN.submit }));
      const siret = within(company).getByLabelText('SIRET (optional)');
      await waitFor(() =>
        expect(siret).toHaveAccessibleDescription(/This SIRET does not exist: check the digits typed\./),
      );
      await user.clear(siret);
      await user.type(within(company).getByLabelText('Intra-EU VAT number (optional)'), 'FR44732829320');
      await user.click(screen.getByRole('button', { name: EN.submit }));
      await waitFor(() =>
        expect(within(company).getByLabelText('Intra-EU VAT number (optional)')).toHaveAccessibleDescription(
          /This VAT number is not valid/,
        ),
      );
    });
  });
});
