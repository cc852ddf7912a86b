import { randomBytes } from 'node:crypto';
import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import { callApi, createProfessionalViaApi } from './support/accounts.ts';
import {
  createAdministrator,
  type Language,
  LANGUAGES,
  openNavigation,
  signIn,
  test,
} from './support/admin-journeys.ts';
import { randomAddress } from './support/client-address.ts';
import { uniqueEmail, waitForMail } from './support/mail.ts';

/** What the admin reads (the app's own translations), and the notices the author receives. */
const TEXT = {
  fr: {
    moderationNav: 'Modération',
    title: 'Modération',
    search: 'Rechercher des publications',
    shown: (count: number) => `${count} publication${count > 1 ? 's' : ''} affichée${count > 1 ? 's' : ''}`,
    comments: (count: number) => `${count} commentaire${count > 1 ? 's' : ''}`,
    commentsRegion: (name: string) => `Commentaires de la publication de ${name}`,
    noComments: 'Aucun commentaire.',
    deletePost: 'Supprimer la publication',
    deleteCommentOf: (name: string) => `Supprimer le commentaire de ${name}`,
    postDialog: 'Supprimer la publication',
    postDialogText: (name: string) =>
      `La publication de ${name} sera supprimée, ainsi que ses J’aime et ses commentaires. Son auteur en sera informé par e‑mail.`,
    commentDialog: 'Supprimer le commentaire',
    confirm: 'Supprimer',
    cancel: 'Annuler',
    postDeleted: (name: string) => `Publication de ${name} supprimée ; son auteur a été informé par e‑mail.`,
    commentDeleted: (name: string) =>
      `Commentaire de ${name} supprimé ; son auteur a été informé par e‑mail.`,
    postMail: /Votre publication a été retirée/,
    commentMail: /Votre commentaire a été retiré/,
  },
  en: {
    moderationNav: 'Moderation',
    title: 'Moderation',
    search: 'Search posts',
    shown: (count: number) => `${count} post${count === 1 ? '' : 's'} shown`,
    comments: (count: number) => `${count} comment${count === 1 ? '' : 's'}`,
    commentsRegion: (name: string) => `Comments on the post by ${name}`,
    noComments: 'No comments.',
    deletePost: 'Delete post',
    deleteCommentOf: (name: string) => `Delete comment by ${name}`,
    postDialog: 'Delete post',
    postDialogText: (name: string) =>
      `The post by ${name} will be deleted, with its likes and comments. Its author will be told by email.`,
    commentDialog: 'Delete comment',
    confirm: 'Delete',
    cancel: 'Cancel',
    postDeleted: (name: string) => `Post by ${name} deleted; its author has been told by email.`,
    commentDeleted: (name: string) => `Comment by ${name} deleted; its author has been told by email.`,
    postMail: /Your post was removed/,
    commentMail: /Your comment was removed/,
  },
} as const satisfies Record<Language, unknown>;

/** Sign-up, sign-in and the lazy admin pages on a busy machine: more than the default 30 s. */
const JOURNEY_TIMEOUT_MS = 150_000;
const SERVER_STEP = { timeout: 15_000 };

