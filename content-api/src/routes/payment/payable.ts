/** Whether a billing contract may be paid by a method: what every /payment call checks first. */
import type { Context } from 'hono';
import type { PaymentMethodName } from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, type Ctx } from '../../context';
import { contractState } from '../../payment-ledger';
import { customerOf } from '../../require-customer';
import { allowedMethodsFor } from '../../rules/payment-methods';
import type { Store } from '../../store';
import type { BillingContract, PaymentSetup } from '../../store/payment';

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
  if (state === 'CANCELLED')
    return { ok: false, response: apiError(c, 409, 'order_cancelled', 'The order of this billing contract was cancelled.') };
  if (state === 'PAID' && options.paid !== 'allowed')
    return { ok: false, response: apiError(c, 409, 'already_paid', 'This billing contract is paid.') };
  if (allowedMethodsFor([method], contract.cart).length === 0) {
    return { ok: false, response: apiError(c, 400, 'method_not_allowed', `${method} cannot pay this order.`) };
  }
  return { ok: true, contract, setup };
}
