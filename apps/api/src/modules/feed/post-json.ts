import { type Author, authorSchema, type FeedPage, type Post, postSchema } from '@escouade/contract';

// A page of posts kept in memory, written as UTF-8 JSON from parts each checked against its schema once: the part
// of a post every reader sees and its author, each kept with the object it was read from and encoded once. The
// page's own check and serialization of every post's text (about 8 KB a page) cost a kept search page a third of
// its time, and encoding that text to UTF-8 again at every answer a tenth; what is left to write at each request is
// what differs by reader (a like, whether the reader wrote it) and by search (the words it matched), checked as
// it is written.

/**
 * What every reader sees of a post: its schema without its author (written from its own JSON) and what depends on
 * the reader or the search, which `feedPageJson` writes itself. A field added to posts is in it.
 */
export const sharedPostSchema = postSchema.omit({
  author: true,
  likedByMe: true,
  isMine: true,
  highlights: true,
});

/**
 * The objects a post shown on a page was made from, when they are kept, on the post itself: a symbol is neither
 * written in its JSON nor seen by its schema, and costs a page far less than a weak map's entry per post. They
 * name the post they were remembered for: a copy of it (`{ ...post, content }`) carries them but is not it.
 */
const KEPT_SOURCES = Symbol('kept sources');
type KeptSources = { post: Post; read: object; author: Author };
type PostWithSources = Post & { [KEPT_SOURCES]?: KeptSources };

/** The JSON of each kept author. */
const jsonOfKept = new WeakMap<object, string>();
/** A kept post's JSON up to its reader's part, with its author's, encoded: by the post read, for its author. */
const headOfKept = new WeakMap<object, { author: Author; bytes: Buffer }>();

/**
 * Remembers that `post` was made from `read` (a post kept in memory, never changed once kept: a change is a new
 * object) and `author` (an author kept in memory, the same), so that a page of it can be written from their JSON.
 */
export function rememberPostSources(post: Post, read: object, author: Author): void {
  (post as PostWithSources)[KEPT_SOURCES] = { post, read, author };
}

/**
 * `page` as UTF-8 JSON, with the values the response's schema would write, when each of its posts was made from
 * kept objects (`rememberPostSources`); undefined otherwise, or when a part does not match its schema, so that
 * the page is checked and written whole the usual way.
 */
export function feedPageJson(page: FeedPage): Buffer | undefined {
  const parts: (Buffer | string)[] = [];
  let between = '{"posts":[';
  for (const post of page.posts as PostWithSources[]) {
    const sources = post[KEPT_SOURCES];
    if (!sources || sources.post !== post || sources.author !== post.author) return undefined;
    const head = keptHead(post, sources);
    if (head === undefined) return undefined;
    const { likedByMe, isMine, highlights } = post;
    if (typeof likedByMe !== 'boolean' || typeof isMine !== 'boolean') return undefined;
    if (highlights !== undefined && !isListOfWords(highlights)) return undefined;
    parts.push(between, head);
    between =
      `,"likedByMe":${likedByMe},"isMine":${isMine}` +
      `${highlights === undefined ? '' : `,"highlights":${JSON.stringify(highlights)}`}},`;
  }
  if (page.nextCursor !== null && typeof page.nextCursor !== 'string') return undefined;
  parts.push(
    `${parts.length === 0 ? between : between.slice(0, -1)}],"nextCursor":${JSON.stringify(page.nextCursor)}}`,
  );
  return joined(parts);
}

/** A kept post's JSON without its closing brace, its author's included, encoded once for each of its authors. */
function keptHead(post: Post, { read, author }: KeptSources): Buffer | undefined {
  const kept = headOfKept.get(read);
  if (kept?.author === author) return kept.bytes;
  // The post's own JSON is not kept beside its encoded head, which holds it: kept, it doubled what a kept post
  // costs the heap, for the rare page whose author was read again since.
  const shared = checkedJson(() => sharedPostSchema.safeParse(post));
  const authorJson = keptJson(author, () => authorSchema.safeParse(author));
  if (shared === undefined || authorJson === undefined) return undefined;
  const bytes = ownBytes(`${shared.slice(0, -1)},"author":${authorJson}`);
  headOfKept.set(read, { author, bytes });
  return bytes;
}

/** The JSON of `kept`'s part, checked (`check`) and written once; undefined when it does not match its schema. */
function keptJson(
  kept: object,
  check: () => { success: true; data: unknown } | { success: false },
): string | undefined {
  let json = jsonOfKept.get(kept);
  if (json === undefined) {
    json = checkedJson(check);
    if (json !== undefined) jsonOfKept.set(kept, json);
  }
  return json;
}

/** The JSON of what `check` returns, or undefined when it does not match its schema. */
function checkedJson(check: () => { success: true; data: unknown } | { success: false }): string | undefined {
  const checked = check();
  return checked.success ? JSON.stringify(checked.data) : undefined;
}

/** `parts` one after the other in one buffer: the encoded parts copied, the others encoded in place. */
function joined(parts: readonly (Buffer | string)[]): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts)
    offset += typeof part === 'string' ? bytes.write(part, offset) : part.copy(bytes, offset);
  // Never a byte of the buffer left unwritten.
  if (offset !== length) throw new Error(`A page's JSON took ${offset} bytes of ${length}`);
  return bytes;
}

/**
 * `text` encoded in a buffer of its own: a small `Buffer.from` is a slice of a shared 8 KB pool, which one kept
 * slice would keep whole.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  if (bytes.write(text) !== bytes.length) throw new Error('A kept post’s JSON was not written whole');
  return bytes;
}

function isListOfWords(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((word) => typeof word === 'string');
}
