/**
 * How a logged-in customer's bills are paid (GET /payment/method and its changes): the seed's method
 * until the customer changes it, then their change in customer-state (aspect 'payment'). The account's
 * billing contract BC-<customerNumber> keeps the method's name too, since the ledger decides from it
 * whether the open amount is collected later (payment-ledger.ts); setAccountMethod writes both.
 */
import type { CustomerPaymentMethod, InvoiceYear, PaymentMethodName } from '@storefront/wire';
import { storedCardState } from '@storefront/rules/stored-card-state';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedAccountMethod } from '../../seed/types';
import { allowedMethodsFor } from '../rules/payment-methods';
import { resolveDay } from '../seed-day';
import type { Store } from '../store';
import type { BillingContract } from '../store/payment';

/** The customer's method as kept: an IBAN masked, a card's expiry as month and year; never a card number. */
export type AccountMethod =
  | { method: 'SEPA'; sepa: { iban: string; accountHolder: string; mandateReference: string; signedAt?: string } }
  | {
      method: 'CREDITCARD';
      card: { brand: string; last4: string; expiryMonth: number; expiryYear: number; holder: string; active: boolean };
    }
  | { method: 'INVOICE' }
  | { method: 'EBILL'; ebill: { email: string } }
  | { method: 'EPS'; eps: { bic: string; displayName: string } }
  | { method: 'APPLEPAY' };

export type AccountStores = Pick<Store, 'payment' | 'customerState'>;

const ASPECT = 'payment';

/** The billing contract of a customer's account: what their bills and open position are booked on. */
export const accountContractId = (customerNumber: string) => `BC-${customerNumber}`;

/** The seed's method with a card's expiry resolved against the sandbox clock's `today`. */
function fromSeed(seeded: SeedAccountMethod, today: string): AccountMethod {
  switch (seeded.method) {
    case 'SEPA':
      return {
        method: 'SEPA',
        sepa: { iban: seeded.iban, accountHolder: seeded.accountHolder, mandateReference: seeded.mandateReference },
      };
    case 'CREDITCARD': {
      const [year, month] = resolveDay(seeded.expires, today).split('-').map(Number);
      const { brand, last4, holder, active } = seeded;
      return { method: 'CREDITCARD', card: { brand, last4, holder, active, expiryMonth: month!, expiryYear: year! } };
    }
    case 'INVOICE':
      return { method: 'INVOICE' };
    case 'EBILL':
      return { method: 'EBILL', ebill: { email: seeded.email } };
  }
}

export function accountMethodOf(
  { payment, customerState }: AccountStores,
  market: MarketCode,
  customerNumber: string,
  today: string,
): AccountMethod | undefined {
  const changed = customerState.get<AccountMethod>(market, customerNumber, ASPECT);
  if (changed) return changed;
  const seeded = payment.seededMethod(market, customerNumber);
  return seeded && fromSeed(seeded, today);
}

/**
 * How the bills are paid as SPEC §3 Invoice year tells it (paymentMethod, paymentMethodState): the
 * account's method, a card with its SPEC §4 state, every other method ACTIVE. One source with GET
 * /payment/method, so invoices, the invoice PDF and the prepaid recharge offer never disagree with it.
 */
export function billsPaidBy(stores: AccountStores, market: MarketCode, customerNumber: string, today: string): BillsPaidBy | undefined {
  const method = accountMethodOf(stores, market, customerNumber, today);
  if (!method) return undefined;
  return {
    paymentMethod: method.method,
    paymentMethodState: method.method === 'CREDITCARD' ? storedCardState(method.card, today) : 'ACTIVE',
  };
}
export type BillsPaidBy = { paymentMethod: PaymentMethodName; paymentMethodState: InvoiceYear['paymentMethodState'] };

/** The customer's bills are paid by `method` from now on. */
export function setAccountMethod({ payment, customerState }: AccountStores, contract: BillingContract, method: AccountMethod): void {
  const customerNumber = contract.customer!.customerNumber;
  customerState.put(contract.market, customerNumber, ASPECT, method);
  payment.saveContract({ ...contract, paymentMethod: method.method, mandate: undefined });
}

/** The methods the account may switch to: the market's customer-area methods its products allow. */
export function changeableMethods({ payment }: Pick<Store, 'payment'>, contract: BillingContract): PaymentMethodName[] {
  return allowedMethodsFor(payment.setup(contract.market)?.accountMethods ?? [], contract.cart);
}

/** GET /payment/method's answer: the method, a card with its SPEC §4 state on `today`. */
export function presentAccountMethod(stores: AccountStores, contract: BillingContract, today: string): CustomerPaymentMethod | undefined {
  const method = accountMethodOf(stores, contract.market, contract.customer!.customerNumber, today);
  if (!method) return undefined;
  const account = { billingContractId: contract.id, changeableTo: changeableMethods(stores, contract) };
  switch (method.method) {
    case 'SEPA': {
      const { iban, accountHolder, mandateReference } = method.sepa;
      return { method: 'SEPA', ...account, sepa: { iban, accountHolder, mandateReference } };
    }
    case 'CREDITCARD': {
      const { brand, last4, expiryMonth, expiryYear, holder } = method.card;
      return {
        method: 'CREDITCARD',
        ...account,
        card: { brand, last4, expiryMonth, expiryYear, holder, state: storedCardState(method.card, today) },
      };
    }
    case 'INVOICE':
      return { method: 'INVOICE', ...account };
    case 'EBILL':
      return { method: 'EBILL', ...account, ebill: method.ebill };
    case 'EPS':
      return { method: 'EPS', ...account, eps: method.eps };
    case 'APPLEPAY':
      return { method: 'APPLEPAY', ...account };
  }
}
