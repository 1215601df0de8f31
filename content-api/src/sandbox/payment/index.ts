/**
 * The sandbox payment providers, pages a person clicks through and the admin calls around them:
 *
 * GET  /sandbox/payment                              the test data (cards, IBANs, bank login) as a page
 * …/hosted/*   the card provider's hosted field (hosted-card.ts)
 * …/3ds/*      the card issuer's 3-D Secure challenge (three-d-secure.ts)
 * …/eps/*      the EPS online banking (eps-bank.ts)
 * …/financing/* the instalment provider's checkout (financing.ts)
 * …/twint/*    the TWINT app's approval (twint-app.ts)
 * GET  /sandbox/payment/wallet/test-wallet.js        the test wallet: a stand-in for the browser's wallet sheet (test-wallet.ts)
 * GET  /sandbox/payment/return                       a stand-in return page: shows what the provider sent back
 * GET  /sandbox/payment/billingcontracts/{id}        (X-Market) a billing contract with its order state and transactions
 * PUT  /sandbox/payment/transactions/{id}            {result, reason?}: the provider's late answer to a PENDING payment
 *
 * The pages know only their transaction's id, so they answer whatever X-Market says.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { paymentFailureReason } from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, requestContext, type Env } from '../../context';
import { asOf, contractState, settle } from '../../payment-ledger';
import type { Store } from '../../store';
import { EPS_TEST_LOGIN, epsBankRoutes } from './eps-bank';
import { financingRoutes } from './financing';
import { hostedCardRoutes } from './hosted-card';
import { page } from './page';
import { TEST_CARDS } from './test-cards';
import { testWalletScript, WALLET_TEST_TOKENS } from './test-wallet';
import { threeDSecureRoutes } from './three-d-secure';
import { twintAppRoutes } from './twint-app';
import { jsonBody } from '../../json-body';

const lateAnswer = z.discriminatedUnion('result', [
  z.object({ result: z.literal('SUCCESS') }),
  z.object({ result: z.literal('ERROR'), reason: paymentFailureReason.default('DECLINED') }),
]);

/** A card number as printed: 4-6-5 for American Express, groups of four otherwise. */
const spaced = (number: string) =>
  number.length === 15 ? number.replace(/^(\d{4})(\d{6})(\d{5})$/, '$1 $2 $3') : number.replace(/(\d{4})(?=\d)/g, '$1 ');

export function sandboxPaymentRoutes(store: Pick<Store, 'payment' | 'customerState' | 'prepaid' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();

  app.get('/', (c) =>
    page(c, {
      title: 'Test data',
      provider: 'the payment providers',
      body: html`<h2>Cards (hosted field)</h2>
<p>Any expiry date from this month on, any 3-digit security code (4 for American Express), any name.</p>
<table><thead><tr><th scope="col">Number</th><th scope="col">Brand</th><th scope="col">What happens</th></tr></thead>
<tbody>${TEST_CARDS.map((card) => html`<tr><td>${spaced(card.number)}</td><td>${card.brand}</td><td>${card.description}</td></tr>`)}</tbody></table>
<h2>EPS online banking</h2>
<p>User number <strong>${EPS_TEST_LOGIN.user}</strong>, PIN <strong>${EPS_TEST_LOGIN.pin}</strong>; then sign, reject or leave the transfer pending.</p>
<h2>TWINT app</h2>
<p>The shop's QR code and its "open the TWINT app" link lead to the sandbox app page of the payment: approve or decline it there. Unanswered, it expires after five minutes.</p>
<h2>Mobile wallet</h2>
<p>The <a href="wallet/test-wallet.js">test wallet</a> stands in for the browser's wallet sheet. It pays with the token in localStorage <code>sandbox-wallet-token</code>:
<strong>${WALLET_TEST_TOKENS.approve}</strong> (the default) approves, <strong>${WALLET_TEST_TOKENS.decline}</strong> is declined,
<strong>${WALLET_TEST_TOKENS.insufficientFunds}</strong> has too little on the card.</p>
<p>More, with IBANs, the instalment provider, e-bill addresses and prepaid vouchers and PINs: the README, section "Sandbox payment".</p>`,
    }),
  );

  app.route('/hosted', hostedCardRoutes(store, clock));
  app.route('/3ds', threeDSecureRoutes(store, clock));
  app.route('/eps', epsBankRoutes(store, clock));
  app.route('/financing', financingRoutes(store, clock));
  app.route('/twint', twintAppRoutes(store, clock));

  app.get('/wallet/test-wallet.js', (c) =>
    c.body(testWalletScript(new URL(c.req.url).origin), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );

  app.get('/return', (c) =>
    page(c, {
      title: 'Back at the shop',
      provider: 'the shop (stand-in)',
      body: html`<p>The provider sent the browser back with:</p>
<dl>${Object.entries(c.req.query()).map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>`,
    }),
  );

  app.get('/billingcontracts/:id', requestContext(clock), (c) => {
    const market = c.get('market');
    const contract = payment.contract(market, c.req.param('id'));
    if (!contract) return apiError(c, 404, 'not_found', 'No such billing contract.');
    const now = clock.now();
    const transactions = payment.transactionsOf(market, contract.id);
    return c.json({ ...contract, ...contractState(contract, transactions, now), transactions: transactions.map((t) => asOf(t, now)) });
  });

  app.put(
    '/transactions/:id',
    jsonBody(lateAnswer, (c) => apiError(c, 400, 'invalid_request', 'result must be SUCCESS, or ERROR with an optional reason.')),
    async (c) => {
      const answer = c.req.valid('json');
      const transaction = payment.transaction(c.req.param('id'));
      if (!transaction) return apiError(c, 404, 'not_found', 'No such transaction.');
      const now = clock.now();
      if (asOf(transaction, now).result !== 'PENDING') return apiError(c, 409, 'not_pending', 'The transaction has ended already.');
      return c.json(settle(store, transaction, answer, now));
    },
  );

  return app;
}
