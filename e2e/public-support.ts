import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations } from './fixtures.ts';

export type Language = 'fr' | 'en';
export const LANGUAGES: Language[] = ['fr', 'en'];

/** `path` in `language` (the app reads `?lng=` first, then remembers the choice). */
export function inLanguage(path: string, language: Language): string {
  return `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
}

/** The public pages and what a visitor reads on them, per language. */
export const PUBLIC_PAGES = [
  {
    path: '/',
    fr: 'L’équipe d’experts idéale pour votre projet, formée par l’IA',
    en: 'The right expert team for your project, formed by AI',
    titleFr: 'Accueil',
    titleEn: 'Home',
  },
  { path: '/about', fr: 'À propos d’Escouade', en: 'About Escouade', titleFr: 'À propos', titleEn: 'About' },
  {
    path: '/process',
    fr: 'Notre processus',
    en: 'Our process',
    titleFr: 'Notre processus',
    titleEn: 'Our process',
  },
  { path: '/contact', fr: 'Contactez-nous', en: 'Contact us', titleFr: 'Contact', titleEn: 'Contact' },
  {
    path: '/accessibility',
    fr: 'Déclaration d’accessibilité',
    en: 'Accessibility statement',
    titleFr: 'Accessibilité',
    titleEn: 'Accessibility',
  },
  { path: '/privacy', fr: 'Confidentialité', en: 'Privacy', titleFr: 'Confidentialité', titleEn: 'Privacy' },
  { path: '/pricing', fr: 'Tarifs', en: 'Pricing', titleFr: 'Tarifs', titleEn: 'Pricing' },
  { path: '/projects', fr: 'Projets', en: 'Projects', titleFr: 'Projets', titleEn: 'Projects' },
  {
    path: '/case-studies',
    fr: 'Études de cas',
    en: 'Case studies',
    titleFr: 'Études de cas',
    titleEn: 'Case studies',
  },
  {
    path: '/testimonials',
    fr: 'Témoignages',
    en: 'Testimonials',
    titleFr: 'Témoignages',
    titleEn: 'Testimonials',
  },
] as const;

export const NAV_TEXT = {
  fr: {
    menu: 'Menu',
    navigation: 'Navigation principale',
    home: 'Accueil',
    about: 'À propos',
    pricing: 'Tarifs',
    contact: 'Contact',
    login: 'Connexion',
    register: 'Inscription',
  },
  en: {
    menu: 'Menu',
    navigation: 'Main navigation',
    home: 'Home',
    about: 'About',
    pricing: 'Pricing',
    contact: 'Contact',
    login: 'Sign in',
    register: 'Sign up',
  },
} as const;

/** Below the `md` breakpoint the header's links live in its menu. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Follows a header link as a visitor does at this width: straight away, or through the mobile menu. */
export async function followHeaderLink(page: Page, language: Language, name: string): Promise<void> {
  const header = page.getByRole('banner');
  if (isNarrow(page)) {
    const menuButton = header.getByRole('button', { name: NAV_TEXT[language].menu });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await header
      .getByRole('navigation', { name: NAV_TEXT[language].navigation })
      .getByRole('link', { name, exact: true })
      .click();
  } else {
    await header.getByRole('link', { name, exact: true }).click();
  }
}

export async function expectPage(page: Page, path: string, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * axe on the page once its entrance animations are over: mid-animation, text is still partly transparent and
 * its contrast is not the one visitors read.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // The e2e project compiles without the DOM types: the little this needs, spelled out.
    type RunningAnimation = { playState: string; effect: { getTiming(): { iterations?: number } } | null };
    const { document } = globalThis as unknown as { document: { getAnimations(): RunningAnimation[] } };
    return document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      );
  });
  await expectNoAccessibilityViolations(page);
}
