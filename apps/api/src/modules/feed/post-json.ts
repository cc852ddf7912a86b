import { type Author, authorSchema, type FeedPage, type Post, postSchema } from '@escouade/contract';

// A page of posts kept in memory, written as JSON from parts each checked against its schema once: the part of a
// post every reader sees and its author, each kept with the object it was read from. The page's own check and
// serialization of every post's text (about 8 KB a page) cost a kept search page a third of its time; what is
// left to write at each request is what differs by reader (a like, whether the reader wrote it) and by search
// (the words it matched), checked as it is written.

/**
 * What every reader sees of a post: its schema without its author (written from its own JSON) and what depends on
 * the reader or the search, which `feedPageJson` writes itself. A field added to posts is in it.
 */
const sharedPostSchema = postSchema.omit({ author: true, likedByMe: true, isMine: true, highlights: true });

/** The objects a post shown on a page was made from, when they are kept: the post as read, and its author. */
const sourcesOfPost = new WeakMap<Post, { read: object; author: Author }>();
/** The JSON of each kept object's part (a post's shared part by the post read, an author by itself). */
const jsonOfKept = new WeakMap<object, string>();

/**
 * Remembers that `post` was made from `read` (a post kept in memory, never changed once kept: a change is a new
 * object) and `author` (an author kept in memory, the same), so that a page of it can be written from their JSON.
 */
export function rememberPostSources(post: Post, read: object, author: Author): void {
  sourcesOfPost.set(post, { read, author });
}

/**
 * `page` as JSON, with the values the response's schema would write, when each of its posts was made from kept
 * objects (`rememberPostSources`); undefined otherwise, or when a part does not match its schema, so that the page
 * is checked and written whole the usual way.
 */
export function feedPageJson(page: FeedPage): string | undefined {
  const posts: string[] = [];
  for (const post of page.posts) {
    const sources = sourcesOfPost.get(post);
    if (!sources || sources.author !== post.author) return undefined;
    const shared = keptJson(sources.read, () => sharedPostSchema.safeParse(post));
    const author = keptJson(sources.author, () => authorSchema.safeParse(sources.author));
    if (shared === undefined || author === undefined) return undefined;
    const { likedByMe, isMine, highlights } = post;
    if (typeof likedByMe !== 'boolean' || typeof isMine !== 'boolean') return undefined;
    if (highlights !== undefined && !isListOfWords(highlights)) return undefined;
    posts.push(
      `${shared.slice(0, -1)},"author":${author},"likedByMe":${likedByMe},"isMine":${isMine}` +
        `${highlights === undefined ? '' : `,"highlights":${JSON.stringify(highlights)}`}}`,
    );
  }
  if (page.nextCursor !== null && typeof page.nextCursor !== 'string') return undefined;
  return `{"posts":[${posts.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}

/** The JSON of `kept`'s part, checked (`check`) and written once; undefined when it does not match its schema. */
function keptJson(
  kept: object,
  check: () => { success: true; data: unknown } | { success: false },
): string | undefined {
  let json = jsonOfKept.get(kept);
  if (json === undefined) {
    const checked = check();
    if (!checked.success) return undefined;
    json = JSON.stringify(checked.data);
    jsonOfKept.set(kept, json);
  }
  return json;
}

function isListOfWords(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((word) => typeof word === 'string');
}
