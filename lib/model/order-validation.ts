/**
 * The invalid fields of an order by section (SPEC §3 Order validation result), as the 400 of the
 * validation and the 406 of the order creation carry them. Field names are the order form's.
 */
export type SimCardField =
  | 'tariff' | 'cardName' | 'simType' | 'numberSource' | 'transferPhoneNumber' | 'cancelPhoneNumber' | 'code'
  | 'date' | 'numberingPlanAssignment' | 'previousProvider' | 'contractType' | 'terminationType';

type ItemFields<F> = { index: number; invalidFields: F[] }[];

export type OrderValidation = {
  simCards: ItemFields<SimCardField>;
  fixedLines: ItemFields<'tariff' | 'externalPhoneNumber'>;
  products: ItemFields<'deviceModel'>;
  personalInfo: ('firstName' | 'lastName' | 'companyName' | 'vatNumber' | 'email' | 'confirmEmail' | 'phone' | 'birthday')[];
  address: ('street' | 'houseName' | 'houseNumber' | 'doorNumber' | 'zip' | 'city' | 'country')[];
  paymentMethod: ('paymentMethodName' | 'productPaymentMethodName')[];
  /** Other parts by path: termsAccepted, desiredActivationDate, delivery.method, delivery.address.zip, items … */
  additionalInfo: string[];
};

/** The answer of a valid order's validation. */
export type OrderValid = { valid: true };
