/**
 * The national digital ID (ID Austria), SPEC §7: POST start/ {redirectUrl} → {transactionId}; GET
 * redirecturl/?transactionId= → {clientredirecturl}, the provider's page where the person approves
 * or denies and is sent back to redirectUrl?transactionId=…; POST validate/ → the answer, the
 * identity and where it differs from the order's typed data; POST finish/ completes it when nothing
 * differs (409 data_differs otherwise), POST takeoveridaustriadataandfinish/ completes it with the
 * identity's name, birth date and address replacing the typed ones (the customer confirmed them).
 */
import { Hono } from 'hono';
import {
  idAustriaRedirect,
  idAustriaStartRequest,
  idAustriaTransactionRequest,
  idAustriaValidation,
  identificationState,
  identTransaction,
  type IdAustriaValidation,
  type IdentityData,
} from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, type Ctx, type Env } from '../../context';
import { offers } from '../../identification/methods';
import { attemptOf, complete, currentState, identOrder, openOrder, type IdentStores } from '../../identification/order';
import type { Attempt } from '../../store/identification';
import type { StoredOrder } from '../../store/orders';
import { newAttemptId, notOffered, offeredOnly, providerPage } from './shared';
import { jsonBody } from '../../json-body';

const FIELDS = ['firstName', 'lastName', 'birthday', 'street', 'houseNumber', 'zip', 'city', 'country'] as const;

/** The fields where the identity differs from the typed data (none for an order without typed data). */
export function differencesOf(holder: StoredOrder['holder'], identity: IdentityData): IdAustriaValidation['differences'] {
  if (!holder) return [];
  return FIELDS.filter((f) => (holder[f] ?? '').trim().toLowerCase() !== (identity[f] ?? '').trim().toLowerCase()).map((field) => ({
    field,
    typed: holder[field] ?? '',
    identity: identity[field] ?? '',
  }));
}

export function idAustriaRoutes(store: IdentStores, clock: Clock) {
  const app = new Hono<Env>();

  /** The body naming a transaction, after the market's 404: 400 without a transactionId (or any readable body). */
  const transactionBody = [
    offeredOnly('ID_AUSTRIA'),
    jsonBody(idAustriaTransactionRequest, (c) => apiError(c, 400, 'invalid_request', 'transactionId is required.'), {
      unreadableAsNone: true,
    }),
  ] as const;

  /** The caller's ID Austria transaction `transactionId`: 404 not theirs. */
  const transactionOf = (
    c: Ctx,
    transactionId: string,
    needsOpen = false,
  ): { ok: true; order: StoredOrder; attempt: Attempt } | { ok: false; response: Response } => {
    const found = needsOpen ? openOrder(c, store, clock) : identOrder(c, store, clock);
    if (!found.ok) return found;
    const attempt = attemptOf(store, found.order, transactionId, 'ID_AUSTRIA');
    if (!attempt) return { ok: false, response: apiError(c, 404, 'not_found', 'No such transaction.') };
    return { ok: true, order: found.order, attempt };
  };

  const validation = (order: StoredOrder, a: Attempt): IdAustriaValidation => ({
    transactionId: a.id,
    status: a.decision === 'APPROVED' ? 'APPROVED' : a.decision ? 'DENIED' : 'PENDING',
    ...(a.identity ? { identity: a.identity } : {}),
    differences: a.identity ? differencesOf(order.holder, a.identity) : [],
  });

  /** Finishing needs an approved, unfinished transaction. */
  const finishable = (c: Ctx, a: Attempt) => {
    if (a.finishedAt) return apiError(c, 409, 'already_finished', 'This identification is finished.');
    if (a.decision !== 'APPROVED' || !a.identity)
      return apiError(c, 409, 'not_approved', 'The person has not approved this identification.');
    return undefined;
  };

  app.post(
    '/start',
    jsonBody(idAustriaStartRequest, (c) => apiError(c, 400, 'invalid_request', 'redirectUrl must be an absolute http(s) URL.')),
    async (c) => {
      if (!offers(c.get('market'), 'ID_AUSTRIA')) return notOffered(c, 'ID_AUSTRIA');
      const body = c.req.valid('json');
      const found = openOrder(c, store, clock);
      if (!found.ok) return found.response;
      const attempt: Attempt = {
        id: newAttemptId('IDA'),
        market: c.get('market'),
        salesOrderId: found.order.salesOrderId,
        method: 'ID_AUSTRIA',
        createdAt: clock.now().toISOString(),
        redirectUrl: body.redirectUrl,
      };
      store.identification.add(attempt);
      return c.json(identTransaction.parse({ transactionId: attempt.id }), 201);
    },
  );

  app.get('/redirecturl', (c) => {
    if (!offers(c.get('market'), 'ID_AUSTRIA')) return notOffered(c, 'ID_AUSTRIA');
    const id = c.req.query('transactionId');
    if (!id) return apiError(c, 400, 'invalid_request', 'transactionId is required.');
    const found = identOrder(c, store, clock);
    if (!found.ok) return found.response;
    const attempt = attemptOf(store, found.order, id, 'ID_AUSTRIA');
    if (!attempt) return apiError(c, 404, 'not_found', 'No such transaction.');
    return c.json(idAustriaRedirect.parse({ clientredirecturl: providerPage(c, 'id-austria', attempt.id) }));
  });

  app.post('/validate', ...transactionBody, (c) => {
    const found = transactionOf(c, c.req.valid('json').transactionId);
    if (!found.ok) return found.response;
    return c.json(idAustriaValidation.parse(validation(found.order, found.attempt)));
  });

  app.post('/finish', ...transactionBody, (c) => {
    const found = transactionOf(c, c.req.valid('json').transactionId, true);
    if (!found.ok) return found.response;
    const refused = finishable(c, found.attempt);
    if (refused) return refused;
    const differences = differencesOf(found.order.holder, found.attempt.identity!);
    if (differences.length > 0)
      return apiError(c, 409, 'data_differs', 'The identity differs from the order: confirm its data (takeoveridaustriadataandfinish).');
    complete(store, found.attempt, clock.now());
    return c.json(identificationState.parse(currentState(store, found.order)));
  });

  app.post('/takeoveridaustriadataandfinish', ...transactionBody, (c) => {
    const found = transactionOf(c, c.req.valid('json').transactionId, true);
    if (!found.ok) return found.response;
    const refused = finishable(c, found.attempt);
    if (refused) return refused;
    complete(store, found.attempt, clock.now(), found.attempt.identity);
    return c.json(identificationState.parse(currentState(store, found.order)));
  });

  return app;
}
