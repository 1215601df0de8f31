import { z } from 'zod';
import { paymentMethodName } from '@/lib/platform/content-api/schemas/payment';
import { portingContractType } from '@/lib/platform/content-api/schemas/portings';
import { deliveryMethod, terminationType } from '@/lib/platform/content-api/schemas/order-requests';
import { routeContract } from './answer';

/**
 * The checkout's steps as our route handlers take them (POST /api/checkout/<step>) and as the sealed
 * progress keeps them (lib/checkout/progress.ts, ADR 13). These are the shapes; the rules that need
 * the market (postal code, phone and VAT patterns, regions, the porting code a market asks for) are
 * laid over them per site by each step's module (lib/checkout/steps/*). Error messages are field-error
 * codes (lib/platform/contracts/answer.ts), which the forms turn into SPEC §5 texts.
 */

/** An empty form field is an absent one. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
export const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
const isoDay = z.iso.date({ error: 'invalid_date' });
/** A ticked box: true from an island, "true" or "on" from a form posted without JavaScript. */
const accepted = z.preprocess((v) => (v === 'true' || v === 'on' ? true : v), z.literal(true, { error: 'consent_required' }));

// ---------------------------------------------------------------------------------------------
// 1. Personal data

export const addressFields = z.object({
  street: text(100),
  houseNumber: text(12),
  /** UK: a house name instead of, or with, the number. */
  houseName: optional(text(60)),
  /** Stairs, door, flat. */
  doorNumber: optional(text(12)),
  zip: text(10),
  city: text(60),
  /** A region of /config/countries/regions (shortname), where the market has them. */
  region: optional(text(10)),
});
export type AddressFields = z.infer<typeof addressFields>;

export const personalStep = z.object({
  customerType: z.enum(['PRIVATE', 'COMPANY']),
  /** SPEC §5, §9: at most 60 characters (company only). */
  companyName: optional(text(60)),
  registerNumber: optional(text(30)),
  vatNumber: optional(text(30)),
  firstName: text(50),
  lastName: text(50),
  /** ISO date; SPEC §9 minimum age 18. */
  birthday: isoDay,
  email: text(254).pipe(z.email({ error: 'invalid_format' })),
  confirmEmail: text(254),
  phone: text(30),
  address: addressFields,
  /** Another address for the delivery, with the recipient's name. */
  deliveryAddress: optional(addressFields.extend({ name: text(100) })),
  callbackNumber: optional(text(30)),
});
export type PersonalStep = z.infer<typeof personalStep>;

// ---------------------------------------------------------------------------------------------
// 2. Number: per SIM card of the cart a new number or a ported one; a fixed line's landline number

/** A number of a reservation (POST /orders/numberreservations/mobile) the visitor chose. */
export const newNumber = z.object({
  source: z.literal('NEW'),
  numberingPlanAssignmentId: text(64),
  phoneNumber: text(30),
  /** When the reservation ends (the step extends it when it is about to). */
  expiresAt: z.iso.datetime({ offset: true }),
});

/** The number of a reservation, as a ported number's temporary one and a cancelled contract's new one take it. */
export const reservedNumber = newNumber.omit({ source: true });

/**
 * A number ported in from another provider (SPEC §3 Mobile porting, form fields). What a market asks
 * besides (the PUK or PAC, the termination type, the porting SMS, an incumbent's contract number) is
 * laid over this by lib/checkout/steps/number-schema.ts.
 */
export const portedNumber = z.object({
  source: z.literal('PORTING'),
  transferPhoneNumber: text(30),
  contractType: portingContractType,
  previousProviderId: text(64),
  holderFirstName: text(50),
  holderLastName: text(50),
  /** Customer number at the previous provider. */
  externalCustomerId: optional(text(30)),
  /** PUK (8 digits) where the market asks for it; UK: the PAC. */
  code: optional(text(20)),
  /** An incumbent's business contract number (starts with 3). */
  contractNumber: optional(text(20)),
  /** One of GET /portings/freedates. */
  date: isoDay,
  /** Not in the UK, and not for a prepaid card. */
  terminationType: optional(terminationType),
  /** SPEC §5: the old contract's termination accepted, the porting SMS sent (SMS 499, not in the UK). */
  terminationConfirmed: accepted,
  smsSent: optional(z.literal(true)),
  /** A temporary new number until the porting is done (a reservation, as for a new number). */
  temporaryNumber: optional(reservedNumber),
});

