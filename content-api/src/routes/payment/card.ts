/**
 * Card payment (SPEC §7): the hosted field's token call and the payment with its 3-D Secure step.
 * Card numbers never reach these routes: the browser types them into the sandbox provider's hosted
 * field (sandbox/payment/hosted-card.ts), which hands back a card token. A body that carries
 * anything like a card number is refused without echoing it.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { cardPaymentRequest, cardPaymentResponse, onlineWallet, paymentProviderToken } from '@storefront/wire';
import { MARKETS } from '@storefront/markets/markets';
import type { Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { openAttempt, settle, type LedgerStores } from '../../payment-ledger';
import type { Store } from '../../store';
import type { CardToken, Transaction, TransactionPurpose } from '../../store/payment';
import { cardResponseOf } from './transaction-results';
import { notOffered, payable } from './payable';
import { firstRefusing, refusedFor } from '../../body-rules';
import { jsonBody } from '../../json-body';
import { invalid } from '../../invalid-request';

/** How long a hosted field's session (client token) lasts. */
const CLIENT_TOKEN_MS = 30 * 60_000;

/** A run of 12 to 19 digits, spaces or dashes between them allowed: a card number. */
const CARD_NUMBER = /(?:\d[\s-]?){12,18}\d/;

/** Whether any string or number in a body, the shop's returnUrl aside, looks like a card number. */
function carriesCardNumber(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'number') return CARD_NUMBER.test(String(value));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key !== 'returnUrl' && carriesCardNumber(inner));
}

const OUTCOME = {
  APPROVE: { result: 'SUCCESS' },
  DECLINE: { result: 'ERROR', reason: 'DECLINED' },
  INSUFFICIENT_FUNDS: { result: 'ERROR', reason: 'INSUFFICIENT_FUNDS' },
} as const;

const CARD_DATA_REFUSED = 'card_data_not_accepted';

/**
 * A card call's body checked with `schema` before the handler; 400 for a bad body, or for one carrying
 * a card number, which is refused without echoing it (whatever else is wrong with it).
 */
export const cardBody = <S extends z.core.$ZodType>(schema: S) =>
  jsonBody(
    firstRefusing((sent) => !carriesCardNumber(sent), CARD_DATA_REFUSED, schema),
    (c, fields, issues) =>
      refusedFor(issues, CARD_DATA_REFUSED)
        ? apiError(c, 400, CARD_DATA_REFUSED, "Card numbers are entered only in the payment provider's hosted field; send its cardToken.")
        : invalid(c, fields),
  );

type CardTransaction = Pick<Transaction, 'billingContractId' | 'amount' | 'returnUrl'> & {
  purpose?: (card: CardToken) => TransactionPurpose;
};

/**
 * A card transaction with a hosted field's token (each token is used once): approved or declined at
 * once, or PENDING on the 3-D Secure page for a challenge card; an earlier attempt still open ends
 * (openAttempt). 400 for an unknown or used token.
 */
export function startCardTransaction<E extends Env>(
  c: Context<E>,
  store: LedgerStores,
  clock: Clock,
  cardToken: string,
  fields: CardTransaction,
): { ok: true; transaction: Transaction } | { ok: false; response: Response } {
  const { payment } = store;
  const market = c.get('market');
  const now = clock.now();
  const card = payment.token('card', cardToken);
  if (!card || card.market !== market || !payment.useCardToken(cardToken, now)) {
    return { ok: false, response: apiError(c, 400, 'invalid_card_token', 'The card token is unknown or was used already.') };
  }
  const { brand, last4, scenario } = card.body;
  const { purpose, ...rest } = fields;
  const pending = openAttempt(
    payment,
    { market, kind: 'CARD', result: 'PENDING', card: { brand, last4 }, ...rest, ...(purpose ? { purpose: purpose(card.body) } : {}) },
    now,
  );
  return { ok: true, transaction: scenario === 'CHALLENGE' ? pending : settle(store, pending, OUTCOME[scenario], now) };
}

export function cardPaymentRoutes(store: Pick<Store, 'payment' | 'customers' | 'customerState' | 'prepaid'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();

  /**
   * GET /payment/{wallet}/getToken: a client token for 30 minutes and its client id. creditcard: the
   * hosted field's session, with where the browser opens the field; applepay: the session of a wallet
   * sheet, its client id the merchant identifier (404 not_offered where the market takes no wallet).
   * Other wallets 404.
   */
  app.get('/:wallet/getToken', (c) => {
    const wallet = onlineWallet.safeParse(c.req.param('wallet'));
    if (!wallet.success) return apiError(c, 404, 'not_found', 'No such online wallet.');
    const market = c.get('market');
    if (wallet.data === 'applepay' && !payment.setup(market)?.methods.includes('APPLEPAY')) return notOffered(c, 'APPLEPAY');
    const now = clock.now();
    const token = payment.issueToken(
      'client',
      market,
      { wallet: wallet.data, expiresAt: new Date(now.getTime() + CLIENT_TOKEN_MS).toISOString() },
      now,
    );
    const slug = MARKETS[market].slug;
    if (wallet.data === 'applepay') return c.json(paymentProviderToken.parse({ token, clientId: `merchant.sandbox.${slug}` }));
    const hostedFieldUrl = `${new URL(c.req.url).origin}/sandbox/payment/hosted/card`;
    return c.json(paymentProviderToken.parse({ token, clientId: `sandboxpay-${slug}`, hostedFieldUrl }));
  });

  /**
   * POST /payment/billingcontracts/{id}/order/creditcard/ {cardToken, returnUrl}: pays the billing
   * contract's open amount (an order's, or a logged-in customer's open position) with a card token.
   * SUCCESS or ERROR at once, or PENDING with the 3-D Secure page as redirectUrl. 400 for a bad body,
   * card data in it, or an unknown or used token; 404/409 as payable() says.
   */
  app.post('/billingcontracts/:id/order/creditcard', cardBody(cardPaymentRequest), async (c) => {
    const body = c.req.valid('json');
    const found = payable(c, store, clock, c.req.param('id'), 'CREDITCARD');
    if (!found.ok) return found.response;
    const started = startCardTransaction(c, store, clock, body.cardToken, {
      billingContractId: found.contract.id,
      returnUrl: body.returnUrl,
      amount: found.contract.open,
    });
    if (!started.ok) return started.response;
    return c.json(cardPaymentResponse.parse(cardResponseOf(c, started.transaction)));
  });

  /** GET /payment/continue/creditcard/{transactionId}: the card payment after the 3-D Secure page. */
  app.get('/continue/creditcard/:transactionId', (c) => {
    const transaction = payment.transaction(c.req.param('transactionId'));
    if (transaction?.kind !== 'CARD' || transaction.market !== c.get('market'))
      return apiError(c, 404, 'not_found', 'No such card payment.');
    return c.json(cardPaymentResponse.parse(cardResponseOf(c, transaction)));
  });

  return app;
}
