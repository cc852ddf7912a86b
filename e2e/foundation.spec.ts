import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';

test.describe('the running application', () => {
  test('answers its health check with the database up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  test('speaks French by default and keeps English once chosen, across reloads', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(/Accueil · Escouade/);

    await page.goto('/?lng=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Home · Escouade/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('with a browser in a language Escouade does not offer', () => {
    test.use({ locale: 'de-DE' });
    test('falls back to French', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test.describe('with a browser in English', () => {
    test.use({ locale: 'en-GB' });
    test('speaks English', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('shows a real 404 page for an unknown route, in both languages, without accessibility violations', async ({
    page,
  }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/this-page-does-not-exist?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('serves client-side routes on reload (history fallback)', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
