import { z } from 'zod';
import { companyNameProblem } from '@/lib/domain/company-name';
import type { IsoDay } from '@/lib/domain/holidays';
import {
  marketPatternProblem,
  matchesMarketPattern,
  normalizeVatNumber,
  type CountryPatterns,
  type MarketPatternField,
} from '@/lib/domain/market-patterns';
import { birthDateProblem } from '@/lib/domain/minimum-age';
import type { OrderFieldCode, OrderFieldFault } from '@/lib/domain/order-validation';
import type { Region } from '@/lib/platform/content-api/schemas';
import { addressFields, optional, personalStep, text, type PersonalStep } from './checkout';
import { isTicked } from './posted-form';

/**
 * Checkout step 1, personal data (issue 14 §3.1): the step's shape (lib/platform/contracts/checkout.ts
 * personalStep) with the market's rules laid over it. Client-safe and pure: the server builds it from
 * /config/mandant and /config/countries/regions (lib/checkout/steps/personal.ts) and passes the same
 * plain rules to the form, so the browser and POST /api/checkout/personal name the same errors.
 */

/** What the step's rules need of the market, as plain data (a client component's props). */
export type PersonalRules = {
  /** /config/mandant countryConfig: postal code, VAT number, mobile and landline patterns. */
  patterns: CountryPatterns;
  /** /config/countries/regions: one of them is required where the market has any. */
  regions: Region[];
  /** UK: an address may name the house besides numbering it. */
  houseName: boolean;
  /** The market's calendar day, for the minimum age (SPEC §9: 18). */
  today: IsoDay;
};

/** An address as the form holds it: every field a text, '' when empty. */
export type AddressFormValues = {
  street: string;
  houseNumber: string;
  houseName: string;
  doorNumber: string;
  zip: string;
  city: string;
  region: string;
};

/** The form's values: texts as typed, the delivery address's fields whether or not `otherDelivery` is ticked. */
export type PersonalFormValues = {
  customerType: PersonalStep['customerType'];
  companyName: string;
  registerNumber: string;
  vatNumber: string;
  firstName: string;
  lastName: string;
  birthday: string;
  email: string;
  confirmEmail: string;
  phone: string;
  address: AddressFormValues;
  otherDelivery: boolean;
  deliveryAddress: Pick<AddressFormValues, 'street' | 'houseNumber' | 'zip' | 'city'> & { name: string };
  callbackNumber: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body as the schema reads it. A form posted without JavaScript names nested fields with dots
 * ("address.zip"): they are nested again. The delivery address counts when `otherDelivery` is ticked;
 * without that flag (the island sends the checked data) when any of its fields is filled in.
 */
function formInput(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const nested: Record<string, unknown> = { ...input };
  for (const group of ['address', 'deliveryAddress']) {
    const prefix = `${group}.`;
    const fields = Object.entries(input).flatMap(([key, value]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), value] as const] : [],
    );
    if (fields.length > 0) nested[group] = { ...(isRecord(input[group]) ? input[group] : {}), ...Object.fromEntries(fields) };
  }
  const { otherDelivery, deliveryAddress, ...body } = nested;
  const filled =
    isRecord(deliveryAddress) && Object.values(deliveryAddress).some((value) => typeof value === 'string' && value.trim() !== '');
  const chosen = otherDelivery === undefined ? filled : isTicked(otherDelivery);
  return chosen ? { ...body, deliveryAddress } : body;
}

/** A required text that must fit the market's pattern (code invalid_format). */
const patterned = (schema: z.ZodString, field: MarketPatternField, patterns: CountryPatterns) =>
  schema.refine((value) => marketPatternProblem(field, value, patterns) === undefined, 'invalid_format');

/** The content API takes a house number that starts with a digit ("12", "12a", "3/4"). */
const houseNumber = text(12).regex(/^\d/, 'invalid_format');

function addressSchema({ patterns, regions, houseName }: PersonalRules) {
  const shortnames = regions.map((region) => region.shortname);
  const address = addressFields.extend({
    houseNumber,
    zip: patterned(text(10), 'zip', patterns),
    region: text(10).refine((value) => shortnames.includes(value), 'invalid_format'),
  });
  // A market without regions asks for none, and a house name only in the UK: such fields are dropped.
  const withRegion = shortnames.length > 0 ? address : address.omit({ region: true });
  return houseName ? withRegion : withRegion.omit({ houseName: true });
}

/** The delivery address: the recipient, street, number, postal code (the market's pattern) and city. */
function deliveryAddressSchema({ patterns }: PersonalRules) {
  return addressFields
    .pick({ street: true, city: true })
    .extend({ name: text(100), houseNumber, zip: patterned(text(10), 'zip', patterns) });
}

/**
 * The personal-data step of one market: a private or a company customer (a company gives its name of
 * at most 60 characters, register number and VAT number of the market's pattern), names, a birth date
 * of someone at least 18 (too_young), the e-mail typed twice alike (mismatch on confirmEmail), a phone
 * and an optional call-back number of the market, the address (postal code of the market, a region of
 * the market where it has regions) and an optional other delivery address.
 */
