// Which Chromium the browser tests, screenshots and Lighthouse use, in this order: CHROMIUM_PATH when set,
// Debian's package at /usr/bin/chromium when installed, otherwise the build that ships inside the
// @sparticuz/chromium package (a dev dependency), unpacked on first use. A machine with only Node and npm
// therefore runs every browser test. CHROMIUM_SOURCE=package skips the first two: CI runs the suite in the
// packaged browser (faster there) and proves the system one with a few journeys.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on a machine without network access. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags the packaged build needs beyond ours: it is built for sandboxless containers (no zygote process) and
 * draws with its own software GL. Its other defaults (web security off, a single process) are left out on
 * purpose: the journeys must see the browser's real same-origin rules.
 */
const PACKAGED_BUILD_FLAGS = [
  '--no-zygote',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * `args` are CHROMIUM_FLAGS plus what the chosen build needs.
 * @returns {Promise<{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'package', args: string[], extraArgs: string[] }>}
 */
export function resolveChromium() {
  resolved ??= choose();
  return resolved;
}
let resolved;

async function choose() {
  const configured = process.env.CHROMIUM_PATH;
  const isPackageForced = process.env.CHROMIUM_SOURCE === 'package';
  if (configured && !isPackageForced) {
    if (!existsSync(configured)) fail(`CHROMIUM_PATH points at ${configured}, which does not exist.`);
    return withArgs({ path: configured, source: 'CHROMIUM_PATH', extraArgs: extraArgsFromEnvironment() });
  }
  if (!isPackageForced && existsSync(SYSTEM_CHROMIUM))
    return withArgs({ path: SYSTEM_CHROMIUM, source: 'system', extraArgs: [] });
  let packaged;
  try {
    packaged = (await import('@sparticuz/chromium')).default;
  } catch {
    fail(
      `Chromium was not found at ${SYSTEM_CHROMIUM} and the @sparticuz/chromium package is not installed.`,
    );
  }
  // Unpacks the browser into the temporary directory once; later calls find it there.
  const path = await packaged.executablePath();
  return withArgs({ path, source: 'package', extraArgs: PACKAGED_BUILD_FLAGS });
}

function withArgs(choice) {
  return { ...choice, args: [...CHROMIUM_FLAGS, ...choice.extraArgs] };
}

/**
 * Resolves the browser once and exports the choice to every child process (Playwright's configuration, its
 * workers, Lighthouse), which read CHROMIUM_PATH and CHROMIUM_EXTRA_ARGS synchronously.
 */
export async function exportChromiumChoice() {
  const chromium = await resolveChromium();
  process.env.CHROMIUM_PATH = chromium.path;
  process.env.CHROMIUM_EXTRA_ARGS = chromium.extraArgs.join(' ');
  if (chromium.source === 'package') {
    console.log(
      `No system Chromium: the browser tests use the one in @sparticuz/chromium (${chromium.path}).`,
    );
  }
  return chromium;
}

/** The browser as exported by `exportChromiumChoice` (or the system one), for code that cannot wait. */
export function chromiumFromEnvironment() {
  return {
    path: process.env.CHROMIUM_PATH || SYSTEM_CHROMIUM,
    args: [...CHROMIUM_FLAGS, ...extraArgsFromEnvironment()],
  };
}

function extraArgsFromEnvironment() {
  return (process.env.CHROMIUM_EXTRA_ARGS ?? '').split(' ').filter(Boolean);
}

function fail(reason) {
  console.error(
    [
      reason,
      'Run `npm install` (it installs @sparticuz/chromium, a Chromium build the tests use when the system has none),',
      'or install Chromium with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
