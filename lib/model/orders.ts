/** Orders: the names of the order's fields that a validation can fault (lib/model: see common.ts; the body is order-validation.ts). */

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
