/**
 * Finds Debian's chromium for Playwright, axe and Lighthouse (ARCHITECTURE §10: Playwright cannot
 * download browsers here). When it is missing and we run as root, installs it with apt-get.
 *
 *   node scripts/ensure-chromium.mjs      → prints the path, or exits 1 saying what to install
 *   import { ensureChromium } from './ensure-chromium.mjs'
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const HOW_TO_INSTALL = `install Debian's chromium as root: apt-get update && apt-get install -y chromium`;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The chromium binary: CHROMIUM_PATH when set, else Debian's. Undefined when not there. */
export function findChromium(env = process.env) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  return isExecutable(path) ? path : undefined;
}

function apt(args) {
  console.info(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** The chromium path; installs it with apt-get when missing and root. Throws with a clear message otherwise. */
export function ensureChromium(env = process.env) {
  const found = findChromium(env);
  if (found) return found;
  if (env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file; fix it or unset it to use ${DEFAULT_CHROMIUM_PATH}`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(`chromium not found at ${DEFAULT_CHROMIUM_PATH}: ${HOW_TO_INSTALL}`);
  }
  console.info(`chromium not found at ${DEFAULT_CHROMIUM_PATH}; installing it with apt-get`);
  if (!apt(['update']) || !apt(['install', '-y', 'chromium'])) {
    throw new Error(`installing chromium with apt-get failed: ${HOW_TO_INSTALL}`);
  }
  const installed = findChromium(env);
  if (!installed) throw new Error(`apt-get installed chromium but ${DEFAULT_CHROMIUM_PATH} is missing: ${HOW_TO_INSTALL}`);
  return installed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.info(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
