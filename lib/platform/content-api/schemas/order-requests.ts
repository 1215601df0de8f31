/**
 * The bodies the storefront sends to the SPEC §7 "Orders" calls: number reservation, its extension,
 * the order (validated by POST /orders/validate, placed by POST /orders) and the delivery-cost
 * calculation. They fix the shape and the static limits; the content API adds the rules that need
 * the market, the catalogue or the clock (patterns of /config/mandant, age, reservations, porting).
 */
import { z } from 'zod';
import { simType } from './tariffs';
import { portingContractType } from './portings';

/** SIM cards an order (and one number reservation) may hold. */
export const MAX_SIM_CARDS = 5;
/** Devices an order may hold. */
export const MAX_PRODUCTS = 10;

/**
 * POST /orders/numberreservations/mobile: for each SIM-card item of the cart, how many SIM cards it
 * needs ([1, 2] → one number for the first item, two for the second), at most MAX_SIM_CARDS in all,
 * and the captcha token of the sandbox captcha (SPEC: turnstileToken).
 */
export const numberReservationRequest = z.object({
  simCardAmounts: z
    .array(z.int().min(1).max(MAX_SIM_CARDS))
    .min(1)
    .refine((amounts) => amounts.reduce((sum, n) => sum + n, 0) <= MAX_SIM_CARDS, 'too_long'),
  turnstileToken: z.string().min(1).max(200),
});
export type NumberReservationRequest = z.infer<typeof numberReservationRequest>;

/** PUT /orders/numberreservations/extend: the reservations (numbering plan assignments) to keep longer. */
export const numberReservationExtendRequest = z.object({
  numberingPlanAssignmentIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_SIM_CARDS),
});
export type NumberReservationExtendRequest = z.infer<typeof numberReservationExtendRequest>;

/** Where a SIM card's number comes from: a reserved new one, a ported one, or (UK, STAC) a new one with the old contract cancelled. */
export const numberSource = z.enum(['NEW', 'PORTING', 'CANCEL']);
export type NumberSource = z.infer<typeof numberSource>;

/** SPEC §5: only provider contract types POSTPAID, PREPAID or BUSINESS are accepted. */

/** How the contract at the previous provider ends: with the porting, or at the end of its minimum term. */
export const terminationType = z.enum(['IMMEDIATE', 'END_OF_COMMITMENT']);
export type TerminationType = z.infer<typeof terminationType>;

export const deliveryMethod = z.enum(['STANDARD', 'EXPRESS', 'PICKUP_POINT']);
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
const id = z.string().min(1).max(64);

/**
 * One SIM card of the order. NEW and CANCEL take a number of a reservation (its
 * numberingPlanAssignmentId and the chosen phoneNumber of its generatedNumbers); PORTING and CANCEL
 * take the old contract's data (code: the PUK where required, the PAC or STAC in the UK).
 */
export const simCardOrder = z.object({
  tariffModelSalesId: id,
  /** A name that tells several SIM cards apart (required when the order holds more than one). */
  cardName: text(30).optional(),
  simType,
  numberSource,
  numberingPlanAssignmentId: id.optional(),
  phoneNumber: text(30).optional(),
  transferPhoneNumber: text(30).optional(),
  cancelPhoneNumber: text(30).optional(),
  code: text(20).optional(),
  /** Desired porting date (ISO date). */
  date: z.iso.date().optional(),
  previousProviderId: id.optional(),
  contractType: portingContractType.optional(),
  terminationType: terminationType.optional(),
});
export type SimCardOrder = z.infer<typeof simCardOrder>;

/** A fixed-line tariff, with the landline number to take over from the previous provider if any. */
export const fixedLineOrder = z.object({
  tariffModelSalesId: id,
  externalPhoneNumber: text(30).optional(),
});
export type FixedLineOrder = z.infer<typeof fixedLineOrder>;

/** A smartphone, router or repeater. */
export const productOrder = z.object({ deviceModelSaleId: id });
export type ProductOrder = z.infer<typeof productOrder>;

/** SPEC §3 Customer as an order form holds it; company name and VAT number when ordering as a company. */
export const personalInfoOrder = z.object({
  isCompany: z.boolean().default(false),
  firstName: required(50),
  lastName: required(50),
  /** SPEC §5, §9: at most 60 characters. */
  companyName: text(60).optional(),
  vatNumber: text(30).optional(),
  email: required(254).pipe(z.email()),
  confirmEmail: required(254),
  phone: required(30),
  /** ISO date. */
  birthday: z.iso.date(),
});
export type PersonalInfoOrder = z.input<typeof personalInfoOrder>;

/** SPEC §3 Address: house name (UK) or house number; country as ISO 3166 alpha-2. */
export const addressOrder = z.object({
  street: required(100),
  houseName: text(60).optional(),
  houseNumber: text(12).optional(),
  doorNumber: text(12).optional(),
  zip: required(10),
  city: required(60),
  country: z.string().trim().length(2),
});
export type AddressOrder = z.infer<typeof addressOrder>;

/** How the order travels; a pickup point (IT: Fermopoint) by its id; another address than the customer's if given. */
export const deliveryOrder = z.object({
  method: z.string().min(1).max(32),
  pickupPointId: id.optional(),
  address: addressOrder.optional(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrder>;

/**
 * paymentMethodName pays the monthly bills (or, for a cart without any, the order); the devices'
 * price is paid with productPaymentMethodName (required when the order holds devices). Names are
 * strings on the wire: one the market does not offer is a validation failure, not a malformed body.
 */
export const paymentMethodOrder = z.object({
  paymentMethodName: z.string().min(1).max(32),
  productPaymentMethodName: z.string().min(1).max(32).optional(),
});
export type PaymentMethodOrder = z.infer<typeof paymentMethodOrder>;

/** Body of POST /orders/validate and POST /orders. */
export const orderRequest = z.object({
  simCards: z.array(simCardOrder).default([]),
  fixedLines: z.array(fixedLineOrder).default([]),
  products: z.array(productOrder).default([]),
  personalInfo: personalInfoOrder,
  address: addressOrder,
  delivery: deliveryOrder.optional(),
  paymentMethod: paymentMethodOrder,
  /** SPEC §5: the terms (AGB) must be accepted. */
  termsAccepted: z.boolean(),
  /** SPEC §9: SIM activation within 6 months (ISO date). */
  desiredActivationDate: z.iso.date().optional(),
});
export type OrderRequest = z.input<typeof orderRequest>;

/** Body of POST /orders/deliveries:calculate: the method and what travels. */
export const deliveryCalculationRequest = z.object({
  method: deliveryMethod,
  simCards: z.array(z.object({ simType })).max(MAX_SIM_CARDS).default([]),
  products: z.array(productOrder).max(MAX_PRODUCTS).default([]),
});
export type DeliveryCalculationRequest = z.input<typeof deliveryCalculationRequest>;

/** Query of GET /orders/deliveries/fermopoint: the pickup points of a city or postal code. */
export const pickupPointQuery = z
  .object({ city: z.string().trim().max(60).optional(), zip: z.string().trim().max(10).optional() })
  .refine((q) => Boolean(q.city || q.zip), { message: 'required', path: ['zip'] });
export type PickupPointQuery = z.infer<typeof pickupPointQuery>;
