import { type Author, feedPageSchema, type Post } from '@escouade/contract';
import { describe, expect, it } from 'vitest';
import { feedPageJson, rememberPostSources, sharedPostSchema } from '../src/modules/feed/post-json.ts';

const author: Author = {
  id: 'author-1',
  firstName: 'Anaïs',
  lastName: 'Lefèvre',
  profession: 'Développeuse « full stack »',
  avatarUrl: null,
};
const postOf = (id: string, overrides: Partial<Post> = {}): Post => ({
  id,
  content: `Retour d’expérience n°${id} : "cache" \\ \n et "guillemets" \u2028 ✓`,
  imageUrl: null,
  createdAt: '2026-11-28T10:00:00.123456Z',
  editedAt: null,
  author,
  likeCount: 3,
  commentCount: 0,
  likedByMe: false,
  isMine: false,
  highlights: undefined,
  ...overrides,
});
/** A post as a page made from memory shows it: made from a kept post (here a stand-in object) and author. */
const keptPostOf = (id: string, overrides: Partial<Post> = {}) => {
  const post = postOf(id, overrides);
  rememberPostSources(post, { id }, post.author);
  return post;
};

describe('a page of kept posts written from their checked JSON', () => {
  it('writes what the page’s schema writes, for every reader and search', () => {
    const page = {
      posts: [
        keptPostOf('1', { likedByMe: true, highlights: ['cache', 'Caches'] }),
        keptPostOf('2', { isMine: true, imageUrl: '/api/uploads/x.webp', editedAt: '2026-11-28T11:00:00Z' }),
        keptPostOf('3', { highlights: [] }),
      ],
      nextCursor: 'opaque-cursor',
    };
    const json = feedPageJson(page)?.toString('utf8');
    expect(json).toBeDefined();
    expect(JSON.parse(json!)).toEqual(JSON.parse(JSON.stringify(feedPageSchema.parse(page))));
    expect(JSON.parse(feedPageJson({ posts: [], nextCursor: null })!.toString('utf8'))).toEqual({
      posts: [],
      nextCursor: null,
    });
  });

  it('writes what differs by reader at each page, the shared part once per kept post', () => {
    const read = { id: 'shared' };
    const forOne = postOf('4', { likedByMe: true, isMine: false });
    const forOther = postOf('4', { likedByMe: false, isMine: true });
    rememberPostSources(forOne, read, author);
    rememberPostSources(forOther, read, author);
    const [one, other] = [forOne, forOther].map(
      (post) => JSON.parse(feedPageJson({ posts: [post], nextCursor: null })!.toString('utf8')).posts[0],
    );
    expect([one.likedByMe, one.isMine, other.likedByMe, other.isMine]).toEqual([true, false, false, true]);
  });

  it('leaves a page to the schema’s own check when a post was not made from kept objects or a part does not match', () => {
    expect(feedPageJson({ posts: [keptPostOf('5'), postOf('6')], nextCursor: null })).toBeUndefined();
    const otherAuthor = keptPostOf('7');
    expect(
      feedPageJson({ posts: [{ ...otherAuthor, author: { ...author } }], nextCursor: null }),
    ).toBeUndefined();
    expect(feedPageJson({ posts: [keptPostOf('8', { likeCount: 1.5 })], nextCursor: null })).toBeUndefined();
    const notWords = keptPostOf('9', { highlights: [1 as unknown as string] });
    expect(feedPageJson({ posts: [notWords], nextCursor: null })).toBeUndefined();
    const badAuthor = keptPostOf('10', { author: { ...author, firstName: 5 as unknown as string } });
    expect(feedPageJson({ posts: [badAuthor], nextCursor: null })).toBeUndefined();
    // A copy of a kept post carries its sources but was not made from them.
    expect(
      feedPageJson({ posts: [{ ...keptPostOf('11'), content: 'changed' }], nextCursor: null }),
    ).toBeUndefined();
  });

  it('writes a kept post again with its author’s new name, the post itself unchanged', () => {
    const read = { id: 'renamed' };
    const before = postOf('12');
    rememberPostSources(before, read, author);
    const renamed = { ...author, lastName: 'Renommée' };
    const after = postOf('12', { author: renamed });
    rememberPostSources(after, read, renamed);
    const authorOf = (post: Post) =>
      JSON.parse(feedPageJson({ posts: [post], nextCursor: null })!.toString('utf8')).posts[0].author;
    expect(authorOf(before).lastName).toBe('Lefèvre');
    expect(authorOf(after).lastName).toBe('Renommée');
  });

  it('keeps for every reader only what every reader sees of a post', () => {
    // A field added to posts that depends on the reader must be written per page, never kept in the shared part.
    expect(Object.keys(sharedPostSchema.shape).sort()).toEqual(
      ['commentCount', 'content', 'createdAt', 'editedAt', 'id', 'imageUrl', 'likeCount'].sort(),
    );
  });
});
