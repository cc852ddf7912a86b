import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import { callApi, createProfessionalViaApi } from './support/accounts.ts';
import {
  createAdministrator,
  type Language,
  LANGUAGES,
  localized,
  signIn,
  test,
} from './support/admin-journeys.ts';
import { randomAddress } from './support/client-address.ts';
import { uniqueEmail } from './support/mail.ts';

const TEXT = {
  fr: {
    title: 'Compétences à valider',
    nameEn: 'Nom en anglais (vide s’il est identique)',
    approve: (name: string) => `Valider ${name}`,
    approved: (name: string) => `« ${name} » est validée.`,
    mergeInto: 'Fusionner dans',
    merge: (name: string) => `Fusionner ${name}`,
    merged: (name: string, into: string) => `« ${name} » est fusionnée dans « ${into} ».`,
  },
  en: {
    title: 'Skills to review',
    nameEn: 'English name (empty if the same)',
    approve: (name: string) => `Approve ${name}`,
    approved: (name: string) => `“${name}” is approved.`,
    mergeInto: 'Merge into',
    merge: (name: string) => `Merge ${name}`,
    merged: (name: string, into: string) => `“${name}” is merged into “${into}”.`,
  },
} as const;

/** Sign-ups are rate limited per address and the journey signs one up: it may wait. */
const JOURNEY_TIMEOUT_MS = 240_000;
const SERVER_STEP = { timeout: 20_000 };

type MySkill = { name: string; isPending?: boolean };
async function mySkills(request: APIRequestContext): Promise<MySkill[]> {
  return ((await (await request.get('/api/profiles/me')).json()) as { skills: MySkill[] }).skills;
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`an admin approves a skill a professional typed, then merges another spelling into it (${language})`, async ({
    page,
    playwright,
    browser,
    baseURL,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const tag = Math.random().toString(36).slice(2, 8);
    const skill = `Kinetic ${tag}`;
    const variant = `Kinetik ${tag}`;
    const professional = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
    const account = await createProfessionalViaApi(professional, {
      language: language as Language,
      prefix: `skills-${language}`,
      baseURL,
    });
    await callApi(professional, 'POST', `/api/profiles/${account.id}/skills`, {
      newSkill: { name: skill },
      level: 4,
    });
    expect(await mySkills(professional)).toContainEqual(
      expect.objectContaining({ name: skill, isPending: true }),
    );

    const adminEmail = uniqueEmail(`skills-admin-${language}`);
    await createAdministrator(adminEmail);
    await signIn(page, language as Language, adminEmail, /\/admin(\?|$)/);
    await page.goto(localized('/admin/skills', language as Language));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible(SERVER_STEP);

    // 1. Approved under an English name: the professional's skill is no longer pending.
    const card = page.getByRole('article', { name: skill });
    await expect(card).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);
    await card.getByRole('textbox', { name: text.nameEn }).fill(`${skill} EN`);
    await card.getByRole('button', { name: text.approve(skill) }).click();
    await expect(page.getByText(text.approved(skill))).toBeVisible(SERVER_STEP);
    await expect(card).toBeHidden();
    expect(await mySkills(professional)).toContainEqual(
      expect.objectContaining({ name: skill, isPending: false }),
    );

    // The professional's profile names the approved skill in the reader's language, by its English name in
    // English and its French one in French.
    const reader = await browser.newContext({ baseURL, storageState: await professional.storageState() });
    const profilePage = await reader.newPage();
    for (const [lng, name] of [
      ['en', `${skill} EN`],
      ['fr', skill],
    ] as const) {
      await profilePage.goto(`/dashboard/profile/${account.id}?lng=${lng}`);
      await expect(profilePage.getByText(name, { exact: true })).toBeVisible(SERVER_STEP);
    }
    await expectNoAccessibilityViolations(profilePage);
    await reader.close();

    // 2. Another spelling typed later is merged into it: the professional holds the approved skill only.
    await callApi(professional, 'POST', `/api/profiles/${account.id}/skills`, {
      newSkill: { name: variant },
      level: 5,
    });
    await page.reload();
    const variantCard = page.getByRole('article', { name: variant });
    await expect(variantCard).toBeVisible(SERVER_STEP);
    await variantCard
      .getByRole('combobox', { name: text.mergeInto })
      .selectOption({ label: `${skill} (${skill} EN)` });
    await variantCard.getByRole('button', { name: text.merge(variant) }).click();
    await expect(page.getByText(text.merged(variant, skill))).toBeVisible(SERVER_STEP);
    await expectNoAccessibilityViolations(page);

    const names = (await mySkills(professional)).map((entry) => entry.name);
    expect(names).not.toContain(variant);
    expect(names.filter((name) => name.includes(tag))).toHaveLength(1);
    await professional.dispose();
  });
}
