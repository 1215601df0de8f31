/** The pages that may hand the visitor over to a provider through a form (issue 17 §3). */
import { cspProvidersOf } from '@/lib/security/csp-providers';

it.each([
  ['/at/de-AT/checkout/identification', ['identity']],
  ['/at/de-AT/checkout/identification/bank', ['identity']],
  ['/de/de-DE/checkout/payment', ['payment']],
  ['/uk/en-GB/account/payment', ['payment']],
  ['/uk/en-GB/account/recharge/P1', ['payment']],
])('%s hands over to %j', (path, providers) => {
  expect(cspProvidersOf(path)).toEqual(providers);
});

it.each(['/at/de-AT', '/at/de-AT/tariffs', '/at/de-AT/checkout/personal', '/at/de-AT/checkout/payments', '/at/de-AT/account/paymentx'])(
  '%s hands over to nobody',
  (path) => {
    expect(cspProvidersOf(path)).toEqual([]);
  },
);
