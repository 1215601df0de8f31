/**
 * Bank e-ident, SPEC §7: GET /identification/e-id/bics/ lists the banks; GET …/bics/{bic}/redirecturl
 * ?RedirectUrl=&TransactionId= starts an attempt at that bank under the shop's own reference
 * (TransactionId, letters, digits, '-' and '_', unique in the market) and answers the bank's login
 * page; the bank sends the browser back to RedirectUrl?TransactionId=…&status=APPROVED|CANCELLED.
 * GET …/transactions/{id}:validate says what the person did; POST /identification/e-id/finish/
 * {RedirectUrl, TransactionId} completes the identification of an approved attempt. Starting or
 * finishing without RedirectUrl or TransactionId fails with 'Missing RedirectUrl or TransactionId.'
 * (SPEC §5).
 */
import { Hono } from 'hono';
import { eIdBanks, eIdParameters, eIdRedirect, eIdValidation, identificationState } from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, type Ctx, type Env } from '../../context';
import { E_ID_BANKS, offers } from '../../identification/methods';
import { attemptOf, complete, currentState, identOrder, openOrder, type IdentStores } from '../../identification/order';
import { notOffered, providerPage } from './shared';
import { bodyAsSent } from '../../json-body';

export const MISSING_PARAMETERS = 'Missing RedirectUrl or TransactionId.';
const REFERENCE = /^[A-Za-z0-9_-]{6,64}$/;

/** RedirectUrl and TransactionId, both present and well-formed, or the 400 that says which rule failed. */
function parametersOf(c: Ctx, raw: unknown): { ok: true; redirectUrl: string; transactionId: string } | { ok: false; response: Response } {
  const parsed = eIdParameters.safeParse(raw);
  if (!parsed.success || !parsed.data.RedirectUrl.trim() || !parsed.data.TransactionId.trim()) {
    return { ok: false, response: apiError(c, 400, 'missing_parameters', MISSING_PARAMETERS) };
  }
  const { RedirectUrl, TransactionId } = parsed.data;
  if (!URL.canParse(RedirectUrl) || !/^https?:$/.test(new URL(RedirectUrl).protocol)) {
    return { ok: false, response: apiError(c, 400, 'invalid_redirect_url', 'RedirectUrl must be an absolute http(s) URL.') };
  }
  if (!REFERENCE.test(TransactionId)) {
    return { ok: false, response: apiError(c, 400, 'invalid_transaction_id', 'TransactionId is 6 to 64 letters, digits, "-" or "_".') };
  }
  return { ok: true, redirectUrl: RedirectUrl, transactionId: TransactionId };
}

export function eIdRoutes(store: IdentStores, clock: Clock) {
  const app = new Hono<Env>();
  const banksOf = (c: Ctx) => (offers(c.get('market'), 'E_ID') ? (E_ID_BANKS[c.get('market')] ?? []) : undefined);

  app.get('/bics', (c) => {
    const banks = banksOf(c);
    return banks ? c.json(eIdBanks.parse(banks)) : notOffered(c, 'E_ID');
  });

  app.get('/bics/:bic/redirecturl', (c) => {
    const banks = banksOf(c);
    if (!banks) return notOffered(c, 'E_ID');
    const parameters = parametersOf(c, {
      RedirectUrl: c.req.query('RedirectUrl') ?? '',
      TransactionId: c.req.query('TransactionId') ?? '',
    });
    if (!parameters.ok) return parameters.response;
    const bank = banks.find((b) => b.bic === c.req.param('bic').toUpperCase());
    if (!bank) return apiError(c, 404, 'unknown_bank', 'This bank does not take part in e-ident.');
    const found = openOrder(c, store, clock);
    if (!found.ok) return found.response;
    const added = store.identification.add({
      id: parameters.transactionId,
      market: c.get('market'),
      salesOrderId: found.order.salesOrderId,
      method: 'E_ID',
      createdAt: clock.now().toISOString(),
      redirectUrl: parameters.redirectUrl,
      bic: bank.bic,
    });
    if (!added) return apiError(c, 409, 'transaction_exists', 'This TransactionId was used already.');
    return c.json(eIdRedirect.parse({ redirecturl: providerPage(c, 'bank', parameters.transactionId) }));
  });

  app.get('/transactions/:action', (c) => {
    if (!offers(c.get('market'), 'E_ID')) return notOffered(c, 'E_ID');
    const id = /^(.+):validate$/.exec(c.req.param('action'))?.[1];
    if (!id) return apiError(c, 404, 'not_found', 'No such resource.');
    const found = identOrder(c, store, clock);
    if (!found.ok) return found.response;
    const attempt = attemptOf(store, found.order, id, 'E_ID');
    if (!attempt) return apiError(c, 404, 'not_found', 'No such transaction.');
    const status = attempt.decision === 'APPROVED' ? 'APPROVED' : attempt.decision ? 'CANCELLED' : 'PENDING';
    return c.json(eIdValidation.parse({ transactionId: attempt.id, status }));
  });

  app.post('/finish', async (c) => {
    if (!offers(c.get('market'), 'E_ID')) return notOffered(c, 'E_ID');
    const parameters = parametersOf(c, await bodyAsSent(c));
    if (!parameters.ok) return parameters.response;
    const found = openOrder(c, store, clock);
    if (!found.ok) return found.response;
    const attempt = attemptOf(store, found.order, parameters.transactionId, 'E_ID');
    if (!attempt || attempt.redirectUrl !== parameters.redirectUrl)
      return apiError(c, 404, 'not_found', 'No such transaction with this RedirectUrl.');
    if (attempt.decision !== 'APPROVED') return apiError(c, 409, 'not_approved', 'The bank has not confirmed this identification.');
    complete(store, attempt, clock.now());
    return c.json(identificationState.parse(currentState(store, found.order)));
  });

  return app;
}
