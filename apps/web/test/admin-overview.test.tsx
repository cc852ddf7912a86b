import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeAdminApi, signupsPerDay } from './support/fake-admin-api';
import { renderApp } from './support/render-app';

const overview = {
  users: { total: 1234, newLast30Days: 42 },
  posts: { last30Days: 30, previous30Days: 24 },
  comments: { last30Days: 0, previous30Days: 0 },
  signupsPerDay: signupsPerDay({ '2026-11-03': 5, '2026-11-20': 37 }),
};

async function openOverview(path = '/admin') {
  const view = renderApp(path);
  await screen.findByRole(
    'heading',
    { level: 1, name: path.includes('lng=en') ? 'Overview' : 'Vue d’ensemble' },
    { timeout: 10_000 },
  );
  return view;
}

function cardOf(title: string) {
  const card = screen.getByRole('heading', { level: 2, name: title }).parentElement;
  if (!card) throw new Error(`no card ${title}`);
  return card;
}

describe('admin overview', { timeout: 20_000 }, () => {
  it('shows the real figures: users, posts and comments against the previous 30 days, in French', async () => {
    fakeAdminApi({ overview });
    await openOverview();

    const users = cardOf('Utilisateurs');
    await waitFor(() => expect(users).toHaveTextContent(/1\s234\s*au total/));
    expect(users).toHaveTextContent('42 nouveaux utilisateurs ces 30 derniers jours');
    expect(within(users).getByRole('link', { name: 'Voir la liste des utilisateurs' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(cardOf('Publications')).toHaveTextContent(/\+25\s%\spar rapport aux 30 jours précédents \(24\)/);
    expect(cardOf('Commentaires')).toHaveTextContent('Stable par rapport aux 30 jours précédents');
    expect(screen.queryByText(/98/)).not.toBeInTheDocument();
  });

  it('says "new" when there was nothing before, and shows a decrease with a minus sign, in English', async () => {
    fakeAdminApi({
      overview: {
        ...overview,
        posts: { last30Days: 3, previous30Days: 0 },
        comments: { last30Days: 9, previous30Days: 12 },
      },
    });
    await openOverview('/admin?lng=en');

    await waitFor(() => expect(cardOf('Posts')).toHaveTextContent('New: none in the previous 30 days'));
    expect(cardOf('Comments')).toHaveTextContent('−25% vs. the previous 30 days (12)');
    expect(cardOf('Users')).toHaveTextContent('42 new users in the last 30 days');
  });

  it('draws the sign-ups per day with a text alternative: a summary and a table of every day', async () => {
    fakeAdminApi({ overview });
    await openOverview('/admin?lng=en');

    const chart = await screen.findByRole('figure', { name: 'Sign-ups per day' });
    await waitFor(() =>
      expect(chart).toHaveTextContent('42 sign-ups in 30 days; at most 37 a day, on November 20.'),
    );
    expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const table = within(chart).getByRole('table', { name: 'Sign-ups per day over the last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: 'November 20' }).closest('tr')).toHaveTextContent(
      '37',
    );
  });

  it('still renders, with placeholders, when the figures cannot be loaded; the failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeAdminApi();
    api.on('GET', '/api/admin/overview', () => apiError('FORBIDDEN', 403));
    await openOverview();

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Loading the admin overview failed', expect.anything()),
    );
    expect(cardOf('Utilisateurs')).toHaveTextContent('Non disponible');
    expect(cardOf('Publications')).toHaveTextContent('Non disponible');
    expect(screen.getByRole('figure', { name: 'Inscriptions par jour' })).toHaveTextContent('Non disponible');
    expect(screen.getByRole('link', { name: 'Voir la liste des utilisateurs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
