import type { SearchOrder } from '@escouade/contract/feed';

/** Every feed query lives under `['feed']`: pages of posts per search text, comments per post, histories. */
export const feedQueryKeys = {
  all: ['feed'] as const,
  postLists: () => ['feed', 'posts'] as const,
  /** `q` is the trimmed search text; '' for the whole feed, which has one order only. */
  postList: (q: string, order: SearchOrder = 'relevance') =>
    ['feed', 'posts', q ? { q, order } : { q }] as const,
  /** Professionals a search matches, by search text. */
  people: (q: string) => ['feed', 'people', q] as const,
  allComments: () => ['feed', 'comments'] as const,
  /** One post on its own page. */
  post: (postId: string) => ['feed', 'single', postId] as const,
  comments: (postId: string) => ['feed', 'comments', postId] as const,
  /** The history of a post or a comment, by its API address. */
  revisions: (itemUrl: string) => ['feed', 'revisions', itemUrl] as const,
};
