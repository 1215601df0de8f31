/**
 * The customer area's change to paying the bills by card (SPEC §7 PUT /payment/changemethod/creditcard/
 * and /{id}), through the sandbox provider like an order's card payment (card.ts): the hosted field's
 * token, a zero-amount check of the card, 3-D Secure where the card asks for it. The card becomes the
 * customer's method once the check is approved: at once without a challenge, else when the shop
 * completes the change after the browser came back from the challenge.
 */
import { Hono, type Context } from 'hono';
import { cardChangeRequest, cardPaymentResponse } from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { setAccountMethod } from '../../customer-payment/account-method';
import type { LedgerStores } from '../../payment-ledger';
import { requireCustomer } from '../../require-customer';
import type { Store } from '../../store';
import type { BillingContract, Transaction } from '../../store/payment';
import { accountOf, refusedSwitch } from './account';
import { cardBody, startCardTransaction } from './card';
import { cardResponseOf } from './transaction-results';

export function cardChangeRoutes(store: LedgerStores & Pick<Store, 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();
  const customer = requireCustomer(store, clock);

  /** An approved check's card as the account's method, once (a later call changes nothing: the customer may have moved on). */
  const complete = (contract: BillingContract, t: Transaction): Transaction => {
    const purpose = t.purpose;
    if (t.result !== 'SUCCESS' || purpose?.kind !== 'CARD_CHANGE' || purpose.savedAt || !t.card) return t;
    const { holder, expiryMonth, expiryYear } = purpose;
    setAccountMethod(store, contract, { method: 'CREDITCARD', card: { ...t.card, holder, expiryMonth, expiryYear, active: true } });
    return payment.saveTransaction({ ...t, purpose: { ...purpose, savedAt: clock.now().toISOString() } });
  };

  const answer = (c: Context, t: Transaction) => c.json(cardPaymentResponse.parse(cardResponseOf(c, t)));

  /**
   * PUT /payment/changemethod/creditcard/ {cardToken, returnUrl}: starts the change. SUCCESS (the card
   * is the customer's method now) or ERROR at once, or PENDING with the 3-D Secure page as redirectUrl;
   * that page sends the browser back to returnUrl?transactionId=…
   */
  app.put('/changemethod/creditcard', customer, cardBody(cardChangeRequest), async (c) => {
    const body = c.req.valid('json');
    const { customerNumber } = c.get('customer');
    const contract = accountOf(store, c.get('market'), customerNumber);
    if (!contract) return apiError(c, 404, 'not_found', 'No such billing contract of this customer.');
    const refused = refusedSwitch(c, store, contract, 'CREDITCARD');
    if (refused) return refused;
    const started = startCardTransaction(c, store, clock, body.cardToken, {
      billingContractId: contract.id,
      returnUrl: body.returnUrl,
      amount: { amount: 0, currencyCode: contract.open.currencyCode },
      purpose: (card) => ({
        kind: 'CARD_CHANGE',
        customerNumber,
        holder: card.holder,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      }),
    });
    if (!started.ok) return started.response;
    return answer(c, complete(contract, started.transaction));
  });

  /**
   * PUT /payment/changemethod/creditcard/{transactionId}: completes the change after the challenge:
   * SUCCESS (the card is saved), ERROR with the reason, or PENDING while the challenge is open. 404
   * for anything but this customer's card change.
   */
  app.put('/changemethod/creditcard/:id', customer, (c) => {
    const { customerNumber } = c.get('customer');
    const t = payment.transaction(c.req.param('id'));
    const contract = accountOf(store, c.get('market'), customerNumber);
    const theirs = t?.market === c.get('market') && t.purpose?.kind === 'CARD_CHANGE' && t.purpose.customerNumber === customerNumber;
    if (!t || !theirs || !contract) return apiError(c, 404, 'not_found', 'No such card change of this customer.');
    return answer(c, complete(contract, t));
  });

  return app;
}
