/**
 * Prepaid recharge (SPEC §7): POST /payment/method/{method}:rechargeprepaid for one of the logged-in
 * customer's PRE_PAY lines, by one of the market's recharge methods and amounts (SPEC §3
 * Usage.prepaid: allowedRechargePaymentMethods, allowedRechargeAmounts, in the market's currency).
 *
 * creditcard        {productKey, amount, cardToken, returnUrl}  the hosted field's card; 3-D Secure may make it PENDING
 * storedcreditcard  {productKey, amount}                        the customer's card of GET /payment/method
 * eps               {productKey, amount, bic, returnUrl}        PENDING with the bank's page
 * paysafecard       {productKey, amount, pin}                   a 16-digit PIN pays the amount from its value
 * voucher           {productKey, code}                          our own voucher: its printed value is credited
 * applepay          {productKey, amount, paymentToken}          the mobile wallet's token, decided at once (ADR 47)
 * twint             {productKey, amount, returnUrl}             PENDING with the TWINT app's hand-over address (CH);
 *                                                               its status is PUT /payment/method/twint/transaction/{id}
 *
 * Answer: SPEC §3 Generic payment result with the line's new balance on SUCCESS. The line is credited
 * when the provider approves (payment-ledger.ts settle), so a PENDING recharge shows up in the balance
 * once its page is done. 404 for an unknown method, one the market does not offer, or a product that
 * is not the customer's; 400 for a line that is not prepaid, an amount not offered, or a voucher code
 * or PIN that is unknown, used or expired (field code unknown / used / expired).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  cardRechargeRequest,
  epsRechargeRequest,
  paysafecardRechargeRequest,
  rechargeResult,
  storedCardRechargeRequest,
  twintRechargeRequest,
  voucherRechargeRequest,
  walletRechargeRequest,
  type FieldErrorCode,
  type Money,
  type RechargeMethod,
  type PaymentFailureReason,
} from '@storefront/wire';
import { storedCardState } from '@storefront/rules/stored-card-state';
import { dayOf, type Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { accountMethodOf } from '../../customer-payment/account-method';
import { prepaidBalance } from '../../customer-payment/prepaid-balance';
import { settle, type LedgerStores } from '../../payment-ledger';
import { requireCustomer, type CustomerEnv } from '../../require-customer';
import { twintTimeoutMs } from '../../rules/twint';
import { resolveDay } from '../../seed-day';
import type { Store } from '../../store';
import type { BillingContract, Transaction, TransactionPurpose } from '../../store/payment';
import type { Voucher, VoucherKind } from '../../store/prepaid';
import { walletOutcomeOf } from '../../sandbox/payment/test-wallet';
import { accountOf } from './account';
import { cardBody, startCardTransaction } from './card';
import { startEpsTransaction } from './eps';
import { paymentResultOf } from './transaction-results';
import { jsonBody } from '../../json-body';
import { invalid } from '../../invalid-request';
import { startTwintTransaction } from './twint';

type Outcome = { result: 'SUCCESS' } | { result: 'ERROR'; reason: PaymentFailureReason };
type Refused = { ok: false; response: Response };
type Started = { ok: true; transaction: Transaction } | Refused;
/** The line a recharge is for, checked: the account it is booked on, and the transaction's purpose. */
type Target = {
  ok: true;
  contract: BillingContract;
  purpose: Extract<TransactionPurpose, { kind: 'RECHARGE' }>;
  money: (amount: number) => Money;
};

type Ctx = Context<CustomerEnv>;

