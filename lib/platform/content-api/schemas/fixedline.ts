import { z } from 'zod';
import { legalDocument, money, specialDeal } from './common';
import { fixedLineConnections } from './devices';
import { speedData } from './tariffs';

export const additionalPackage = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['OPTION', 'TELEPHONY', 'TV']),
  money,
  description: z.string(),
});
export type AdditionalPackage = z.infer<typeof additionalPackage>;

/** SPEC §3 Fixed-line tariff. */
export const fixedLineTariff = z.object({
  tariffModelSalesId: z.string().min(1),
  tariffName: z.string().min(1),
  connectionSupplierName: z.string(),
  money,
  billPeriodTranslation: z.string(),
  speedData,
  commitmentMonths: z.number().int().min(0),
  oneTimeSetupFee: money,
  monthlySetupFee: money.optional(),
  additionalPackages: z.array(additionalPackage),
  specialDeals: z.array(specialDeal),
  legalDocument: legalDocument.optional(),
});
export type FixedLineTariff = z.infer<typeof fixedLineTariff>;
export const fixedLineTariffs = z.array(fixedLineTariff);

// ---------------------------------------------------------------------------------------------
// Availability check (SPEC §7 Fixed line: addresses:search, addresses:choose, suppliers, contact)

/** How a line reaches the building: fibre to the home or building, or copper from a street cabinet. */
export const lineType = z.enum(['FTTH', 'FTTB', 'FTTC', 'VDSL']);
export type LineType = z.infer<typeof lineType>;

export const buildingType = z.enum(['SINGLE_FAMILY_HOUSE', 'MULTI_PARTY_BUILDING']);
export type BuildingType = z.infer<typeof buildingType>;

/**
 * Field errors are codes, not texts: the storefront turns each into a translated message (SPEC §5:
 * empty field, search needs more than 1 character, invalid email, invalid phone number …). The IBAN
 * check adds its own: a country without IBAN direct debit, the wrong length for the country, wrong
 * check digits.
 */
export const fieldErrorCode = z.enum([
  'required',
  'too_short',
  'too_long',
  'invalid_format',
  'consent_required',
  'unsupported_country',
  'invalid_length',
  'invalid_checksum',
  // The checkout's own checks (SPEC §5): minimum age, the e-mail typed twice, a date no longer offered, a
  // code or reservation past its validity, a date that does not exist.
  'too_young',
  'mismatch',
  'unavailable_date',
  'expired',
  'invalid_date',
  // The customer area's settings: a value above its maximum, a choice this line does not offer.
  'too_large',
  'not_allowed',
  // A prepaid voucher code or PIN the provider does not know, or one redeemed already; a value not
  // among those offered (a recharge amount).
  'unknown',
  'used',
  'not_offered',
  // A new password that fails the password policy (lib/domain/password-policy.ts); a current password
  // that is not the customer's.
  'too_weak',
  'incorrect',
]);
export type FieldErrorCode = z.infer<typeof fieldErrorCode>;

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
/** SPEC §5: a search needs more than 1 character. */
const searchText = (max: number) => text(max).min(2, 'too_short');
const optionalText = (max: number) => z.string().trim().max(max, 'too_long').optional();

/** The address a visitor types; the market's postal-code pattern is checked by the API. */
export const addressInput = z.object({
  zip: text(10),
  city: optionalText(60),
  street: searchText(100),
  houseNumber: text(12),
  stairs: optionalText(10),
  door: optionalText(10),
});
export type AddressInput = z.infer<typeof addressInput>;

/** Body of POST /fixedline/addresses:search. */
export const addressSearchRequest = addressInput;

/** Body of POST /fixedline/addresses:choose: one of the possible addresses of a search. */
export const addressChooseRequest = z.object({ addressId: z.string({ error: 'required' }).min(1, 'required').max(80, 'too_long') });

/** SPEC §3 Address, as the availability check knows it. */
export const fixedLineAddress = z.object({
  id: z.string().min(1),
  street: z.string(),
  houseNumber: z.string(),
  stairs: z.string().optional(),
  door: z.string().optional(),
  zip: z.string(),
  city: z.string(),
  countryId: z.string().length(2),
});
export type FixedLineAddress = z.infer<typeof fixedLineAddress>;

