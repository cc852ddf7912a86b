import type { Comment, Post } from '@escouade/contract/feed';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  type ModerationRequest,
  ModerationDialogs,
} from '../src/features/admin/components/moderation-dialogs';
import { sessionFor } from './support/fake-api';
import { author, fakeFeedApi, makeComment, makePost } from './support/fake-feed-api';
import { renderApp } from './support/render-app';

const admin = sessionFor('admin', { id: 'boss', email: 'boss@example.test' });
const marc = author({ id: 'marc', firstName: 'Marc', lastName: 'Dupont', profession: 'Designer produit' });
const sam = author({ id: 'sam', firstName: 'Sam', lastName: 'Petit', profession: 'Juriste' });

/**
 * The feed fake with an admin signed in, plus the admin's deletions: they remove the post (or comment) from
 * the fake's state, as the server does, whoever wrote it.
 */
function fakeModerationApi({
  posts,
  comments = {},
}: {
  posts: Post[];
  comments?: Record<string, Comment[]>;
}) {
  const api = fakeFeedApi({ session: admin, posts, comments, pageSize: 2 });
  for (const post of posts) {
    api.on('DELETE', `/api/admin/posts/${post.id}`, () => {
      api.state.posts = api.state.posts.filter((candidate) => candidate.id !== post.id);
      return new Response(null, { status: 204 });
    });
    for (const comment of comments[post.id] ?? []) {
      api.on('DELETE', `/api/admin/posts/${post.id}/comments/${comment.id}`, () => {
        const remaining = (api.state.comments.get(post.id) ?? []).filter((item) => item.id !== comment.id);
        api.state.comments.set(post.id, remaining);
        return { commentCount: remaining.length };
      });
    }
  }
  return api;
}

async function openModeration(path = '/admin/moderation') {
  const view = renderApp(path);
  const isEnglish = path.includes('lng=en');
  await screen.findByRole(
    'heading',
    { level: 1, name: isEnglish ? 'Moderation' : 'Modération' },
    { timeout: 5000 },
  );
  await screen.findByRole('list', { name: isEnglish ? 'Posts' : 'Publications' });
  return view;
}

function postBy(name: string) {
  return screen.getByRole('article', { name });
}

