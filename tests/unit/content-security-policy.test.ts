/** Pages' Content-Security-Policy (ADR 26, ADR 34): proxy.ts writes it, the door adds held pages' script hashes. */
import { createHash } from 'node:crypto';
import { inlineScriptHashes, withScriptHashes } from '@/door/script-hashes';
import { contentSecurityPolicy, pagePolicy, policyOrigins } from '@/lib/platform/security/content-security-policy';
import { HEAD_SCRIPT } from '@/lib/platform/site/head-script';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const ORIGINS = policyOrigins({ CONTENT_API_URL: 'http://localhost:4101/' });
const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1] ?? '';

it('names the providers from the environment, the sandbox by default, and analytics tags on other origins', () => {
  expect(ORIGINS).toEqual({
    payment: 'http://localhost:4101',
    financing: 'http://localhost:4101',
    identity: 'http://localhost:4101',
    captcha: undefined,
    tags: [],
  });
  const production = policyOrigins({
    PAYMENT_PROVIDER_ORIGIN: 'https://pay.example/hosted',
    FINANCING_PROVIDER_ORIGIN: 'https://rates.example',
    IDENTITY_PROVIDER_ORIGIN: 'https://id.example',
    CAPTCHA_PROVIDER: 'turnstile',
    CAPTCHA_SITE_KEY: '0x4AAAAAAA',
    ANALYTICS_GTM_SRC: 'https://www.googletagmanager.com/gtm.js?id={id}',
    ANALYTICS_MATOMO_SRC: '/api/analytics/matomo.js',
  });
  expect(production).toEqual({
    payment: 'https://pay.example',
    financing: 'https://rates.example',
    identity: 'https://id.example',
    captcha: 'https://challenges.cloudflare.com',
    tags: ['https://www.googletagmanager.com'],
  });
  const policy = contentSecurityPolicy({ scripts: [], providers: ['identity'], origins: production });
  expect(policy).toContain("script-src 'self' https://www.googletagmanager.com;");
  expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com;");
  expect(policy).toContain("form-action 'self' https://id.example;");
  expect(policy).toContain("frame-src 'self';");
});

const PRODUCTION = policyOrigins({
  PAYMENT_PROVIDER_ORIGIN: 'https://pay.example',
  FINANCING_PROVIDER_ORIGIN: 'https://rates.example',
  IDENTITY_PROVIDER_ORIGIN: 'https://id.example',
  CAPTCHA_PROVIDER: 'turnstile',
  CAPTCHA_SCRIPT_SRC: 'https://captcha.example/v0/api.js',
  CAPTCHA_SITE_KEY: '0x4AAAAAAA',
});
const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1] ?? '';
const PROVIDER_ORIGINS = ['https://pay.example', 'https://rates.example', 'https://id.example', 'https://captcha.example'];
/** The provider origins a directive of a page's policy names. */
const providersIn = (path: string, name: string) =>
  directive(pagePolicy(path, PRODUCTION).policy, name)
    .split(' ')
    .filter((s) => PROVIDER_ORIGINS.includes(s));

it.each([
  ['/at/de-AT/checkout/payment', { 'form-action': ['https://pay.example'] }],
  ['/uk/en-GB/account/recharge/P1', { 'form-action': ['https://pay.example'] }],
  ['/at/de-AT/checkout/thank-you', { 'form-action': ['https://rates.example'] }],
  ['/at/de-AT/checkout/identification/bank', { 'form-action': ['https://id.example'] }],
  [
    '/at/de-AT/checkout/number',
    { 'script-src': ['https://captcha.example'], 'frame-src': ['https://captcha.example'], 'connect-src': ['https://captcha.example'] },
  ],
  ['/at/de-AT/checkout/summary', {}],
  ['/at/de-AT/cart', {}],
  ['/at/de-AT/tariffs', {}],
])("%s allows each provider's origin only where it is needed: %j", (path, expected: Record<string, string[]>) => {
  for (const name of ['script-src', 'frame-src', 'connect-src', 'form-action'])
    expect([name, providersIn(path, name)]).toEqual([name, expected[name] ?? []]);
});

it("allows no captcha origin while the captcha is the sandbox's, answered in our own form", () => {
  const { policy } = pagePolicy('/at/de-AT/checkout/number', { ...PRODUCTION, captcha: undefined });
  expect([directive(policy, 'script-src'), directive(policy, 'frame-src')]).toEqual([expect.stringMatching(/^'self' 'nonce-/), "'self'"]);
});

it('gives a page rendered per request a fresh nonce, the boot script by hash and its provider, never unsafe-inline', () => {
  const first = pagePolicy('/at/de-AT/checkout/payment', ORIGINS);
  const second = pagePolicy('/at/de-AT/checkout/payment', ORIGINS);
  expect(first.nonced).toBe(true);
  expect(scriptSrc(first.policy)).toMatch(new RegExp(`^'self' 'nonce-[A-Za-z0-9+/]{22}==' ${sha(HEAD_SCRIPT).replace(/[+/]/g, '\\$&')}$`));
  expect(scriptSrc(second.policy)).not.toBe(scriptSrc(first.policy));
  expect(first.policy).toContain("form-action 'self' http://localhost:4101;");
  expect(scriptSrc(first.policy)).not.toContain('unsafe');
});

it('leaves a shareable page to the door, which adds the hashes of the scripts it runs inline', () => {
  const { policy, nonced } = pagePolicy('/at/de-AT/tariffs', ORIGINS);
  expect([nonced, scriptSrc(policy)]).toEqual([false, "'self'"]);
  const html =
    '<head><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script></head><body><script>b()</script>';
  const hashes = inlineScriptHashes(html);
  expect(hashes).toEqual([sha('a()'), sha('b()')]);
  expect(scriptSrc(withScriptHashes(policy, hashes))).toBe(`'self' ${sha('a()')} ${sha('b()')}`);
  expect(withScriptHashes(policy, hashes).replace(/ 'sha256-[^']+'/g, '')).toBe(policy);
  // Should a page come without a policy, it still gets a strict one.
  expect(withScriptHashes('', hashes)).toBe(
    `default-src 'self'; script-src 'self' ${sha('a()')} ${sha('b()')}; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`,
  );
});
