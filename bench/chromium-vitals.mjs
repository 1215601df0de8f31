/**
 * A second opinion beside Lighthouse: LCP, FCP, CLS and INP as Chromium itself reports them
 * (PerformanceObserver, through the `web-vitals` package read from node_modules and injected before
 * the page's own scripts), in a Playwright run of a phone-sized page under real throttling: CDP CPU
 * slowdown ×4 and a slow network (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up). No simulation:
 * what is reported is what this browser painted.
 *
 * INP comes from one real tap once the tapped element is hydrated (React has attached its handlers):
 * on a first visit the cookie banner's "accept all" button, on a returning visit (no banner) the
 * page's main heading, which measures how soon the started page answers a tap.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium-flags.mjs';
import { becomeReturningVisitor } from './visits.mjs';

export const THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 };
/** A mid-range phone, as Lighthouse's mobile emulation (412 × 823 CSS px). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export const INTERACTIONS = {
  first: { target: '[data-consent-banner] button[value="all"]', label: "tap on the cookie banner's accept button" },
  returning: { target: 'main h1', label: 'tap on the main heading' },
};

/** The package's browser build (dist/web-vitals.iife.js, beside its CommonJS entry; "exports" does not list it). */
const webVitalsSource = () =>
  readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/**
 * Runs in the page before its own scripts: web-vitals reports every change into window.__benchVitals.
 * INP's duration threshold is web-vitals' lowest (16 ms); a quicker tap reports none.
 */
const RECORDER = `;(() => {
  const vitals = (window.__benchVitals = {});
  const keep = (metric) => {
    const element = metric.entries.at(-1)?.element;
    vitals[metric.name] = { value: metric.value, element: element ? element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).trim().split(/\\s+/).join('.') : '') : undefined };
  };
  for (const name of ['LCP', 'FCP', 'CLS']) webVitals['on' + name](keep, { reportAllChanges: true });
  webVitals.onINP(keep, { reportAllChanges: true, durationThreshold: 16 });
})();`;

export async function launchChromium(chromePath) {
  return chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

const isHydrated = (selector) => {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
};

const round = (value, digits = 0) => (typeof value === 'number' ? Number(value.toFixed(digits)) : null);

/**
 * One measured visit of `url` in a new browser context. `cookies`: those of a returning visitor
 * (visits.mjs), whose context first visits the page once. Returns { lcpMs, lcpElement, fcpMs, cls, inpMs }.
 */
export async function measureVitals(browser, url, { visit, cookies }) {
  const context = await browser.newContext(PHONE);
  try {
    if (visit === 'returning') await becomeReturningVisitor(context, url, cookies);
    await context.addInitScript({ content: webVitalsSource() + RECORDER });
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    const { target } = INTERACTIONS[visit];
    await page.waitForFunction(isHydrated, target, { timeout: 60_000 });
    await page.locator(target).first().tap();
    // INP is reported once the tap's next frame was presented; a tap quicker than 16 ms reports none.
    await page.waitForFunction(() => window.__benchVitals.INP !== undefined, undefined, { timeout: 10_000 }).catch(() => {});
    const vitals = await page.evaluate(() => window.__benchVitals);
    return {
      lcpMs: round(vitals.LCP?.value),
      lcpElement: vitals.LCP?.element ?? null,
      fcpMs: round(vitals.FCP?.value),
      cls: round(vitals.CLS?.value, 3),
      inpMs: round(vitals.INP?.value),
    };
  } finally {
    await context.close();
  }
}