describe('moderation', { timeout: 20_000 }, () => {
  it('lists the posts newest first with their text, links, image and counts, a page at a time', async () => {
    fakeModerationApi({
      posts: [
        makePost({
          author: marc,
          content: 'Atelier jeudi\nProgramme : https://escouade.example/agenda',
          createdAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
          imageUrl: '/uploads/posts/atelier.webp',
          likeCount: 3,
          commentCount: 1,
        }),
        makePost({ author: sam, content: 'Veille juridique' }),
        makePost({
          author: author({ firstName: null, lastName: null, profession: null }),
          content: 'Anonyme',
        }),
      ],
    });
    const { user } = await openModeration();

    expect(document.title).toBe('Modération · Escouade');
    expect(screen.getByRole('status')).toHaveTextContent('2 publications affichées');
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual(
      ['Marc Dupont', 'Sam Petit'],
    );
    const first = postBy('Marc Dupont');
    expect(first).toHaveTextContent('Designer produit');
    expect(first).toHaveTextContent('il y a 3 heures');
    expect(
      within(first).getByRole('link', {
        name: /^https:\/\/escouade\.example\/agenda ?\(s’ouvre dans un nouvel onglet\)$/,
      }),
    ).toHaveAttribute('href', 'https://escouade.example/agenda');
    expect(within(first).getByRole('img', { name: 'Image publiée par Marc Dupont' })).toHaveAttribute(
      'src',
      '/uploads/posts/atelier.webp',
    );
    expect(first).toHaveTextContent('3 J’aime');
    expect(within(first).getByRole('button', { name: '1 commentaire' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Afficher plus de publications' }));

    expect(await screen.findByRole('article', { name: 'Utilisateur' })).toHaveTextContent(
      'Profession non spécifiée',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 publications affichées');
    expect(screen.queryByRole('button', { name: 'Afficher plus de publications' })).not.toBeInTheDocument();
  });

  it('searches the posts on the server, and says when nothing matches', async () => {
    const api = fakeModerationApi({
      posts: [makePost({ author: marc, content: 'Atelier' }), makePost({ author: sam, content: 'Veille' })],
    });
    const { user } = await openModeration();

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher des publications' }), 'juriste');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(postBy('Sam Petit')).toBeInTheDocument();
    const searched = api.requestsTo('GET', '/api/posts').at(-1)?.url.searchParams;
    expect(searched?.get('q')).toBe('juriste');
    // Moderation goes by date, also when searching.
    expect(searched?.get('order')).toBe('recent');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher des publications' }), 'xyz');
    expect(
      await screen.findByText('Aucune publication ne correspond à votre recherche.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('deletes a post after a confirmation, toasts it, and moves focus to the search', async () => {
    const doomed = makePost({ author: marc, content: 'Hors sujet' });
    const kept = makePost({ author: sam, content: 'Veille juridique' });
    const api = fakeModerationApi({ posts: [doomed, kept] });
    const { user } = await openModeration();

    const deleteButton = within(postBy('Marc Dupont')).getByRole('button', {
      name: 'Supprimer la publication',
    });
    await user.click(deleteButton);
    let dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la publication' });
    expect(dialog).toHaveTextContent(
      'La publication de Marc Dupont sera supprimée, ainsi que ses J’aime et ses commentaires. Son auteur en sera informé par e‑mail.',
    );
    // Focus moves to Cancel once the dialog (loaded on first open) has mounted.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());

    // Cancelling changes nothing and gives focus back to the button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleteButton).toHaveFocus();
    expect(api.requestsTo('DELETE', `/api/admin/posts/${doomed.id}`)).toHaveLength(0);

    await user.click(deleteButton);
    dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la publication' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(
      await screen.findByText('Publication de Marc Dupont supprimée ; son auteur a été informé par e‑mail.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Marc Dupont' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(postBy('Sam Petit')).toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Rechercher des publications' })).toHaveFocus(),
    );
    expect(api.requestsTo('DELETE', `/api/admin/posts/${doomed.id}`)).toHaveLength(1);
    expect(api.requestsTo('DELETE', `/api/posts/${doomed.id}`)).toHaveLength(0);
  });

  it('moves focus past a deleted post’s button even while the list has not dropped it yet', async () => {
    const doomed = makePost({ author: marc, content: 'Hors sujet' });
    fakeModerationApi({ posts: [doomed] });
    // The button that asked stays on screen after the deletion, as it does until the list renders without it.
    function StaleList() {
      const [request, setRequest] = useState<ModerationRequest | null>(null);
      const searchRef = useRef<HTMLInputElement>(null);
      return (
        <>
          <input ref={searchRef} type="search" aria-label="Rechercher" />
          <button
            type="button"
            onClick={(event) => setRequest({ kind: 'post', post: doomed, trigger: event.currentTarget })}
          >
            Demander
          </button>
          <ModerationDialogs
            request={request}
            onClose={() => setRequest(null)}
            fallbackFocusRef={searchRef}
          />
        </>
      );
    }
    const { user } = renderApp('/', {
      routes: [
        {
          path: '/',
          element: (
            <Suspense fallback={null}>
              <StaleList />
            </Suspense>
          ),
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Demander' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer la publication' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.getByLabelText('Rechercher')).toHaveFocus());
    expect(screen.getByText('Demander')).toBeInTheDocument();
  });

  it('opens the comments and deletes one, in English, with the count updated and focus on the comments button', async () => {
    const post = makePost({ author: marc, content: 'Atelier', commentCount: 2 });
    const rude = makeComment(post.id, { author: sam, content: 'Insulte' });
    const fine = makeComment(post.id, {
      author: author({ id: 'lea', firstName: 'Léa', lastName: 'Roux' }),
      content: 'Merci !',
    });
    fakeModerationApi({ posts: [post], comments: { [post.id]: [rude, fine] } });
    const { user } = await openModeration('/admin/moderation?lng=en');
    const article = postBy('Marc Dupont');

    const toggle = within(article).getByRole('button', { name: '2 comments' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const comments = await within(article).findByRole('region', {
      name: 'Comments on the post by Marc Dupont',
    });
    expect(await within(comments).findAllByRole('listitem')).toHaveLength(2);
    expect(comments).toHaveTextContent('Insulte');

    const deleteComment = within(comments).getByRole('button', { name: 'Delete comment by Sam Petit' });
    // Its name holds the text it shows, for those who say what they see to speech recognition.
    expect(deleteComment).toHaveTextContent('Delete comment');
    await user.click(deleteComment);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete comment' });
    expect(dialog).toHaveTextContent(
      'The comment by Sam Petit will be deleted. Its author will be told by email. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Comment by Sam Petit deleted; its author has been told by email.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(comments).getAllByRole('listitem')).toHaveLength(1));
    expect(comments).not.toHaveTextContent('Insulte');
    expect(within(article).getByRole('button', { name: '1 comment' })).toHaveFocus();
  });

  it('toasts a failed deletion with the reason, and drops a post that was already gone', async () => {
    const gone = makePost({ author: marc, content: 'Déjà supprimée' });
    const api = fakeModerationApi({ posts: [gone, makePost({ author: sam })] });
    api.on('DELETE', `/api/admin/posts/${gone.id}`, () => api.error('POST_NOT_FOUND', 404));
    const { user } = await openModeration();

    await user.click(within(postBy('Marc Dupont')).getByRole('button', { name: 'Supprimer la publication' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    expect(
      await screen.findByText('Échec de la suppression de la publication : Cette publication n’existe plus.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Marc Dupont' })).not.toBeInTheDocument(),
    );
  });

  it('is reached from the admin sidebar', async () => {
    const api = fakeModerationApi({ posts: [makePost({ author: marc })] });
    api.on('GET', '/api/admin/audit', () => ({ entries: [], nextCursor: null }));
    const { user, router } = renderApp('/admin/audit');
    const sidebar = await screen.findByRole('complementary');

    await user.click(within(sidebar).getByRole('link', { name: 'Modération' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/moderation'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Modération' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Modération' })).toHaveAttribute('aria-current', 'page');
  });
});
