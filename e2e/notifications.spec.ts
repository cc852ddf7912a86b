import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, isExpectedClientError, test } from './fixtures.ts';
import {
  callApi,
  completeProfile,
  createProfessionalViaApi,
  createSignedInProfessional,
  type Language,
  localized,
} from './support/accounts.ts';
import { randomAddress } from './support/client-address.ts';
import { linkIn, listMails, waitForMail } from './support/mail.ts';

const LANGUAGES: Language[] = ['fr', 'en'];
const localeDir = path.resolve(import.meta.dirname, '../apps/web/src/locales');

type Messages = { [key: string]: string | Messages };

/**
 * The app's own texts of one namespace, as a user reads them: `{{name}}` filled in, and for a `count` the
 * plural form the language asks for (`key_one`, `key_other`...). The French files are already typeset
 * (no-break spaces before : ; ? ! and inside « »), so the expected texts carry the same characters as the page.
 */
function textsOf(language: Language, namespace: string) {
  const tree = JSON.parse(
    readFileSync(path.join(localeDir, language, `${namespace}.json`), 'utf8'),
  ) as Messages;
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): string | undefined => {
    let node: string | Messages | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const template = (key: string, count?: number): string => {
    const found =
      count === undefined
        ? lookup(key)
        : (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`));
    if (found === undefined) throw new Error(`no text ${namespace}:${key} in ${language}`);
    return found;
  };
  return {
    t(key: string, values: Record<string, string | number> = {}): string {
      const count = typeof values.count === 'number' ? values.count : undefined;
      return template(key, count).replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`no value for {{${name}}} in ${namespace}:${key}`);
        return String(value);
      });
    },
    /** Any of `keys` (plural forms included) with `{{count}}` standing for any number. */
    pattern(keys: string[]): RegExp {
      const forms = keys.flatMap((key) => {
        const single = lookup(key);
        if (single !== undefined) return [single];
        return ['zero', 'one', 'two', 'few', 'many', 'other'].flatMap(
          (form) => lookup(`${key}_${form}`) ?? [],
        );
      });
      if (forms.length === 0) throw new Error(`no text ${namespace}:${keys.join(', ')} in ${language}`);
      const alternatives = forms.map((form) => form.split('{{count}}').map(escapeRegExp).join('\\d+'));
      return new RegExp(`^(?:${alternatives.join('|')})$`);
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Width from which the dashboard shows its sidebar (Tailwind's `md`); below, the bell is in the top bar. */
const SIDEBAR_MIN_WIDTH = 768;

/** The bell, where this viewport shows it: at the sidebar's top, or in the small screens' top bar. */
function bellOf(page: Page, label: string) {
  const hasSidebar = (page.viewportSize()?.width ?? SIDEBAR_MIN_WIDTH) >= SIDEBAR_MIN_WIDTH;
  const shell = hasSidebar ? page.getByRole('complementary') : page.getByRole('banner');
  return shell.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}\\b`) });
}

/** Console errors of the journey's other pages (the fixture watches only its own `page`). */
function watchConsole(page: Page, errors: string[], who: string): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedClientError(message.text(), message.location().url)) {
      errors.push(`${who}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${who}: ${error.message}`));
}

/** The page's own live stream answered: from then on, what others do reaches it without a reload. */
function liveStreamOpened(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.status() === 200,
  );
}

const STEP = { timeout: 15_000 };
/**
 * How long a mail that should not come is waited for: the fan-out mails as soon as it is woken, and at worst
 * on its next look two seconds later.
 */
const NO_MAIL_WAIT_MS = 6_000;

