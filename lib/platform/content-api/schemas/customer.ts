import { z } from 'zod';
import { paymentType } from './tariffs';

/** SPEC §3 Customer product (GET /customerarea/products). */
export const customerProduct = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(['IMSI', 'Device', 'Fixedline']),
  paymentType,
  msisdn: z.string().optional(),
});
export type CustomerProduct = z.infer<typeof customerProduct>;
export const customerProducts = z.array(customerProduct);

/** SPEC §3 User features (GET /customerarea/features). */
export const userFeature = z.enum(['CALL_FORWARDING', 'SIM_CHANGE']);
export type UserFeature = z.infer<typeof userFeature>;
export const userFeatures = z.array(userFeature);

/** SPEC §3 Customer (GET /customerarea/customer/): company fields only for company customers. */
export const customer = z.object({
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.iso.date(),
  eMail: z.string(),
  /** A new address waiting for its confirmation (PUT /customerarea/customer/email). */
  pendingEMail: z.string().optional(),
  contactPhoneNumber: z.string().optional(),
  street: z.string(),
  houseNumber: z.string(),
  block: z.string().optional(),
  doorNumber: z.string().optional(),
  addendum: z.string().optional(),
  zip: z.string(),
  city: z.string(),
  country: z.string().length(2),
  language: z.string(),
  isCompany: z.boolean(),
  companyName: z.string().optional(),
  companyRegisterNumber: z.string().optional(),
  vatNumber: z.string().optional(),
});
export type Customer = z.infer<typeof customer>;

// Messages are field-error codes (fieldErrorCode); the market's patterns (zip, phone, VAT) are the API's.
const required = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
/** An optional text: '' from a form means absent. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * PUT /customerarea/customer: the personal data a customer changes themselves (the whole set: what is
 * left out is cleared). Name, date of birth and customer number are not theirs to change; the e-mail
 * address has its own confirmed call; company fields only for company customers (SPEC §5: company
 * name at most 60 characters).
 */
export const customerUpdate = z.strictObject({
  street: required(100),
  houseNumber: required(20),
  block: optional(20),
  doorNumber: optional(20),
  addendum: optional(100),
  zip: required(10),
  city: required(80),
  country: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'invalid_format'),
  language: required(10),
  contactPhoneNumber: optional(30),
  companyName: optional(60),
  companyRegisterNumber: optional(40),
  vatNumber: optional(30),
});
export type CustomerUpdate = z.input<typeof customerUpdate>;

/**
 * PUT /customerarea/customer/email: the new address and the storefront page its confirmation link
 * opens (the link carries ?token=…); the address changes once confirmed.
 */
export const emailChangeRequest = z.strictObject({
  eMail: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'too_long').pipe(z.email('invalid_format')),
  confirmUrl: z.url({ protocol: /^https?$/, error: 'invalid_format' }),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;

/** The answer of PUT /customerarea/customer/email: where the link went and until when it works. */
export const emailChangePending = z.object({ pendingEMail: z.string(), expiresAt: z.iso.datetime({ offset: true }) });

/** PUT /customerarea/customer/email/confirm: the token of the link. */
export const emailChangeConfirm = z.strictObject({ token: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long') });
