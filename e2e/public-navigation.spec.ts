import { expect, test } from './fixtures.ts';
import {
  expectAccessible,
  expectPage,
  followHeaderLink,
  inLanguage,
  isNarrow,
  LANGUAGES,
  NAV_TEXT,
  PUBLIC_PAGES,
} from './public-support.ts';

test.describe('public site', () => {
  test('the mobile menu adds the home page and closes on Escape', async ({ page }) => {
    test.skip(!isNarrow(page), 'the menu button only shows on narrow screens');
    await page.goto('/about');
    await expectPage(page, '/about', 'À propos d’Escouade');

    await followHeaderLink(page, 'fr', 'Accueil');
    await expectPage(page, '/', PUBLIC_PAGES[0].fr);

    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });

  test('speaks English once chosen in the header, after a reload and on the next pages', async ({ page }) => {
    await page.goto('/process');
    await expectPage(page, '/process', 'Notre processus');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Langue : Français. Changer de langue' }).click();
    await expect(page.getByRole('menu', { name: 'Choisir la langue' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('menuitemradio', { name: 'English' }).click();

    await expectPage(page, '/process', 'Our process');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Language: English. Change language' })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Our process · Escouade');

    await page.reload();
    await expectPage(page, '/process', 'Our process');
    await followHeaderLink(page, 'en', NAV_TEXT.en.about);
    await expectPage(page, '/about', 'About Escouade');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');

    // And back to French.
    await header.getByRole('button', { name: 'Language: English. Change language' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expectPage(page, '/about', 'À propos d’Escouade');
  });

  test('moves the old /tarifs address to /pricing', async ({ page }) => {
    await page.goto('/tarifs');
    await expectPage(page, '/pricing', 'Tarifs');
    await expect(page.getByText('Page en construction')).toHaveCount(0);
  });

  test('sends /profile to the sign-in page for a visitor', async ({ page }) => {
    await page.goto('/profile');
    await expectPage(page, '/login', 'Connexion');
  });

  test('answers an unknown address with the 404 page inside the site layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

for (const language of LANGUAGES) {
  test.describe(`public pages in ${language === 'fr' ? 'French' : 'English'}`, () => {
    test('have a title, one h1, and no accessibility violation', async ({ page }) => {
      test.setTimeout(90_000);
      for (const publicPage of PUBLIC_PAGES) {
        await page.goto(inLanguage(publicPage.path, language));
        await expect(page.getByRole('heading', { level: 1, name: publicPage[language] })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(
          `${language === 'fr' ? publicPage.titleFr : publicPage.titleEn} · Escouade`,
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Escouade/);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectAccessible(page);
      }
      await page.goto(inLanguage('/newsletter/confirm', language));
      await expect(page.getByRole('status')).toContainText(
        language === 'fr' ? 'invalide ou a expiré' : 'invalid or has expired',
      );
      await expectAccessible(page);
    });
  });
}

const JOURNEY_TEXT = {
  fr: {
    header: [
      [NAV_TEXT.fr.about, '/about', 'À propos d’Escouade'],
      [NAV_TEXT.fr.pricing, '/pricing', 'Tarifs'],
      [NAV_TEXT.fr.contact, '/contact', 'Contactez-nous'],
    ],
    auth: [
      [NAV_TEXT.fr.login, '/login', 'Connexion'],
      [NAV_TEXT.fr.register, '/register', 'Créer un compte'],
    ],
    footer: [
      ['Nos réalisations', 'Projets', '/projects', 'Projets'],
      ['Nos réalisations', 'Études de cas', '/case-studies', 'Études de cas'],
      ['Nos réalisations', 'Témoignages', '/testimonials', 'Témoignages'],
      ['Entreprise', 'À propos', '/about', 'À propos d’Escouade'],
      ['Entreprise', 'Notre processus', '/process', 'Notre processus'],
      ['Entreprise', 'Contact', '/contact', 'Contactez-nous'],
      ['Entreprise', 'Accessibilité', '/accessibility', 'Déclaration d’accessibilité'],
      ['Entreprise', 'Confidentialité', '/privacy', 'Confidentialité'],
    ],
  },
  en: {
    header: [
      [NAV_TEXT.en.about, '/about', 'About Escouade'],
      [NAV_TEXT.en.pricing, '/pricing', 'Pricing'],
      [NAV_TEXT.en.contact, '/contact', 'Contact us'],
    ],
    auth: [
      [NAV_TEXT.en.login, '/login', 'Sign in'],
      [NAV_TEXT.en.register, '/register', 'Create an account'],
    ],
    footer: [
      ['Our work', 'Projects', '/projects', 'Projects'],
      ['Our work', 'Case studies', '/case-studies', 'Case studies'],
      ['Our work', 'Testimonials', '/testimonials', 'Testimonials'],
      ['Company', 'About', '/about', 'About Escouade'],
      ['Company', 'Our process', '/process', 'Our process'],
      ['Company', 'Contact', '/contact', 'Contact us'],
      ['Company', 'Accessibility', '/accessibility', 'Accessibility statement'],
      ['Company', 'Privacy', '/privacy', 'Privacy'],
    ],
  },
} as const;

for (const language of LANGUAGES) {
  const text = JOURNEY_TEXT[language];
  const home = PUBLIC_PAGES[0][language];

  test.describe(`public navigation (${language})`, () => {
    test('the header reaches every page it lists, and the logo comes back home', async ({ page }) => {
      await page.goto(inLanguage('/', language));
      await expectPage(page, '/', home);

      for (const [name, path, heading] of text.header) {
        await followHeaderLink(page, language, name);
        await expectPage(page, path, heading);
        if (isNarrow(page)) {
          await expect(
            page.getByRole('banner').getByRole('button', { name: NAV_TEXT[language].menu }),
          ).toHaveAttribute('aria-expanded', 'false');
        }
        await page.getByRole('banner').getByRole('link', { name: 'Escouade' }).click();
        await expectPage(page, '/', home);
      }

      for (const [name, path, heading] of text.auth) {
        await page.goto('/');
        await followHeaderLink(page, language, name);
        await expectPage(page, path, heading);
        // The auth screens have no site header or footer: their banner holds only the logo and the language.
        await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0);
        await expect(page.getByRole('banner').getByRole('link')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      }
    });

    test('the footer reaches every page it lists, from the bottom of the page back to the top', async ({
      page,
    }) => {
      await page.goto(inLanguage('/', language));
      await expectPage(page, '/', home);

      for (const [column, name, path, heading] of text.footer) {
        const link = page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: column })
          .getByRole('link', { name, exact: true });
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expectPage(page, path, heading);
        await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
      }
    });
  });
}
