/** A logged-in customer's payment: how their bills are paid, its changes, and prepaid recharge (lib/model: see common.ts). */
import type { Money } from './common';
import type { PaymentMethodName, PaymentResult } from './payment';

/** SPEC §4 Payment card states of a stored card. */
export type StoredCardState = 'ACTIVE' | 'EXPIRING_SOON' | 'EXPIRED' | 'INACTIVE';

type AccountMethod = { billingContractId: string; changeableTo: PaymentMethodName[] };

/** How the customer's bills are paid, with what the customer area shows of it (an IBAN only masked). */
export type CustomerPaymentMethod = AccountMethod &
  (
    | { method: 'SEPA'; sepa: { iban: string; accountHolder: string; mandateReference: string } }
    | { method: 'CREDITCARD'; card: { brand: string; last4: string; expiryMonth: number; expiryYear: number; holder: string; state: StoredCardState } }
    | { method: 'INVOICE' }
    | { method: 'EBILL'; ebill: { email: string } }
    | { method: 'EPS'; eps: { bic: string; displayName: string } }
    | { method: 'APPLEPAY' }
  );

/** The keys of SPEC §3 Usage.prepaid.allowedRechargePaymentMethods. */
export type RechargeMethod = 'creditcard' | 'storedcreditcard' | 'eps' | 'paysafecard' | 'voucher' | 'applepay' | 'twint';

/** A recharge's outcome, with the line's new balance on SUCCESS. */
export type RechargeResult = PaymentResult & { balance?: Money };
