/**
 * Payment methods (SPEC §7): the market's methods, those a cart may use, and the SEPA mandate of an
 * order (the customer area's own calls: account.ts).
 */
import { Hono } from 'hono';
import { allowedMethods, paymentCart, sepaMandateRequest, simpleResult } from '@storefront/wire';
import { maskIban } from '@storefront/rules/iban';
import type { Clock } from '../../clock';
import type { Env } from '../../context';
import { allowedMethodsFor, methodEntry } from '../../rules/payment-methods';
import { refusesDirectDebit } from '../../sandbox/payment/test-ibans';
import type { Store } from '../../store';
import { accountSepa, saveAccountSepa } from './account';
import { newMandateReference, withIbanRule } from './sepa';
import { payable } from './payable';
import { jsonBody, jsonBodyFor } from '../../json-body';

export function paymentMethodRoutes(store: Pick<Store, 'payment' | 'customers' | 'customerState'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();
  const entries = (market: Parameters<typeof payment.setup>[0], methods: Parameters<typeof allowedMethodsFor>[0]) =>
    allowedMethods.parse(methods.map((name) => methodEntry(name, payment.setup(market)?.financing?.provider)));

  /** GET /payment/methods: the methods the market offers, in its order. */
  app.get('/methods', (c) => c.json(entries(c.get('market'), payment.setup(c.get('market'))?.methods ?? [])));

  /** POST /payment/methods/allowed {items, isCompany}: the methods this cart may use (rules/payment-methods.ts). */
  app.post('/methods/allowed', jsonBody(paymentCart), async (c) => {
    const cart = c.req.valid('json');
    const market = c.get('market');
    return c.json(entries(market, allowedMethodsFor(payment.setup(market)?.methods ?? [], cart)));
  });

  /**
   * PUT /payment/method/sepa {billingContractId, accountHolder, iban, mandateAccepted}: the direct-debit
   * mandate for the contract's bills. 400 with field codes (the IBAN: unsupported_country,
   * invalid_length, invalid_checksum, invalid_format; the mandate: consent_required); 200 SUCCESS with
   * the mandate reference, or ERROR DIRECT_DEBIT_REFUSED when the account's bank refuses direct debits.
   * Without billingContractId but with a bearer token (the one request where the body may leave it out),
   * or naming a customer's account, it is the customer area's change of how the customer pays their
   * bills (account.ts).
   */
  const sepaBody = jsonBodyFor((c) =>
    withIbanRule(
      c.req.header('Authorization') === undefined ? sepaMandateRequest : sepaMandateRequest.partial({ billingContractId: true }),
    ),
  );

  app.put('/method/sepa', sepaBody, async (c) => {
    const body = c.req.valid('json');
    if (body.billingContractId === undefined) return accountSepa(c, store, clock, body);
    const found = payable(c, store, clock, body.billingContractId, 'SEPA', { paid: 'allowed' });
    if (!found.ok) return found.response;
    if (found.contract.customer) return saveAccountSepa(c, store, clock, found.contract, body);
    if (refusesDirectDebit(body.iban)) return c.json(simpleResult.parse({ result: 'ERROR', reason: 'DIRECT_DEBIT_REFUSED' }));
    const reference = newMandateReference(c.get('market'));
    payment.saveContract({
      ...found.contract,
      paymentMethod: 'SEPA',
      mandate: {
        reference,
        iban: maskIban(body.iban),
        accountHolder: body.accountHolder,
        signedAt: clock.now().toISOString(),
      },
    });
    return c.json(simpleResult.parse({ result: 'SUCCESS', mandateReference: reference }));
  });

  return app;
}
