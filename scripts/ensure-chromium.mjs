/**
 * Finds Debian's chromium for Playwright, axe and Lighthouse (ARCHITECTURE §10: Playwright cannot
 * download browsers here). When it is missing and we run as root, installs it with apt-get.
 * The e2e journeys run in Debian's `chromium-headless-shell` (the same Blink and V8 without the desktop
 * browser around them: about a third less CPU per test), the camera journeys and the bench in the
 * full chromium (the shell has no camera; the bench measures what visitors run).
 *
 *   node scripts/ensure-chromium.mjs      → prints the path, or exits 1 saying what to install
 *   import { ensureChromium, ensureHeadlessShell } from './ensure-chromium.mjs'
 */
import { pathToFileURL } from 'node:url';
import { ensureProgram, isExecutable } from './lib/debian-packages.mjs';

/** The full browser: CHROMIUM_PATH overrides it. */
export const CHROMIUM = { variable: 'CHROMIUM_PATH', path: '/usr/bin/chromium', debianPackage: 'chromium' };
/** The headless shell: CHROMIUM_HEADLESS_SHELL_PATH overrides it. */
export const HEADLESS_SHELL = {
  variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
  path: '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
};

/** The binary: its variable when set, else Debian's. Undefined when not there. */
export function findBrowser({ variable, path }, env = process.env) {
  const file = env[variable] || path;
  return isExecutable(file) ? file : undefined;
}

/** The binary's path; installs its Debian package with apt-get when missing and root. Throws with a clear message otherwise. */
export function ensureBrowser(browser, env = process.env) {
  if (env[browser.variable] && !findBrowser(browser, env)) {
    throw new Error(`${browser.variable}=${env[browser.variable]} is not an executable file; fix it or unset it to use ${browser.path}`);
  }
  return findBrowser(browser, env) ?? ensureProgram(browser.path, browser.debianPackage, env);
}

export const ensureChromium = (env = process.env) => ensureBrowser(CHROMIUM, env);
export const ensureHeadlessShell = (env = process.env) => ensureBrowser(HEADLESS_SHELL, env);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.info(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