/** UK: a new number, the old contract cancelled with its STAC (6 digits + 3 letters, valid 30 days from codeIssuedOn). */
export const cancelledNumber = z.object({
  source: z.literal('CANCEL'),
  cancelPhoneNumber: text(30),
  /** The provider whose contract the STAC cancels (the order names it: previousProvider). */
  previousProviderId: text(64),
  code: text(20),
  codeIssuedOn: isoDay,
  number: reservedNumber,
});

export const simCardNumber = z.discriminatedUnion('source', [newNumber, portedNumber, cancelledNumber]);
export type SimCardNumber = z.infer<typeof simCardNumber>;

/** The fixed line's landline number: a new one, or the one of the previous provider ported. */
export const landlineNumber = z.discriminatedUnion('port', [
  z.object({ port: z.literal(false) }),
  z.object({
    port: z.literal(true),
    phoneNumber: text(30),
    /** Connection number or access ID of the line. */
    connectionId: text(30),
    previousProvider: text(64),
    buildingType: z.enum(['SINGLE_FAMILY_HOUSE', 'MULTI_PARTY_BUILDING']),
  }),
]);
export type LandlineNumber = z.infer<typeof landlineNumber>;

export const numberStep = z.object({
  /** One entry per SIM card of the cart, in cart order. */
  simCards: z.array(simCardNumber).max(5),
  landline: landlineNumber.optional(),
});
export type NumberStep = z.infer<typeof numberStep>;

// ---------------------------------------------------------------------------------------------
// 3. Delivery or pickup

export const deliveryStep = z.object({
  method: deliveryMethod,
  /** IT: the Fermopoint chosen, with what the summary shows of it and its postal code (a search that finds it again). */
  pickupPoint: optional(z.object({ id: text(64), name: text(120), address: text(200), zip: text(10) })),
});
export type DeliveryStep = z.infer<typeof deliveryStep>;

// ---------------------------------------------------------------------------------------------
// 4. Payment (never card data: a card is the provider's token with brand and last four digits)

export const cardOnFile = z.object({ token: text(100), brand: text(30), last4: z.string().regex(/^\d{4}$/) });
export type CardOnFile = z.infer<typeof cardOnFile>;

export const paymentStep = z.object({
  /** Pays the monthly bills (or, for a cart without any, the order). */
  method: paymentMethodName,
  /** Pays the devices' price, when the cart holds devices. */
  productMethod: optional(paymentMethodName),
  card: optional(cardOnFile),
  sepa: optional(z.object({ accountHolder: text(70), iban: text(50), mandateAccepted: accepted })),
  eps: optional(z.object({ bic: text(11), bankName: text(100) })),
});
export type PaymentStep = z.infer<typeof paymentStep>;

// ---------------------------------------------------------------------------------------------
// 5. Summary

export const summaryStep = z.object({
  termsAccepted: accepted,
  noticeConfirmed: accepted,
});
export type SummaryStep = z.infer<typeof summaryStep>;

/**
 * The order button's body: the summary, and where the mobile wallet pays what is due now, the
 * payment token its sheet handed over (ADR 47; only with JavaScript, never kept after a refusal).
 */
export const orderStep = summaryStep.extend({ walletToken: z.string().trim().min(1).max(8000).optional() });

// ---------------------------------------------------------------------------------------------
// Answers

/** A saved step: where the checkout goes next (the next incomplete step's URL). */
export const stepSaved = z.object({ next: z.string() });
export const stepContract = routeContract(stepSaved, ['not_found']);

/**
 * POST /api/checkout/order (the summary's terms): places the order once per attempt and starts its
 * payment; `next` is where the browser goes (the payment provider's page or the thank-you page).
 * 400 steps_faulty (the content API refused fields: the progress names them per step), 409
 * steps_incomplete (a step is missing) or order_in_progress (the same attempt is still running).
 */
export const orderContract = routeContract(stepSaved, [
  'not_found',
  'steps_faulty',
  'steps_incomplete',
  'order_in_progress',
  'partner_link_required',
]);
