import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import {
  callApi,
  completeProfile,
  createSignedInProfessional,
  type Language,
  localized,
} from './support/accounts.ts';
import { createPng } from './support/png.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '..');

const TEXT = {
  fr: {
    title: 'Fil pro',
    noticeTitle: 'Vous ne pouvez pas encore publier sur le fil pro.',
    profileIncomplete: 'Profil incomplet : renseignez votre métier.',
    skillMissing: 'Ajoutez au moins une compétence à votre profil.',
    completeProfile: 'Compléter mon profil',
    composer: 'Votre publication',
    addImage: 'Ajouter une image',
    preview: 'Aperçu de l’image jointe',
    publish: 'Publier',
    published: 'Votre publication est en ligne.',
    refresh: 'Actualiser',
    imageOf: (name: string) => `Image publiée par ${name}`,
    like: (count: number) => `J’aime ${count}`,
    comments: (count: number) => `${count} commentaire${count > 1 ? 's' : ''}`,
    commentsRegion: 'Commentaires',
    commentField: 'Votre commentaire',
    comment: 'Commenter',
    deletePost: 'Supprimer la publication',
    deleteTitle: 'Supprimer cette publication ?',
    confirmDelete: 'Supprimer',
    deleted: 'Publication supprimée.',
    search: 'Rechercher des posts, des professionnels ou des métiers',
    searchButton: 'Rechercher',
    resultsFor: (q: string) => `Résultats pour « ${q} »`,
    clear: 'Effacer la recherche',
    posts: 'Publications',
    sortBy: 'Trier par',
    newestFirst: 'Plus récents',
    professionals: 'Professionnels',
    loadMore: 'Charger plus de posts',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  en: {
    title: 'Pro feed',
    noticeTitle: 'You cannot post on the pro feed yet.',
    profileIncomplete: 'Profile incomplete: fill in your profession.',
    skillMissing: 'Add at least one skill to your profile.',
    completeProfile: 'Complete my profile',
    composer: 'Your post',
    addImage: 'Add an image',
    preview: 'Preview of the attached image',
    publish: 'Post',
    published: 'Your post is online.',
    refresh: 'Refresh',
    imageOf: (name: string) => `Image posted by ${name}`,
    like: (count: number) => `Like ${count}`,
    comments: (count: number) => `${count} comment${count === 1 ? '' : 's'}`,
    commentsRegion: 'Comments',
    commentField: 'Your comment',
    comment: 'Comment',
    deletePost: 'Delete post',
    deleteTitle: 'Delete this post?',
    confirmDelete: 'Delete',
    deleted: 'Post deleted.',
    search: 'Search posts, professionals or professions',
    searchButton: 'Search',
    resultsFor: (q: string) => `Results for “${q}”`,
    clear: 'Clear search',
    posts: 'Posts',
    sortBy: 'Sort by',
    newestFirst: 'Most recent',
    professionals: 'Professionals',
    loadMore: 'Load more posts',
    newTab: '(opens in a new tab)',
  },
} as const;

/** Posting is limited per client address (30 per 10 minutes): journeys create few posts and seed the rest. */
const FEED_PAGE_SIZE = 20;

/** A word no other journey uses, so a search finds exactly what this journey wrote. */
function uniqueToken(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

/**
 * More than two pages of posts in the running server's database, through `db:seed` (Playwright exports its
 * DATA_DIR); the API's posting limit forbids creating that many from one address. Seeds only when needed;
 * two journeys seeding at once use different seeds, so their accounts never collide.
 */
async function ensureSeveralPagesOfPosts(page: Page): Promise<void> {
  const response = await page.request.get(`/api/posts?limit=50`);
  const { posts } = (await response.json()) as { posts: unknown[] };
  if (posts.length >= 2 * FEED_PAGE_SIZE + 5) return;
  await run(
    'npm',
    ['run', '--silent', 'db:seed', '--', '--users', '6', '--posts', '60', '--seed', String(Date.now() % 1e9)],
    { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' } },
  );
}

test.describe('the professional feed', () => {
  // Sign-up is rate limited per address: a journey may wait for its turn.
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
    const text = TEXT[language];

    test(`an ineligible professional sees why, completes the profile, then posts with an image, likes, comments and deletes (${language})`, async ({
      page,
      baseURL,
    }) => {
      const account = await createSignedInProfessional(page, {
        language,
        prefix: `feed-${language}`,
        baseURL,
        landingPath: '/dashboard',
      });
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

      // Ineligible: the notice explains, everything that publishes is disabled.
      await expect(page.getByText(text.noticeTitle)).toBeVisible();
      await expect(page.getByText(text.profileIncomplete)).toBeVisible();
      await expect(page.getByText(text.skillMissing)).toBeVisible();
      await expect(page.getByRole('link', { name: text.completeProfile })).toHaveAttribute(
        'href',
        '/dashboard/profile',
      );
      const composer = page.getByRole('textbox', { name: text.composer });
      await expect(composer).toBeDisabled();
      await expect(page.getByRole('button', { name: text.addImage })).toBeDisabled();
      await expect(page.getByRole('button', { name: text.publish, exact: true })).toBeDisabled();
      await expectNoAccessibilityViolations(page);

      // Profile completed and a skill added elsewhere: the refresh button reloads the eligibility.
      const token = uniqueToken('portes');
      const profile = { firstName: 'Noémie', lastName: `Lambert-${token}`, profession: 'Cheffe de projet' };
      const name = `${profile.firstName} ${profile.lastName}`;
      await completeProfile(page.request, account.id, profile);
      await page.getByRole('button', { name: text.refresh }).click();
      await expect(page.getByText(text.noticeTitle)).toBeHidden();
      await expect(composer).toBeEnabled();

      // A post with an image: previewed first, uploaded with the text.
      await composer.fill(`Journée ${token}\nProgramme : https://escouade.example/agenda.`);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: text.addImage }).click();
      await (await chooser).setFiles({ name: 'atelier.png', mimeType: 'image/png', buffer: createPng(320) });
      await expect(page.getByRole('img', { name: text.preview })).toBeVisible();
      await page.getByRole('button', { name: text.publish, exact: true }).click();
      await expect(page.getByText(text.published)).toBeVisible();
      await expect(page.getByRole('img', { name: text.preview })).toBeHidden();
      await expect(composer).toHaveValue('');

      const post = page.getByRole('article').filter({ hasText: token });
      await expect(post.getByRole('link', { name })).toHaveAttribute(
        'href',
        `/dashboard/profile/${account.id}`,
      );
      const image = post.getByRole('img', { name: text.imageOf(name) });
      await expect(image).toHaveAttribute('src', /^\/uploads\/posts\/.+\.webp$/);
      await expect
        .poll(() =>
          image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBe(320);
      const link = post.getByRole('link', { name: `https://escouade.example/agenda ${text.newTab}` });
      await expect(link).toHaveAttribute('href', 'https://escouade.example/agenda');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      // Plain text with its line break kept (multipart sends it as CRLF).
      const paragraph = post.locator('p').filter({ hasText: 'Programme' });
      expect(await paragraph.evaluate((element) => element.textContent)).toMatch(
        new RegExp(`Journée ${token}\\r?\\nProgramme : `),
      );

      // Like: at once on screen, kept by the server (still there after a reload).
      await post.getByRole('button', { name: text.like(0) }).click();
      await expect(post.getByRole('button', { name: text.like(1) })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(post.getByRole('button', { name: text.like(1) })).toHaveAttribute('aria-pressed', 'true');

      // Comment.
      const commentsToggle = post.getByRole('button', { name: text.comments(0) });
      await commentsToggle.click();
      await expect(post.getByRole('button', { name: text.comments(0) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const comments = post.getByRole('region', { name: text.commentsRegion });
      await comments.getByRole('textbox', { name: text.commentField }).fill('Je serai là !');
      await comments.getByRole('button', { name: text.comment, exact: true }).click();
      await expect(comments.getByText('Je serai là !')).toBeVisible();
      await expect(post.getByRole('button', { name: text.comments(1) })).toBeVisible();
      await expect(comments.getByRole('link', { name })).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // Delete, after confirming.
      await post.getByRole('button', { name: text.deletePost }).click();
      const dialog = page.getByRole('alertdialog', { name: text.deleteTitle });
      await expect(dialog).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole('button', { name: text.confirmDelete, exact: true }).click();
      await expect(post).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: text.posts })).toBeFocused();
      await expect(page.getByText(text.deleted)).toBeAttached();
      const search = await page.request.get(`/api/posts?q=${token}`);
      expect(await search.json()).toEqual({ posts: [], nextCursor: null });
    });

    test(`search finds posts by text and author, professionals by profession, and the feed loads more as one scrolls (${language})`, async ({
      page,
      baseURL,
    }) => {
      const account = await createSignedInProfessional(page, {
        language,
        prefix: `feed-search-${language}`,
        baseURL,
        landingPath: '/dashboard',
      });
      const token = uniqueToken('kubernetes');
      const lastName = `Élisé-${uniqueToken('')}`;
      const profession = `Géomètre ${uniqueToken('')}`;
      await completeProfile(page.request, account.id, { firstName: 'Bérénice', lastName, profession });
      await callApi(page.request, 'POST', '/api/posts', {
        content: `Migration ${token.toUpperCase()} terminée`,
      });
      await ensureSeveralPagesOfPosts(page);
      await page.goto(localized('/dashboard', language));

      // Infinite scroll: the second page comes as the end of the first nears the screen, no click needed.
      const articles = page.getByRole('article');
      await expect(articles).toHaveCount(FEED_PAGE_SIZE);
      await articles.nth(FEED_PAGE_SIZE - 1).scrollIntoViewIfNeeded();
      await expect(articles).toHaveCount(2 * FEED_PAGE_SIZE);
      // ...and the button still works, for keyboards and browsers without IntersectionObserver.
      await expect(page.getByRole('button', { name: text.loadMore })).toBeVisible();
      await expectNoAccessibilityViolations(page);

      const searchBox = page.getByRole('searchbox', { name: text.search });
      const search = async (query: string) => {
        await searchBox.fill(query);
        await page.getByRole('button', { name: text.searchButton, exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: text.resultsFor(query) })).toBeVisible();
      };
      // By text (case-insensitive, the word found marked), by author name (accents ignored).
      for (const query of [token, lastName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()]) {
        await search(query);
        await expect(articles).toHaveCount(1);
        await expect(articles.first()).toContainText(`Migration ${token.toUpperCase()} terminée`);
      }
      await search(token);
      await expect(articles.first().locator('mark')).toHaveText(token.toUpperCase());
      // Newest first, in the address for the back button and a shared link.
      await page.getByRole('combobox', { name: text.sortBy }).selectOption({ label: text.newestFirst });
      await expect(page).toHaveURL(/[?&]order=recent/);
      await expect(articles).toHaveCount(1);
      await expectNoAccessibilityViolations(page);
      // A profession finds the professionals who have it, above the posts.
      await search(profession.toLowerCase());
      const professionals = page.getByRole('region', { name: text.professionals });
      await expect(professionals.getByRole('link', { name: `Bérénice ${lastName}` })).toBeVisible();
      await expect(professionals.getByText(profession)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await expect(page).toHaveURL(/[?&]q=/);
      await page.getByRole('button', { name: text.clear }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.posts })).toBeVisible();
      await expect.poll(() => articles.count()).toBeGreaterThanOrEqual(FEED_PAGE_SIZE);
    });
  }
});
