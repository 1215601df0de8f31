/**
 * Lighthouse through its Node API: the default config (mobile emulation, simulated throttling)
 * with its four categories, in a fresh headless Chromium per run, as a first or a returning visitor
 * (visits.mjs). Each page runs several times; median.mjs makes the figures reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS } from '../scripts/lib/chromium-flags.mjs';
import { lcpPhases } from './lcp-phases.mjs';
import { becomeReturningVisitor } from './visits.mjs';
import { firstFrameWithheld, observedTimes } from './withheld-frame.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** One run never takes longer than this (Lighthouse's own page-load limit is 45 s). */
const RUN_TIMEOUT_MS = 150_000;

const round = (value, digits = 0) => (typeof value === 'number' ? Number(value.toFixed(digits)) : null);
const score100 = (category) => (typeof category?.score === 'number' ? Math.round(category.score * 100) : null);

/**
 * The category score before Lighthouse rounds it to two decimals (the weighted mean of its audits,
 * not-applicable ones already weighted 0): one failed audit of weight 1 among many gives 0.996,
 * which Lighthouse reports as 1 (100).
 */
function exact100(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (typeof category?.score !== 'number') return null;
  const weighted = category.auditRefs.filter((ref) => ref.weight > 0);
  const weight = weighted.reduce((total, ref) => total + ref.weight, 0);
  if (weight === 0) return Math.round(category.score * 100);
  const sum = weighted.reduce((total, ref) => total + (lhr.audits[ref.id]?.score ?? 0) * ref.weight, 0);
  return Number(((sum / weight) * 100).toFixed(2));
}

/** One line saying where an audit item points: the element, the URL or what the item is about. */
function describeItem(item) {
  const node = item.node ?? (item.source?.type === 'node' ? item.source : undefined);
  if (node?.selector) return { selector: node.selector, snippet: node.snippet, explanation: node.explanation };
  const url = typeof item.url === 'string' ? item.url : item.source?.url;
  if (typeof url === 'string') return { url };
  if (typeof item.reason === 'string') return { description: item.reason };
  if (typeof item.groupLabel === 'string') return { description: `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms` };
  const text = [item.description, item.label, item.name].find((value) => typeof value === 'string');
  return text ? { description: text } : undefined;
}

/** Where an audit failed: its first items (nested tables flattened). */
function failedItems(audit) {
  const flat = (audit.details?.items ?? []).flatMap((item) =>
    item?.type === 'table' || item?.type === 'list' ? (item.items ?? []) : [item],
  );
  return flat
    .map((item) => (item && typeof item === 'object' ? describeItem(item) : undefined))
    .filter(Boolean)
    .slice(0, 5);
}

const COUNTED = new Set(['binary', 'numeric', 'metricSavings']);

/**
 * The audits of a category that cost points (weight > 0, score < 1). For performance also the
 * diagnostics that Lighthouse shows as failed (weight 0, score < 0.9): they cost nothing directly
 * but explain the metrics.
 */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => {
      if (!audit || !COUNTED.has(audit.scoreDisplayMode) || audit.score === null) return false;
      if (ref.weight > 0) return audit.score < 1;
      return categoryId === 'performance' && ref.group !== 'hidden' && audit.score < 0.9;
    })
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      items: failedItems(audit),
    }));
}

/** The parts of a Lighthouse result the bench reports. */
export function summarise(lhr) {
  const metric = (id, digits) => round(lhr.audits[id]?.numericValue, digits);
  const observed = observedTimes(lhr);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score100(lhr.categories[id])])),
    exactScores: Object.fromEntries(CATEGORIES.map((id) => [id, exact100(lhr, id)])),
    metrics: {
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift', 3),
      tbtMs: metric('total-blocking-time'),
      fcpMs: metric('first-contentful-paint'),
      speedIndexMs: metric('speed-index'),
    },
    lcp: lcpPhases(lhr),
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    observed,
    firstFrameWithheld: firstFrameWithheld(observed),
  };
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000}s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Sets the returning visitor's cookies in the launched Chromium and warms its HTTP cache (visits.mjs). */
async function prepareReturningVisit(port, url, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await becomeReturningVisitor(browser.contexts()[0], url, cookies);
  } finally {
    await browser.close(); // disconnects; the Chromium Lighthouse drives stays
  }
}

/**
 * One Lighthouse run of `url` in a fresh Chromium, as a `visit` 'first' (Lighthouse clears storage
 * and cache, as always) or 'returning' (with `cookies`; storage and cache kept). Throws when
 * Lighthouse reports a runtime error.
 */
export async function runLighthouse(url, { chromePath, visit = 'first', cookies = [] }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const returning = visit === 'returning';
    if (returning) await prepareReturningVisit(chrome.port, url, cookies);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      maxWaitForLoad: 45_000,
      disableStorageReset: returning,
    };
    const result = await withTimeout(lighthouse(url, flags), RUN_TIMEOUT_MS, `Lighthouse on ${url}`);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const missing = CATEGORIES.filter((id) => typeof lhr.categories[id]?.score !== 'number');
    if (missing.length) throw new Error(`Lighthouse on ${url} gave no score for ${missing.join(', ')}`);
    return summarise(lhr);
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs of `url`, one after the other, every one kept; `onRun(run, i)` after each. */
export async function lighthouseRuns(url, { runs, onRun = () => {}, ...options }) {
  const results = [];
  while (results.length < runs) {
    const run = await runLighthouse(url, options);
    results.push(run);
    onRun(run, results.length);
  }
  return results;
}
