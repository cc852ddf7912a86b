import type { Author, Comment, Post } from '@escouade/contract/feed';
import type { PersonResult, PostingEligibility } from '@escouade/contract/profiles';
import { vi } from 'vitest';
import type { SessionData } from '../../src/lib/auth-session';
import { jsonResponse, sessionFor } from './fake-api';

export type FeedRequest = {
  url: URL;
  method: string;
  /** A JSON body, parsed; a multipart body stays a FormData. */
  body: Record<string, unknown> | FormData | undefined;
  /** `fetch` or `xhr` (uploads with progress). */
  transport: 'fetch' | 'xhr';
};
type Handler = (request: FeedRequest) => unknown;

let counter = 0;
const MINUTE_MS = 60_000;

export function author(overrides: Partial<Author> = {}): Author {
  return {
    id: 'lea',
    firstName: 'Léa',
    lastName: 'Fournier',
    profession: 'Ingénieure données',
    avatarUrl: null,
    ...overrides,
  };
}

/** A post as `GET /api/posts` answers it; each new one is a minute older than the previous. */
export function makePost(overrides: Partial<Post> = {}): Post {
  counter += 1;
  return {
    id: `post-${counter}`,
    content: `Publication ${counter}`,
    imageUrl: null,
    createdAt: new Date(Date.now() - counter * MINUTE_MS).toISOString(),
    editedAt: null,
    author: author(),
    likeCount: 0,
    commentCount: 0,
    likedByMe: false,
    isMine: false,
    ...overrides,
  };
}

export function makeComment(postId: string, overrides: Partial<Comment> = {}): Comment {
  counter += 1;
  return {
    id: `comment-${counter}`,
    postId,
    content: `Commentaire ${counter}`,
    createdAt: new Date(Date.now() - 5 * MINUTE_MS).toISOString(),
    editedAt: null,
    author: author({ id: 'marc', firstName: 'Marc', lastName: 'Dupont', profession: 'Designer produit' }),
    isMine: false,
    ...overrides,
  };
}

type FakeFeedOptions = {
  session?: SessionData | null;
  eligibility?: PostingEligibility;
  posts?: Post[];
  /** Professionals `GET /api/profiles/search` finds by name or profession. */
  people?: PersonResult[];
  comments?: Record<string, Comment[]>;
  pageSize?: number;
};

/**
 * A stateful fake of the feed API over `fetch` and `XMLHttpRequest` (which the composer uses to upload an
 * image with progress): the session, posting eligibility, posts (newest first, keyset-like cursors),
 * likes, comments. `on()` replaces one route's answer (a failure, a delayed answer); every request is
 * recorded.
 */
