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

/** The origins of the providers a page hands over to, from PAYMENT_PROVIDER_ORIGIN / IDENTITY_PROVIDER_ORIGIN. */
export function providerOrigins(env = process.env) {
  const fallback = env.CONTENT_API_URL ? new URL(env.CONTENT_API_URL).origin : 'http://localhost:4000';
  const origin = (value) => (value ? new URL(value).origin : fallback);
  return { payment: origin(env.PAYMENT_PROVIDER_ORIGIN), identity: origin(env.IDENTITY_PROVIDER_ORIGIN) };
}

/**
 * The policy for an HTML answer. `providers`: the names a page hands over to ('payment', 'identity');
 * `origins`: providerOrigins().
 */
export function contentSecurityPolicy(html, { providers = [], origins }) {
  const formTargets = providers.map((name) => origins[name]).filter(Boolean);
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${formTargets.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
