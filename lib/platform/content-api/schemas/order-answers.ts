/** What the SPEC §7 "Orders" calls answer (SPEC §3 Order, Order status, Delivery cost, Pickup point …). */
import { z } from 'zod';
import { money } from './common';
import { weekday } from './config';
import { simType } from './tariffs';

const instant = z.iso.datetime({ offset: true });

/** The numbers offered for one SIM card, held for it until expiresAt (sandbox clock). */
export const reservedNumbers = z.object({
  /** Position in the request's simCardAmounts of the item this SIM card belongs to. */
  itemIndex: z.int().min(0),
  numberingPlanAssignmentId: z.string().min(1),
  /** SPEC §3 Generated numbers: the order picks one as the SIM card's phoneNumber. */
  generatedNumbers: z.array(z.string().min(1)).min(1),
  expiresAt: instant,
});
export type ReservedNumbers = z.infer<typeof reservedNumbers>;

/** 201 of POST /orders/numberreservations/mobile: one entry per SIM card. */
export const numberReservation = z.object({ reservations: z.array(reservedNumbers).min(1) });
export type NumberReservation = z.infer<typeof numberReservation>;

/** 200 of PUT /orders/numberreservations/extend. */
export const extendedReservations = z.object({
  reservations: z.array(z.object({ numberingPlanAssignmentId: z.string().min(1), expiresAt: instant })),
});
export type ExtendedReservations = z.infer<typeof extendedReservations>;

// ---------------------------------------------------------------------------------------------
// Order validation result (SPEC §3): invalid fields by section.

/** SIM cards, per cart item (names of SPEC §3; tariff ↔ tariffModelSalesId, numberingPlanAssignment ↔ numberingPlanAssignmentId and phoneNumber, previousProvider ↔ previousProviderId). */
export const simCardField = z.enum([
  'tariff',
  'cardName',
  'simType',
  'numberSource',
  'transferPhoneNumber',
  'cancelPhoneNumber',
  'code',
  'date',
  'numberingPlanAssignment',
  'previousProvider',
  'contractType',
  'terminationType',
]);
export type SimCardField = z.infer<typeof simCardField>;

export const fixedLineField = z.enum(['tariff', 'externalPhoneNumber']);
export type FixedLineField = z.infer<typeof fixedLineField>;
export const productField = z.enum(['deviceModel']);
export type ProductField = z.infer<typeof productField>;
export const personalInfoField = z.enum([
  'firstName',
  'lastName',
  'companyName',
  'vatNumber',
  'email',
  'confirmEmail',
  'phone',
  'birthday',
]);
export type PersonalInfoField = z.infer<typeof personalInfoField>;
export const addressField = z.enum(['street', 'houseName', 'houseNumber', 'doorNumber', 'zip', 'city', 'country']);
export type AddressField = z.infer<typeof addressField>;
export const paymentMethodField = z.enum(['paymentMethodName', 'productPaymentMethodName']);
export type PaymentMethodField = z.infer<typeof paymentMethodField>;

const itemFields = <F extends z.ZodType>(field: F) => z.object({ index: z.int().min(0), invalidFields: z.array(field).min(1) });

/**
 * 400 of POST /orders/validate and 406 of POST /orders. Items appear only with their invalid fields.
 * additionalInfo names any other invalid part by its path: termsAccepted, desiredActivationDate,
 * delivery.method, delivery.pickupPointId, delivery.address.zip …, and simCards, fixedLines, products
 * or items for an order with too many or no items.
 */
/** A section the body leaves out has no faults. */
const section = <S extends z.ZodType>(schema: S) => z.array(schema).default([]);

export const orderValidationBody = z.object({
  error: z.literal('invalid_order'),
  message: z.string(),
  simCards: section(itemFields(simCardField)),
  fixedLines: section(itemFields(fixedLineField)),
  products: section(itemFields(productField)),
  personalInfo: section(personalInfoField),
  address: section(addressField),
  paymentMethod: section(paymentMethodField),
  additionalInfo: section(z.string()),
});
export type OrderValidationBody = z.infer<typeof orderValidationBody>;

