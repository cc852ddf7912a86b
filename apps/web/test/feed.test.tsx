import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { POST_MAX_LENGTH } from '@escouade/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonResult } from '@escouade/contract/profiles';
import { buttonClasses } from '../src/components/ui/button';
import { splitLinks } from '../src/lib/linkify';
import { jsonResponse } from './support/fake-api';
import { author, deferred, fakeFeedApi, makeComment, makePost } from './support/fake-feed-api';
import { renderApp } from './support/render-app';

async function openFeed(path = '/dashboard') {
  const view = renderApp(path);
  // The first render loads the route's code and translations: longer than the default second.
  await screen.findByRole(
    'heading',
    { level: 1, name: path.includes('lng=en') ? 'Pro feed' : 'Fil pro' },
    { timeout: 5000 },
  );
  // The composer is usable once the eligibility is known.
  await waitFor(() => expect(screen.getByRole('textbox', { name: /publication|post/i })).toBeInTheDocument());
  return view;
}

/** The `<article>` of the post whose author heading or text contains `text`. */
async function findPost(text: string | RegExp): Promise<HTMLElement> {
  const node = await screen.findByText(text);
  const article = node.closest('article');
  if (!article) throw new Error(`no post around ${String(text)}`);
  return article;
}

beforeEach(() => {
  // jsdom has no object URLs; the composer previews the chosen image with one.
  let previews = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = vi.fn();
});