/** A supplier whose line reaches the address: available now, or planned (fibre build not started). */
export const foundSupplier = z.object({
  name: z.string().min(1),
  displayName: z.string(),
  lineType,
  availability: z.enum(['AVAILABLE', 'PLANNED']),
  /** Fastest download in Mbit/s the line carries at this address. */
  maxDownload: z.number().positive(),
  isOrderAllowed: z.boolean(),
});
export type FoundSupplier = z.infer<typeof foundSupplier>;

export const addressResultCode = z.enum(['FOUND', 'MULTIPLE', 'NOT_FOUND', 'PLANNED']);
export type AddressResultCode = z.infer<typeof addressResultCode>;

/** SPEC §3 Address search result, plus the fibre build progress of a planned area. */
export const addressSearchResult = z.object({
  resultCode: addressResultCode,
  allowEnteredAddressIfNotInPossibleAddresses: z.boolean(),
  foundSuppliers: z.array(foundSupplier),
  /** Name of the supplier to offer first (one of foundSuppliers). */
  preferredSupplier: z.string().optional(),
  verifiedAddress: fixedLineAddress.optional(),
  possibleAddresses: z.array(fixedLineAddress),
  /** PLANNED: share of the area's addresses that ordered, and the share at which building starts. */
  fibreExpansion: z.object({ orderedPercent: z.number().min(0).max(100), requiredPercent: z.number().min(0).max(100) }).optional(),
});
export type AddressSearchResult = z.infer<typeof addressSearchResult>;

/** SPEC §3 Supplier (GET /fixedline/suppliers/{name}). */
export const fixedLineSupplier = z.object({
  name: z.string().min(1),
  displayName: z.string(),
  lineType,
  isOrderAllowed: z.boolean(),
  connections: fixedLineConnections,
  tariffs: fixedLineTariffs,
});
export type FixedLineSupplier = z.infer<typeof fixedLineSupplier>;

/**
 * Body of POST /fixedline/contact: a lead for an address without availability (SPEC §2 not-found
 * state), kind CALLBACK (the default when no kind is sent).
 */
export const fixedLineContactRequest = z.object({
  kind: z.literal('CALLBACK').optional(),
  name: text(100),
  email: text(254).pipe(z.email('invalid_format')),
  phone: text(30),
  address: addressInput,
  buildingType: z.enum(buildingType.options, { error: 'required' }),
  /** The visitor agreed to be contacted about this address. */
  consent: z.literal(true, { error: 'consent_required' }),
});
export type FixedLineContactRequest = z.infer<typeof fixedLineContactRequest>;

/**
 * Body of POST /fixedline/contact, kind BUILD_NOTICE: "tell me when it is built" for a verified address
 * of a planned fibre area (a PLANNED answer's verifiedAddress.id). The API mails a confirmation, and
 * mails again once the area's build is decided; it keeps the request 6 months at most (SPEC §9).
 */
export const fixedLineBuildNoticeRequest = z.object({
  kind: z.literal('BUILD_NOTICE'),
  addressId: addressChooseRequest.shape.addressId,
  email: fixedLineContactRequest.shape.email,
  /** The visitor agreed to be mailed about the build at this address and to the 6-month retention. */
  consent: fixedLineContactRequest.shape.consent,
});
export type FixedLineBuildNoticeRequest = z.infer<typeof fixedLineBuildNoticeRequest>;

/** A stored lead; the API deletes it after the retention period (SPEC §9: contact requests 6 months). */
export const fixedLineContactReceipt = z.object({
  id: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  deleteAfter: z.iso.datetime({ offset: true }),
});
export type FixedLineContactReceipt = z.infer<typeof fixedLineContactReceipt>;

/** 400 of the fixed-line writes: the error body with one code per invalid field ("address.zip"). */
export const fieldErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), code: fieldErrorCode })),
});
export type FieldErrorBody = z.infer<typeof fieldErrorBody>;
