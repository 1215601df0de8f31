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
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { eIdBanks, eIdParameters, eIdRedirect, eIdValidation, identificationState } from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, type Ctx, type Env } from '../../context';
import { E_ID_BANKS, offers } from '../../identification/methods';
import { attemptOf, complete, currentState, identOrder, openOrder, type IdentStores } from '../../identification/order';
import { notOffered, offeredOnly, providerPage } from './shared';
import { jsonBody } from '../../json-body';

export const MISSING_PARAMETERS = 'Missing RedirectUrl or TransactionId.';
const REFERENCE = /^[A-Za-z0-9_-]{6,64}$/;

/** The 400s of a start or finish, by error code, in the order their rules are checked. */
const REFUSALS = {
  missing_parameters: MISSING_PARAMETERS,
  invalid_redirect_url: 'RedirectUrl must be an absolute http(s) URL.',
  invalid_transaction_id: 'TransactionId is 6 to 64 letters, digits, "-" or "_".',
} as const;
type ParameterProblem = keyof typeof REFUSALS;

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** RedirectUrl and TransactionId, both present and well-formed; a failed rule's issue message is its error code. */
const parameters = eIdParameters.superRefine(({ RedirectUrl, TransactionId }, ctx) => {
  const problem: ParameterProblem | undefined =
    !RedirectUrl.trim() || !TransactionId.trim()
      ? 'missing_parameters'
      : !isHttpUrl(RedirectUrl)
        ? 'invalid_redirect_url'
        : !REFERENCE.test(TransactionId)
          ? 'invalid_transaction_id'
          : undefined;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The 400 that says which rule failed (missing_parameters when the body or query is not even the right shape). */
function parametersRefused(c: Context, issues: readonly z.core.$ZodIssue[]): Response {
  const problem = issues.map((issue) => issue.message).find((message): message is ParameterProblem => message in REFUSALS);
  const code = problem ?? 'missing_parameters';
  return apiError(c, 400, code, REFUSALS[code]);
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
    const parsed = parameters.safeParse({
      RedirectUrl: c.req.query('RedirectUrl') ?? '',
      TransactionId: c.req.query('TransactionId') ?? '',
    });
    if (!parsed.success) return parametersRefused(c, parsed.error.issues);
    const { RedirectUrl: redirectUrl, TransactionId: transactionId } = parsed.data;
    const bank = banks.find((b) => b.bic === c.req.param('bic').toUpperCase());
    if (!bank) return apiError(c, 404, 'unknown_bank', 'This bank does not take part in e-ident.');
    const found = openOrder(c, store, clock);
    if (!found.ok) return found.response;
    const added = store.identification.add({
      id: transactionId,
      market: c.get('market'),
      salesOrderId: found.order.salesOrderId,
      method: 'E_ID',
      createdAt: clock.now().toISOString(),
      redirectUrl,
      bic: bank.bic,
    });
    if (!added) return apiError(c, 409, 'transaction_exists', 'This TransactionId was used already.');
    return c.json(eIdRedirect.parse({ redirecturl: providerPage(c, 'bank', transactionId) }));
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

  const finishBody = jsonBody(parameters, (c, _fields, issues) => parametersRefused(c, issues), { unreadableAsNone: true });

  app.post('/finish', offeredOnly('E_ID'), finishBody, async (c) => {
    const { RedirectUrl: redirectUrl, TransactionId: transactionId } = c.req.valid('json');
    const found = openOrder(c, store, clock);
    if (!found.ok) return found.response;
    const attempt = attemptOf(store, found.order, transactionId, 'E_ID');
    if (!attempt || attempt.redirectUrl !== redirectUrl) return apiError(c, 404, 'not_found', 'No such transaction with this RedirectUrl.');
    if (attempt.decision !== 'APPROVED') return apiError(c, 409, 'not_approved', 'The bank has not confirmed this identification.');
    complete(store, attempt, clock.now());
    return c.json(identificationState.parse(currentState(store, found.order)));
  });

  return app;
}
