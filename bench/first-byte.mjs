/**
 * Pages rendered per request stream (issue 26 §2, ADR 34): the usage page and the cart of a logged-in
 * AT customer with a tariff in the cart, read off the wire `runs` times with the content API as it is
 * and slowed by 1 s at the fault proxy. For each: when the first body byte came, when the page's
 * loading state had arrived, when the answer was complete; plain medians. Target: with the slow API,
 * the first byte within 200 ms and the loading state in what came before the content calls answered.
 */
import http from 'node:http';
import { median } from './median-of.mjs';
import { visitor } from './visitor.mjs';

const PASSWORD = 'Demo-Passwort-2026';
/** The two loading states as sent (components/feedback/PageLoading.tsx, messages/de-AT.json accountArea.loading, cart.loading). */
const loadingState = (words) => `<div class="page-loading" role="status"><p>${words}`;
const PAGES = [
  { name: 'usage', path: '/mein-konto/verbrauch/P-10000001-1', loading: loadingState('Ihr Konto wird geladen') },
  { name: 'cart', path: '/warenkorb', loading: loadingState('Ihr Warenkorb wird geladen') },
];
const FIRST_BYTE_TARGET_MS = 200;
const SLOW_MS = 1000;

/** One GET read as it arrives: ms to the first body byte, to the loading words, to the end. */
function timedGet(origin, path, cookie, loading) {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const at = {};
    const request = http.get({ host: '127.0.0.1', port: url.port, path, headers: { Host: url.host, Cookie: cookie } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        at.firstByte ??= performance.now() - started;
        body += chunk;
        if (body.includes(loading)) at.loading ??= performance.now() - started;
      });
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ ...at, complete: performance.now() - started })
          : reject(new Error(`${path} answered ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
  });
}

const setFault = (faultUrl, mode) =>
  new Promise((resolve, reject) =>
    http
      .request(`${faultUrl}/__fault/${mode}`, { method: 'PUT' }, (r) => r.resume().on('end', resolve))
      .on('error', reject)
      .end(),
  );

/** Returns rows { name, api: 'as is' | 'slowed by 1 s', firstByteMs, loadingMs, completeMs } (medians; loadingMs null if never seen). */
export async function measureFirstBytes({ webPort, faultUrl, runs }) {
  const origin = `http://at.localhost:${webPort}`;
  const customer = visitor(origin);
  await customer.call('POST', '/api/auth/login', { identifier: '10000001', password: PASSWORD, locale: 'de-AT' });
  await customer.call('POST', '/api/cart', { action: 'add', id: 'AT-MOBILE-M', locale: 'de-AT' });
  const rows = [];
  for (const [api, mode] of [
    ['as is', 'pass'],
    [`slowed by ${SLOW_MS / 1000} s`, `slow?ms=${SLOW_MS}`],
  ]) {
    await setFault(faultUrl, mode);
    try {
      for (const page of PAGES) {
        // As a browser that runs scripts: its head script set the cookie that lets pages stream (lib/platform/site/head-script.ts).
        const cookie = `${customer.cookieHeader()}; js=1`;
        await timedGet(origin, page.path, cookie, page.loading);
        const times = [];
        for (let run = 0; run < runs; run++) times.push(await timedGet(origin, page.path, cookie, page.loading));
        const of = (key) => (times.every((t) => typeof t[key] === 'number') ? Math.round(median(times.map((t) => t[key]))) : null);
        rows.push({ name: page.name, api, firstByteMs: of('firstByte'), loadingMs: of('loading'), completeMs: of('complete') });
      }
    } finally {
      await setFault(faultUrl, 'pass');
    }
  }
  return rows;
}

/** A slowed page that sent its first byte late, or its loading state not before the rest. */
const misses = (row) =>
  row.api !== 'as is' && (row.firstByteMs > FIRST_BYTE_TARGET_MS || row.loadingMs === null || row.loadingMs >= row.completeMs);

/** The rows as a plain table; misses marked ✗. */
export function formatFirstByteTable(rows) {
  const lines = rows.map((row) => [
    row.name,
    row.api,
    `${row.firstByteMs}${misses(row) ? ' ✗' : ''}`,
    String(row.loadingMs ?? '–'),
    String(row.completeMs),
  ]);
  const header = ['page (logged in)', 'content API', 'first byte (ms)', 'loading state (ms)', 'complete (ms)'];
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
  const format = (cells) => cells.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

/** Whether every slowed page sent its first byte within the target and its loading state before the rest. */
export const meetsFirstByteTarget = (rows) => !rows.some(misses);
