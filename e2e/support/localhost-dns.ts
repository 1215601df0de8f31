import dns from 'node:dns';

/**
 * Chromium resolves every *.localhost name to this machine (RFC 6761), but Node asks the system
 * resolver, and /etc/hosts here knows only `localhost`. So Playwright's `request` fixture (and
 * `fetch` in a test) fail with ENOTFOUND at.localhost. Inside the test processes this maps
 * `<anything>.localhost` to `localhost` before the lookup; other names are untouched.
 * Imported by playwright.config.ts, which every worker loads.
 */
type Lookup = (hostname: string, ...rest: unknown[]) => unknown;

const PATCHED = Symbol.for('storefront.e2e.localhost-dns');
const loopback = (hostname: string) => (/\.localhost\.?$/i.test(hostname) ? 'localhost' : hostname);

function patch(target: object, name: 'lookup') {
  const holder = target as Record<typeof name, Lookup> & { [PATCHED]?: true };
  if (holder[PATCHED]) return;
  const original = holder[name];
  holder[name] = (hostname, ...rest) => original.call(target, loopback(hostname), ...rest);
  holder[PATCHED] = true;
}

patch(dns, 'lookup');
patch(dns.promises, 'lookup');
