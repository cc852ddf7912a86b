// Types of scripts/chromium.mjs, for the TypeScript that imports it (playwright.config.ts).
export interface ChromiumChoice {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | 'package';
  /** CHROMIUM_FLAGS plus `extraArgs`. */
  args: string[];
  /** What the chosen build needs beyond CHROMIUM_FLAGS. */
  extraArgs: string[];
}
export const CHROMIUM_FLAGS: string[];
export function resolveChromium(): Promise<ChromiumChoice>;
export function exportChromiumChoice(): Promise<ChromiumChoice>;
export function chromiumFromEnvironment(): { path: string; args: string[] };
