// Takes screenshots of pages in Chromium (scripts/chromium.mjs chooses which): node scripts/screenshot.mjs <baseUrl> <outDir> <path...>
// Each path is shot in French and English at 1280 px and 375 px wide.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { resolveChromium } from './chromium.mjs';

const [baseUrl, outDir, ...paths] = process.argv.slice(2);
if (!baseUrl || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <baseUrl> <outDir> <path...>');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: (await resolveChromium()).path,
  args: (await resolveChromium()).args,
});
for (const width of [1280, 375]) {
  for (const language of ['fr', 'en']) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: language });
    const page = await context.newPage();
    for (const pagePath of paths) {
      const separator = pagePath.includes('?') ? '&' : '?';
      await page.goto(`${baseUrl}${pagePath}${separator}lng=${language}`, { waitUntil: 'networkidle' });
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${language}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