/** 200 of POST /orders/validate. */
export const orderValid = z.object({ valid: z.literal(true) });
export type OrderValid = z.infer<typeof orderValid>;

// ---------------------------------------------------------------------------------------------
// Placed orders

/**
 * 201 of POST /orders. orderToken is the secret with which an anonymous order identifies itself
 * (headers X-Sales-Order-Id and X-Order-Token) to the status, latest and cancel calls.
 */
export const orderCreated = z.object({ salesOrderId: z.string().min(1), orderToken: z.string().min(1) });
export type OrderCreated = z.infer<typeof orderCreated>;

/** SPEC §4 Order states after the cart. */
export const orderState = z.enum(['PROCESSING', 'PAYMENT_PENDING', 'SUCCESS', 'CANCELLED']);
export type OrderState = z.infer<typeof orderState>;

export const orderItem = z.object({
  itemId: z.string().min(1),
  kind: z.enum(['SIM_CARD', 'FIXED_LINE', 'PRODUCT']),
  /** tariffModelSalesId or deviceModelSaleId. */
  productId: z.string().min(1),
  name: z.string(),
  state: z.enum(['ORDERED', 'CANCELLED']),
  simType: simType.optional(),
  phoneNumber: z.string().optional(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** SPEC §3 Order status (GET /orders/status, and the answer of the cancel calls). */
export const orderStatus = z.object({
  salesOrderId: z.string().min(1),
  status: orderState,
  items: z.array(orderItem),
  isPaymentOpen: z.boolean(),
  isIdentOpen: z.boolean(),
});
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * SPEC §3 Order confirmation: customerNumber, customerEMail and the eSIMs (cardname, tariffname,
 * msisdn, productKey, qrcodeBase64: the QR code as a base64 PNG). Only what the SPEC names is read as
 * such; activationCode, the LPA string "LPA:1$<SM-DP+ address>$<matching id>" the QR code holds, is
 * this API's addition and may be absent, as may the QR code.
 */
export const orderConfirmation = z.object({
  customerNumber: z.string().min(1),
  customerEMail: z.email(),
  esims: z.array(
    z.object({
      cardname: z.string(),
      tariffname: z.string(),
      msisdn: z.string(),
      productKey: z.string(),
      qrcodeBase64: z.string().optional(),
      activationCode: z.string().optional(),
    }),
  ),
});
export type OrderConfirmation = z.infer<typeof orderConfirmation>;
export type OrderEsim = OrderConfirmation['esims'][number];

/** One-off (devices, setup fees), monthly, delivery, and total = what is paid now (one-off + delivery). */
export const orderCosts = z.object({ oneOff: money, monthly: money, delivery: money, total: money });
export type OrderCosts = z.infer<typeof orderCosts>;

/** SPEC §3 Cart/order as placed (GET /orders/latest). */
export const placedOrder = orderStatus.extend({
  createdAt: instant,
  desiredActivationDate: z.iso.date().optional(),
  /** Absent when nothing travels (eSIMs only). */
  deliveryMethod: z.string().optional(),
  paymentMethod: z.object({ paymentMethodName: z.string(), productPaymentMethodName: z.string().optional() }),
  costs: orderCosts,
  confirmation: orderConfirmation,
});
export type PlacedOrder = z.infer<typeof placedOrder>;

// ---------------------------------------------------------------------------------------------
// Delivery

/** SPEC §3 Delivery cost (POST /orders/deliveries:calculate). */
export const deliveryCost = z.object({ cost: money });
export type DeliveryCost = z.infer<typeof deliveryCost>;

/** SPEC §3 Pickup point: opening hours per weekday, a day may have several slots ("09:00"–"13:00"). */
export const pickupPoint = z.object({
  id: z.string().min(1),
  name: z.string(),
  geolocation: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  address: z.object({ street: z.string(), houseNumber: z.string(), zip: z.string(), city: z.string(), country: z.string().length(2) }),
  openingHours: z.array(z.object({ weekday, start: z.string().regex(/^\d{2}:\d{2}$/), end: z.string().regex(/^\d{2}:\d{2}$/) })),
});
export type PickupPoint = z.infer<typeof pickupPoint>;
export const pickupPoints = z.array(pickupPoint);
