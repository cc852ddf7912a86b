import { randomBytes } from 'node:crypto';
import { expectNoAccessibilityViolations } from './fixtures.ts';
import {
  callApi,
  completeProfile,
  createProfessionalViaApi,
  createSignedInProfessional,
  type Language,
  localized,
} from './support/accounts.ts';
import { expect, test } from './support/profiles-test.ts';

const TEXT = {
  fr: {
    editPost: 'Modifier la publication',
    postText: 'Texte de la publication',
    save: 'Enregistrer',
    saved: 'Modification enregistrée.',
    historyButton: /^modifié le .+\s: voir l’historique$/,
    historyTitle: 'Historique des modifications',
    current: 'Version actuelle',
    original: 'Version d’origine',
    close: 'Fermer',
    moreActions: (name: string) => `Plus d’actions pour ${name}`,
    block: 'Bloquer',
    blockTitle: (name: string) => `Bloquer ${name}\u202f?`,
    blockedNotice: (name: string) => `Vous avez bloqué ${name}.`,
    manage: 'Gérer les blocages',
    pageTitle: 'Personnes bloquées et masquées',
    blockedRegion: 'Personnes bloquées',
    unblock: (name: string) => `Débloquer ${name}`,
    nobodyBlocked: 'Vous n’avez bloqué personne.',
  },
  en: {
    editPost: 'Edit post',
    postText: 'Post text',
    save: 'Save',
    saved: 'Your change is saved.',
    historyButton: /^edited on .+: show the history$/,
    historyTitle: 'Edit history',
    current: 'Current version',
    original: 'Original version',
    close: 'Close',
    moreActions: (name: string) => `More actions for ${name}`,
    block: 'Block',
    blockTitle: (name: string) => `Block ${name}?`,
    blockedNotice: (name: string) => `You blocked ${name}.`,
    manage: 'Manage blocked people',
    pageTitle: 'Blocked and muted people',
    blockedRegion: 'Blocked people',
    unblock: (name: string) => `Unblock ${name}`,
    nobodyBlocked: 'You have not blocked anyone.',
  },
} as const;

const LANGUAGES: Language[] = ['fr', 'en'];

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`editing and blocking (${language})`, () => {
    // Sign-up is rate limited per address, and a journey may wait its turn.
    test.setTimeout(180_000);

    test('edit a post and read its history', async ({ page, baseURL }) => {
      const token = randomBytes(4).toString('hex');
      const account = await createSignedInProfessional(page, {
        language,
        prefix: `editor-${language}`,
        baseURL,
        landingPath: '/dashboard',
      });
      await completeProfile(page.request, account.id, {
        firstName: 'Agathe',
        lastName: `Rivière-${token}`,
        profession: 'Urbaniste',
      });
      await callApi(page.request, 'POST', '/api/posts', { content: `Atelier ${token} jeudi` });
      await page.goto(localized('/dashboard', language));

      const post = page.getByRole('article').filter({ hasText: token });
      await post.getByRole('button', { name: text.editPost }).click();
      const field = post.getByRole('textbox', { name: text.postText });
      await expect(field).toBeFocused();
      await expectNoAccessibilityViolations(page);
      await field.fill(`Atelier ${token} vendredi`);
      await post.getByRole('button', { name: text.save }).click();
      await expect(post.getByText(`Atelier ${token} vendredi`)).toBeVisible();
      await expect(page.getByText(text.saved)).toBeAttached();
      await expect(post.getByRole('button', { name: text.editPost })).toBeFocused();

      // Still edited after a reload: the mark opens every version, the current one first.
      await page.reload();
      await post.getByRole('button', { name: text.historyButton }).click();
      const dialog = page.getByRole('dialog', { name: text.historyTitle });
      const versions = dialog.getByRole('listitem');
      await expect(versions).toHaveCount(2);
      await expect(versions.nth(0)).toContainText(text.current);
      await expect(versions.nth(0)).toContainText(`Atelier ${token} vendredi`);
      await expect(versions.nth(1)).toContainText(text.original);
      await expect(versions.nth(1)).toContainText(`Atelier ${token} jeudi`);
      await expectNoAccessibilityViolations(page);
      await dialog.getByRole('button', { name: text.close }).click();
      await expect(dialog).toBeHidden();
      await expect(post.getByRole('button', { name: text.historyButton })).toBeFocused();
    });

    test('block someone, who then can no longer comment; unblock from the settings page', async ({
      page,
      baseURL,
      playwright,
      extraHTTPHeaders,
    }) => {
      const token = randomBytes(4).toString('hex');
      // The person blocked, with a session of their own.
      const theirRequest = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
      const them = await createProfessionalViaApi(theirRequest, {
        language,
        prefix: `blocked-${language}`,
        baseURL,
      });
      const name = `Bastien Roy-${token}`;
      await completeProfile(theirRequest, them.id, {
        firstName: 'Bastien',
        lastName: `Roy-${token}`,
        profession: 'Commercial',
      });
      await callApi(theirRequest, 'POST', '/api/posts', { content: `Offre ${token} à ne pas manquer` });

      // The blocker, in the browser, with a post of their own.
      const me = await createSignedInProfessional(page, {
        language,
        prefix: `blocker-${language}`,
        baseURL,
        landingPath: '/dashboard',
      });
      await completeProfile(page.request, me.id, {
        firstName: 'Inès',
        lastName: `Moreau-${token}`,
        profession: 'Juriste',
      });
      const { id: myPostId } = (await callApi(page.request, 'POST', '/api/posts', {
        content: `Question ${token} du jour`,
      })) as { id: string };
      // Before the block, they may comment.
      await callApi(theirRequest, 'POST', `/api/posts/${myPostId}/comments`, { content: 'Avant' });

      await page.goto(localized(`/dashboard/profile/${them.id}`, language));
      await page.getByRole('button', { name: text.moreActions(name) }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.getByRole('menuitem', { name: text.block }).click();
      const confirm = page.getByRole('alertdialog', { name: text.blockTitle(name) });
      await expectNoAccessibilityViolations(page);
      await confirm.getByRole('button', { name: text.block }).click();
      await expect(page.getByText(text.blockedNotice(name))).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // They can no longer comment on my post; their post has left my feed.
      const refused = await theirRequest.post(`/api/posts/${myPostId}/comments`, {
        headers: { origin: new URL(baseURL ?? '').origin },
        data: { content: 'Après' },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe('INTERACTION_BLOCKED');
      await page.goto(localized('/dashboard', language));
      await expect(page.getByRole('article').filter({ hasText: `Question ${token}` })).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: `Offre ${token}` })).toHaveCount(0);

      // The settings page lists them, and undoes the block.
      await page.goto(localized(`/dashboard/profile/${them.id}`, language));
      await page.getByRole('link', { name: text.manage }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.pageTitle })).toBeVisible();
      const blocked = page.getByRole('region', { name: text.blockedRegion });
      await expect(blocked.getByRole('link', { name })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await blocked.getByRole('button', { name: text.unblock(name) }).click();
      await expect(blocked.getByText(text.nobodyBlocked)).toBeVisible();
      await callApi(theirRequest, 'POST', `/api/posts/${myPostId}/comments`, { content: 'De nouveau' });
      await theirRequest.dispose();
    });
  });
}
