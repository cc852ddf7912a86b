import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeDevice } from '../src/features/account/components/describe-device';
import type { SessionData } from '../src/lib/auth-session';
import { authError, fakeApi, sessionFor } from './support/fake-api';
import { renderApp } from './support/render-app';

// Each test renders the whole dashboard and its security page: more than 5 s when the machine is busy.
vi.setConfig({ testTimeout: 15_000 });

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function fakeSecurityApi(session: SessionData = sessionFor('professional')) {
  const api = fakeApi(session);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  let sessions = [
    {
      id: 'other',
      token: 'other-token',
      userAgent: SAFARI_ON_IPHONE,
      ipAddress: '203.0.113.7',
      createdAt: minutesAgo(600),
      updatedAt: minutesAgo(180),
      expiresAt: '2099-01-01T00:00:00.000Z',
    },
    {
      id: 'current',
      token: session.session.token,
      userAgent: CHROME_ON_WINDOWS,
      ipAddress: '127.0.0.1',
      createdAt: minutesAgo(30),
      updatedAt: minutesAgo(5),
      expiresAt: '2099-01-01T00:00:00.000Z',
    },
  ];
  api.on('GET', '/api/auth/list-sessions', () => sessions);
  api.on('POST', '/api/auth/revoke-session', ({ body }) => {
    sessions = sessions.filter((item) => item.token !== body?.token);
    return { status: true };
  });
  api.on('POST', '/api/auth/revoke-other-sessions', () => {
    sessions = sessions.filter((item) => item.token === session.session.token);
    return { status: true };
  });
  return api;
}

async function openSecurity(path = '/dashboard/security') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: path.includes('lng=en') ? 'Security' : 'Sécurité' });
  return view;
}

describe('security page: password', () => {
  it('validates the change-password form in French', async () => {
    fakeSecurityApi();
    const { user } = await openSecurity();
    const section = screen.getByRole('region', { name: 'Mot de passe' });

    await user.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));

    expect(within(section).getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    expect(within(section).getByLabelText('Mot de passe actuel')).toHaveFocus();
    expect(within(section).getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
      /Ce champ est obligatoire\./,
    );
    expect(document.title).toBe('Sécurité · Escouade');
  });

  it('changes the password, optionally signing out the other devices', async () => {
    const api = fakeSecurityApi();
    api.on('POST', '/api/auth/change-password', () => ({ token: 'new', user: {} }));
    const { user } = await openSecurity();
    const section = screen.getByRole('region', { name: 'Mot de passe' });

    await user.type(within(section).getByLabelText('Mot de passe actuel'), 'the old passphrase');
    await user.type(within(section).getByLabelText('Nouveau mot de passe'), 'a brand new passphrase');
    await user.type(
      within(section).getByLabelText('Confirmer le nouveau mot de passe'),
      'a brand new passphrase',
    );
    await user.click(within(section).getByRole('checkbox', { name: 'Déconnecter mes autres appareils' }));
    await user.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Votre mot de passe a été changé.');
    expect(within(section).getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(api.requestsTo('/api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'the old passphrase',
      newPassword: 'a brand new passphrase',
      revokeOtherSessions: true,
    });
  });

  it('says the current password is wrong, in English', async () => {
    fakeSecurityApi().on('POST', '/api/auth/change-password', () => authError('INVALID_PASSWORD', 400));
    const { user } = await openSecurity('/dashboard/security?lng=en');
    const section = screen.getByRole('region', { name: 'Password' });

    await user.type(within(section).getByLabelText('Current password'), 'a wrong passphrase');
    await user.type(within(section).getByLabelText('New password'), 'a brand new passphrase');
    await user.type(within(section).getByLabelText('Confirm the new password'), 'a brand new passphrase');
    await user.click(within(section).getByRole('button', { name: 'Change the password' }));

    await waitFor(() =>
      expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription(
        'Incorrect password.',
      ),
    );
  });
});

