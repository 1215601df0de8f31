import { defineConfig, devices } from '@playwright/test';
import './e2e/support/localhost-dns';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags.mjs';
import { E2E_WEB_PORT } from './e2e/support/urls';

/**
 * End-to-end tests against the production build: `npm run test:e2e` (scripts/e2e.mjs) starts the
 * reference API on 4100 and the storefront on 3100, so tests never clash with a running demo. No
 * `webServer` here: the runner starts and stops the servers. Browsers cannot be downloaded on these
 * machines, so Playwright drives Debian's chromium and its headless shell (scripts/ensure-chromium.mjs).
 * The Node side of the tests resolves *.localhost like Chromium does (e2e/support/localhost-dns.ts).
 */
/**
 * The journeys run in Debian's chromium-headless-shell: Blink and V8 as in chromium, without the desktop
 * browser's own processes and compositing around them, about a third less CPU per test on two cores.
 */
const HEADLESS_SHELL_LAUNCH = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
  args: CHROMIUM_FLAGS,
};

/**
 * The shell has no camera, so the identification photo journeys run in the full chromium, with a camera
 * that films a test pattern; whether a page may use it is each context's permission (granted with
 * `permissions: ['camera']`, denied otherwise).
 */
const CHROMIUM_WITH_CAMERA_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream'],
};
const CAMERA = /identification-upload\.spec\.ts/;

/**
 * Specs that need the server to themselves, run one at a time after everything else: the outage specs
 * switch the content API off; the page-cache spec asks for a page the door keeps for seconds only,
 * which a server busy rendering other specs' pages may not get to within those seconds.
 */
const ALONE = /(outage.*|page-cache)\.spec\.ts/;

/**
 * The link check reads every sitemap page for minutes: it starts first, beside the journeys, so it does
 * not stretch the end of the run, and every page it renders is then cached for the journeys that follow.
 */
const LINKS = /links\.spec\.ts/;

/**
 * The same run everywhere: a newcomer's `npm test` and CI (.ci/run) get the same retries and timeouts.
 * Timeouts are safety nets for a slow or shared machine (the suite must pass with one core kept busy by
 * another process), never expectations of speed: a test waits for a state, not for a time.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 1,
  workers: 3,
  timeout: 120_000,
  // A page rendered while the link check keeps the server busy can take its time on two cores.
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: HEADLESS_SHELL_LAUNCH,
    baseURL: `http://at.localhost:${E2E_WEB_PORT}`,
    // A trace is recorded on a failed test's retry only: recording every run (retain-on-failure) made the
    // browser take DOM snapshots and screenshots at each step of the ~250 journeys that pass.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'links',
      testMatch: LINKS,
    },
    {
      name: 'chromium',
      testIgnore: [ALONE, LINKS, CAMERA],
    },
    {
      name: 'camera',
      testMatch: CAMERA,
      use: { launchOptions: CHROMIUM_WITH_CAMERA_LAUNCH },
    },
    {
      name: 'alone',
      testMatch: ALONE,
      workers: 1,
      dependencies: ['links', 'chromium', 'camera'],
    },
  ],
});
