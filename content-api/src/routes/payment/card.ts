/**
 * Card payment (SPEC §7): the hosted field's token call and the payment with its 3-D Secure step.
 * Card numbers never reach these routes: the browser types them into the sandbox provider's hosted
 * field (sandbox/payment/hosted-card.ts), which hands back a card token. A body that carries
 * anything like a card number is refused without echoing it.
 */
import { Hono } from 'hono';
import { cardPaymentRequest, cardPaymentResponse, onlineWallet, paymentProviderToken } from '../../../../lib/content-api/schemas';
import { fieldErrorsOf } from '../../../../lib/content-api/field-errors';
import { MARKETS } from '../../../../lib/markets/markets';
import type { Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { settle } from '../../payment-ledger';
import type { Store } from '../../store';
import { cardResponseOf, invalid, jsonBody, payable } from './shared';

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

export function cardPaymentRoutes(store: Pick<Store, 'payment'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();

  /**
   * GET /payment/{wallet}/getToken: a client token that opens the provider's hosted field for 30
   * minutes, its client id, and where the browser opens the field. Wallets: creditcard; others 404.
   */
  app.get('/:wallet/getToken', (c) => {
    const wallet = onlineWallet.safeParse(c.req.param('wallet'));
    if (!wallet.success) return apiError(c, 404, 'not_found', 'No such online wallet.');
    const market = c.get('market');
    const now = clock.now();
    const token = payment.issueToken('client', market, { wallet: wallet.data, expiresAt: new Date(now.getTime() + CLIENT_TOKEN_MS).toISOString() }, now);
    const hostedFieldUrl = `${new URL(c.req.url).origin}/sandbox/payment/hosted/card`;
    return c.json(paymentProviderToken.parse({ token, clientId: `sandboxpay-${MARKETS[market].slug}`, hostedFieldUrl }));
  });

  /**
   * POST /payment/billingcontracts/{id}/order/creditcard/ {cardToken, returnUrl}: pays the billing
   * contract's open amount with a card token (each token pays once). SUCCESS or ERROR at once, or
   * PENDING with the 3-D Secure page as redirectUrl. 400 for a bad body, card data in it, or an
   * unknown or used token; 404/409 as payable() says.
   */
  app.post('/billingcontracts/:id/order/creditcard', async (c) => {
    const raw = await jsonBody(c);
    if (carriesCardNumber(raw)) {
      return apiError(c, 400, 'card_data_not_accepted', 'Card numbers are entered only in the payment provider\'s hosted field; send its cardToken.');
    }
    const body = cardPaymentRequest.safeParse(raw);
    if (!body.success) return invalid(c, fieldErrorsOf(body.error.issues));
    const found = payable(c, store, clock, c.req.param('id'), 'CREDITCARD');
    if (!found.ok) return found.response;

    const market = c.get('market');
    const now = clock.now();
    const card = payment.token('card', body.data.cardToken);
    if (!card || card.market !== market || !payment.useCardToken(body.data.cardToken, now)) {
      return apiError(c, 400, 'invalid_card_token', 'The card token is unknown or was used already.');
    }
    const { brand, last4, scenario } = card.body;
    let transaction = payment.addTransaction(
      {
        market,
        billingContractId: found.contract.id,
        kind: 'CARD',
        result: 'PENDING',
        returnUrl: body.data.returnUrl,
        amount: found.contract.open,
        card: { brand, last4 },
      },
      now,
    );
    if (scenario !== 'CHALLENGE') transaction = settle(payment, transaction, OUTCOME[scenario], now);
    return c.json(cardPaymentResponse.parse(cardResponseOf(c, transaction)));
  });

  /** GET /payment/continue/creditcard/{transactionId}: the card payment after the 3-D Secure page. */
  app.get('/continue/creditcard/:transactionId', (c) => {
    const transaction = payment.transaction(c.req.param('transactionId'));
    if (transaction?.kind !== 'CARD' || transaction.market !== c.get('market')) return apiError(c, 404, 'not_found', 'No such card payment.');
    return c.json(cardPaymentResponse.parse(cardResponseOf(c, transaction)));
  });

  return app;
}