describe('security page: two-factor authentication', () => {
  const TOTP_URI =
    'otpauth://totp/Escouade:pro%40example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Escouade';
  const BACKUP_CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

  it('turns it on: password, key, confirmation code, then the backup codes once', async () => {
    const session = sessionFor('professional');
    const api = fakeSecurityApi(session);
    api.on('POST', '/api/auth/two-factor/enable', ({ body }) =>
      body?.password === 'my passphrase'
        ? { totpURI: TOTP_URI, backupCodes: BACKUP_CODES }
        : authError('INVALID_PASSWORD', 400),
    );
    api.on('POST', '/api/auth/two-factor/verify-totp', ({ body }) => {
      if (body?.code !== '123456') return authError('INVALID_CODE', 401);
      api.setSession({ ...session, user: { ...session.user, twoFactorEnabled: true } });
      return { token: 'rotated', user: {} };
    });
    const { user } = await openSecurity();
    const section = screen.getByRole('region', { name: 'Validation en deux étapes' });
    expect(within(section).getByText('Désactivée')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Activer la validation en deux étapes' }));
    const password = within(section).getByLabelText('Mot de passe');
    expect(password).toHaveFocus();
    await user.type(password, 'not my passphrase');
    await user.click(within(section).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Mot de passe incorrect.'));

    await user.clear(password);
    await user.type(password, 'my passphrase');
    await user.click(within(section).getByRole('button', { name: 'Continuer' }));

    expect(await within(section).findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const qrCode = within(section).getByRole('img', {
      name: 'QR code à scanner avec votre application d’authentification',
    });
    expect(qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(
      within(section).getByRole('link', { name: 'Ouvrir dans l’application d’authentification' }),
    ).toHaveAttribute('href', TOTP_URI);
    expect(within(section).getByRole('button', { name: 'Copier la clé' })).toBeInTheDocument();

    const code = within(section).getByLabelText('Code à 6 chiffres');
    await user.type(code, '000000');
    await user.click(within(section).getByRole('button', { name: 'Confirmer et activer' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Code invalide.');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirmer et activer' }));

    expect(await within(section).findByRole('heading', { name: 'Vos codes de secours' })).toHaveFocus();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);
    expect(within(section).getByRole('button', { name: 'Télécharger (.txt)' })).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText('Activée')).toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'J’ai enregistré mes codes' }));
    expect(within(section).queryByText('code-0')).not.toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent(
      'La validation en deux étapes est activée.',
    );
    expect(
      within(section).getByRole('button', { name: 'Désactiver la validation en deux étapes' }),
    ).toBeInTheDocument();
  });

  it('turns it off with the password, in English', async () => {
    const session = sessionFor('professional', { twoFactorEnabled: true });
    const api = fakeSecurityApi(session);
    api.on('POST', '/api/auth/two-factor/disable', () => {
      api.setSession({ ...session, user: { ...session.user, twoFactorEnabled: false } });
      return { status: true };
    });
    const { user } = await openSecurity('/dashboard/security?lng=en');
    const section = screen.getByRole('region', { name: 'Two-step verification' });
    expect(within(section).getByText('On')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Turn off two-step verification' }));
    await user.type(within(section).getByLabelText('Password'), 'my passphrase');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-step verification' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Two-step verification is off.');
    await waitFor(() => expect(within(section).getByText('Off')).toBeInTheDocument());
    expect(api.requestsTo('/api/auth/two-factor/disable')[0]?.body).toEqual({ password: 'my passphrase' });
    expect(api.requestsTo('/api/account/two-factor/disable')).toHaveLength(0);
  });

  it('turns it off with a code instead of the password, saying when the code is wrong', async () => {
    const session = sessionFor('professional', { twoFactorEnabled: true });
    const api = fakeSecurityApi(session);
    api.on('POST', '/api/account/two-factor/disable', ({ body }) => {
      if (body?.code !== '654321') return authError('INVALID_TWO_FACTOR_CODE', 400);
      api.setSession({ ...session, user: { ...session.user, twoFactorEnabled: false } });
      return new Response(null, { status: 204 });
    });
    const { user } = await openSecurity();
    const section = screen.getByRole('region', { name: 'Validation en deux étapes' });

    await user.click(
      within(section).getByRole('button', { name: 'Désactiver la validation en deux étapes' }),
    );
    const choices = within(section).getByRole('group', {
      name: typeset('Pour désactiver la validation en deux étapes, confirmez que c’est bien vous :'),
    });
    const withPassword = within(choices).getByRole('radio', { name: 'Avec mon mot de passe' });
    expect(withPassword).toBeChecked();
    expect(withPassword).toHaveFocus();
    await user.click(
      within(choices).getByRole('radio', { name: 'Avec un code de mon application ou un code de secours' }),
    );
    expect(within(section).queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    const code = within(section).getByLabelText('Code de vérification');
    expect(code).toHaveAccessibleDescription(/ou l’un de vos codes de secours/);

    await user.click(
      within(section).getByRole('button', { name: 'Désactiver la validation en deux étapes' }),
    );
    expect(code).toHaveAccessibleDescription(/^Saisissez le code affiché par l’application\./);

    await user.type(code, '111 111');
    await user.click(
      within(section).getByRole('button', { name: 'Désactiver la validation en deux étapes' }),
    );
    await waitFor(() => expect(code).toHaveAccessibleDescription(/^Code invalide ou déjà utilisé\./));
    expect(code).toHaveFocus();
    expect(api.requestsTo('/api/account/two-factor/disable')[0]?.body).toEqual({ code: '111111' });

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(
      within(section).getByRole('button', { name: 'Désactiver la validation en deux étapes' }),
    );

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'La validation en deux étapes est désactivée.',
    );
    await waitFor(() => expect(within(section).getByText('Désactivée')).toBeInTheDocument());
    expect(api.requestsTo('/api/auth/two-factor/disable')).toHaveLength(0);
  });
});

