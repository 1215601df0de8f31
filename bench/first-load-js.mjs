/**
 * First-load JavaScript of a page: every script its HTML makes the browser load (<script src>
 * under /_next/ except nomodule ones, <link rel="modulepreload">, <link rel="preload" as="script">),
 * each fetched and gzipped with zlib (level 9), summed. Inline scripts (the RSC payload) are part
 * of the HTML and not counted.
 */
import zlib from 'node:zlib';
import { getOk } from './http.mjs';

/** The attributes of every `<tag …>` in the HTML, lower-cased names, entity-decoded values. */
function tags(html, tag) {
  const found = [];
  for (const [, attrs] of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes = {};
    for (const [, name, , dq, sq, bare] of attrs.matchAll(/([^\s=/"'>]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes[name.toLowerCase()] = (dq ?? sq ?? bare ?? '').replaceAll('&amp;', '&');
    }
    found.push(attributes);
  }
  return found;
}

/** The same-origin /_next/ script URLs the HTML loads, in document order, without duplicates. */
export function scriptUrls(html, pageUrl) {
  const origin = new URL(pageUrl).origin;
  const hrefs = [
    // nomodule scripts (Next's polyfills) are skipped by every browser that runs modules
    ...tags(html, 'script')
      .filter((a) => !('nomodule' in a))
      .map((a) => a.src),
    ...tags(html, 'link')
      .filter((a) => {
        const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
        return rel.includes('modulepreload') || (rel.includes('preload') && (a.as ?? '').toLowerCase() === 'script');
      })
      .map((a) => a.href),
  ];
  const urls = hrefs
    .filter(Boolean)
    .map((href) => new URL(href, pageUrl))
    .filter((url) => url.origin === origin && url.pathname.startsWith('/_next/'))
    .map((url) => url.href);
  return [...new Set(urls)];
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/**
 * Measures one page (with `headers`, e.g. the visitor's cookies). Returns { gzipBytes, rawBytes, scripts: [{ url, rawBytes, gzipBytes }] }.
 */
export async function measureFirstLoadJs(pageUrl, { headers } = {}) {
  const { body } = await getOk(pageUrl, { headers });
  const urls = scriptUrls(body.toString('utf8'), pageUrl);
  if (urls.length === 0) throw new Error(`${pageUrl}: the HTML loads no /_next/ scripts (not a Next.js page?)`);
  const scripts = await Promise.all(
    urls.map(async (url) => {
      const { body: js } = await getOk(url);
      return { url: new URL(url).pathname, rawBytes: js.length, gzipBytes: gzipSize(js) };
    }),
  );
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  return { gzipBytes: sum('gzipBytes'), rawBytes: sum('rawBytes'), scripts };
}
