/**
 * The Content-Security-Policy of a page (issue 17 §3, ADR 26): scripts only from our origin and the
 * inline scripts of this very answer, allowed by their SHA-256 hashes. The door computes the hashes
 * from the HTML it sends (cached pages once, when stored), so no page needs a per-request nonce and
 * cached pages stay cached. Forms may post only to us, and on the pages that hand over to the sandbox
 * payment or identity provider (x-door-providers from proxy.ts) to that provider too.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** The hash sources of the inline scripts a browser would run (src scripts and JSON data blocks are not run inline). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The origins the policy names besides our own: the providers a page hands over to
 * (PAYMENT_PROVIDER_ORIGIN / IDENTITY_PROVIDER_ORIGIN, in the demo the reference API's sandbox), and the
 * analytics tags loaded after consent when they are configured on another origin (lib/consent/analytics.ts;
 * `{id}` in their URL templates is no part of the origin).
 */
export function policyOrigins(env = process.env) {
  const fallback = env.CONTENT_API_URL ? new URL(env.CONTENT_API_URL).origin : 'http://localhost:4000';
  const origin = (value) => (value ? new URL(value).origin : fallback);
  const tags = [env.ANALYTICS_GTM_SRC, env.ANALYTICS_MATOMO_SRC].filter((src) => src && URL.canParse(src)).map((src) => new URL(src).origin);
  return { payment: origin(env.PAYMENT_PROVIDER_ORIGIN), identity: origin(env.IDENTITY_PROVIDER_ORIGIN), tags: [...new Set(tags)] };
}

const sources = (...list) => list.flat().join(' ');

/**
 * The policy for an HTML answer. `providers`: the names a page hands over to ('payment', 'identity');
 * `origins`: policyOrigins().
 */
export function contentSecurityPolicy(html, { providers = [], origins }) {
  const formTargets = providers.map((name) => origins[name]).filter(Boolean);
  const tags = origins.tags ?? [];
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", tags, inlineScriptHashes(html))}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self' data: blob:", tags)}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${sources("'self'", tags)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources("'self'", formTargets)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
