/**
 * Finds Debian's chromium for Playwright, axe and Lighthouse (ARCHITECTURE §10: Playwright cannot
 * download browsers here). When it is missing and we run as root, installs it with apt-get.
 *
 *   node scripts/ensure-chromium.mjs      → prints the path, or exits 1 saying what to install
 *   import { ensureChromium } from './ensure-chromium.mjs'
 */
import { pathToFileURL } from 'node:url';
import { ensureProgram, isExecutable } from './lib/debian-packages.mjs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The chromium binary: CHROMIUM_PATH when set, else Debian's. Undefined when not there. */
export function findChromium(env = process.env) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  return isExecutable(path) ? path : undefined;
}

/** The chromium path; installs it with apt-get when missing and root. Throws with a clear message otherwise. */
export function ensureChromium(env = process.env) {
  if (env.CHROMIUM_PATH && !findChromium(env)) {
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file; fix it or unset it to use ${DEFAULT_CHROMIUM_PATH}`);
  }
  return findChromium(env) ?? ensureProgram(DEFAULT_CHROMIUM_PATH, 'chromium', env);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.info(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
