import type { AuditEntry } from '@escouade/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from './support/fake-admin-api';
import { renderApp } from './support/render-app';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    actorId: 'me',
    actorEmail: 'boss@example.test',
    actorName: 'Inès Moreau',
    action: 'user.role',
    targetType: 'user',
    targetId: 'bob',
    targetName: 'Bob Laurent',
    before: { role: 'user' },
    after: { role: 'professional' },
    createdAt: '2026-11-20T14:05:00.000Z',
    ...overrides,
  };
}

const entries: AuditEntry[] = [
  entry({ id: 5 }),
  entry({ id: 4, action: 'user.promote', before: { role: 'professional' }, after: { role: 'admin' } }),
  entry({
    id: 3,
    action: 'user.ban',
    before: { banned: false, banReason: null, banExpires: null },
    after: { banned: true, banReason: 'Spam', banExpires: null },
  }),
  entry({
    id: 2,
    action: 'user.delete',
    targetName: null,
    before: { email: 'gone@example.test', role: 'user' },
    after: null,
  }),
  entry({
    id: 1,
    action: 'post.delete',
    targetType: 'post',
    targetId: 'p-1',
    before: { authorId: 'x', content: 'Contenu douteux' },
    after: null,
  }),
];

describe('audit log page', { timeout: 20_000 }, () => {
  it('names an admin without a name by their address, and only a gone account as deleted', async () => {
    fakeAdminApi({
      audit: [
        entry({ id: 2, actorName: null, actorEmail: 'nameless@example.test' }),
        entry({ id: 1, actorId: null, actorName: null, actorEmail: 'left@example.test' }),
      ],
    });
    renderApp('/admin/audit?lng=en');
    const table = await screen.findByRole(
      'table',
      { name: 'Admin actions, newest first' },
      { timeout: 10_000 },
    );
    const [nameless, gone] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(nameless as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      /^nameless@example\.test$/,
    );
    expect(within(gone as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      /^Deleted administratorleft@example\.test$/,
    );
  });

  it('lists the admin actions with translated labels, before → after and the date, in English', async () => {
    fakeAdminApi({ audit: entries });
    renderApp('/admin/audit?lng=en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit log' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Role changed',
      'Promoted to administrator',
      'User banned',
      'User deleted',
      'Post removed',
    ]);
    expect(rows[0]).toHaveTextContent('Individual → Professional');
    // The admin and the account acted on are named; the address stays beside the admin's name.
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      /^Inès Moreauboss@example\.test$/,
    );
    expect(rows[0]).toHaveTextContent('Bob Laurent');
    expect(within(rows[0] as HTMLElement).getByText(/Nov 20, 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T14:05:00.000Z',
    );
    expect(rows[1]).toHaveTextContent('Professional → Administrator');
    expect(rows[2]).toHaveTextContent('Reason: Spam · ends: when lifted');
    expect(rows[3]).toHaveTextContent('gone@example.test (Individual)');
    expect(rows[4]).toHaveTextContent('Post');
    expect(rows[4]).toHaveTextContent('“Contenu douteux”');
    expect(screen.getByRole('status')).toHaveTextContent('5 entries shown');
    const navigation = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(navigation).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('names a skill by its name in the Target column, not by its id', async () => {
    const skillId = '0b6f1c1e-4d0a-4f57-9a51-3c1f3c4d2e10';
    fakeAdminApi({
      audit: [
        entry({
          id: 6,
          action: 'skill.approve',
          targetType: 'skill',
          targetId: skillId,
          before: { name: 'Webflow' },
          after: { name: 'Webflow', nameEn: 'Webflow' },
        }),
      ],
    });
    renderApp('/admin/audit');

    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const [row] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
    const target = within(row).getAllByRole('cell')[2] as HTMLElement;
    expect(target).toHaveTextContent('CompétenceWebflow');
    expect(table).not.toHaveTextContent(skillId);
  });

  it('says so when nothing was recorded yet, in French', async () => {
    fakeAdminApi();
    renderApp('/admin/audit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Journal d’audit' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aucune action enregistrée pour le moment.')).toBeInTheDocument();
  });

  it('loads older entries on demand', async () => {
    const api = fakeAdminApi();
    api.on('GET', '/api/admin/audit', ({ url }) =>
      url.searchParams.get('cursor') === '5'
        ? {
            entries: [entry({ id: 4, action: 'user.unban', before: {}, after: { banned: false } })],
            nextCursor: null,
          }
        : { entries: [entry({ id: 5 })], nextCursor: 5 },
    );
    const { user } = renderApp('/admin/audit');

    await user.click(
      await screen.findByRole('button', { name: 'Afficher plus d’entrées' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Bannissement levé'));
    expect(screen.queryByRole('button', { name: 'Afficher plus d’entrées' })).not.toBeInTheDocument();
  });
});
