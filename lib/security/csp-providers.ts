/**
 * Which external provider a page hands the visitor over to through a form (issue 17 §3): the door
 * (server.mjs, door/csp.mjs) allows that provider's origin as a form target on exactly these pages.
 * A form posts to our route handler, which answers 303 to the provider, and browsers check the
 * redirect's target against the form-action of the page the form was on.
 */
export type CspProvider = 'payment' | 'identity';

const PAGES: [RegExp, CspProvider][] = [
  // The method chooser and the national-ID / bank return pages (a retry starts a new trip).
  [/^\/checkout\/identification(\/|$)/, 'identity'],
  // The checkout's payment step (a new card is entered at the provider's hosted field), and the
  // thank-you page, whose device financing form posts to the provider itself.
  [/^\/checkout\/(payment|thank-you)$/, 'payment'],
  // Customer area: a new payment method, and a top-up paid at the provider.
  [/^\/account\/(payment|recharge)(\/|$)/, 'payment'],
];

/** The providers of an internal route (`/{market}/{locale}/…` as the proxy rewrites to). */
export function cspProvidersOf(internalPath: string): CspProvider[] {
  const route = internalPath.replace(/^\/[^/]+\/[^/]+/, '') || '/';
  return PAGES.filter(([pattern]) => pattern.test(route)).map(([, provider]) => provider);
}
