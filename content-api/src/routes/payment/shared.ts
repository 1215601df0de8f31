/** What the /payment routes share: the billing contract a payment call may use, and transactions on the wire. */
import type { Context } from 'hono';
import type { CardPaymentResponse, FieldErrorBody, PaymentMethodName, PaymentResult } from '../../../../lib/content-api/schemas';
import { fieldErrorBody } from '../../../../lib/content-api/schemas';
import type { Clock } from '../../clock';
import { apiError, type Ctx } from '../../context';
import { contractState } from '../../payment-ledger';
import { customerOf } from '../../require-customer';
import { allowedMethodsFor } from '../../rules/payment-methods';
import type { Store } from '../../store';
import type { BillingContract, PaymentSetup, Transaction, TransactionKind } from '../../store/payment';

export function invalid(c: Context, fields: FieldErrorBody['fields'], error = 'invalid_request') {
  return c.json(fieldErrorBody.parse({ error, message: 'Some fields are missing or invalid.', fields }), 400);
}

export async function jsonBody(c: Context): Promise<unknown> {
  return c.req.json().catch(() => undefined);
}

export function notOffered(c: Context, method: PaymentMethodName) {
  return apiError(c, 404, 'not_offered', `This market does not offer ${method}.`);
}

type Payable = { ok: true; contract: BillingContract; setup: PaymentSetup } | { ok: false; response: Response };

/**
 * The billing contract `id` for a payment by `method`: 404 when the market does not offer the method
 * or the sandbox cannot open the contract, or when it is a customer's account (their open position)
 * and the request does not carry that customer's bearer token; 409 when its order was cancelled (or
 * is paid already, unless `paid` is fine: a mandate for the coming bills), 400 when its cart may not
 * use the method.
 */
export function payable(
  c: Ctx,
  store: Pick<Store, 'payment' | 'customers'>,
  clock: Clock,
  id: string,
  method: PaymentMethodName,
  options: { paid?: 'allowed' } = {},
): Payable {
  const { payment } = store;
  const market = c.get('market');
  const setup = payment.setup(market);
  if (!setup?.methods.includes(method)) return { ok: false, response: notOffered(c, method) };
  const contract = payment.contractForPayment(market, id);
  const foreignAccount = contract?.customer && customerOf(c, store, clock)?.customerNumber !== contract.customer.customerNumber;
  if (!contract || foreignAccount) return { ok: false, response: apiError(c, 404, 'not_found', 'No such billing contract.') };
  const { state } = contractState(contract, payment.transactionsOf(market, id), clock.now());
  if (state === 'CANCELLED') return { ok: false, response: apiError(c, 409, 'order_cancelled', 'The order of this billing contract was cancelled.') };
  if (state === 'PAID' && options.paid !== 'allowed') return { ok: false, response: apiError(c, 409, 'already_paid', 'This billing contract is paid.') };
  if (allowedMethodsFor([method], contract.cart).length === 0) {
    return { ok: false, response: apiError(c, 400, 'method_not_allowed', `${method} cannot pay this order.`) };
  }
  return { ok: true, contract, setup };
}

const PROVIDER_PAGES: Partial<Record<TransactionKind, string>> = { CARD: '3ds', EPS: 'eps', FINANCING: 'financing', TWINT: 'twint' };

/** The provider page a pending transaction waits on, as an absolute URL of this server. */
function providerPage(c: Context, t: Transaction): string | undefined {
  if (t.result !== 'PENDING' || t.eps?.confirmsLater) return undefined;
  const path = PROVIDER_PAGES[t.kind];
  return path && `${new URL(c.req.url).origin}/sandbox/payment/${path}/${t.id}`;
}

export function paymentResultOf(c: Context, t: Transaction): PaymentResult {
  const redirectUrl = providerPage(c, t);
  return { transactionId: t.id, result: t.result, ...(redirectUrl ? { redirectUrl } : {}), ...(t.reason ? { reason: t.reason } : {}) };
}

export function cardResponseOf(c: Context, t: Transaction): CardPaymentResponse {
  const { result, ...rest } = paymentResultOf(c, t);
  return { status: result, ...rest };
}
