import { expectNoAccessibilityViolations } from './fixtures.ts';
import {
  callApi,
  createProfessionalViaApi,
  createSignedInProfessional,
  type Language,
  localized,
} from './support/accounts.ts';
import { expect, test } from './support/profiles-test.ts';

const TEXT = {
  fr: {
    follow: 'Suivre',
    unfollow: 'Ne plus suivre',
    followers: (count: number) => `${count} ${count > 1 ? 'abonnés' : 'abonné'}`,
    experience: '8 ans d’expérience',
    notProvided: 'Non renseigné',
    hoursPerWeek: '20 h par semaine',
    skills: 'Compétences',
    category: 'Données',
    levelMeter: 'Niveau 4 sur 5 : Avancé',
    website: /Site web/,
    newTab: '(s’ouvre dans un nouvel onglet)',
    back: 'Retour',
    notFound: 'Profil introuvable.',
    title: 'Mon profil',
  },
  en: {
    follow: 'Follow',
    unfollow: 'Unfollow',
    followers: (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`,
    experience: '8 years of experience',
    notProvided: 'Not provided',
    hoursPerWeek: '20 hours a week',
    skills: 'Skills',
    category: 'Data',
    levelMeter: 'Level 4 of 5: Advanced',
    website: /Website/,
    newTab: '(opens in a new tab)',
    back: 'Back',
    notFound: 'Profile not found.',
    title: 'My profile',
  },
} as const;

const LANGUAGES: Language[] = ['fr', 'en'];

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`public profile (${language})`, () => {
    // Three minutes: sign-up is rate limited per address, and the journey may wait its turn.
    test.setTimeout(180_000);

    test('visit another professional, follow and unfollow, then an unknown profile', async ({
      page,
      baseURL,
      playwright,
      extraHTTPHeaders,
    }) => {
      // The professional visited: their own session, their profile filled through the API.
      const theirRequest = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
      const other = await createProfessionalViaApi(theirRequest, {
        language,
        prefix: `visited-${language}`,
        baseURL,
      });
      const name = `Léa Martin ${Date.now().toString(36)}`;
      await callApi(theirRequest, 'PATCH', `/api/profiles/${other.id}`, {
        firstName: name.split(' ')[0],
        lastName: name.split(' ').slice(1).join(' '),
        profession: 'Data analyst',
        biography: 'Tableaux de bord et SQL.',
        websiteUrl: 'https://lea.example',
        experienceYears: 8,
        hourlyRate: '',
        hoursPerWeek: '20',
        availabilityStatus: 'busy',
      });
      await callApi(theirRequest, 'POST', `/api/profiles/${other.id}/skills`, {
        newSkill: { name: `SQL ${Date.now().toString(36)}`, category: 'data' },
        level: 4,
      });
      await theirRequest.dispose();

      // The visitor, signed in in the browser; coming from their own editor.
      await createSignedInProfessional(page, { language, prefix: `visitor-${language}`, baseURL });
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await page.goto(localized(`/dashboard/profile/${other.id}`, language));

      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Data analyst')).toBeVisible();
      await expect(page.getByText(text.experience)).toBeVisible();
      // No rate given; the hours a week declared.
      await expect(page.getByText(text.notProvided)).toBeVisible();
      await expect(page.getByText(text.hoursPerWeek)).toBeVisible();
      const skills = page.getByRole('region', { name: text.skills, exact: true });
      await expect(skills.getByText(text.category)).toBeVisible();
      await expect(skills.getByText(text.levelMeter)).toBeAttached();
      const website = page.getByRole('link', { name: text.website });
      await expect(website).toHaveAttribute('href', 'https://lea.example');
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(website).toContainText(text.newTab);
      await expect(page.getByText(text.followers(0))).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // Follow: the button and the count change, and stay so after a reload.
      const followed = page.waitForResponse((response) =>
        response.url().endsWith(`/api/profiles/${other.id}/follow`),
      );
      await page.getByRole('button', { name: text.follow, exact: true }).click();
      await expect(page.getByRole('button', { name: text.unfollow })).toBeVisible();
      await expect(page.getByText(text.followers(1))).toBeVisible();
      expect((await followed).status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('button', { name: text.unfollow })).toBeVisible();
      await expect(page.getByText(text.followers(1))).toBeVisible();
      await expectNoAccessibilityViolations(page);

      // Unfollow.
      await page.getByRole('button', { name: text.unfollow }).click();
      await expect(page.getByRole('button', { name: text.follow, exact: true })).toBeVisible();
      await expect(page.getByText(text.followers(0))).toBeVisible();

      // An unknown profile says so.
      await page.goto(localized('/dashboard/profile/nobody-here', language));
      await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
      await expect(page.getByRole('button', { name: text.back })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  });
}
