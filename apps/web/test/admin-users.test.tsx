import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { dateFieldOf, datePartsInOrder, typeDate } from './support/date-field';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiError, fakeAdminApi } from './support/fake-admin-api';
import { renderApp } from './support/render-app';

const ana = adminUser({
  id: 'ana',
  email: 'ana@example.test',
  role: 'professional',
  createdAt: '2026-03-14T09:30:00.000Z',
});
const bob = adminUser({
  id: 'bob',
  email: 'bob@example.test',
  role: 'user',
  emailVerified: false,
  createdAt: null,
});
const cleo = adminUser({ id: 'cleo', email: 'cleo@example.test', role: 'admin' });
const dan = adminUser({ id: 'dan', email: 'dan@example.test', role: 'editor' });

async function openUsers(path = '/admin/users', users = [ana, bob, cleo, dan].map((user) => ({ ...user }))) {
  const api = fakeAdminApi({ users });
  const view = renderApp(path);
  const isEnglish = path.includes('lng=en');
  await screen.findByRole(
    'heading',
    { level: 1, name: isEnglish ? 'User management' : 'Gestion des utilisateurs' },
    { timeout: 5000 },
  );
  await screen.findByRole('table');
  return { ...view, api };
}

/** The desktop table's row of `email` (the mobile cards hold the same users, hidden by CSS). */
function rowOf(email: string) {
  const cell = within(screen.getByRole('table')).getByText(email);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

async function openMenuOf(user: ReturnType<typeof renderApp>['user'], email: string, isEnglish = false) {
  const trigger = within(rowOf(email)).getByRole('button', {
    name: isEnglish ? `Actions for ${email}` : `Actions pour ${email}`,
  });
  await user.click(trigger);
  return { trigger, menu: await screen.findByRole('menu') };
}

// Each test renders the lazy admin routes; on a busy machine that takes seconds.
describe('user management: the list', { timeout: 20_000 }, () => {
  it('shows the loading text, then every user with e-mail, id, role, status and short join date', async () => {
    const api = fakeAdminApi({ users: [ana, bob] });
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    api.on('GET', '/api/admin/users', async () => {
      await answered;
      return { users: api.state.users, total: api.state.users.length, nextCursor: null };
    });
    renderApp('/admin/users?lng=en');

    expect(await screen.findByText('Loading users...', {}, { timeout: 10_000 })).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', { name: 'Users, newest first' });
    expect(screen.getByRole('status')).toHaveTextContent('3 users');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['User', 'Role', 'Status', 'Joined', 'Actions']);

    const anaRow = rowOf('ana@example.test');
    expect(anaRow).toHaveTextContent('ID ana');
    expect(within(anaRow).getByText('Professional')).toHaveClass('bg-violet-100', 'text-violet-900');
    expect(within(anaRow).getByText('Verified')).toBeInTheDocument();
    expect(within(anaRow).getByText('Mar 14, 2026')).toHaveAttribute('datetime', '2026-03-14T09:30:00.000Z');

    const bobRow = rowOf('bob@example.test');
    expect(within(bobRow).getByText('Pending')).toBeInTheDocument();
    expect(within(bobRow).getAllByRole('cell')[2]).toHaveTextContent(/^-Unknown$/);
  });

  it('colours each role: admin red, professional violet, editor blue, others gray', async () => {
    await openUsers();
    expect(within(rowOf('cleo@example.test')).getByText('Administrateur')).toHaveClass('text-red-900');
    expect(within(rowOf('ana@example.test')).getByText('Professionnel')).toHaveClass('text-violet-900');
    expect(within(rowOf('dan@example.test')).getByText('Éditeur')).toHaveClass('text-blue-900');
    expect(within(rowOf('bob@example.test')).getByText('Particulier')).toHaveClass('text-slate-800');
    expect(within(rowOf('ana@example.test')).getByText('14 mars 2026')).toBeInTheDocument();
  });

  it('searches on the server once typing pauses, not on every key', async () => {
    const { user, api } = await openUsers();
    const search = screen.getByRole('searchbox', { name: 'Rechercher des utilisateurs' });
    expect(search).toHaveAttribute('placeholder', 'Rechercher par e‑mail ou rôle');

    await user.type(search, 'ana');
    await waitFor(() => expect(screen.queryByText('bob@example.test')).not.toBeInTheDocument());
    const searches = api
      .requestsTo('GET', '/api/admin/users')
      .map((request) => request.url.searchParams.get('q'));
    expect(searches).toEqual([null, 'ana']);
    expect(screen.getByRole('status')).toHaveTextContent('1 utilisateur');
    expect(within(screen.getByRole('table')).getByText('ana@example.test')).toBeInTheDocument();
  });

  it('sends the stored role when a translated role name is typed, and says when nothing matches', async () => {
    const { user, api } = await openUsers();
    const search = screen.getByRole('searchbox', { name: 'Rechercher des utilisateurs' });

    await user.type(search, 'Éditeur');
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/admin/users').at(-1)?.url.searchParams.get('q')).toBe('editor'),
    );
    await waitFor(() => expect(screen.queryByText('ana@example.test')).not.toBeInTheDocument());

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('Aucun utilisateur ne correspond à votre recherche')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('loads the next page on demand and shows how many of the total are listed', async () => {
    const many = Array.from({ length: 60 }, (_, index) => adminUser({ email: `bulk-${index}@example.test` }));
    const api = fakeAdminApi({ users: many });
    const { user } = renderApp('/admin/users?lng=en');
    await screen.findByRole('table', {}, { timeout: 5000 });

    expect(screen.getByText('Showing 50 of 61')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more users' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(62));
    expect(api.requestsTo('GET', '/api/admin/users').at(-1)?.url.searchParams.get('cursor')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
  });

  it('toasts a failed load with the reason, in both languages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeAdminApi();
    api.on('GET', '/api/admin/users', () => apiError('FORBIDDEN', 403));
    renderApp('/admin/users');

    expect(
      await screen.findByText(
        'Échec du chargement des utilisateurs : Vous n’avez pas l’autorisation d’effectuer cette action.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'La liste des utilisateurs n’a pas pu être chargée.',
    );
    expect(warn).toHaveBeenCalled();
  });
});

describe('user management: actions', { timeout: 20_000 }, () => {
  it('shows a note instead of a menu on one’s own row', async () => {
    await openUsers();
    const ownRow = rowOf('boss@example.test');
    expect(within(ownRow).getByText('Vous ne pouvez pas modifier votre propre compte')).toBeInTheDocument();
    expect(within(ownRow).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers « Make administrator » only to users who are not admins, every action a verb in sentence case', async () => {
    const { user } = await openUsers('/admin/users?lng=en');

    const { menu } = await openMenuOf(user, 'ana@example.test', true);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change role', 'Make administrator', 'Ban user', 'Delete user']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const { menu: adminMenu } = await openMenuOf(user, 'cleo@example.test', true);
    expect(within(adminMenu).queryByRole('menuitem', { name: 'Make administrator' })).not.toBeInTheDocument();
    expect(within(adminMenu).getByRole('menuitem', { name: 'Change role' })).toBeInTheDocument();
  });

  it('deletes after its confirmation, toasts it, refreshes the list and moves focus to the search', async () => {
    const { user, api } = await openUsers();
    const { menu } = await openMenuOf(user, 'bob@example.test');
    await user.click(within(menu).getByRole('menuitem', { name: 'Supprimer l’utilisateur' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer l’utilisateur' });
    expect(dialog).toHaveAccessibleDescription(
      typeset('Voulez-vous vraiment supprimer bob@example.test ? Cette action est irréversible.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(await screen.findByText('Utilisateur bob@example.test supprimé avec succès')).toBeInTheDocument();
    expect(api.requestsTo('DELETE', '/api/admin/users/bob')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('bob@example.test')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
  });

  it('promotes after its confirmation (English), and focus returns to the menu button', async () => {
    const { user, api } = await openUsers('/admin/users?lng=en');
    const { trigger, menu } = await openMenuOf(user, 'ana@example.test', true);
    await user.click(within(menu).getByRole('menuitem', { name: 'Make administrator' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Make administrator' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to make ana@example.test an administrator? This will give them full access to the admin dashboard.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make administrator' }));

    expect(await screen.findByText('User ana@example.test promoted to administrator')).toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/api/admin/users/ana/promote')).toHaveLength(1);
    await waitFor(() =>
      expect(within(rowOf('ana@example.test')).getByText('Administrator')).toBeInTheDocument(),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('cancels a deletion without a call, focus back on the menu button', async () => {
    const { user, api } = await openUsers('/admin/users?lng=en');
    const { trigger, menu } = await openMenuOf(user, 'bob@example.test', true);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete user' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete bob@example.test? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(trigger).toHaveFocus());
    expect(api.requestsTo('DELETE', '/api/admin/users/bob')).toHaveLength(0);
  });

  it('toasts a failed promotion with the translated reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, api } = await openUsers('/admin/users?lng=en');
    api.on('PATCH', '/api/admin/users/ana/promote', () => apiError('USER_NOT_FOUND', 404));
    const { menu } = await openMenuOf(user, 'ana@example.test', true);
    await user.click(within(menu).getByRole('menuitem', { name: 'Make administrator' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make administrator' }),
    );

    expect(await screen.findByText('Failed to promote user: User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('toasts a failed deletion with the translated reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, api } = await openUsers();
    api.on('DELETE', '/api/admin/users/cleo', () => apiError('LAST_ADMIN', 409));
    const { menu } = await openMenuOf(user, 'cleo@example.test');
    await user.click(within(menu).getByRole('menuitem', { name: 'Supprimer l’utilisateur' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );

    expect(
      await screen.findByText(
        'Échec de la suppression de l’utilisateur : Impossible : c’est le dernier administrateur.',
      ),
    ).toBeInTheDocument();
    // Once the dialog has closed, the page is no longer hidden from assistive technologies.
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('cleo@example.test')).toBeInTheDocument(),
    );
  });

  it('changes the role with a picker offering only user and professional', async () => {
    const { user, api } = await openUsers();
    const { trigger, menu } = await openMenuOf(user, 'bob@example.test');
    await user.click(within(menu).getByRole('menuitem', { name: 'Changer le rôle' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changer le rôle' });
    expect(dialog).toHaveAccessibleDescription('Choisissez le nouveau rôle de bob@example.test.');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['user', 'professional']);
    expect(within(dialog).getByRole('radio', { name: 'Particulier' })).toBeChecked();
    // Nothing to save while the current role is picked.
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Professionnel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText('Rôle de l’utilisateur bob@example.test mis à jour : Professionnel'),
    ).toBeInTheDocument();
    expect(api.requestsTo('PATCH', '/api/admin/users/bob/role')[0]?.body).toEqual({ role: 'professional' });
    await waitFor(() =>
      expect(within(rowOf('bob@example.test')).getByText('Professionnel')).toBeInTheDocument(),
    );
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('toasts a failed role change (English)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, api } = await openUsers('/admin/users?lng=en');
    api.on('PATCH', '/api/admin/users/bob/role', () => apiError('CANNOT_MODIFY_SELF', 403));
    const { menu } = await openMenuOf(user, 'bob@example.test', true);
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await user.click(within(dialog).getByRole('radio', { name: 'Professional' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Failed to update user role: You cannot modify your own account.'),
    ).toBeInTheDocument();
  });

  it('bans with a reason and an end date, then lifts the ban', async () => {
    const { user, api } = await openUsers('/admin/users?lng=en');
    const { menu } = await openMenuOf(user, 'bob@example.test', true);
    await user.click(within(menu).getByRole('menuitem', { name: 'Ban user' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ban user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Spam');
    const until = dateFieldOf(dialog, 'Ban ends on (optional)');
    // In English, the month comes first.
    const [month] = datePartsInOrder(until);
    expect(month).toHaveAccessibleName('Month');
    expect(month).toHaveAccessibleDescription(
      'Leave empty to ban until the ban is lifted. For example: 03 27 2026',
    );
    await typeDate(user, until, '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(month).toHaveAccessibleDescription(expect.stringContaining('Choose a date in the future.'));
    await typeDate(user, until, '2099-02-30');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(month).toHaveAccessibleDescription(expect.stringContaining('This date does not exist'));
    expect(api.requestsTo('POST', '/api/admin/users/bob/ban')).toHaveLength(0);

    await typeDate(user, until, '2099-06-01');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('User bob@example.test banned')).toBeInTheDocument();
    const [ban] = api.requestsTo('POST', '/api/admin/users/bob/ban');
    expect(ban?.body).toEqual({ reason: 'Spam', expiresAt: new Date('2099-06-01T00:00:00').toISOString() });
    await waitFor(() =>
      expect(within(rowOf('bob@example.test')).getByText('Banned until Jun 1, 2099')).toBeInTheDocument(),
    );
    expect(within(rowOf('bob@example.test')).getByText('Reason: Spam')).toBeInTheDocument();

    const { menu: bannedMenu } = await openMenuOf(user, 'bob@example.test', true);
    await user.click(within(bannedMenu).getByRole('menuitem', { name: 'Unban user' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unban' }));
    expect(await screen.findByText('User bob@example.test unbanned')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf('bob@example.test')).queryByText(/Banned/)).not.toBeInTheDocument(),
    );
  });

  it('leaves the page to assistive technology while the menu is open, with nothing hidden yet focusable', async () => {
    const { user } = await openUsers();
    await openMenuOf(user, 'ana@example.test');

    // Found by role only when not hidden from assistive technology.
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toBeInTheDocument();
    // The menu belongs to the landmark of its button, next in reading order.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('menu'));
    const tabbable =
      'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const hiddenYetTabbable = [...document.querySelectorAll('[aria-hidden="true"]')].filter(
      (hidden) => hidden.matches(tabbable) || hidden.querySelector(tabbable) !== null,
    );
    expect(hiddenYetTabbable).toEqual([]);
    // Nor any generic element in the tab order (Radix's focus guards), which assistive technology would meet
    // without a role.
    const genericStops = [...document.querySelectorAll('div[tabindex], span[tabindex], p[tabindex]')].filter(
      (stop) =>
        stop.getAttribute('tabindex') !== '-1' &&
        !stop.hasAttribute('role') &&
        !stop.closest('[aria-hidden="true"]'),
    );
    expect(genericStops).toEqual([]);
  });

  it('opens the menu upwards when less than 150 px remain below its button', async () => {
    const { user } = await openUsers();
    const trigger = within(rowOf('ana@example.test')).getByRole('button');
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight - 100, width: 44, height: 44 }),
    );
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-side', 'top');
    expect(menu).toHaveClass('w-48');
  });

  it('opens it downwards otherwise, and is usable with the keyboard', async () => {
    const { user } = await openUsers('/admin/users?lng=en');
    const trigger = within(rowOf('ana@example.test')).getByRole('button');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-side', 'bottom');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Change role' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Make administrator' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Make administrator' })).toBeInTheDocument();
  });
});