export function rechargeRoutes(store: LedgerStores & Pick<Store, 'customers'>, clock: Clock, twintTimeout = twintTimeoutMs()) {
  const { payment, prepaid } = store;
  const app = new Hono<Env>();
  const customer = requireCustomer(store, clock);
  const today = () => dayOf(clock.now());

  /** 404 for a product that is not the customer's, 400 for a line that is not prepaid or an amount the market does not offer. */
  const targetOf = (c: Ctx, productKey: string, amount?: number): Target | Refused => {
    const { customerNumber, products } = c.get('customer');
    const line = products.find((product) => product.key === productKey);
    if (!line) return { ok: false, response: apiError(c, 404, 'not_found', 'No such product of this customer.') };
    if (line.paymentType !== 'PRE_PAY')
      return { ok: false, response: apiError(c, 400, 'not_prepaid', 'Only a prepaid line can be recharged.') };
    const offered = prepaid.offer(c.get('market'))?.allowedRechargeAmounts ?? [];
    if (amount !== undefined && !offered.includes(amount))
      return { ok: false, response: invalid(c, [{ field: 'amount', code: 'not_offered' }]) };
    const contract = accountOf(store, c.get('market'), customerNumber);
    if (!contract) return { ok: false, response: apiError(c, 404, 'not_found', 'No such billing contract of this customer.') };
    const currencyCode = contract.open.currencyCode;
    return {
      ok: true,
      contract,
      purpose: { kind: 'RECHARGE', customerNumber, productKey },
      money: (value) => ({ amount: value, currencyCode }),
    };
  };

  /** A recharge the API decides at once (stored card, vouchers): recorded, then settled, which credits the line on SUCCESS. */
  const decided = (to: Target, kind: Transaction['kind'], amount: number, outcome: Outcome, card?: Transaction['card']): Started => {
    const now = clock.now();
    const { contract, purpose } = to;
    const pending = payment.addTransaction(
      {
        market: contract.market,
        billingContractId: contract.id,
        kind,
        result: 'PENDING',
        amount: to.money(amount),
        purpose,
        ...(card ? { card } : {}),
      },
      now,
    );
    return { ok: true, transaction: settle(store, pending, outcome, now) };
  };

  /** A voucher code or PIN as typed: 400 at its field when unknown, used up or expired. */
  const voucherOf = (c: Ctx, kind: VoucherKind, code: string, field: string): { ok: true; voucher: Voucher } | Refused => {
    const voucher = prepaid.voucher(c.get('market'), kind, code);
    const refuse = (problem: FieldErrorCode): Refused => ({
      ok: false,
      response: invalid(c, [{ field, code: problem }], `voucher_${problem}`),
    });
    if (!voucher) return refuse('unknown');
    if (voucher.remaining <= 0) return refuse('used');
    if (resolveDay(voucher.validTo, today()) < today()) return refuse('expired');
    return { ok: true, voucher };
  };

  const answer = (c: Ctx, to: Target, started: Started) => {
    if (!started.ok) return started.response;
    const t = started.transaction;
    const { customerNumber, productKey } = to.purpose;
    const balance =
      t.result === 'SUCCESS' ? { balance: to.money(prepaidBalance(store, to.contract.market, customerNumber, productKey)) } : {};
    return c.json(rechargeResult.parse({ ...paymentResultOf(c, t), ...balance }));
  };

  /** One method's route (POST /payment/method/{method}:rechargeprepaid), answered 404 not_offered where the market does not recharge by it. */
  const route = (method: RechargeMethod) => `/method/:call{${method}:rechargeprepaid}`;
  const offered =
    (method: RechargeMethod): MiddlewareHandler<CustomerEnv> =>
    async (c, next) => {
      if (!prepaid.offer(c.get('market'))?.rechargeMethods.some((m) => m.key === method)) {
        return apiError(c, 404, 'not_offered', `This market does not recharge by ${method}.`);
      }
      await next();
    };

  /** What a recharge the provider decides later is: the amount booked on the account, and where the browser returns. */
  const providerPaid = (to: Target, returnUrl: string, amount: number) => ({
    billingContractId: to.contract.id,
    returnUrl,
    amount: to.money(amount),
  });

  app.post(route('creditcard'), customer, offered('creditcard'), cardBody(cardRechargeRequest), async (c) => {
    const { productKey, cardToken, returnUrl, amount } = c.req.valid('json');
    const to = targetOf(c, productKey, amount);
    if (!to.ok) return to.response;
    const fields = { ...providerPaid(to, returnUrl, amount), purpose: () => to.purpose };
    return answer(c, to, startCardTransaction(c, store, clock, cardToken, fields));
  });

  app.post(route('eps'), customer, offered('eps'), jsonBody(epsRechargeRequest), async (c) => {
    const { productKey, bic, returnUrl, amount } = c.req.valid('json');
    const to = targetOf(c, productKey, amount);
    if (!to.ok) return to.response;
    return answer(c, to, startEpsTransaction(c, store, clock, bic, { ...providerPaid(to, returnUrl, amount), purpose: to.purpose }));
  });

  app.post(route('twint'), customer, offered('twint'), jsonBody(twintRechargeRequest), async (c) => {
    const { productKey, returnUrl, amount } = c.req.valid('json');
    const to = targetOf(c, productKey, amount);
    if (!to.ok) return to.response;
    const transaction = startTwintTransaction(c, store, clock, twintTimeout, {
      ...providerPaid(to, returnUrl, amount),
      purpose: to.purpose,
    });
    return answer(c, to, { ok: true, transaction });
  });

  app.post(route('storedcreditcard'), customer, offered('storedcreditcard'), jsonBody(storedCardRechargeRequest), async (c) => {
    const body = c.req.valid('json');
    const to = targetOf(c, body.productKey, body.amount);
    if (!to.ok) return to.response;
    const account = accountMethodOf(store, to.contract.market, c.get('customer').customerNumber, today());
    if (account?.method !== 'CREDITCARD') return apiError(c, 409, 'no_stored_card', 'The customer has no card stored.');
    // Charged without the customer present, so no 3-D Secure: the issuer refuses an expired or stopped card.
    const state = storedCardState(account.card, today());
    const outcome: Outcome =
      state === 'EXPIRED'
        ? { result: 'ERROR', reason: 'EXPIRED' }
        : state === 'INACTIVE'
          ? { result: 'ERROR', reason: 'DECLINED' }
          : { result: 'SUCCESS' };
    const { brand, last4 } = account.card;
    return answer(c, to, decided(to, 'CARD', body.amount, outcome, { brand, last4 }));
  });

  app.post(route('paysafecard'), customer, offered('paysafecard'), jsonBody(paysafecardRechargeRequest), async (c) => {
    const { productKey, amount, pin } = c.req.valid('json');
    const to = targetOf(c, productKey, amount);
    if (!to.ok) return to.response;
    const found = voucherOf(c, 'PAYSAFECARD', pin, 'pin');
    if (!found.ok) return found.response;
    if (found.voucher.remaining < amount)
      return answer(c, to, decided(to, 'PAYSAFECARD', amount, { result: 'ERROR', reason: 'INSUFFICIENT_FUNDS' }));
    prepaid.redeem(to.contract.market, 'PAYSAFECARD', pin, amount, clock.now());
    return answer(c, to, decided(to, 'PAYSAFECARD', amount, { result: 'SUCCESS' }));
  });

  app.post(route('voucher'), customer, offered('voucher'), jsonBody(voucherRechargeRequest), async (c) => {
    const body = c.req.valid('json');
    const to = targetOf(c, body.productKey);
    if (!to.ok) return to.response;
    const found = voucherOf(c, 'VOUCHER', body.code, 'code');
    if (!found.ok) return found.response;
    const value = found.voucher.remaining;
    prepaid.redeem(to.contract.market, 'VOUCHER', body.code, value, clock.now());
    return answer(c, to, decided(to, 'VOUCHER', value, { result: 'SUCCESS' }));
  });

  app.post(route('applepay'), customer, offered('applepay'), jsonBody(walletRechargeRequest), async (c) => {
    const body = c.req.valid('json');
    const to = targetOf(c, body.productKey, body.amount);
    if (!to.ok) return to.response;
    const outcome = walletOutcomeOf(body.paymentToken);
    if (!outcome) return invalid(c, [{ field: 'paymentToken', code: 'invalid_format' }], 'invalid_wallet_token');
    return answer(c, to, decided(to, 'WALLET', body.amount, outcome));
  });

  /** Any other POST /payment/method/{action}: no such call (after the customer's 401, as for a known one). */
  app.post('/method/:action', customer, (c) => apiError(c, 404, 'not_found', 'No such payment method call.'));

  return app;
}
