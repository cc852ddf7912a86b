import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFeedApi, makeComment, makePost } from './support/fake-feed-api';
import { renderApp } from './support/render-app';

const alice = {
  id: 'u-alice',
  firstName: 'Alice',
  lastName: 'Martin',
  avatarUrl: null,
  profession: 'Designer',
};
const alain = { id: 'u-alain', firstName: 'Alain', lastName: 'Petit', avatarUrl: null, profession: null };

describe('mentions', { timeout: 20_000 }, () => {
  it('offers people after @, picks one with the keyboard, sends them by id, and shows mentions as profile links', async () => {
    const post = makePost({ content: 'Notre atelier de jeudi' });
    const feed = fakeFeedApi({
      posts: [post],
      comments: {
        [post.id]: [makeComment(post.id, { content: 'Merci @[Alain Petit](u-alain) pour la salle' })],
      },
    });
    feed.on('GET', '/api/notifications/unread-count', () => ({ unreadCount: 0 }));
    feed.on('GET', '/api/profiles/mention-suggestions', (request) =>
      request.url.searchParams.get('q')?.toLowerCase().startsWith('al')
        ? { people: [alice, alain] }
        : { people: [] },
    );
    const { user } = renderApp(`/dashboard/posts/${post.id}`);

    // A stored mention reads as a link to the person's profile.
    const existing = await screen.findByRole('link', { name: '@Alain Petit' }, { timeout: 10_000 });
    expect(existing).toHaveAttribute('href', '/dashboard/profile/u-alain');

    const field = await screen.findByRole('textbox', { name: 'Votre commentaire' });
    await user.type(field, 'Bravo @al');
    const list = await screen.findByRole('listbox', { name: 'Personnes à mentionner' });
    expect(field).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Alice MartinDesigner', 'Alain Petit']);
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(field).toHaveValue('Bravo @Alice Martin ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(field, 'et merci');
    await user.click(screen.getByRole('button', { name: 'Commenter' }));
    await waitFor(() =>
      expect(feed.requestsTo('POST', `/api/posts/${post.id}/comments`).at(-1)?.body).toEqual({
        content: 'Bravo @[Alice Martin](u-alice) et merci',
      }),
    );
    expect(await screen.findByRole('link', { name: '@Alice Martin' })).toHaveAttribute(
      'href',
      '/dashboard/profile/u-alice',
    );
  });

  it('closes the list with Escape and keeps what was typed', async () => {
    const post = makePost({ content: 'Un billet' });
    const feed = fakeFeedApi({ posts: [post] });
    feed.on('GET', '/api/notifications/unread-count', () => ({ unreadCount: 0 }));
    feed.on('GET', '/api/profiles/mention-suggestions', () => ({ people: [alice] }));
    const { user } = renderApp(`/dashboard/posts/${post.id}`);
    const field = await screen.findByRole('textbox', { name: 'Votre commentaire' }, { timeout: 10_000 });
    await user.type(field, '@Ali');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('@Ali');
    expect(field).toHaveFocus();
  });
});