/** A word no other journey uses, so a search finds exactly what this journey wrote. */
function uniqueToken(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`an admin finds posts, deletes a post and a comment after confirming, and the author is told by e-mail (${language})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const token = uniqueToken('moderation');
    const adminEmail = uniqueEmail(`moderator-${language}`);
    await createAdministrator(adminEmail);

    // A professional, on their own connection, who posts twice and comments once.
    const authorRequest = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
    const author = await createProfessionalViaApi(authorRequest, {
      language,
      prefix: `moderated-${language}`,
      baseURL,
    });
    const name = `Chloé Vasseur-${token}`;
    await callApi(authorRequest, 'PATCH', `/api/profiles/${author.id}`, {
      firstName: 'Chloé',
      lastName: `Vasseur-${token}`,
      profession: 'Traductrice',
    });
    await callApi(authorRequest, 'POST', `/api/profiles/${author.id}/skills`, {
      newSkill: { name: 'Traduction' },
      level: 4,
    });
    await callApi(authorRequest, 'POST', '/api/posts', { content: `Offre douteuse ${token}` });
    const kept = (await callApi(authorRequest, 'POST', '/api/posts', {
      content: `Bilan du salon ${token}`,
    })) as { id: string };
    await callApi(authorRequest, 'POST', `/api/posts/${kept.id}/comments`, {
      content: `Commentaire hors sujet ${token}`,
    });
    await authorRequest.dispose();

    // The admin reaches the moderation page through the sidebar, or the burger menu on a phone.
    await signIn(page, language, adminEmail, /\/admin(\?|$)/);
    // The shell first: which navigation this viewport shows is known once it is on screen.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER_STEP);
    await (await openNavigation(page, language)).getByRole('link', { name: text.moderationNav }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible(SERVER_STEP);
    await expect(page.getByRole('article').first()).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);

    // Both posts, newest first, found by a search.
    const searchBox = page.getByRole('searchbox', { name: text.search });
    await searchBox.fill(token);
    await expect(page.getByRole('status').filter({ hasText: text.shown(2) })).toBeVisible(SERVER_STEP);
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(2);
    await expect(articles.nth(0)).toContainText(`Bilan du salon ${token}`);
    await expect(articles.nth(1)).toContainText(`Offre douteuse ${token}`);

    // The post: a confirmation, a toast, gone from the list, focus back on the search.
    const doomed = articles.filter({ hasText: `Offre douteuse ${token}` });
    await doomed.getByRole('button', { name: text.deletePost }).click();
    const postDialog = page.getByRole('alertdialog', { name: text.postDialog });
    await expect(postDialog).toContainText(text.postDialogText(name));
    await expectNoAccessibilityViolations(page);
    await postDialog.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByText(text.postDeleted(name))).toBeVisible(SERVER_STEP);
    await expect(doomed).toHaveCount(0);
    await expect(searchBox).toBeFocused();
    const postMail = await waitForMail(author.email, text.postMail);
    expect(postMail.text).toContain(`Offre douteuse ${token}`);

    // The comment, with the keyboard: open the comments, then delete it.
    const post = articles.filter({ hasText: `Bilan du salon ${token}` });
    const commentsToggle = post.getByRole('button', { name: text.comments(1) });
    await commentsToggle.focus();
    await page.keyboard.press('Enter');
    await expect(commentsToggle).toHaveAttribute('aria-expanded', 'true');
    const comments = post.getByRole('region', { name: text.commentsRegion(name) });
    await expect(comments).toContainText(`Commentaire hors sujet ${token}`, SERVER_STEP);
    await expectNoAccessibilityViolations(page);
    await comments.getByRole('button', { name: text.deleteCommentOf(name) }).focus();
    await page.keyboard.press('Enter');
    const commentDialog = page.getByRole('alertdialog', { name: text.commentDialog });
    // The safe choice first: the dialog takes focus on Cancel (once open), then Tab reaches Delete.
    await expect(commentDialog.getByRole('button', { name: text.cancel, exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(commentDialog.getByRole('button', { name: text.confirm, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(text.commentDeleted(name))).toBeVisible(SERVER_STEP);
    await expect(comments).toContainText(text.noComments);
    await expect(post.getByRole('button', { name: text.comments(0) })).toBeFocused();
    const commentMail = await waitForMail(author.email, text.commentMail);
    expect(commentMail.text).toContain(`Commentaire hors sujet ${token}`);

    // The server agrees: one post left, without comments.
    const remaining = await page.request.get(`/api/posts?q=${token}`);
    const { posts } = (await remaining.json()) as { posts: Array<{ id: string; commentCount: number }> };
    expect(posts).toEqual([expect.objectContaining({ id: kept.id, commentCount: 0 })]);
    await expectNoAccessibilityViolations(page);
  });
}
