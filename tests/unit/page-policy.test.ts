/** What a page's CSP needs to know: whether it is rendered per request, and the providers it hands over to (issue 17 §3). */
import { cspProvidersOf, isPerRequestPage } from '@/lib/platform/security/page-policy';

it.each([
  ['/at/de-AT/checkout/identification', ['identity']],
  ['/at/de-AT/checkout/identification/bank', ['identity']],
  ['/de/de-DE/checkout/payment', ['payment']],
  ['/at/de-AT/checkout/thank-you', ['financing']],
  ['/at/de-AT/checkout/number', ['captcha']],
  ['/uk/en-GB/account/payment', ['payment']],
  ['/uk/en-GB/account/recharge/P1', ['payment']],
])('%s hands over to %j, and is rendered per request', (path, providers) => {
  expect(cspProvidersOf(path)).toEqual(providers);
  expect(isPerRequestPage(path)).toBe(true);
});

it.each([
  '/at/de-AT',
  '/at/de-AT/tariffs',
  '/at/de-AT/checkout/personal',
  '/at/de-AT/checkout/payments',
  '/at/de-AT/checkout/numbers',
  '/at/de-AT/checkout/summary',
  '/at/de-AT/account/paymentx',
])('%s hands over to nobody', (path) => {
  expect(cspProvidersOf(path)).toEqual([]);
});

it.each([
  '/at/de-AT/cart',
  '/ch/fr-CH/account/usage/P1',
  '/uk/en-GB/account/login',
  '/de/de-DE/porting-signature/7',
  '/it/it-IT/identification/upload',
])('%s is rendered per request', (path) => expect(isPerRequestPage(path)).toBe(true));

it.each(['/at/de-AT', '/at/de-AT/tariffs', '/at/de-AT/tariffs/mobil-m', '/at/de-AT/carts', '/uk/en-GB/accounts', '/at/de-AT/-'])(
  '%s is shareable',
  (path) => expect(isPerRequestPage(path)).toBe(false),
);
