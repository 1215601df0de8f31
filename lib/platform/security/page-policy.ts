/**
 * What a page's Content-Security-Policy needs to know about the page (lib/platform/security/content-security-policy.ts):
 * - whether Next renders it for one visitor on every request (it reads the session, the cart or the
 *   checkout's progress): proxy.ts gives such a page a nonce, which Next puts on its own scripts, so
 *   the page streams (ADR 34). Every other page is shareable (rendered once, kept: ISR) and is allowed
 *   its scripts by their hashes at the door. The e2e streaming spec checks this list against the build.
 * - which external provider the page works with (issue 17 §3, issue 27 §4): one it hands the visitor
 *   over to through a form (a form posts to our route handler, which answers 303 to the provider, and
 *   browsers check the redirect's target against the form-action of the page the form was on; the
 *   financing provider's fingerprint form posts to it directly), or one whose widget it embeds (the
 *   captcha). Each provider's origin is allowed on these pages only. Every such page is a per-request page.
 */
export type CspProvider = 'payment' | 'financing' | 'identity' | 'captcha';

const PER_REQUEST = /^\/(account|cart|checkout|identification|porting|porting-signature)(\/|$)/;

const PROVIDERS: [RegExp, CspProvider][] = [
  // The method chooser and the national-ID / bank return pages (a retry starts a new trip).
  [/^\/checkout\/identification(\/|$)/, 'identity'],
  // The checkout's payment step (a new card is entered at the provider's hosted field).
  [/^\/checkout\/payment$/, 'payment'],
  // The thank-you page, whose instalment purchase's fingerprint form posts to the financing provider itself.
  [/^\/checkout\/thank-you$/, 'financing'],
  // The number step, whose reservation needs the captcha (the provider's widget when one is configured).
  [/^\/checkout\/number$/, 'captcha'],
  // Customer area: a new payment method, and a top-up paid at the provider.
  [/^\/account\/(payment|recharge)(\/|$)/, 'payment'],
];

/** The route of an internal path (`/{market}/{locale}/…` as the proxy rewrites to). */
const routeOf = (internalPath: string) => internalPath.replace(/^\/[^/]+\/[^/]+/, '') || '/';

/** Whether the page of an internal path is rendered per request (and so gets a nonce and streams). */
export const isPerRequestPage = (internalPath: string) => PER_REQUEST.test(routeOf(internalPath));

/** The providers of an internal path's page. */
export function cspProvidersOf(internalPath: string): CspProvider[] {
  const route = routeOf(internalPath);
  return PROVIDERS.filter(([pattern]) => pattern.test(route)).map(([, provider]) => provider);
}