describe('feed: posting eligibility', () => {
  it('disables the composer and explains what is missing, with a link to the profile', async () => {
    fakeFeedApi({ eligibility: { canPost: false, missing: ['firstName', 'profession', 'skill'] } });
    await openFeed();

    expect(await screen.findByText('Vous ne pouvez pas encore publier sur le fil pro.')).toBeVisible();
    expect(screen.getByText('Profil incomplet : renseignez votre prénom et métier.')).toBeVisible();
    expect(screen.getByText('Ajoutez au moins une compétence à votre profil.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Compléter mon profil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    const text = screen.getByRole('textbox', { name: 'Votre publication' });
    expect(text).toBeDisabled();
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Ajoutez au moins une compétence'));
    expect(screen.getByRole('button', { name: 'Ajouter une image' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeDisabled();
  });

  it('says it in English too', async () => {
    fakeFeedApi({ eligibility: { canPost: false, missing: ['skill'] } });
    await openFeed('/dashboard?lng=en');

    expect(await screen.findByText('Add at least one skill to your profile.')).toBeVisible();
    expect(screen.queryByText(/Profile incomplete/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete my profile' })).toBeVisible();
  });

  it('shows an enabled composer and no notice to an eligible user', async () => {
    fakeFeedApi();
    await openFeed();

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Votre publication' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Ajouter une image' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeEnabled();
    expect(screen.queryByText(/ne pouvez pas encore publier/)).not.toBeInTheDocument();
  });

  it('keeps the feed when the eligibility cannot be checked, composer disabled with the reason', async () => {
    const api = fakeFeedApi({ posts: [makePost({ content: 'Toujours visible' })] });
    api.on('GET', '/api/profiles/me/eligibility', () => api.error('INTERNAL_ERROR', 500));
    await openFeed();

    expect(
      await screen.findByText(
        'Impossible de vérifier si vous pouvez publier : Une erreur inattendue est survenue. Réessayez plus tard.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Toujours visible')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Votre publication' })).toBeDisabled();
  });

  it('reloads the eligibility and the feed with the refresh button', async () => {
    const api = fakeFeedApi({ eligibility: { canPost: false, missing: ['skill'] } });
    const { user } = await openFeed();
    await screen.findByText('Aucun post pour le moment.');

    api.state.eligibility = { canPost: true, missing: [] };
    api.state.posts.push(makePost({ content: 'Arrivé entre-temps' }));
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));

    expect(await screen.findByText('Arrivé entre-temps')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Votre publication' })).toBeEnabled());
    expect(screen.queryByText(/ne pouvez pas encore publier/)).not.toBeInTheDocument();
  });
});

describe('feed: list states', () => {
  it('shows the loading text, then the empty text', async () => {
    const api = fakeFeedApi();
    const answer = deferred<Response>();
    api.on('GET', '/api/posts', () => answer.promise);
    await openFeed();

    expect(await screen.findByText('Chargement...')).toBeVisible();
    answer.resolve(jsonResponse({ posts: [], nextCursor: null }));
    expect(await screen.findByText('Aucun post pour le moment.')).toBeVisible();
  });

  it('shows a failed load in red with the translated server code, and retries', async () => {
    const api = fakeFeedApi({ posts: [makePost({ content: 'Enfin chargé' })] });
    api.on('GET', '/api/posts', () => api.error('SERVICE_UNAVAILABLE', 503));
    const { user } = await openFeed('/dashboard?lng=en');

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Please try again later.');
    expect(within(alert).getByText(/temporarily unavailable/)).toHaveClass('text-danger-700');

    api.on('GET', '/api/posts', (request) => api.answer(request));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Enfin chargé')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('feed: a post', () => {
  it('shows its author linked to the profile, with fallbacks, a relative date with the exact one on hover, and its image', async () => {
    fakeFeedApi({
      posts: [
        makePost({
          content: 'Bonjour',
          createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
          imageUrl: '/uploads/posts/a.webp',
        }),
        makePost({
          content: 'Anonyme',
          author: author({ id: 'anon', firstName: null, lastName: '  ', profession: null }),
        }),
      ],
    });
    await openFeed();

    const post = await findPost('Bonjour');
    expect(within(post).getByRole('heading', { level: 3, name: 'Léa Fournier' })).toBeVisible();
    expect(within(post).getByRole('link', { name: 'Léa Fournier' })).toHaveAttribute(
      'href',
      '/dashboard/profile/lea',
    );
    expect(within(post).getByText('Ingénieure données')).toBeVisible();
    const time = within(post).getByText('il y a 3 heures');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(time.getAttribute('title')).toMatch(/\d{4} à \d\d:\d\d/);
    const image = within(post).getByRole('img', { name: 'Image publiée par Léa Fournier' });
    expect(image).toHaveAttribute('src', '/uploads/posts/a.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(post).queryByRole('button', { name: 'Supprimer la publication' })).not.toBeInTheDocument();

    const anonymous = await findPost('Anonyme');
    expect(within(anonymous).getByRole('link', { name: 'Utilisateur' })).toHaveAttribute(
      'href',
      '/dashboard/profile/anon',
    );
    expect(within(anonymous).getByText('Profession non spécifiée')).toBeVisible();
  });

  it('uses the English fallbacks and dates in English', async () => {
    fakeFeedApi({
      posts: [
        makePost({
          content: 'Hello',
          createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          author: author({ firstName: null, lastName: null, profession: null }),
        }),
      ],
    });
    await openFeed('/dashboard?lng=en');

    const post = await findPost('Hello');
    expect(within(post).getByRole('link', { name: 'User' })).toBeVisible();
    expect(within(post).getByText('Profession not specified')).toBeVisible();
    expect(within(post).getByText('2 days ago')).toBeVisible();
  });

  it('keeps the text as plain text: line breaks kept, web addresses linked safely, no HTML', async () => {
    fakeFeedApi({
      posts: [
        makePost({
          content:
            'Première ligne\n<b>pas du HTML</b> <img src=x onerror=alert(1)>\nVoir https://escouade.example/page?x=1. ou (www.escouade.example) et javascript:alert(1)',
        }),
      ],
    });
    await openFeed();

    const post = await findPost(/Première ligne/);
    const paragraph = within(post)
      .getByText(/Première ligne/)
      .closest('p');
    expect(paragraph).toHaveClass('whitespace-pre-wrap');
    expect(paragraph?.textContent).toContain(
      'Première ligne\n<b>pas du HTML</b> <img src=x onerror=alert(1)>\nVoir',
    );
    expect(post.querySelector('b')).toBeNull();
    expect(within(post).queryByRole('img')).not.toBeInTheDocument();

    const links = within(paragraph as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://escouade.example/page?x=1',
      'https://www.escouade.example/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    // jsdom's name computation drops the space before the hidden hint; browsers keep it.
    expect(links[0]).toHaveAccessibleName(
      /^https:\/\/escouade\.example\/page\?x=1 ?\(s’ouvre dans un nouvel onglet\)$/,
    );
    expect(paragraph?.textContent).toContain('et javascript:alert(1)');
  });
});

describe('linkify', () => {
  it('links only http(s) and www addresses, trimming the punctuation around them', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,<b>x</b> mailto:a@b.c')).toEqual([
      { type: 'text', text: 'javascript:alert(1) data:text/html,<b>x</b> mailto:a@b.c' },
    ]);
    expect(splitLinks('Lire https://fr.wikipedia.org/wiki/Lyon_(ville)!')).toEqual([
      { type: 'text', text: 'Lire ' },
      {
        type: 'link',
        text: 'https://fr.wikipedia.org/wiki/Lyon_(ville)',
        href: 'https://fr.wikipedia.org/wiki/Lyon_(ville)',
      },
      { type: 'text', text: '!' },
    ]);
    expect(splitLinks('«https://a.example»')).toEqual([
      { type: 'text', text: '«' },
      { type: 'link', text: 'https://a.example', href: 'https://a.example/' },
      { type: 'text', text: '»' },
    ]);
    expect(splitLinks('https://')).toEqual([{ type: 'text', text: 'https://' }]);
  });
});

describe('feed: composer', () => {
  it('shows the characters left near the limit, and refuses too long or blank text without sending it', async () => {
    const api = fakeFeedApi();
    const { user } = await openFeed();
    const text = screen.getByRole('textbox', { name: 'Votre publication' });

    // `input`, what typing fires: Preact's onChange on a text field listens to it only.
    fireEvent.input(text, { target: { value: 'a'.repeat(4000) } });
    expect(screen.queryByText(/caractères restants/)).not.toBeInTheDocument();
    fireEvent.input(text, { target: { value: 'a'.repeat(POST_MAX_LENGTH - 400) } });
    expect(screen.getByText('400 caractères restants')).toBeVisible();
    expect(text).toHaveAccessibleDescription('400 caractères restants');
    fireEvent.input(text, { target: { value: 'a'.repeat(POST_MAX_LENGTH + 3) } });
    expect(screen.getByText('3 caractères en trop')).toBeVisible();
    expect(text).toBeInvalid();

    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/dépasse la limite de 5\s000 caractères/);
    expect(text).toHaveFocus();

    fireEvent.input(text, { target: { value: '   \n ' } });
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Écrivez quelque chose avant de publier.');
    expect(api.requestsTo('POST', '/api/posts')).toHaveLength(0);
  });

  it('publishes text as JSON and shows the new post on top', async () => {
    const api = fakeFeedApi({ posts: [makePost({ content: 'Plus ancien' })] });
    const { user } = await openFeed();
    await screen.findByText('Plus ancien');

    const text = screen.getByRole('textbox', { name: 'Votre publication' });
    await user.type(text, 'Nouvelle mission{Enter}à Lyon');
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    expect(await screen.findByText('Votre publication est en ligne.')).toBeVisible();
    expect(api.requestsTo('POST', '/api/posts')[0]?.body).toEqual({ content: 'Nouvelle mission\nà Lyon' });
    expect(text).toHaveValue('');
    const articles = screen.getAllByRole('article');
    expect(articles[0]).toHaveTextContent('Nouvelle mission');
    expect(
      within(articles[0] as HTMLElement).getByRole('button', { name: 'Supprimer la publication' }),
    ).toBeVisible();
  });

  it('previews an image, lets it be removed, and uploads it with the text, showing progress', async () => {
    const api = fakeFeedApi();
    const upload = deferred<Response>();
    api.on('POST', '/api/posts', async (request) => {
      await upload.promise;
      return api.answer(request);
    });
    const { user, container } = await openFeed();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ajouter une image' })).toBeEnabled());
    const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(fileInput).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    const photo = new File(['png-bytes'], 'atelier.png', { type: 'image/png' });

    await user.upload(fileInput, photo);
    expect(screen.getByRole('img', { name: 'Aperçu de l’image jointe' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Retirer l’image' }));
    expect(screen.queryByRole('img', { name: 'Aperçu de l’image jointe' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('button', { name: 'Ajouter une image' })).toHaveFocus();

    await user.upload(fileInput, photo);
    expect(screen.getByRole('img', { name: 'Aperçu de l’image jointe' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Votre publication' }), 'Notre atelier');
    await user.click(screen.getByRole('button', { name: 'Publier' }));

    expect(await screen.findByText('Envoi de l’image : 40 %')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progression de l’envoi' })).toHaveAttribute(
      'value',
      '40',
    );
    upload.resolve(new Response());
    expect(await screen.findByText('Votre publication est en ligne.')).toBeVisible();

    const [sent] = api.requestsTo('POST', '/api/posts');
    expect(sent?.transport).toBe('xhr');
    const form = sent?.body as FormData;
    expect(form.get('content')).toBe('Notre atelier');
    expect((form.get('file') as File).name).toBe('atelier.png');
    expect(screen.queryByRole('img', { name: 'Aperçu de l’image jointe' })).not.toBeInTheDocument();
    const created = await findPost('Notre atelier');
    expect(within(created).getByRole('img', { name: 'Image publiée par Inès Moreau' })).toBeVisible();
  });

  it('refuses a file that is not an accepted image, or too large, before uploading', async () => {
    fakeFeedApi();
    const { container } = await openFeed('/dashboard?lng=en');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an image' })).toBeEnabled());
    expect(screen.getByText('JPEG, PNG, WebP or GIF, 5 MB at most.')).toBeVisible();
    const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

    // The file dialog's "All files" choice ignores `accept` (user.upload would apply it).
    fireEvent.change(fileInput, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Format not accepted: choose a JPEG, PNG, WebP or GIF image.',
    );
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput, { target: { files: [huge] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Image too large: 5 MB at most.');
    expect(screen.queryByRole('img', { name: 'Preview of the attached image' })).not.toBeInTheDocument();
  });

  it('shows the server refusals: ineligible, and signed out', async () => {
    const api = fakeFeedApi();
    const { user } = await openFeed();
    const text = screen.getByRole('textbox', { name: 'Votre publication' });
    await waitFor(() => expect(text).toBeEnabled());

    // The skills were removed in another tab: the server refuses and the notice appears.
    api.state.eligibility = { canPost: false, missing: ['skill'] };
    await user.type(text, 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText(/Complétez votre profil \(prénom, nom, métier\)/)).toBeVisible();
    expect(await screen.findByText('Ajoutez au moins une compétence à votre profil.')).toBeVisible();
    expect(text).toHaveValue('Bonjour');

    api.state.eligibility = { canPost: true, missing: [] };
    api.on('POST', '/api/posts', () => api.error('UNAUTHENTICATED', 401));
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(text).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous devez être connecté.');
  });

  it('says in the form how many people a text may mention, or that the mentions must wait, and keeps the text', async () => {
    const api = fakeFeedApi();
    const { user } = await openFeed();
    const text = screen.getByRole('textbox', { name: 'Votre publication' });
    await waitFor(() => expect(text).toBeEnabled());
    api.on('POST', '/api/posts', () => api.error('TOO_MANY_MENTIONS', 422, { max: 5 }));
    await user.type(text, 'Bienvenue à tous');
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Un même texte peut mentionner au plus 5 personnes.+Votre texte est conservé\.$/,
    );
    expect(text).toHaveValue('Bienvenue à tous');

    api.on('POST', '/api/posts', () =>
      api.error('MENTION_LIMIT_REACHED', 429, { limit: 10, period: 'hour', retryAfterSeconds: 1200 }),
    );
    await user.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^Vous avez mentionné beaucoup de personnes en peu de temps.+réessayez plus tard/,
      ),
    );
    expect(text).toHaveValue('Bienvenue à tous');
  });
});

describe('feed: likes', () => {
  it('shows the like at once, then keeps the count the server answers', async () => {
    const api = fakeFeedApi({ posts: [makePost({ content: 'À aimer', likeCount: 2 })] });
    const answer = deferred<void>();
    api.on('PUT', '/api/posts/' + api.state.posts[0]?.id + '/like', async (request) => {
      await answer.promise;
      return api.answer(request);
    });
    const { user } = await openFeed();
    const post = await findPost('À aimer');
    const like = within(post).getByRole('button', { name: 'J’aime 2', pressed: false });
    // Its name is the text it shows, for those who say what they see to speech recognition.
    expect(like).toHaveTextContent('J’aime 2');

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('J’aime 3');
    expect(like).toHaveTextContent('J’aime 3');
    answer.resolve();
    await waitFor(() =>
      expect(api.requestsTo('PUT', `/api/posts/${api.state.posts[0]?.id}/like`)).toHaveLength(1),
    );
    expect(like).toHaveAccessibleName('J’aime 3');

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveAccessibleName('J’aime 2');
  });

  it('puts the like back and says why when the server refuses it', async () => {
    const api = fakeFeedApi({ posts: [makePost({ content: 'Disparu', likeCount: 5 })] });
    const failure = deferred<void>();
    api.on('PUT', `/api/posts/${api.state.posts[0]?.id}/like`, async () => {
      await failure.promise;
      return api.error('POST_NOT_FOUND', 404);
    });
    const { user } = await openFeed('/dashboard?lng=en');
    const post = await findPost('Disparu');
    const like = within(post).getByRole('button', { name: 'Like 5' });

    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    failure.resolve();
    expect(await within(post).findByRole('alert')).toHaveTextContent(
      'Your like was not saved: This post no longer exists.',
    );
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleName('Like 5');
  });
});

describe('feed: comments', () => {
  it('opens the comments oldest first, adds one and deletes one, keeping the count right', async () => {
    const post = makePost({ content: 'Discussion', commentCount: 2 });
    const first = makeComment(post.id, { content: 'Premier avis' });
    const mine = makeComment(post.id, {
      content: 'Mon avis',
      isMine: true,
      author: author({ id: 'me', firstName: 'Inès', lastName: 'Moreau', profession: null }),
    });
    const api = fakeFeedApi({ posts: [post], comments: { [post.id]: [first, mine] } });
    const { user } = await openFeed();
    const article = await findPost('Discussion');

    const toggle = within(article).getByRole('button', { name: '2 commentaires', expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const section = await within(article).findByRole('region', { name: 'Commentaires' });
    expect(toggle).toHaveAttribute('aria-controls', section.id);
    await within(section).findByText('Premier avis');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Premier avis'),
      expect.stringContaining('Mon avis'),
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Marc Dupont' })).toHaveAttribute(
      'href',
      '/dashboard/profile/marc',
    );
    expect(
      within(items[0] as HTMLElement).queryByRole('button', { name: 'Supprimer le commentaire' }),
    ).toBeNull();

    const field = within(section).getByRole('textbox', { name: 'Votre commentaire' });
    await user.click(within(section).getByRole('button', { name: 'Commenter' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Écrivez un commentaire avant de l’envoyer.',
    );
    await user.type(field, 'Bien vu !');
    await user.click(within(section).getByRole('button', { name: 'Commenter' }));
    expect(await within(section).findByText('Bien vu !')).toBeVisible();
    expect(field).toHaveValue('');
    expect(api.requestsTo('POST', `/api/posts/${post.id}/comments`)[0]?.body).toEqual({
      content: 'Bien vu !',
    });
    expect(within(article).getByRole('button', { name: '3 commentaires' })).toBeVisible();

    const mineItem = within(section).getByText('Mon avis').closest('li') as HTMLElement;
    await user.click(within(mineItem).getByRole('button', { name: 'Supprimer le commentaire' }));
    const dialog = await screen.findByRole('alertdialog', { name: typeset('Supprimer ce commentaire ?') });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(section).queryByText('Mon avis')).not.toBeInTheDocument());
    expect(within(article).getByRole('button', { name: '2 commentaires' })).toBeVisible();
    expect(api.requestsTo('DELETE', `/api/posts/${post.id}/comments/${mine.id}`)).toHaveLength(1);
    expect(field).toHaveFocus();
  });
});

describe('feed: deleting a post', () => {
  it('asks for confirmation, and deletes only once confirmed', async () => {
    const api = fakeFeedApi({
      posts: [makePost({ content: 'À supprimer', isMine: true }), makePost({ content: 'Reste là' })],
    });
    const { user } = await openFeed();
    const post = await findPost('À supprimer');

    await user.click(within(post).getByRole('button', { name: 'Supprimer la publication' }));
    let dialog = await screen.findByRole('alertdialog', { name: typeset('Supprimer cette publication ?') });
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.requestsTo('DELETE', `/api/posts/${api.state.posts[0]?.id}`)).toHaveLength(0);
    expect(screen.getByText('À supprimer')).toBeVisible();

    const id = api.state.posts[0]?.id;
    await user.click(within(post).getByRole('button', { name: 'Supprimer la publication' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('À supprimer')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', `/api/posts/${id}`)).toHaveLength(1);
    expect(screen.getByText('Reste là')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Publications' })).toHaveFocus();
    expect(screen.getByText('Publication supprimée.')).toBeInTheDocument();
  });

  it('keeps the post and says why when the deletion fails', async () => {
    const api = fakeFeedApi({ posts: [makePost({ content: 'Protégé', isMine: true })] });
    api.on('DELETE', `/api/posts/${api.state.posts[0]?.id}`, () => api.error('FORBIDDEN', 403));
    const { user } = await openFeed();
    const post = await findPost('Protégé');

    await user.click(within(post).getByRole('button', { name: 'Supprimer la publication' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(await within(post).findByRole('alert')).toHaveTextContent(
      'La publication n’a pas été supprimée : Vous n’avez pas l’autorisation d’effectuer cette action.',
    );
    expect(screen.getByText('Protégé')).toBeVisible();
  });
});

describe('feed: editing', () => {
  it(
    'edits my post in place, marks it edited, and shows every version in the history',
    { timeout: 15_000 },
    async () => {
      const api = fakeFeedApi({
        posts: [makePost({ content: 'Premier jet', isMine: true }), makePost({ content: 'Pas à moi' })],
      });
      const { user } = await openFeed();
      const post = await findPost('Premier jet');
      expect(
        within(await findPost('Pas à moi')).queryByRole('button', { name: 'Modifier la publication' }),
      ).toBeNull();

      const editButton = within(post).getByRole('button', { name: 'Modifier la publication' });
      await user.click(editButton);
      const field = within(post).getByRole('textbox', { name: 'Texte de la publication' });
      expect(field).toHaveFocus();
      expect(field).toHaveValue('Premier jet');
      // Saving is the form's main action: it looks like every form's primary button, beside a quiet Cancel.
      expect(within(post).getByRole('button', { name: 'Enregistrer' })).toHaveClass(
        ...buttonClasses('primary').split(' '),
      );

      // Blank text is refused before sending; Escape gives up and leaves the text as it was.
      await user.clear(field);
      await user.click(within(post).getByRole('button', { name: 'Enregistrer' }));
      expect(within(post).getByRole('alert')).toHaveTextContent('Le texte ne peut pas être vide.');
      await user.click(field);
      await user.keyboard('{Escape}');
      expect(within(post).queryByRole('textbox', { name: 'Texte de la publication' })).toBeNull();
      expect(within(post).getByText('Premier jet')).toBeVisible();
      await waitFor(() =>
        expect(within(post).getByRole('button', { name: 'Modifier la publication' })).toHaveFocus(),
      );
      expect(api.requestsTo('PATCH', `/api/posts/${api.state.posts[0]?.id}`)).toHaveLength(0);

      await user.click(within(post).getByRole('button', { name: 'Modifier la publication' }));
      const again = within(post).getByRole('textbox', { name: 'Texte de la publication' });
      await user.clear(again);
      await user.type(again, 'Version relue');
      await user.click(within(post).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(post).findByText('Version relue')).toBeVisible();
      expect(screen.getByText('Modification enregistrée.')).toBeInTheDocument();
      await waitFor(() =>
        expect(within(post).getByRole('button', { name: 'Modifier la publication' })).toHaveFocus(),
      );

      const mark = within(post).getByRole('button', { name: /^modifié le .+\s: voir l’historique$/ });
      await user.click(mark);
      const dialog = await screen.findByRole('dialog', { name: 'Historique des modifications' });
      const versions = await within(dialog).findAllByRole('listitem');
      expect(versions.map((version) => version.textContent)).toEqual([
        expect.stringMatching(/^Version actuelle.*Version relue$/),
        expect.stringMatching(/^Version d’origine.*Premier jet$/),
      ]);
      await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
      await waitFor(() => expect(mark).toHaveFocus());
    },
  );

  it('keeps what I typed and says why when the edit is refused', async () => {
    const api = fakeFeedApi({ posts: [makePost({ content: 'Avant', isMine: true })] });
    api.on('PATCH', `/api/posts/${api.state.posts[0]?.id}`, () => api.error('FORBIDDEN', 403));
    const { user } = await openFeed();
    const post = await findPost('Avant');
    await user.click(within(post).getByRole('button', { name: 'Modifier la publication' }));
    const field = within(post).getByRole('textbox', { name: 'Texte de la publication' });
    await user.type(field, ' et après');
    await user.click(within(post).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(post).findByRole('alert')).toHaveTextContent(
      'La modification n’a pas été enregistrée : Vous n’avez pas l’autorisation d’effectuer cette action.',
    );
    expect(field).toHaveValue('Avant et après');
  });

  it('edits my comment and shows its history, in English', async () => {
    const post = makePost({ content: 'Thread', commentCount: 1 });
    const mine = makeComment(post.id, { content: 'First try', isMine: true });
    const api = fakeFeedApi({ posts: [post], comments: { [post.id]: [mine] } });
    const { user } = await openFeed('/dashboard?lng=en');
    const article = await findPost('Thread');
    await user.click(within(article).getByRole('button', { name: '1 comment' }));
    const item = (await within(article).findByText('First try')).closest('li') as HTMLElement;

    await user.click(within(item).getByRole('button', { name: 'Edit comment' }));
    const field = within(item).getByRole('textbox', { name: 'Comment text' });
    await user.clear(field);
    await user.type(field, 'Second thought');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText('Second thought')).toBeVisible();
    expect(api.requestsTo('PATCH', `/api/posts/${post.id}/comments/${mine.id}`)[0]?.body).toEqual({
      content: 'Second thought',
    });

    await user.click(within(item).getByRole('button', { name: /^edited on .+: show the history$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    const versions = await within(dialog).findAllByRole('listitem');
    expect(versions.map((version) => version.textContent)).toEqual([
      expect.stringMatching(/^Current version.*Second thought$/),
      expect.stringMatching(/^Original version.*First try$/),
    ]);
  });
});

describe('feed: search and pages', () => {
  it('searches posts, professionals and professions with q, and clears the search', async () => {
    const api = fakeFeedApi({
      posts: [
        makePost({ content: 'Migration Kubernetes' }),
        makePost({ content: 'Atelier design', author: author({ id: 'marc', firstName: 'Marc' }) }),
      ],
    });
    const { user, router } = await openFeed();
    await screen.findByText('Atelier design');

    await user.type(
      screen.getByRole('searchbox', { name: 'Rechercher des posts, des professionnels ou des métiers' }),
      '  kubernetes ',
    );
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: typeset('Résultats pour « kubernetes »') }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Atelier design')).not.toBeInTheDocument());
    // The word found is marked inside the text.
    expect((await findPost(/Migration/)).querySelector('p mark')?.textContent).toBe('Kubernetes');
    expect(api.requestsTo('GET', '/api/posts').at(-1)?.url.searchParams.get('q')).toBe('kubernetes');
    expect(router.state.location.search).toBe('?q=kubernetes');

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(await screen.findByText('Atelier design')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Publications' })).toBeVisible();
  });

  it('marks the words a search matched, as text, and orders by relevance or date', async () => {
    const api = fakeFeedApi({
      posts: [makePost({ content: '<b>Kubernetes</b> en production & un cluster Kubernetes neuf' })],
    });
    const { user, router } = await openFeed('/dashboard?q=kubernetes');
    const post = await findPost(/en production/);
    const marks = within(post)
      .getAllByText('Kubernetes', { selector: 'mark' })
      .map((mark) => mark.textContent);
    expect(marks).toEqual(['Kubernetes', 'Kubernetes']);
    // The text as typed: the tags show, nothing is made of them.
    expect(post.querySelector('b')).toBeNull();
    expect(within(post).getByText(/<b>/)).toBeVisible();
    expect(api.requestsTo('GET', '/api/posts').at(-1)?.url.searchParams.get('order')).toBe('relevance');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Plus récents');
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/posts').at(-1)?.url.searchParams.get('order')).toBe('recent'),
    );
    expect(router.state.location.search).toBe('?q=kubernetes&order=recent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Pertinence');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kubernetes'));
  });

  it('lists the professionals a search finds above the posts, a few at a time', async () => {
    const person = (id: string, firstName: string, extra: Partial<PersonResult> = {}): PersonResult => ({
      id,
      firstName,
      lastName: 'Martin',
      avatarUrl: null,
      profession: 'Développeuse',
      matchedOn: 'name',
      matchedSkills: [],
      ...extra,
    });
    fakeFeedApi({
      posts: [makePost({ content: 'Rien à voir' })],
      people: [
        person('p1', 'Alice'),
        person('p2', 'Bruno'),
        person('p3', 'Chloé'),
        person('p4', 'Damien'),
        person('p5', 'Emma', {
          lastName: 'Roux',
          profession: 'Cheffe de projet',
          matchedOn: 'skill',
          matchedSkills: ['Martin-pêcheur'],
        }),
      ],
    });
    const { user } = await openFeed('/dashboard?lng=en&q=martin');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Professionals' })).closest(
      'section',
    )!;
    expect(await within(section).findByRole('link', { name: 'Alice Martin' })).toHaveAttribute(
      'href',
      expect.stringContaining('/p1'),
    );
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(section).getByRole('button', { name: 'Show more professionals' }));
    expect(await within(section).findByRole('link', { name: 'Emma Roux' })).toBeVisible();
    expect(within(section).getByText('Skills: Martin-pêcheur')).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: 'Show more professionals' }),
    ).not.toBeInTheDocument();
  });

  it('says when no professional matches, and offers to retry a failed search', async () => {
    const api = fakeFeedApi({ posts: [] });
    let failures = 1;
    api.on('GET', '/api/profiles/search', (request) => {
      if (failures-- > 0) return jsonResponse({ code: 'RATE_LIMITED', message: 'x' }, 429);
      return api.answer(request);
    });
    const { user } = await openFeed('/dashboard?q=zzz');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun professionnel ne correspond à « zzz ».')).toBeVisible();
  });

  it('says when a search finds nothing', async () => {
    fakeFeedApi({ posts: [makePost()] });
    await openFeed('/dashboard?lng=en&q=zzz');
    expect(await screen.findByText('No post matches “zzz”.')).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');
  });

  it('loads the next page with the load-more button, following the cursor', async () => {
    const posts = Array.from({ length: 25 }, (_, index) => makePost({ content: `Post numéro ${index + 1}` }));
    const api = fakeFeedApi({ posts });
    const { user } = await openFeed();
    await screen.findByText('Post numéro 20');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByText('Post numéro 21')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Charger plus de posts' }));
    expect(await screen.findByText('Post numéro 25')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    const pages = api.requestsTo('GET', '/api/posts');
    expect(pages.map((request) => request.url.searchParams.get('cursor'))).toEqual([null, posts[19]?.id]);
    expect(pages[0]?.url.searchParams.get('limit')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Charger plus de posts' })).not.toBeInTheDocument();
    expect(screen.getByText('Vous avez tout vu.')).toBeVisible();
  });

  it('loads the next page by itself when the end of the list comes into view', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          observers.splice(observers.indexOf(this.entry), 1);
        }
      },
    );
    fakeFeedApi({
      posts: Array.from({ length: 30 }, (_, index) => makePost({ content: `Défilement ${index + 1}` })),
    });
    await openFeed();
    await screen.findByText('Défilement 20');

    await waitFor(() => expect(observers).toHaveLength(1));
    const [observer] = observers;
    observer?.callback(
      [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(await screen.findByText('Défilement 30')).toBeVisible();
  });
});
