/**
 * The Content-Security-Policy of our pages, written by proxy.ts (ADR 26, ADR 34): scripts only from our
 * origin plus the inline scripts a page may run, named either by a per-request nonce (pages rendered
 * for one visitor: Next puts the nonce on its own scripts while the page streams) or, for the pages the
 * door holds, by the hashes the door adds from the finished HTML (door/script-hashes.ts). Forms may
 * post only to us; on the pages that work with a provider (lib/platform/security/page-policy.ts) that provider's
 * origin is allowed for what it needs there (PROVIDER_DIRECTIVES), and on no other page.
 */
import { randomBytes } from 'node:crypto';
import { captchaConfig } from '@/lib/platform/captcha/captcha-config';
import { cspProvidersOf, isPerRequestPage, type CspProvider } from '@/lib/platform/security/page-policy';
import { scriptHashSource } from '@/lib/platform/security/script-hash';
import { HEAD_SCRIPT } from '@/lib/platform/site/head-script';

/** Each provider's origin (undefined: none configured, as the captcha while it is the sandbox's), and the analytics tags'. */
export type PolicyOrigins = Record<CspProvider, string | undefined> & { tags: readonly string[] };

/** The layout's one inline script of its own, allowed by its hash beside the nonce of Next's scripts. */
const HEAD_SCRIPT_HASH = scriptHashSource(HEAD_SCRIPT);

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The origins the policy names besides our own: the providers pages work with
 * (PAYMENT_PROVIDER_ORIGIN, FINANCING_PROVIDER_ORIGIN, IDENTITY_PROVIDER_ORIGIN, in the demo the
 * reference API's sandbox; the captcha widget's script when it is configured, ADR 49), and the
 * analytics tags loaded after consent when they are configured on another origin
 * (lib/platform/consent/analytics.ts; `{id}` in their URL templates is no part of the origin).
 */
export function policyOrigins(env: Env = process.env): PolicyOrigins {
  const fallback = env.CONTENT_API_URL ? new URL(env.CONTENT_API_URL).origin : 'http://localhost:4000';
  const origin = (value: string | undefined) => (value ? new URL(value).origin : fallback);
  const tags = [env.ANALYTICS_GTM_SRC, env.ANALYTICS_MATOMO_SRC]
    .filter((src): src is string => !!src && URL.canParse(src))
    .map((src) => new URL(src).origin);
  const captcha = captchaConfig(env);
  return {
    payment: origin(env.PAYMENT_PROVIDER_ORIGIN),
    financing: origin(env.FINANCING_PROVIDER_ORIGIN),
    identity: origin(env.IDENTITY_PROVIDER_ORIGIN),
    captcha: captcha.kind === 'widget' ? new URL(captcha.scriptSrc).origin : undefined,
    tags: [...new Set(tags)],
  };
}

type ProviderDirective = 'script-src' | 'frame-src' | 'connect-src' | 'form-action';

/**
 * What each provider may do on its pages (issue 27 §4). The payment, financing and identity providers
 * are only posted to (a form, or our handler's 303 after one: the hosted card field and the banks are
 * pages of their own, not frames); the captcha widget is a script of the provider that renders its
 * challenge in a frame and talks to its origin.
 */
const PROVIDER_DIRECTIVES: Record<CspProvider, readonly ProviderDirective[]> = {
  payment: ['form-action'],
  financing: ['form-action'],
  identity: ['form-action'],
  captcha: ['script-src', 'frame-src', 'connect-src'],
};

const sources = (...list: (string | readonly string[])[]) => list.flat().join(' ');

/**
 * The policy of an HTML answer. `scripts`: the inline scripts' sources (hashes, or a nonce and the
 * hashes of our own fixed scripts); `providers`: those the page works with; `origins`: policyOrigins().
 */
export function contentSecurityPolicy({
  scripts,
  providers = [],
  origins,
}: {
  scripts: readonly string[];
  providers?: readonly CspProvider[];
  origins: PolicyOrigins;
}): string {
  const allowed = (directive: ProviderDirective) =>
    providers.flatMap((name) => (PROVIDER_DIRECTIVES[name].includes(directive) ? (origins[name] ?? []) : []));
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", origins.tags, allowed('script-src'), scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self' data: blob:", origins.tags)}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${sources("'self'", origins.tags, allowed('connect-src'))}`,
    `frame-src ${sources("'self'", allowed('frame-src'))}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources("'self'", allowed('form-action'))}`,
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
  return {
    policy: contentSecurityPolicy({ scripts: [nonce, HEAD_SCRIPT_HASH], providers: cspProvidersOf(internalPath), origins }),
    nonced: true,
  };
}
