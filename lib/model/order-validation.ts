import type { AddressField, FixedLineField, ItemFaults, PaymentMethodField, PersonalInfoField, ProductField, SimCardField } from './orders';

/**
 * The invalid fields of an order by section (SPEC §3 Order validation result), as the 400 of the
 * validation and the 406 of the order creation carry them; an empty section has no faults.
 */
export type OrderValidation = {
  simCards: ItemFaults<SimCardField>[];
  fixedLines: ItemFaults<FixedLineField>[];
  products: ItemFaults<ProductField>[];
  personalInfo: PersonalInfoField[];
  address: AddressField[];
  paymentMethod: PaymentMethodField[];
  /** Other parts by path: termsAccepted, desiredActivationDate, delivery.method, delivery.address.zip, items … */
  additionalInfo: string[];
};

/** The answer of a valid order's validation. */
export type OrderValid = { valid: true };