/** At a phone's width too, the page fits: nothing is reached only by scrolling sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.content, 'page width beyond the viewport').toBeLessThanOrEqual(widths.viewport);
}

/** Points across `element` (a 5 × 5 grid) where something else is drawn on top of it, described. */
async function pointsCoveredOf(element: Locator): Promise<string[]> {
  return element.evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    const covered: string[] = [];
    for (const across of [0.05, 0.25, 0.5, 0.75, 0.95]) {
      for (const down of [0.05, 0.25, 0.5, 0.75, 0.95]) {
        const x = box.left + box.width * across;
        const y = box.top + box.height * down;
        const top = document.elementFromPoint(x, y);
        if (!top || !panel.contains(top)) {
          covered.push(`(${Math.round(x)}, ${Math.round(y)}): ${top?.outerHTML.slice(0, 80) ?? 'nothing'}`);
        }
      }
    }
    return covered;
  });
}

for (const language of LANGUAGES) {
  const notifications = textsOf(language, 'notifications');
  const feed = textsOf(language, 'feed');
  const profiles = textsOf(language, 'profiles');
  const common = textsOf(language, 'common');
  const n = notifications.t;

  test.describe(`notifications and live updates (${language})`, () => {
    // Three accounts, two browser contexts, several axe scans, and events that travel through the server.
    test.describe.configure({ timeout: 180_000 });

    test(`the bell counts live, its panel leads to the post and the notifications page, the feed offers the new posts (${language})`, async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      const token = randomBytes(4).toString('hex');
      const otherErrors: string[] = [];

      // A, signed in in this page, has published a post.
      const a = await createSignedInProfessional(page, {
        language,
        prefix: `notified-${language}`,
        baseURL,
        landingPath: '/dashboard',
      });
      await completeProfile(page.request, a.id, {
        firstName: 'Apolline',
        lastName: `Garnier-${token}`,
        profession: 'Architecte',
      });
      const postContent = `Visite du chantier ${token} jeudi matin`;
      const published = await callApi(page.request, 'POST', '/api/posts', { content: postContent });
      const postId = (published as { id: string }).id;

      // B, another person in a browser of their own (their own address, as a real visitor elsewhere).
      const theirContext = await browser.newContext({
        baseURL,
        locale: 'fr-FR',
        extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
      });
      // C, a third person, who only acts through the API.
      const cRequest = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
      });
      try {
        const theirPage = await theirContext.newPage();
        watchConsole(theirPage, otherErrors, 'B');
        const b = await createSignedInProfessional(theirPage, {
          language,
          prefix: `follower-${language}`,
          baseURL,
          landingPath: '/dashboard',
        });
        const bName = `Bastien Roy-${token}`;
        await completeProfile(theirPage.request, b.id, {
          firstName: 'Bastien',
          lastName: `Roy-${token}`,
          profession: 'Charpentier',
        });
        const c = await createProfessionalViaApi(cRequest, {
          language,
          prefix: `commenter-${language}`,
          baseURL,
        });
        const cName = `Chloé Martin-${token}`;
        await completeProfile(cRequest, c.id, {
          firstName: 'Chloé',
          lastName: `Martin-${token}`,
          profession: 'Électricienne',
        });

        // A's dashboard, its stream open and its count read: nothing unread yet.
        const streamOpened = liveStreamOpened(page);
        const countRead = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/notifications/unread-count',
        );
        await page.goto(localized('/dashboard', language));
        await Promise.all([streamOpened, countRead]);
        const bell = bellOf(page, n('bell.label'));
        await expect(bell).toHaveAccessibleName(n('bell.label'));
        await expect(bell).toHaveAttribute('aria-expanded', 'false');
        // Whatever follows must reach this very document: a reload or a re-read of the count would not do.
        await page.evaluate(() => {
          (window as unknown as { journeyMark?: string }).journeyMark = 'still here';
        });
        const countRereads: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/notifications/unread-count') {
            countRereads.push(request.url());
          }
        });

        // B follows A: A's bell says so at once.
        await theirPage.goto(localized(`/dashboard/profile/${a.id}`, language));
        await theirPage.getByRole('button', { name: profiles.t('follow.follow'), exact: true }).click();
        await expect(
          theirPage.getByRole('button', { name: profiles.t('follow.unfollow'), exact: true }),
        ).toBeVisible();
        await expect(bell).toHaveAccessibleName(n('bell.labelUnread', { count: 1 }), STEP);

        // B comments on A's post, from the post's own page: a second unread line.
        const bComment = `Je passerai voir le chantier ${token}.`;
        await theirPage.goto(localized(`/dashboard/posts/${postId}`, language));
        const theirComments = theirPage.getByRole('region', { name: feed.t('comments.title') });
        await theirComments.getByRole('textbox', { name: feed.t('comments.label') }).fill(bComment);
        await theirComments.getByRole('button', { name: feed.t('comments.submit'), exact: true }).click();
        await expect(theirComments.getByText(bComment)).toBeVisible();
        await expect(bell).toHaveAccessibleName(n('bell.labelUnread', { count: 2 }), STEP);
        expect(countRereads, 'the count came by the live stream, not by asking again').toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe(
          'still here',
        );

        // C comments too: the same unread line, now naming both, newest first; still two unread lines.
        const cComment = `Moi aussi, pour ${token}.`;
        const cCommented = await callApi(cRequest, 'POST', `/api/posts/${postId}/comments`, {
          content: cComment,
        });
        const cCommentId = (cCommented as { comment: { id: string } }).comment.id;

        // The panel: a disclosure the bell controls, the newest line first, each one sentence and unread.
        await bell.click();
        await expect(bell).toHaveAttribute('aria-expanded', 'true');
        const panel = page.getByRole('region', { name: n('bell.panelTitle') });
        await expect(panel).toBeVisible();
        await expect(bell).toHaveAttribute('aria-controls', (await panel.getAttribute('id')) ?? '');
        // Drawn over the feed: nothing of the page (the search box, the composer) covers any part of it.
        expect(await pointsCoveredOf(panel)).toEqual([]);
        const followText = n('types.new_follower', { count: 1, actors: bName });
        const commentText = n('types.post_commented', {
          count: 2,
          actors: n('actors.two', { first: cName, second: bName }),
          subject: postContent,
        });
        const lines = panel.getByRole('listitem');
        await expect(lines.nth(0).getByRole('link', { name: commentText, exact: true })).toBeVisible(STEP);
        await expect(lines).toHaveCount(2);
        await expect(lines.nth(1).getByRole('link', { name: followText, exact: true })).toHaveAttribute(
          'href',
          `/dashboard/profile/${b.id}`,
        );
        for (const line of [lines.nth(0), lines.nth(1)]) await expect(line).toContainText(n('list.unread'));
        await expect(bell).toHaveAccessibleName(n('bell.labelUnread', { count: 2 }));
        await expectNoAccessibilityViolations(page);
        // Escape closes it and gives the focus back to the bell, which opens it again.
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(bell).toBeFocused();
        await expect(bell).toHaveAttribute('aria-expanded', 'false');
        await bell.click();
        await expect(panel).toBeVisible();

        // The comment line leads to the post's own page, at the newest comment; following it reads that line.
        const commentLink = panel.getByRole('link', { name: commentText, exact: true });
        await expect(commentLink).toHaveAttribute('href', `/dashboard/posts/${postId}#comment-${cCommentId}`);
        await commentLink.click();
        await expect(page).toHaveURL(
          new RegExp(`/dashboard/posts/${postId}(\\?[^#]*)?#comment-${cCommentId}$`),
        );
        await expect(
          page.getByRole('heading', { level: 1, name: feed.t('postPage.title'), exact: true }),
        ).toBeVisible();
        await expect(panel).toBeHidden();
        await expect(bell).toHaveAttribute('aria-expanded', 'false');
        const post = page.getByRole('article').filter({ hasText: postContent });
        const comments = post.getByRole('region', { name: feed.t('comments.title') });
        await expect(comments.getByText(bComment)).toBeVisible();
        await expect(comments.getByText(cComment)).toBeVisible();
        // The page brings that comment into view and puts the focus on it, where a keyboard user goes on from.
        const focusedComment = page.locator('li:focus');
        await expect(focusedComment).toContainText(cComment, STEP);
        await expect(focusedComment).toHaveAttribute('id', `comment-${cCommentId}`);
        await expect(focusedComment).not.toContainText(bComment);
        await expect(focusedComment).toBeInViewport();
        await expect(bell).toHaveAccessibleName(n('bell.labelUnread', { count: 1 }), STEP);

        // Back in the panel: only the follow line is still unread; "mark all read" clears the count.
        await bell.click();
        await expect(lines).toHaveCount(2);
        await expect(lines.filter({ hasText: n('list.unread') })).toHaveCount(1);
        await expect(lines.filter({ hasText: n('list.unread') }).getByRole('link')).toHaveAccessibleName(
          followText,
        );
        await panel.getByRole('button', { name: n('bell.markAllRead') }).click();
        await expect(bell).toHaveAccessibleName(n('bell.label'), STEP);
        await expect(lines.filter({ hasText: n('list.unread') })).toHaveCount(0);
        await expect(panel.getByRole('button', { name: n('bell.markAllRead') })).toHaveCount(0);

        // "See all": the notifications page, with the same lines, all read.
        await panel.getByRole('link', { name: n('bell.seeAll') }).click();
        await expect(page).toHaveURL(/\/dashboard\/notifications$/);
        await expect(panel).toBeHidden();
        await expect(
          page.getByRole('heading', { level: 1, name: n('page.title'), exact: true }),
        ).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByText(n('page.intro'))).toBeVisible();
        const pageLines = main.getByRole('listitem');
        await expect(pageLines).toHaveCount(2);
        await expect(pageLines.nth(0).getByRole('link', { name: commentText, exact: true })).toBeVisible();
        await expect(pageLines.nth(1).getByRole('link', { name: followText, exact: true })).toBeVisible();
        await expect(main.getByText(n('list.unread'))).toHaveCount(0);
        await expect(main.getByRole('button', { name: n('bell.markAllRead') })).toHaveCount(0);
        await expectNoAccessibilityViolations(page);
        expect(await page.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)).toBe(
          'still here',
        );

        // A keeps the feed open in a second tab; B publishes: a banner offers the new posts, the list waits.
        const feedTab = await page.context().newPage();
        watchConsole(feedTab, otherErrors, 'A, feed tab');
        const feedStreamOpened = liveStreamOpened(feedTab);
        await feedTab.goto(localized('/dashboard', language));
        await feedStreamOpened;
        await expect(feedTab.getByRole('article').filter({ hasText: postContent })).toBeVisible();

        const bPost = `Nouvelle charpente ${token} livrée`;
        await theirPage.goto(localized('/dashboard', language));
        await theirPage.getByRole('textbox', { name: feed.t('composer.label') }).fill(bPost);
        await theirPage.getByRole('button', { name: feed.t('composer.publish'), exact: true }).click();
        await expect(theirPage.getByText(feed.t('composer.published'))).toBeVisible(STEP);

        const banner = feedTab.getByRole('button', {
          name: feed.pattern(['newPosts.count', 'newPosts.many']),
        });
        await expect(banner).toBeVisible(STEP);
        const theirArticle = feedTab.getByRole('article').filter({ hasText: bPost });
        await expect(theirArticle).toHaveCount(0);
        await banner.click();
        await expect(theirArticle).toBeVisible(STEP);
        await expect(theirArticle.getByRole('link', { name: bName })).toHaveAttribute(
          'href',
          `/dashboard/profile/${b.id}`,
        );
        await expect(
          feedTab.getByRole('heading', { level: 2, name: feed.t('list.title'), exact: true }),
        ).toBeFocused();
        await expect(
          feedTab.getByRole('status').filter({ hasText: feed.t('newPosts.shown') }),
        ).toBeAttached();
      } finally {
        await theirContext.close();
        await cRequest.dispose();
      }
      expect(otherErrors, 'browser console errors of the other pages').toEqual([]);
    });

    test(`A turns comment e-mails off and receives none for the next comment (${language})`, async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      const token = randomBytes(4).toString('hex');
      const otherErrors: string[] = [];

      // A, signed in in this page, has published a post; B and C, two other people, act through the API.
      const a = await createSignedInProfessional(page, {
        language,
        prefix: `mailed-${language}`,
        baseURL,
        landingPath: '/dashboard',
      });
      await completeProfile(page.request, a.id, {
        firstName: 'Apolline',
        lastName: `Garnier-${token}`,
        profession: 'Architecte',
      });
      const postContent = `Réception du lot ${token} vendredi`;
      const published = await callApi(page.request, 'POST', '/api/posts', { content: postContent });
      const postId = (published as { id: string }).id;
      const bRequest = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
      });
      const cRequest = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
      });
      // Whoever opens the unsubscribe link: a browser signed in as nobody, the viewport of this project.
      const strangerContext = await browser.newContext({
        baseURL,
        locale: 'fr-FR',
        viewport: page.viewportSize(),
        extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
      });
      try {
        const b = await createProfessionalViaApi(bRequest, {
          language,
          prefix: `mail-b-${language}`,
          baseURL,
        });
        const bName = `Bastien Roy-${token}`;
        await completeProfile(bRequest, b.id, {
          firstName: 'Bastien',
          lastName: `Roy-${token}`,
          profession: 'Charpentier',
        });
        const c = await createProfessionalViaApi(cRequest, {
          language,
          prefix: `mail-c-${language}`,
          baseURL,
        });
        await completeProfile(cRequest, c.id, {
          firstName: 'Chloé',
          lastName: `Martin-${token}`,
          profession: 'Électricienne',
        });

        // A's notifications page, its live stream open; from there, the e-mail settings.
        const streamOpened = liveStreamOpened(page);
        await page.goto(localized('/dashboard/notifications', language));
        await streamOpened;
        const bell = bellOf(page, n('bell.label'));
        const main = page.getByRole('main');
        await expect(
          main.getByRole('heading', { level: 1, name: n('page.title'), exact: true }),
        ).toBeVisible();
        const settingsLink = main.getByRole('link', { name: n('page.emailSettings'), exact: true });
        await settingsLink.click();
        await expect(page).toHaveURL(/\/dashboard\/notifications\/emails(\?|$)/);
        await expect(
          main.getByRole('heading', { level: 1, name: n('emails.title'), exact: true }),
        ).toBeVisible();

        // Comments on A's posts: a choice among three, in the "your network" group, the daily digest at first.
        const network = main.getByRole('group', { name: n('emails.groups.network'), exact: true });
        const commentMails = network.getByRole('combobox', {
          name: n('emails.types.post_commented'),
          exact: true,
        });
        await expect(commentMails).toHaveValue('daily_digest');
        await expect(commentMails.getByRole('option')).toHaveText([
          n('emails.modes.immediately'),
          n('emails.modes.daily_digest'),
          n('emails.modes.never'),
        ]);
        const chooseCommentMails = async (mode: 'immediately' | 'never') => {
          await commentMails.selectOption({ label: n(`emails.modes.${mode}`) });
          const said = n('emails.saved', {
            type: n('emails.types.post_commented'),
            mode: n(`emails.modes.${mode}`),
          });
          await expect(page.getByRole('status').filter({ hasText: said })).toHaveText(said, STEP);
          await expect(commentMails).toHaveValue(mode);
        };
        await chooseCommentMails('immediately');
        await expectNoAccessibilityViolations(page);
        await expectNoSidewaysScroll(page);

        // B comments: A receives one e-mail, in A's language. Its subject says what happened without a word anyone
        // wrote; its text reads as the line does in the app.
        const bCommented = await callApi(bRequest, 'POST', `/api/posts/${postId}/comments`, {
          content: `Je serai là pour ${token}.`,
        });
        const bCommentId = (bCommented as { comment: { id: string } }).comment.id;
        const aboutThePost = new RegExp(escapeRegExp(postContent));
        const mail = await waitForMail(a.email, undefined, aboutThePost);
        expect(mail.subject).toBe(
          language === 'fr' ? 'Nouveau commentaire sur votre publication' : 'New comment on your post',
        );
        expect(mail.subject).not.toContain(postContent);
        expect(linkIn(mail, `/dashboard/posts/${postId}`)).toBe(
          `/dashboard/posts/${postId}#comment-${bCommentId}`,
        );
        const unsubscribeLink = linkIn(mail, '/notifications/unsubscribe');
        expect(unsubscribeLink).toMatch(/^\/notifications\/unsubscribe\?token=[^&]+$/);
        await expect(bell).toHaveAccessibleName(n('bell.labelUnread', { count: 1 }), STEP);

        // A reads everything: the next comment starts a new line, which would be mailed at once.
        await main.getByRole('link', { name: n('emails.back'), exact: true }).click();
        await expect(page).toHaveURL(/\/dashboard\/notifications(\?|$)/);
        const bLine = n('types.post_commented', { count: 1, actors: bName, subject: postContent });
        await expect(main.getByRole('link', { name: bLine, exact: true })).toBeVisible(STEP);
        await main.getByRole('button', { name: n('bell.markAllRead'), exact: true }).click();
        await expect(bell).toHaveAccessibleName(n('bell.label'), STEP);
        await expect(main.getByText(n('list.unread'))).toHaveCount(0);

        // Then turns these e-mails off.
        await settingsLink.click();
        await expect(commentMails).toHaveValue('immediately');
        await chooseCommentMails('never');

        // C comments: a new unread line reaches A's bell (the fan-out is done), yet no e-mail follows.
        await callApi(cRequest, 'POST', `/api/posts/${postId}/comments`, { content: `Moi aussi, ${token}.` });
        await expect(bell).toHaveAccessibleName(n('bell.labelUnread', { count: 1 }), STEP);
        const mailsAboutThePost = async () =>
          (await listMails(a.email)).filter((received) => aboutThePost.test(received.text));
        for (const deadline = Date.now() + NO_MAIL_WAIT_MS; Date.now() < deadline;) {
          expect((await mailsAboutThePost()).map((received) => received.subject)).toEqual([mail.subject]);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect((await mailsAboutThePost()).map((received) => received.subject)).toEqual([mail.subject]);

        // The link at the bottom of the first e-mail, opened signed out, stops them too, even once chosen again.
        await chooseCommentMails('immediately');
        const stranger = await strangerContext.newPage();
        watchConsole(stranger, otherErrors, 'unsubscribe page');
        await stranger.goto(localized(unsubscribeLink, language));
        await expect(
          stranger.getByRole('heading', { level: 1, name: n('unsubscribe.title'), exact: true }),
        ).toBeVisible();
        // The page says what the link stops and asks first: opening it stops nothing.
        await expect(stranger.getByRole('status')).toHaveText(
          n('unsubscribe.ask', { type: n('emails.types.post_commented') }),
          STEP,
        );
        await expectNoAccessibilityViolations(stranger);
        await stranger.getByRole('button', { name: n('unsubscribe.confirm'), exact: true }).click();
        const stopped = n('unsubscribe.success', {
          count: 1,
          types: n('emails.types.post_commented'),
        });
        await expect(stranger.getByRole('status')).toHaveText(stopped, STEP);
        await expect(stranger.getByText(n('unsubscribe.changeLater'))).toBeVisible();
        await expectNoAccessibilityViolations(stranger);
        await expectNoSidewaysScroll(stranger);
        await page.reload();
        await expect(commentMails).toHaveValue('never', STEP);
      } finally {
        await strangerContext.close();
        await bRequest.dispose();
        await cRequest.dispose();
      }
      expect(otherErrors, 'browser console errors of the other pages').toEqual([]);
    });

    test(`B mentions A in a comment, picked from the list with the keyboard; A is told and the mention leads to A (${language})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const token = randomBytes(4).toString('hex');
      // Letters only: a name is looked up by what is typed after "@".
      const letters = token.replaceAll(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
      const otherErrors: string[] = [];
      const a = await createSignedInProfessional(page, {
        language,
        prefix: `mentioned-${language}`,
        baseURL,
        landingPath: '/dashboard',
      });
      const aFirstName = `Maëlle${letters}`;
      const aName = `${aFirstName} Arnaud`;
      await completeProfile(page.request, a.id, {
        firstName: aFirstName,
        lastName: 'Arnaud',
        profession: 'Urbaniste',
      });
      const theirContext = await browser.newContext({
        baseURL,
        locale: 'fr-FR',
        extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
      });
      try {
        const theirPage = await theirContext.newPage();
        watchConsole(theirPage, otherErrors, 'B');
        const b = await createSignedInProfessional(theirPage, {
          language,
          prefix: `mentioner-${language}`,
          baseURL,
          landingPath: '/dashboard',
        });
        const bName = `Basile Roux-${token}`;
        await completeProfile(theirPage.request, b.id, {
          firstName: 'Basile',
          lastName: `Roux-${token}`,
          profession: 'Géomètre',
        });
        const published = await callApi(theirPage.request, 'POST', '/api/posts', {
          content: `Relevé du terrain ${token}`,
        });
        const postId = (published as { id: string }).id;

        const streamOpened = liveStreamOpened(page);
        await page.goto(localized('/dashboard', language));
        await streamOpened;
        const bell = bellOf(page, n('bell.label'));
        await expect(bell).toHaveAccessibleName(n('bell.label'), STEP);

        // B types "@" and the start of A's name: the list offers A; the arrow keys and Enter pick.
        await theirPage.goto(localized(`/dashboard/posts/${postId}`, language));
        const theirComments = theirPage.getByRole('region', { name: feed.t('comments.title') });
        const field = theirComments.getByRole('textbox', { name: feed.t('comments.label') });
        await field.click();
        await field.pressSequentially(`Merci @${aFirstName.slice(0, 9)}`);
        const list = theirPage.getByRole('listbox', { name: common.t('mentions.label') });
        const option = list.getByRole('option', { name: new RegExp(`^${escapeRegExp(aName)}`) });
        await expect(option).toBeVisible(STEP);
        await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
        await expectNoAccessibilityViolations(theirPage);
        await field.press('Enter');
        await expect(list).toBeHidden();
        await expect(field).toHaveValue(`Merci @${aName} `);
        await field.pressSequentially('pour le plan.');
        await theirComments.getByRole('button', { name: feed.t('comments.submit'), exact: true }).click();
        const mentionLink = theirComments.getByRole('link', { name: `@${aName}`, exact: true });
        await expect(mentionLink).toHaveAttribute('href', `/dashboard/profile/${a.id}`);

        // A is told at once, and the line leads to the comment.
        await expect(bell).toHaveAccessibleName(n('bell.labelUnread', { count: 1 }), STEP);
        await bell.click();
        const panel = page.getByRole('region', { name: n('bell.panelTitle') });
        const mentionText = n('types.mention', {
          count: 1,
          actors: bName,
          subject: `Merci @${aName} pour le plan.`,
        });
        const line = panel.getByRole('link', { name: mentionText, exact: true });
        await expect(line).toBeVisible(STEP);
        await line.click();
        await expect(page).toHaveURL(new RegExp(`/dashboard/posts/${postId}(\\?[^#]*)?#comment-`));
        const focused = page.locator('li:focus');
        await expect(focused).toContainText('pour le plan.', STEP);
        await expect(focused.getByRole('link', { name: `@${aName}`, exact: true })).toBeVisible();
        await expectNoAccessibilityViolations(page);
      } finally {
        await theirContext.close();
      }
      expect(otherErrors, 'browser console errors of the other pages').toEqual([]);
    });
  });
}