export function personalSchema(rules: PersonalRules) {
  const { patterns, today } = rules;
  const phone = patterned(text(30), 'phone', patterns);
  const common = personalStep.omit({ companyName: true, registerNumber: true, vatNumber: true }).extend({
    birthday: z.string({ error: 'required' }).superRefine((value, ctx) => {
      const problem = birthDateProblem(value, today);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    phone,
    address: addressSchema(rules),
    deliveryAddress: optional(deliveryAddressSchema(rules)),
    callbackNumber: optional(phone),
  });
  const company = common.extend({
    customerType: z.literal('COMPANY'),
    companyName: z
      .string({ error: 'required' })
      .superRefine((value, ctx) => {
        const problem = companyNameProblem(value, { required: true });
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => value.trim()),
    registerNumber: text(30),
    // Stored as registers print it where that fits the pattern ("atu 1234 5678" → "ATU12345678").
    vatNumber: patterned(text(30), 'vatNumber', patterns).transform((value) => {
      const normalized = normalizeVatNumber(value);
      return matchesMarketPattern(patterns.vatNumberRegex, normalized) === true ? normalized : value;
    }),
  });
  // A private customer's company fields are left out, whatever the form still holds.
  const step = z.discriminatedUnion('customerType', [common.extend({ customerType: z.literal('PRIVATE') }), company], {
    error: 'required',
  });
  const checked = step.refine((data) => data.email.toLowerCase() === data.confirmEmail.toLowerCase(), {
    message: 'mismatch',
    path: ['confirmEmail'],
    // Checked whenever both addresses are there, so the mismatch shows with the other errors.
    when: ({ value }) =>
      isRecord(value) &&
      personalStep.shape.email.safeParse(value.email).success &&
      typeof value.confirmEmail === 'string' &&
      value.confirmEmail.trim() !== '',
  });
  return z.preprocess((input: PersonalFormValues) => formInput(input), checked) satisfies z.ZodType<PersonalStep, PersonalFormValues>;
}

export type PersonalSchema = ReturnType<typeof personalSchema>;

/** The stored texts of the named fields, '' where one has none (or nothing is stored yet). */
function storedTexts<Stored extends Partial<Record<Key, string>>, Key extends keyof Stored>(
  stored: Stored | undefined,
  keys: readonly Key[],
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, stored?.[key] ?? ''])) as Record<Key, string>;
}

/** The form's values for the stored step (progress.personal), or empty ones for a first visit. */
export function personalFormValues(stored: PersonalStep | undefined): PersonalFormValues {
  const delivery = stored?.deliveryAddress;
  return {
    customerType: stored?.customerType ?? 'PRIVATE',
    ...storedTexts(stored, ['companyName', 'registerNumber', 'vatNumber']),
    ...storedTexts(stored, ['firstName', 'lastName', 'birthday', 'email', 'confirmEmail', 'phone', 'callbackNumber']),
    address: storedTexts(stored?.address, ['street', 'houseNumber', 'houseName', 'doorNumber', 'zip', 'city', 'region']),
    otherDelivery: delivery !== undefined,
    deliveryAddress: storedTexts(delivery, ['name', 'street', 'houseNumber', 'zip', 'city']),
  };
}

/** The form's fields in the order it shows them (the error summary lists them so). */
export const PERSONAL_FIELDS = [
  'customerType',
  'companyName',
  'registerNumber',
  'vatNumber',
  'firstName',
  'lastName',
  'birthday',
  'email',
  'confirmEmail',
  'phone',
  'callbackNumber',
  'address.street',
  'address.houseNumber',
  'address.houseName',
  'address.doorNumber',
  'address.zip',
  'address.city',
  'address.region',
  'deliveryAddress.name',
  'deliveryAddress.street',
  'deliveryAddress.houseNumber',
  'deliveryAddress.zip',
  'deliveryAddress.city',
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The server's refusal of an order's field (lib/domain/order-validation), as the step's field and error code. */
const FAULT_CODES: Record<OrderFieldCode, string> = {
  invalid: 'invalid',
  invalid_email: 'invalid_format',
  invalid_phone: 'invalid_format',
  emails_do_not_match: 'mismatch',
  porting_date_invalid: 'invalid',
  number_cannot_be_used: 'invalid',
};

/**
 * A fault of this step ("personalInfo.email", "address.zip") on the form's field, with the code its
 * message is chosen by; undefined for a field the form does not have (the address's country).
 */
export function personalFault(fault: Pick<OrderFieldFault, 'field' | 'code'>): { name: PersonalField; code: string } | undefined {
  const name = fault.field.replace(/^personalInfo\./, '');
  const field = PERSONAL_FIELDS.find((f) => f === name);
  return field && { name: field, code: FAULT_CODES[fault.code] };
}
