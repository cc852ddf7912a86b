// Where the browser tests find Chromium: Debian's package by default, CHROMIUM_PATH to override.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function assertChromiumInstalled() {
  if (existsSync(chromiumPath)) return;
  console.error(
    [
      `Chromium was not found at ${chromiumPath}; the browser tests need it.`,
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
