import type { EmailPreference, Notification, NotificationsPage } from '@escouade/contract/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { fakeApi, jsonResponse, sessionFor } from './support/fake-api';
import { fakeFeedApi, makePost } from './support/fake-feed-api';
import { renderApp } from './support/render-app';

/** A stand-in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.filter((instance) => !instance.closed).at(-1);
    if (!source) throw new Error('no open event source');
    return source;
  }
}

function line(overrides: Partial<Notification>): Notification {
  return {
    id: crypto.randomUUID(),
    type: 'post_liked',
    actors: [
      { id: 'u-alice', firstName: 'Alice', lastName: 'Martin', avatarUrl: null },
      { id: 'u-bruno', firstName: 'Bruno', lastName: 'Petit', avatarUrl: null },
    ],
    actorCount: 5,
    subject: 'Notre refonte du tunnel de paiement',
    target: { kind: 'post', postId: 'post-1', commentId: null },
    isRead: false,
    updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function notificationsApi(lines: Notification[], { unreadCount = 2 } = {}) {
  const api = fakeApi(sessionFor('professional', { id: 'me' }));
  const page = (): NotificationsPage => ({ notifications: lines, unreadCount, nextCursor: null });
  api.on('GET', '/api/notifications', page);
  api.on('GET', '/api/notifications/unread-count', () => ({ unreadCount }));
  api.on('POST', '/api/notifications/read-all', () => {
    unreadCount = 0;
    lines = lines.map((item) => ({ ...item, isRead: true }));
    return { unreadCount: 0 };
  });
  api.on('GET', '/api/profiles/me/eligibility', () => ({ canPost: true, missing: [] }));
  api.on('GET', '/api/posts', () => ({ posts: [], nextCursor: null }));
  return api;
}

describe('notifications', { timeout: 20_000 }, () => {
  it('shows the unread count on the bell, groups people in one sentence, links each line, and reads them all', async () => {
    const api = notificationsApi([
      line({}),
      line({
        type: 'new_follower',
        actors: [{ id: 'u-chloe', firstName: 'Chloé', lastName: 'Durand', avatarUrl: null }],
        actorCount: 1,
        subject: null,
        target: { kind: 'profile', userId: 'u-chloe' },
      }),
      line({
        type: 'content_removed',
        actors: [],
        actorCount: 0,
        subject: 'Achetez mes formations',
        target: { kind: 'none' },
        isRead: true,
      }),
    ]);
    const { user } = renderApp('/dashboard/notifications');

    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 2 non lues' },
      { timeout: 10_000 },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const liked = await screen.findByRole('link', {
      name: typeset(
        'Alice Martin, Bruno Petit et 3 autres personnes aiment votre publication « Notre refonte du tunnel de paiement ».',
      ),
    });
    expect(liked).toHaveAttribute('href', '/dashboard/posts/post-1');
    expect(screen.getByRole('link', { name: 'Chloé Durand vous suit désormais.' })).toHaveAttribute(
      'href',
      '/dashboard/profile/u-chloe',
    );
    // A removed content has no link: it says what it was.
    expect(
      screen.getByText(
        'Un modérateur a retiré votre contenu « Achetez mes formations », contraire aux règles de la communauté.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Un modérateur/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(api.requestsTo('/api/notifications/read-all')).toHaveLength(1);
    expect(screen.queryByText('Non lue :')).not.toBeInTheDocument();
  });

  it('names people by the one display-name rule: a nameless one is « un membre », never a capital mid-sentence', async () => {
    notificationsApi([
      line({
        type: 'project_message',
        actors: [
          { id: 'u-chloe', firstName: ' Chloé ', lastName: 'Nguyen', avatarUrl: null },
          { id: 'u-old', firstName: null, lastName: '  ', avatarUrl: null },
        ],
        actorCount: 2,
        subject: 'Boutique en ligne',
        target: { kind: 'project', projectId: 'p-1', section: 'thread' },
      }),
      line({
        type: 'new_follower',
        actors: [{ id: 'u-old', firstName: null, lastName: null, avatarUrl: null }],
        actorCount: 1,
        subject: null,
        target: { kind: 'profile', userId: 'u-old' },
      }),
    ]);
    renderApp('/dashboard/notifications');

    expect(
      await screen.findByRole(
        'link',
        { name: typeset('Chloé Nguyen et un membre ont écrit dans le fil du projet « Boutique en ligne ».') },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Un membre vous suit désormais.' })).toBeInTheDocument();
  });

  it('changes the count live, without a reload, and opens the newest lines from the bell', async () => {
    notificationsApi([line({ actorCount: 1, actors: [line({}).actors[0]!] })], { unreadCount: 0 });
    const { user } = renderApp('/dashboard/notifications?lng=en');
    const bell = await screen.findByRole('button', { name: 'Notifications' }, { timeout: 10_000 });

    // The stream opens once the shell has rendered.
    await waitFor(() => expect(FakeEventSource.instances).not.toHaveLength(0));
    expect(FakeEventSource.latest().url).toBe('/api/events');
    act(() => FakeEventSource.latest().emit('notification', { unreadCount: 3 }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 3 unread'));
    expect(within(bell).getByText('3')).toBeInTheDocument();

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(panel).findByRole('link', {
        name: 'Alice Martin likes your post “Notre refonte du tunnel de paiement”.',
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('says when there is nothing yet, and offers to try again when the list fails', async () => {
    const api = notificationsApi([], { unreadCount: 0 });
    let fails = true;
    api.on('GET', '/api/notifications', () =>
      fails
        ? jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, 503)
        : { notifications: [], unreadCount: 0, nextCursor: null },
    );
    const { user } = renderApp('/dashboard/notifications');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Les notifications n’ont pas pu être chargées');
    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Rien de nouveau pour l’instant/)).toBeInTheDocument();
  });

  it('offers the posts published meanwhile above the feed, counted by the server, and shows them on request', async () => {
    const first = makePost({ content: 'Le billet le plus récent affiché.' });
    const feed = fakeFeedApi({ posts: [first] });
    let newCount = 2;
    feed.on('GET', '/api/posts/new-count', () => ({ count: newCount }));
    feed.on('GET', '/api/notifications/unread-count', () => ({ unreadCount: 0 }));
    const { user } = renderApp('/dashboard');
    await screen.findByText('Le billet le plus récent affiché.', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /nouvelles publications/ })).not.toBeInTheDocument();

    await waitFor(() => expect(FakeEventSource.instances).not.toHaveLength(0));
    act(() => FakeEventSource.latest().emit('feed_post', { postId: 'someone-else' }));
    const banner = await screen.findByRole('button', { name: 'Afficher 2 nouvelles publications' });
    const [asked] = feed.requestsTo('GET', '/api/posts/new-count');
    expect(asked?.url.searchParams.get('since')).toBe(first.createdAt);

    feed.state.posts.unshift(makePost({ content: 'Un billet arrivé pendant la lecture.' }));
    newCount = 0;
    await user.click(banner);
    expect(await screen.findByText('Un billet arrivé pendant la lecture.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Publications' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /nouvelles publications/ })).not.toBeInTheDocument(),
    );
  });

  it('sets each type’s e-mails, saved at once and said so, and keeps the choice shown when saving fails', async () => {
    const api = notificationsApi([], { unreadCount: 0 });
    let preferences: EmailPreference[] = [
      { type: 'new_follower', email: 'daily_digest' },
      { type: 'post_commented', email: 'daily_digest' },
      { type: 'project_message', email: 'immediately' },
    ];
    let failNext = false;
    api.on('GET', '/api/notifications/preferences', () => ({ preferences }));
    api.on('PUT', '/api/notifications/preferences', (request) => {
      if (failNext) return jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, 503);
      const [changed] = (request.body as { preferences: EmailPreference[] }).preferences;
      preferences = preferences.map((entry) => (entry.type === changed?.type ? changed : entry));
      return { preferences };
    });
    const { user } = renderApp('/dashboard/notifications');
    await user.click(
      await screen.findByRole('link', { name: typeset('Régler les e-mails') }, { timeout: 10_000 }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: typeset('E-mails de notification') }),
    ).toBeInTheDocument();
    const network = await screen.findByRole('group', { name: 'Votre réseau' });
    const comments = within(network).getByRole('combobox', { name: 'Commentaires sur vos publications' });
    expect(comments).toHaveValue('daily_digest');
    // Only the types the server lists: no admin work for a member.
    expect(screen.queryByRole('group', { name: 'Administration' })).not.toBeInTheDocument();

    await user.selectOptions(comments, 'Jamais');
    expect(
      await screen.findByText('Enregistré : Commentaires sur vos publications, Jamais.'),
    ).toHaveAttribute('role', 'status');
    expect(api.requestsTo('/api/notifications/preferences').at(-1)?.body).toEqual({
      preferences: [{ type: 'post_commented', email: 'never' }],
    });
    expect(comments).toHaveValue('never');

    failNext = true;
    const messages = screen.getByRole('combobox', { name: 'Messages du fil de vos projets' });
    await user.selectOptions(messages, 'Résumé quotidien');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce choix n’a pas été enregistré');
    await waitFor(() => expect(messages).toHaveValue('immediately'));
    expect(screen.getByRole('link', { name: 'Retour aux notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it('stops an e-mail from its link without signing in, once asked, and says which stopped', async () => {
    const api = fakeApi(null);
    api.on('POST', '/api/notifications/unsubscribe', () => ({
      types: ['post_commented'],
      settingsPath: '/dashboard/notifications/emails',
    }));
    const { user } = renderApp('/notifications/unsubscribe?token=u1.post_commented.signature&lng=en');
    expect(
      await screen.findByText(
        'Stop e-mails about “Comments on your posts”? You will still find them in your notifications.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // Opening the page stops nothing: a link scanner would otherwise unsubscribe people.
    expect(api.requestsTo('/api/notifications/unsubscribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(
      await screen.findByText('You will no longer receive e-mails about: Comments on your posts.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('/api/notifications/unsubscribe').at(-1)?.body).toEqual({
      token: 'u1.post_commented.signature',
    });
    expect(screen.getByRole('link', { name: 'Set my e-mails' })).toHaveAttribute(
      'href',
      '/dashboard/notifications/emails',
    );
  });

  it('says an altered unsubscribe link is invalid', async () => {
    const api = fakeApi(null);
    api.on('POST', '/api/notifications/unsubscribe', () =>
      jsonResponse({ code: 'UNSUBSCRIBE_LINK_INVALID', message: 'invalid' }, 400),
    );
    const { user } = renderApp('/notifications/unsubscribe?token=u1.digest.altered');
    await user.click(
      await screen.findByRole('button', { name: typeset('Arrêter ces e-mails') }, { timeout: 10_000 }),
    );
    expect(await screen.findByText(/Ce lien de désabonnement est incomplet/)).toBeInTheDocument();
    // A link that names nothing it could stop is refused without asking the server.
    renderApp('/notifications/unsubscribe?token=garbage');
    expect((await screen.findAllByText(/Ce lien de désabonnement est incomplet/)).length).toBeGreaterThan(0);
  });

  it('keeps the focus in the panel when “mark all read” goes away', async () => {
    notificationsApi([line({})], { unreadCount: 1 });
    const { user } = renderApp('/dashboard/notifications?lng=en');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, { timeout: 10_000 });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Notifications' })).toHaveFocus());
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a new stream a while after the server refused one, and reads the count again then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = notificationsApi([], { unreadCount: 0 });
      renderApp('/dashboard/notifications?lng=en');
      await screen.findByRole('button', { name: 'Notifications' }, { timeout: 10_000 });
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      const refused = FakeEventSource.latest();
      // The server answered 503: the browser gives the stream up for good.
      act(() => {
        refused.readyState = FakeEventSource.CLOSED;
        refused.emit('error', null);
      });
      expect(refused.closed).toBe(true);
      const countsBefore = api.requestsTo('/api/notifications/unread-count').length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6_000);
      });
      expect(FakeEventSource.instances).toHaveLength(2);
      act(() => FakeEventSource.latest().emit('open', null));
      await waitFor(() =>
        expect(api.requestsTo('/api/notifications/unread-count').length).toBeGreaterThan(countsBefore),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
