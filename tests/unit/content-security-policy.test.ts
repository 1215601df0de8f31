/** Pages' Content-Security-Policy (ADR 26, ADR 34): proxy.ts writes it, the door adds held pages' script hashes. */
import { createHash } from 'node:crypto';
import { inlineScriptHashes, withScriptHashes } from '@/door/script-hashes';
import { contentSecurityPolicy, pagePolicy, policyOrigins } from '@/lib/security/content-security-policy';
import { HEAD_SCRIPT } from '@/lib/site/head-script';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const ORIGINS = policyOrigins({ CONTENT_API_URL: 'http://localhost:4101/' });
const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1] ?? '';

it('names the providers from the environment, the sandbox by default, and analytics tags on other origins', () => {
  expect(ORIGINS).toEqual({ payment: 'http://localhost:4101', identity: 'http://localhost:4101', tags: [] });
  const production = policyOrigins({
    PAYMENT_PROVIDER_ORIGIN: 'https://pay.example/hosted',
    IDENTITY_PROVIDER_ORIGIN: 'https://id.example',
    ANALYTICS_GTM_SRC: 'https://www.googletagmanager.com/gtm.js?id={id}',
    ANALYTICS_MATOMO_SRC: '/api/analytics/matomo.js',
  });
  expect(production).toEqual({ payment: 'https://pay.example', identity: 'https://id.example', tags: ['https://www.googletagmanager.com'] });
  const policy = contentSecurityPolicy({ scripts: [], providers: ['identity'], origins: production });
  expect(policy).toContain("script-src 'self' https://www.googletagmanager.com;");
  expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com;");
  expect(policy).toContain("form-action 'self' https://id.example;");
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
  const html = '<head><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script></head><body><script>b()</script>';
  const hashes = inlineScriptHashes(html);
  expect(hashes).toEqual([sha('a()'), sha('b()')]);
  expect(scriptSrc(withScriptHashes(policy, hashes))).toBe(`'self' ${sha('a()')} ${sha('b()')}`);
  expect(withScriptHashes(policy, hashes).replace(/ 'sha256-[^']+'/g, '')).toBe(policy);
  // Should a page come without a policy, it still gets a strict one.
  expect(withScriptHashes('', hashes)).toBe(`default-src 'self'; script-src 'self' ${sha('a()')} ${sha('b()')}; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`);
});