describe('security page: sessions', () => {
  it('lists the devices, this one first and marked, and signs another one out', async () => {
    const api = fakeSecurityApi();
    const { user } = await openSecurity();
    const section = screen.getByRole('region', { name: 'Sessions actives' });

    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome sur Windows');
    expect(items[0]).toHaveTextContent('Cet appareil');
    expect(items[0]).toHaveTextContent('Dernière activité : il y a 5 minutes');
    expect(items[1]).toHaveTextContent('Safari sur iOS');
    expect(items[1]).toHaveTextContent('il y a 3 heures');
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Déconnecter la session Safari sur iOS' }));

    expect(await within(section).findByText('La session a été déconnectée.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(api.requestsTo('/api/auth/revoke-session')[0]?.body).toEqual({ token: 'other-token' });
    expect(within(section).getByText('Aucune autre session n’est ouverte.')).toBeInTheDocument();
  });

  it('signs every other device out at once, in English', async () => {
    const api = fakeSecurityApi();
    const { user } = await openSecurity('/dashboard/security?lng=en');
    const section = screen.getByRole('region', { name: 'Active sessions' });
    await within(section).findAllByRole('listitem');

    await user.click(within(section).getByRole('button', { name: 'Sign out all other sessions' }));

    expect(await within(section).findByText('All other sessions have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(api.requestsTo('/api/auth/revoke-other-sessions')).toHaveLength(1);
  });

  it('is also the admins’ security page, inside the admin area', async () => {
    fakeSecurityApi(sessionFor('admin'));
    await openSecurity('/admin/security');

    expect(screen.getByRole('navigation', { name: 'Navigation de l’administration' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sessions actives' })).toBeInTheDocument();
  });
});

describe('describeDevice', () => {
  it.each([
    [CHROME_ON_WINDOWS, 'Chrome', 'Windows', false],
    [SAFARI_ON_IPHONE, 'Safari', 'iOS', true],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox',
      'macOS',
      false,
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
      false,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
      true,
    ],
    ['curl/8.5.0', undefined, undefined, false],
    [null, undefined, undefined, false],
  ])('reads %s', (userAgent, browser, os, isMobile) => {
    expect(describeDevice(userAgent)).toEqual({ browser, os, isMobile });
  });
});

describe('security page: account type', () => {
  it('switches a client to professional, and reads the session again for the new role', async () => {
    const api = fakeSecurityApi(sessionFor('user'));
    api.on('PUT', '/api/account/type', ({ body }) => {
      api.setSession(sessionFor('professional'));
      return body;
    });
    const { user } = await openSecurity('/dashboard/security?lng=en');

    const section = within(screen.getByRole('region', { name: 'Account type' }));
    expect(section.getByText(/Your account type is Individual\./)).toBeInTheDocument();
    await user.selectOptions(section.getByLabelText('Account type'), 'professional');
    await user.click(section.getByRole('button', { name: 'Change account type' }));

    await waitFor(() =>
      expect(api.requestsTo('/api/account/type')[0]?.body).toEqual({ role: 'professional' }),
    );
    expect(await section.findByText('Done: your account type is now Professional.')).toBeInTheDocument();
  });

  it('says, in French, why an engaged professional stays one', async () => {
    const api = fakeSecurityApi(sessionFor('professional'));
    api.on('PUT', '/api/account/type', () => authError('ACTIVE_ENGAGEMENTS', 409));
    const { user } = await openSecurity();

    const section = within(screen.getByRole('region', { name: 'Type de compte' }));
    await user.selectOptions(section.getByLabelText('Type de compte'), 'user');
    await user.click(section.getByRole('button', { name: 'Changer de type de compte' }));

    expect(
      await section.findByText(
        typeset(
          'Vous ne pouvez pas quitter le statut de professionnel tant qu’une invitation attend votre réponse ou qu’un projet auquel vous participez est en cours.',
        ),
      ),
    ).toBeInTheDocument();
  });

  it('is not offered to an administrator', async () => {
    fakeSecurityApi(sessionFor('admin'));
    await openSecurity('/admin/security');
    expect(screen.queryByRole('region', { name: 'Type de compte' })).not.toBeInTheDocument();
  });
});