export function fakeFeedApi({
  session = sessionFor('professional', { id: 'me' }),
  eligibility = { canPost: true, missing: [] },
  posts = [],
  people = [],
  comments = {},
  pageSize = 20,
}: FakeFeedOptions = {}) {
  const me: Author = {
    id: session?.user.id ?? 'nobody',
    firstName: 'Inès',
    lastName: 'Moreau',
    profession: 'Développeuse',
    avatarUrl: null,
  };
  const state = {
    eligibility,
    posts: [...posts],
    comments: new Map(Object.entries(comments).map(([postId, list]) => [postId, [...list]])),
    /** Earlier versions of edited texts, by item id, most recent first. */
    revisions: new Map<string, { content: string; writtenAt: string }[]>(),
  };
  /** Replaces an item's text the way the API does: the former text goes into its history. */
  const edit = <Item extends Post | Comment>(item: Item, content: string): Item => {
    if (item.content === content) return item;
    const earlier = state.revisions.get(item.id) ?? [];
    state.revisions.set(item.id, [
      { content: item.content, writtenAt: item.editedAt ?? item.createdAt },
      ...earlier,
    ]);
    return { ...item, content, editedAt: new Date().toISOString() };
  };
  const historyOf = (item: Post | Comment) => ({
    revisions: [
      { content: item.content, writtenAt: item.editedAt ?? item.createdAt },
      ...(state.revisions.get(item.id) ?? []),
    ],
  });
  const handlers = new Map<string, Handler>();
  const requests: FeedRequest[] = [];
  const error = (code: string, status: number, details?: unknown) =>
    jsonResponse({ code, message: `${code} (server text)`, details }, status);

  /** The words of `content` that contain a word of `q`, as written: the API's highlights, roughly. */
  const wordsFound = (content: string, q: string) => {
    const wanted = q.toLowerCase().split(/\s+/).filter(Boolean);
    const words = content.match(/[\p{L}\p{N}]+/gu) ?? [];
    return [...new Set(words.filter((word) => wanted.some((part) => word.toLowerCase().includes(part))))];
  };

  const matches = (post: Post, q: string) =>
    [
      post.content,
      `${post.author.firstName ?? ''} ${post.author.lastName ?? ''}`,
      post.author.profession ?? '',
    ].some((text) => text.toLowerCase().includes(q.toLowerCase()));

  const route = ({ url, method, body }: FeedRequest): unknown => {
    const path = url.pathname;
    if (path === '/api/auth/get-session') return session;
    if (path === '/api/auth/update-user') return { status: true };
    if (!session) return error('UNAUTHENTICATED', 401);
    if (method === 'GET' && path === '/api/profiles/me/eligibility') return state.eligibility;
    if (method === 'GET' && path === '/api/profiles/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const cursor = url.searchParams.get('cursor');
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const found = people.filter((person) =>
        [`${person.firstName ?? ''} ${person.lastName ?? ''}`, person.profession ?? '']
          .concat(person.matchedSkills)
          .some((text) => text.toLowerCase().includes(q)),
      );
      const start = cursor ? found.findIndex((person) => person.id === cursor) + 1 : 0;
      const page = found.slice(start, start + limit);
      const hasMore = start + page.length < found.length;
      return { people: page, nextCursor: hasMore ? (page.at(-1)?.id ?? null) : null };
    }
    if (path === '/api/posts') {
      if (method === 'GET') {
        const q = url.searchParams.get('q') ?? '';
        const cursor = url.searchParams.get('cursor');
        const limit = Number(url.searchParams.get('limit') ?? pageSize);
        const list = q ? state.posts.filter((post) => matches(post, q)) : state.posts;
        const start = cursor ? list.findIndex((post) => post.id === cursor) + 1 : 0;
        const page = list.slice(start, start + Math.min(limit, pageSize));
        const hasMore = start + page.length < list.length;
        const shown = q ? page.map((post) => ({ ...post, highlights: wordsFound(post.content, q) })) : page;
        return { posts: shown, nextCursor: hasMore ? (page.at(-1)?.id ?? null) : null };
      }
      if (method === 'POST') {
        if (!state.eligibility.canPost) {
          return error('POSTING_NOT_ALLOWED', 403, { missing: state.eligibility.missing });
        }
        const content = body instanceof FormData ? String(body.get('content')) : String(body?.content ?? '');
        const file = body instanceof FormData ? body.get('file') : null;
        const post = makePost({
          content,
          author: me,
          isMine: true,
          createdAt: new Date().toISOString(),
          imageUrl: file ? `/uploads/posts/${counter + 1}.webp` : null,
        });
        state.posts.unshift(post);
        return jsonResponse(post, 201);
      }
    }
    const match = /^\/api\/posts\/([^/]+)(?:\/(like|comments|revisions)(?:\/([^/]+))?)?(\/revisions)?$/.exec(
      path,
    );
    const post = match ? state.posts.find((candidate) => candidate.id === match[1]) : undefined;
    if (!match || !post) return error('POST_NOT_FOUND', 404);
    const [, postId = '', part, commentId, commentRevisions] = match;
    if (!part && method === 'PATCH') {
      if (!post.isMine) return error('FORBIDDEN', 403);
      const edited = edit(post, String((body as Record<string, unknown> | undefined)?.content ?? ''));
      state.posts = state.posts.map((candidate) => (candidate.id === postId ? edited : candidate));
      return edited;
    }
    if (!part && method === 'GET') return post;
    if (part === 'revisions' && method === 'GET') return historyOf(post);
    if (!part && method === 'DELETE') {
      if (!post.isMine) return error('FORBIDDEN', 403);
      state.posts = state.posts.filter((candidate) => candidate.id !== postId);
      return new Response(null, { status: 204 });
    }
    if (part === 'like') {
      const like = method === 'PUT';
      if (post.likedByMe !== like) post.likeCount += like ? 1 : -1;
      post.likedByMe = like;
      return { likeCount: post.likeCount, likedByMe: post.likedByMe };
    }
    if (part === 'comments') {
      const list = state.comments.get(postId) ?? [];
      if (method === 'GET' && commentId) {
        const found = list.find((comment) => comment.id === commentId);
        return found && commentRevisions ? historyOf(found) : error('COMMENT_NOT_FOUND', 404);
      }
      if (method === 'GET') return { comments: list, nextCursor: null };
      if (method === 'PATCH') {
        const found = list.find((comment) => comment.id === commentId);
        if (!found) return error('COMMENT_NOT_FOUND', 404);
        if (!found.isMine) return error('FORBIDDEN', 403);
        const edited = edit(found, String((body as Record<string, unknown> | undefined)?.content ?? ''));
        state.comments.set(
          postId,
          list.map((comment) => (comment.id === commentId ? edited : comment)),
        );
        return edited;
      }
      if (method === 'POST') {
        const comment = makeComment(postId, {
          content: String((body as Record<string, unknown>)?.content ?? ''),
          author: me,
          isMine: true,
          createdAt: new Date().toISOString(),
        });
        state.comments.set(postId, [...list, comment]);
        post.commentCount = list.length + 1;
        return jsonResponse({ comment, commentCount: post.commentCount }, 201);
      }
      if (method === 'DELETE') {
        const found = list.find((comment) => comment.id === commentId);
        if (!found) return error('COMMENT_NOT_FOUND', 404);
        if (!found.isMine) return error('FORBIDDEN', 403);
        state.comments.set(
          postId,
          list.filter((comment) => comment.id !== commentId),
        );
        post.commentCount = list.length - 1;
        return { commentCount: post.commentCount };
      }
    }
    return error('NOT_FOUND', 404);
  };

  const answer = async (request: FeedRequest): Promise<Response> => {
    requests.push(request);
    const handler = handlers.get(`${request.method} ${request.url.pathname}`);
    const result = handler ? await handler(request) : route(request);
    return result instanceof Response ? result : jsonResponse(result ?? null);
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      return answer({ url, method, body, transport: 'fetch' });
    }),
  );

  /** Enough of XMLHttpRequest for an upload: progress events, then the fake's answer. */
  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    responseType = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }),
        );
      void (async () => {
        progress(40);
        const response = await answer({
          url: new URL(this.url, 'http://localhost'),
          method: this.method,
          body,
          transport: 'xhr',
        });
        progress(100);
        this.status = response.status;
        this.responseText = await response.text();
        this.dispatchEvent(new Event('load'));
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  const api = {
    state,
    /** Replaces the answer of `METHOD /path` (the fake's own answer is `api.answer(request)`). */
    on(method: string, path: string, handler: Handler) {
      handlers.set(`${method} ${path}`, handler);
      return api;
    },
    /** What the fake would answer, for a handler that only delays or inspects. */
    answer: (request: FeedRequest) => {
      const result = route(request);
      return result instanceof Response ? result : jsonResponse(result ?? null);
    },
    /** The requests sent with `method` to `path`, in order. */
    requestsTo(method: string, path: string): FeedRequest[] {
      return requests.filter((request) => request.method === method && request.url.pathname === path);
    },
    error,
  };
  return api;
}

/** A promise and the function that settles it: for an answer that arrives when the test says so. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
