import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import type { DataExport } from '@escouade/contract/data-rights';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionData } from '../src/lib/auth-session';
import { fakeApi, jsonResponse, sessionFor } from './support/fake-api';
import { renderApp } from './support/render-app';

// Each test renders the whole dashboard and its data page: more than 5 s when the machine is busy.
vi.setConfig({ testTimeout: 15_000 });

const READY: DataExport = {
  id: '7d4c5a3e-0000-4000-8000-000000000001',
  status: 'ready',
  progress: 100,
  createdAt: '2026-11-20T09:00:00.000Z',
  readyAt: '2026-11-20T09:00:05.000Z',
  expiresAt: '2026-11-27T09:00:05.000Z',
  sizeBytes: 1_450_000,
};

function fakeDataApi(session: SessionData = sessionFor('professional'), items: DataExport[] = []) {
  const api = fakeApi(session);
  let exports = items;
  api.on('GET', '/api/account/exports', () => ({ items: exports }));
  return {
    api,
    setExports: (next: DataExport[]) => {
      exports = next;
    },
  };
}

async function openDataPage(path = '/dashboard/data') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: path.includes('lng=en') ? 'My data' : 'Mes données' });
  return view;
}

describe('data page: export', () => {
  it('asks for an archive, follows its preparation, then offers the download', async () => {
    const { api, setExports } = fakeDataApi();
    const pending: DataExport = {
      ...READY,
      status: 'pending',
      progress: 0,
      readyAt: null,
      expiresAt: null,
      sizeBytes: null,
    };
    api.on('POST', '/api/account/exports', () => {
      setExports([{ ...pending, status: 'building', progress: 40 }]);
      return jsonResponse(pending, 202);
    });
    const { user } = await openDataPage();
    const section = screen.getByRole('region', { name: 'Exporter mes données' });
    expect(await within(section).findByText('Vous n’avez pas encore demandé d’archive.')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Préparer une archive de mes données' }));
    const progress = await within(section).findByRole('progressbar', {
      name: 'Votre archive est en préparation.',
    });
    await waitFor(() => expect(progress).toHaveAttribute('value', '40'));
    // While it is prepared, a second request cannot be sent.
    expect(within(section).getByRole('button', { name: 'Préparer une nouvelle archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    setExports([READY]);
    const download = await within(section).findByRole(
      'link',
      { name: 'Télécharger l’archive' },
      { timeout: 5000 },
    );
    expect(download).toHaveAttribute('href', `/api/account/exports/${READY.id}/archive`);
    expect(download).toHaveAttribute('download');
    expect(within(section).getByRole('status')).toHaveTextContent(
      typeset(
        'Votre archive du 20 novembre 2026 est prête (1,5 Mo). Vous pouvez la télécharger jusqu’au 27 novembre 2026.',
      ),
    );
    expect(
      api.requestsTo('/api/account/exports').filter((request) => request.method === 'POST'),
    ).toHaveLength(1);
  });

  it('says why a request is refused, in English', async () => {
    const { api } = fakeDataApi(sessionFor('user'), [
      { ...READY, status: 'expired', expiresAt: null, sizeBytes: null },
    ]);
    api.on('POST', '/api/account/exports', () =>
      jsonResponse({ code: 'RATE_LIMITED', message: 'Too many', details: { retryAfterSeconds: 3600 } }, 429),
    );
    const { user } = await openDataPage('/dashboard/data?lng=en');
    const section = screen.getByRole('region', { name: 'Export my data' });
    expect(
      await within(section).findByText(
        'Your last archive expired and was deleted. Ask for a new one to download your data.',
      ),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Prepare a new archive' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment before trying again.',
    );
  });

  it('shows a failed list with a way to try again', async () => {
    const api = fakeApi(sessionFor('professional'));
    let attempts = 0;
    api.on('GET', '/api/account/exports', () => {
      attempts += 1;
      // The first load and its two automatic retries fail.
      return attempts <= 3 ? jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500) : { items: [] };
    });
    const { user } = await openDataPage();
    const section = screen.getByRole('region', { name: 'Exporter mes données' });
    expect(await within(section).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      /Impossible d’afficher vos archives/,
    );
    await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByText('Vous n’avez pas encore demandé d’archive.')).toBeVisible();
  });
});

describe('data page: deleting the account', () => {
  it('asks for the password and a code when two-factor authentication is on, then shows when it happens', async () => {
    const session = sessionFor('professional', { twoFactorEnabled: true });
    const { api } = fakeDataApi(session);
    api.on('POST', '/api/account/deletion', ({ body }) =>
      body?.password === 'the right passphrase'
        ? jsonResponse({ dueAt: '2026-12-07T18:00:00.000Z' }, 202)
        : jsonResponse({ code: 'WRONG_PASSWORD', message: 'x' }, 400),
    );
    const { user } = await openDataPage();
    const section = screen.getByRole('region', { name: 'Supprimer mon compte' });
    await user.click(within(section).getByRole('button', { name: 'Supprimer mon compte' }));
    const password = within(section).getByLabelText('Mot de passe');
    expect(password).toHaveFocus();

    await user.click(within(section).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(password).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(api.requestsTo('/api/account/deletion')).toHaveLength(0);

    await user.type(password, 'a wrong passphrase');
    await user.type(within(section).getByRole('textbox', { name: /code/i }), '123 456');
    await user.click(within(section).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Mot de passe incorrect.'));

    await user.clear(password);
    await user.type(password, 'the right passphrase');
    await user.click(within(section).getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre compte sera supprimé' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText(/Le 7 décembre 2026, votre compte/)).toBeVisible();
    expect(api.requestsTo('/api/account/deletion').at(-1)?.body).toEqual({
      password: 'the right passphrase',
      code: '123456',
    });
  });

  it('keeps the account from the e-mailed link, on a button press only', async () => {
    const api = fakeApi(null);
    api.on('POST', '/api/account/deletion/cancel', () => new Response(null, { status: 204 }));
    const { user } = renderApp('/account-deletion?token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Annuler la suppression de votre compte' });
    expect(api.requestsTo('/api/account/deletion/cancel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Garder mon compte' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/La suppression est annulée/);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(api.requestsTo('/api/account/deletion/cancel')[0]?.body).toEqual({ token: 'abc' });
  });

  it('says when the link no longer works, in English', async () => {
    const api = fakeApi(null);
    api.on('POST', '/api/account/deletion/cancel', () =>
      jsonResponse({ code: 'DELETION_LINK_INVALID', message: 'x' }, 400),
    );
    const { user } = renderApp('/account-deletion?token=used&lng=en');
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is no longer valid: the deletion was already cancelled, or the account was already erased.',
    );
  });
});
