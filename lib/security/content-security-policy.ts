/**
 * The Content-Security-Policy of our pages, written by proxy.ts (ADR 26, ADR 34): scripts only from our
 * origin plus the inline scripts a page may run, named either by a per-request nonce (pages rendered
 * for one visitor: Next puts the nonce on its own scripts while the page streams) or, for the pages the
 * door holds, by the hashes the door adds from the finished HTML (door/script-hashes.ts). Forms may
 * post only to us, and on the pages that hand over to the payment or identity provider
 * (lib/security/page-policy.ts) to that provider too.
 */
import { randomBytes } from 'node:crypto';
import { cspProvidersOf, isPerRequestPage, type CspProvider } from '@/lib/security/page-policy';
import { scriptHashSource } from '@/lib/security/script-hash';
import { HEAD_SCRIPT } from '@/lib/site/head-script';

export type PolicyOrigins = { payment: string; identity: string; tags: readonly string[] };

/** The layout's one inline script of its own, allowed by its hash beside the nonce of Next's scripts. */
const HEAD_SCRIPT_HASH = scriptHashSource(HEAD_SCRIPT);

/**
 * The origins the policy names besides our own: the providers a page hands over to
 * (PAYMENT_PROVIDER_ORIGIN / IDENTITY_PROVIDER_ORIGIN, in the demo the reference API's sandbox), and the
 * analytics tags loaded after consent when they are configured on another origin (lib/consent/analytics.ts;
 * `{id}` in their URL templates is no part of the origin).
 */
export function policyOrigins(env: Readonly<Record<string, string | undefined>> = process.env): PolicyOrigins {
  const fallback = env.CONTENT_API_URL ? new URL(env.CONTENT_API_URL).origin : 'http://localhost:4000';
  const origin = (value: string | undefined) => (value ? new URL(value).origin : fallback);
  const tags = [env.ANALYTICS_GTM_SRC, env.ANALYTICS_MATOMO_SRC].filter((src): src is string => !!src && URL.canParse(src)).map((src) => new URL(src).origin);
  return { payment: origin(env.PAYMENT_PROVIDER_ORIGIN), identity: origin(env.IDENTITY_PROVIDER_ORIGIN), tags: [...new Set(tags)] };
}

const sources = (...list: (string | readonly string[])[]) => list.flat().join(' ');

/**
 * The policy of an HTML answer. `scripts`: the inline scripts' sources (hashes, or a nonce and the
 * hashes of our own fixed scripts); `providers`: those the page hands over to; `origins`: policyOrigins().
 */
export function contentSecurityPolicy({ scripts, providers = [], origins }: { scripts: readonly string[]; providers?: readonly CspProvider[]; origins: PolicyOrigins }): string {
  const formTargets = providers.map((name) => origins[name]);
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", origins.tags, scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self' data: blob:", origins.tags)}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${sources("'self'", origins.tags)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources("'self'", formTargets)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the page of an internal path (`/{market}/{locale}/…`). A page rendered per request gets
 * a fresh nonce (`nonced`: proxy.ts puts the policy on the request too, where Next reads the nonce and
 * puts it on its scripts, and the door lets the page stream). Any other page is held by the door, which
 * adds the hashes of its inline scripts.
 */
export function pagePolicy(internalPath: string, origins: PolicyOrigins): { policy: string; nonced: boolean } {
  if (!isPerRequestPage(internalPath)) return { policy: contentSecurityPolicy({ scripts: [], origins }), nonced: false };
  const nonce = `'nonce-${randomBytes(16).toString('base64')}'`;
  return { policy: contentSecurityPolicy({ scripts: [nonce, HEAD_SCRIPT_HASH], providers: cspProvidersOf(internalPath), origins }), nonced: true };
}
