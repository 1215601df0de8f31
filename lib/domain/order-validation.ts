import type {
  AddressField,
  FixedLineField,
  OrderValidationBody,
  PaymentMethodField,
  PersonalInfoField,
  ProductField,
  SimCardField,
} from '@storefront/wire';

/**
 * SPEC §3 Order validation result, §5 (400 of POST /orders/validate, 406 of POST /orders) and §8
 * "one or more steps faulty": the server's invalid fields, put back on the checkout's steps and
 * fields. SPEC §2 names the steps (personal data, porting data, payment, summary); the checkout adds
 * delivery (where SIM cards and devices go) between the number and payment.
 *
 * Where a section belongs, which SPEC does not say: the customer's address is entered with the
 * personal data; a SIM's type is chosen in the cart, shown and linked from the summary; everything else about a SIM (card name,
 * new or ported number and the porting details) on the number step; a tariff or device the server
 * refuses can only be removed, on the summary. The additional info names other parts by path: the
 * delivery's (delivery.method, delivery.address.zip …) belong to the delivery step, the rest (terms,
 * activation date, the number of items) to the summary.
 *
 * The server says only that a field is invalid. The code is SPEC §5's message where the field has
 * just one (email, confirm email, phone, porting date, number), otherwise 'invalid'.
 */

/** The checkout's steps in the order a visitor goes through them. */
export const CHECKOUT_STEPS = ['personal', 'number', 'delivery', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type OrderFieldCode =
  'invalid' | 'invalid_email' | 'emails_do_not_match' | 'invalid_phone' | 'porting_date_invalid' | 'number_cannot_be_used';

/** One invalid field: its step, its path in the checkout form ("simCards.0.code", "personalInfo.email") and the message code. */
export type OrderFieldFault = { step: CheckoutStep; field: string; code: OrderFieldCode };

/** SPEC §8 "one or more steps faulty", with the faulty steps in step order and every invalid field. */
export type OrderFaults = { message: 'steps_faulty'; faultySteps: CheckoutStep[]; fields: OrderFieldFault[] };

type Placement = { step: CheckoutStep; code?: OrderFieldCode };

const SIM_CARD: Record<SimCardField, Placement> = {
  tariff: { step: 'summary' },
  cardName: { step: 'number' },
  simType: { step: 'summary' },
  numberSource: { step: 'number' },
  transferPhoneNumber: { step: 'number' },
  cancelPhoneNumber: { step: 'number' },
  code: { step: 'number' },
  date: { step: 'number', code: 'porting_date_invalid' },
  numberingPlanAssignment: { step: 'number', code: 'number_cannot_be_used' },
  previousProvider: { step: 'number' },
  contractType: { step: 'number' },
  terminationType: { step: 'number' },
};

const FIXED_LINE: Record<FixedLineField, Placement> = { tariff: { step: 'summary' }, externalPhoneNumber: { step: 'number' } };

const PRODUCT: Record<ProductField, Placement> = { deviceModel: { step: 'summary' } };

const PERSONAL_INFO: Record<PersonalInfoField, Placement> = {
  firstName: { step: 'personal' },
  lastName: { step: 'personal' },
  companyName: { step: 'personal' },
  vatNumber: { step: 'personal' },
  email: { step: 'personal', code: 'invalid_email' },
  confirmEmail: { step: 'personal', code: 'emails_do_not_match' },
  phone: { step: 'personal', code: 'invalid_phone' },
  birthday: { step: 'personal' },
};

const ADDRESS: Record<AddressField, Placement> = {
  street: { step: 'personal' },
  houseName: { step: 'personal' },
  houseNumber: { step: 'personal' },
  doorNumber: { step: 'personal' },
  zip: { step: 'personal' },
  city: { step: 'personal' },
  country: { step: 'personal' },
};

const PAYMENT_METHOD: Record<PaymentMethodField, Placement> = {
  paymentMethodName: { step: 'payment' },
  productPaymentMethodName: { step: 'payment' },
};

const fault = (field: string, { step, code = 'invalid' }: Placement): OrderFieldFault => ({ step, field, code });

function sectionFaults<F extends string>(name: string, fields: readonly F[], placements: Record<F, Placement>): OrderFieldFault[] {
  return [...new Set(fields)].map((field) => fault(`${name}.${field}`, placements[field]));
}

/** The invalid fields of one item of the order: `index` is its place in the order's list of that kind. */
type ItemFaults<F extends string> = { index: number; invalidFields: readonly F[] };

function itemFaults<F extends string>(name: string, items: readonly ItemFaults<F>[], placements: Record<F, Placement>): OrderFieldFault[] {
  return items.flatMap(({ index, invalidFields }) => sectionFaults(`${name}.${index}`, invalidFields, placements));
}

/** The additional info's paths, each on its step. */
const additionalInfoFaults = (paths: readonly string[]): OrderFieldFault[] =>
  [...new Set(paths)].map((path) => fault(path, { step: path === 'delivery' || path.startsWith('delivery.') ? 'delivery' : 'summary' }));

const stepOrder = (fault: OrderFieldFault) => CHECKOUT_STEPS.indexOf(fault.step);

/** Every invalid field of a validation body with its step, in step order (within a step, as the body lists them). */
export function orderFieldFaults(result: OrderValidationBody): OrderFieldFault[] {
  const faults = [
    ...itemFaults('simCards', result.simCards, SIM_CARD),
    ...itemFaults('fixedLines', result.fixedLines, FIXED_LINE),
    ...itemFaults('products', result.products, PRODUCT),
    ...sectionFaults('personalInfo', result.personalInfo, PERSONAL_INFO),
    ...sectionFaults('address', result.address, ADDRESS),
    ...sectionFaults('paymentMethod', result.paymentMethod, PAYMENT_METHOD),
    ...additionalInfoFaults(result.additionalInfo),
  ];
  return faults.sort((a, b) => stepOrder(a) - stepOrder(b));
}

/**
 * The checkout's summary of a validation body: SPEC §8's "one or more steps faulty" with the faulty
 * steps in step order (the first is where the checkout goes back to) and the fields; undefined when
 * the body lists nothing invalid.
 */
export function orderFaults(result: OrderValidationBody): OrderFaults | undefined {
  const fields = orderFieldFaults(result);
  if (fields.length === 0) return undefined;
  const faulty = new Set(fields.map((f) => f.step));
  return { message: 'steps_faulty', faultySteps: CHECKOUT_STEPS.filter((step) => faulty.has(step)), fields };
}
