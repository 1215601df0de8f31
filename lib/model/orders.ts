/** Orders: the checkout's validation faults and the created order (lib/model: see common.ts). */

/** SPEC §3 mobile porting contract type; SPEC §5: only these are accepted. */
export type ContractType = 'POSTPAID' | 'PREPAID' | 'BUSINESS';

export type SimCardField =
  | 'tariff'
  | 'cardName'
  | 'simType'
  | 'numberSource'
  | 'transferPhoneNumber'
  | 'cancelPhoneNumber'
  | 'code'
  | 'date'
  | 'numberingPlanAssignment'
  | 'previousProvider'
  | 'contractType'
  | 'terminationType';
export type FixedLineField = 'tariff' | 'externalPhoneNumber';
export type ProductField = 'deviceModel';
export type PersonalInfoField = 'firstName' | 'lastName' | 'companyName' | 'vatNumber' | 'email' | 'confirmEmail' | 'phone' | 'birthday';
export type AddressField = 'street' | 'houseName' | 'houseNumber' | 'doorNumber' | 'zip' | 'city' | 'country';
export type PaymentMethodField = 'paymentMethodName' | 'productPaymentMethodName';

/** The invalid fields of one item of the order: `index` is its place in the order's list of that kind. */
export type ItemFaults<F extends string> = { index: number; invalidFields: F[] };

/**
 * SPEC §3 Order validation result (400 of POST /orders/validate, 406 of POST /orders): the invalid
 * fields by section; an empty section has no faults.
 */
export type OrderValidationResult = {
  simCards: ItemFaults<SimCardField>[];
  fixedLines: ItemFaults<FixedLineField>[];
  products: ItemFaults<ProductField>[];
  personalInfo: PersonalInfoField[];
  address: AddressField[];
  paymentMethod: PaymentMethodField[];
  invalidAdditionalInfo: boolean;
};

/** SPEC §5: the answer of POST /orders when the order was created. */
export type OrderCreated = { salesOrderId: string };
