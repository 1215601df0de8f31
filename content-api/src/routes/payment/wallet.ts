/**
 * Mobile-wallet payment (SPEC §7, ADR 47): the merchant validation the browser's wallet sheet asks
 * for, and the payment with the token the sheet hands over. The sandbox provider validates only its
 * own validation URL and decides tokens by the test wallet's (sandbox/payment/test-wallet.ts); a
 * wallet payment is decided at once, recorded in the payment ledger like a card's.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  mobileWallet,
  paymentResult,
  WALLET_METHOD,
  walletMerchantRequest,
  simpleResult,
  walletChangeRequest,
  walletMerchantSession,
  walletPaymentRequest,
  type MobileWallet,
} from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { setAccountMethod } from '../../customer-payment/account-method';
import { openAttempt, settle, type LedgerStores } from '../../payment-ledger';
import { requireCustomer } from '../../require-customer';
import { isSandboxValidationUrl, walletOutcomeOf } from '../../sandbox/payment/test-wallet';
import type { Store } from '../../store';
import { accountOf, refusedSwitch } from './account';
import { paymentResultOf } from './transaction-results';
import { notOffered, payable } from './payable';
import { jsonBody } from '../../json-body';
import { invalid } from '../../invalid-request';

/** How long a merchant session lasts: the sheet is open for minutes, not longer. */
const MERCHANT_SESSION_MS = 5 * 60_000;

/** The {wallet} segment of the wallet routes: only the known wallets match (PUT /payment/method/sepa stays its own). */
const WALLET = `:wallet{${mobileWallet.options.join('|')}}`;

export function walletRoutes(store: LedgerStores & Pick<Store, 'customers' | 'customerState'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();

  const walletOf = <E extends Env>(c: Context<E>): MobileWallet => mobileWallet.parse(c.req.param('wallet'));
  const offers = (c: Context<Env>, wallet: MobileWallet) =>
    payment.setup(c.get('market'))?.methods.includes(WALLET_METHOD[wallet]) ?? false;

  /** 404 where the market does not offer the wallet, before its body is read. */
  const offered: MiddlewareHandler<Env> = async (c, next) => {
    const wallet = walletOf(c);
    if (!offers(c, wallet)) return notOffered(c, WALLET_METHOD[wallet]);
    await next();
  };

  /**
   * POST /payment/method/{wallet}/validatemerchant {validationURL, clientToken}: the merchant session
   * the wallet sheet completes its merchant validation with (opaque to the shop). 404 where the market
   * does not offer the wallet; 400 for a validation URL that is not the provider's own
   * (unknown_validation_url) or a client token that is not a live one of this wallet in this market.
   */
  app.post(`/method/${WALLET}/validatemerchant`, offered, jsonBody(walletMerchantRequest), async (c) => {
    const wallet = walletOf(c);
    const { validationURL, clientToken } = c.req.valid('json');
    if (!isSandboxValidationUrl(validationURL)) {
      return invalid(c, [{ field: 'validationURL', code: 'invalid_format' }], 'unknown_validation_url');
    }
    const now = clock.now();
    const client = payment.token('client', clientToken);
    const live = client?.market === c.get('market') && client.body.wallet === wallet && now < new Date(client.body.expiresAt);
    if (!live) return invalid(c, [{ field: 'clientToken', code: 'invalid_format' }], 'invalid_client_token');
    const merchantSession = {
      merchantSessionIdentifier: `ms_${randomBytes(12).toString('base64url')}`,
      epochTimestamp: now.getTime(),
      expiresAt: now.getTime() + MERCHANT_SESSION_MS,
      nonce: randomBytes(8).toString('hex'),
      signature: randomBytes(32).toString('base64'),
    };
    return c.json(walletMerchantSession.parse({ merchantSession }));
  });

  /**
   * PUT /payment/method/{wallet} {billingContractId, paymentToken}: pays the billing contract's open
   * amount with the wallet's token, decided at once (SUCCESS, or ERROR with the reason); an earlier
   * attempt still open ends (openAttempt: one live attempt per order). 400 for a bad body or a token
   * the provider does not know (invalid_wallet_token); 404/409 as payable() says.
   */
  app.put(`/method/${WALLET}`, jsonBody(walletPaymentRequest), async (c) => {
    const wallet = walletOf(c);
    const body = c.req.valid('json');
    const found = payable(c, store, clock, body.billingContractId, WALLET_METHOD[wallet]);
    if (!found.ok) return found.response;
    const outcome = walletOutcomeOf(body.paymentToken);
    if (!outcome) return invalid(c, [{ field: 'paymentToken', code: 'invalid_format' }], 'invalid_wallet_token');
    const now = clock.now();
    const attempt = openAttempt(
      payment,
      { market: c.get('market'), kind: 'WALLET', result: 'PENDING', billingContractId: found.contract.id, amount: found.contract.open },
      now,
    );
    return c.json(paymentResult.parse(paymentResultOf(c, settle(store, attempt, outcome, now))));
  });

  /**
   * PUT /payment/changemethod/{wallet} {paymentToken} (logged-in customer): the customer's bills paid
   * with the wallet from now on, once the provider accepts the token its sheet authorised them with:
   * SUCCESS, or ERROR with the reason (the method stays). 404 where the market's accounts take no
   * wallet, 400 for a prepaid-only account (refusedSwitch) or a token the provider does not know.
   */
  app.put(`/changemethod/${WALLET}`, requireCustomer(store, clock), jsonBody(walletChangeRequest), async (c) => {
    const wallet = walletOf(c);
    const body = c.req.valid('json');
    const contract = accountOf(store, c.get('market'), c.get('customer').customerNumber);
    if (!contract) return apiError(c, 404, 'not_found', 'No such billing contract of this customer.');
    const refused = refusedSwitch(c, store, contract, WALLET_METHOD[wallet]);
    if (refused) return refused;
    const outcome = walletOutcomeOf(body.paymentToken);
    if (!outcome) return invalid(c, [{ field: 'paymentToken', code: 'invalid_format' }], 'invalid_wallet_token');
    if (outcome.result === 'SUCCESS') setAccountMethod(store, contract, { method: 'APPLEPAY' });
    return c.json(simpleResult.parse(outcome));
  });

  return app;
}
