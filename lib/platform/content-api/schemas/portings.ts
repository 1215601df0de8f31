import { z } from 'zod';

// SPEC §7 Portings: the previous providers and the possible porting dates for the order form.

/** SPEC §3/§5: the contract types a previous provider may support; only these three are accepted. */
export const PORTING_CONTRACT_TYPES = ['POSTPAID', 'PREPAID', 'BUSINESS'] as const;
export const portingContractType = z.enum(PORTING_CONTRACT_TYPES);
export type PortingContractType = z.infer<typeof portingContractType>;

/** SPEC §3 Provider for porting (GET /portings/providers). */
export const portingProvider = z.object({
  id: z.string().min(1),
  displayName: z.string().min(1),
  supportedContractTypes: z.array(portingContractType).min(1),
});
export type PortingProvider = z.infer<typeof portingProvider>;
export const portingProviders = z.array(portingProvider);

/** GET /portings/freedates: the possible porting dates (ISO calendar days in the market), earliest first. */
export const portingFreeDates = z.array(z.iso.date());
export type PortingFreeDates = z.infer<typeof portingFreeDates>;

// SPEC §3/§4/§7 A customer's portings: the mobile and fixed-line portings, their correction, signing
// (drawn or typed and confirmed by SMS code, on the desktop or on the phone through a link) and
// re-presenting a failed one.

/** SPEC §4 Mobile porting status. */
export const MOBILE_PORTING_STATUSES = ['FAILED', 'OPEN', 'READY_FOR_PROCESSING', 'IN_PROCESS', 'FINISHED'] as const;
export const mobilePortingStatus = z.enum(MOBILE_PORTING_STATUSES);
export type MobilePortingStatus = z.infer<typeof mobilePortingStatus>;

/** SPEC §4 failure reasons of a FAILED porting. */
export const PORTING_FAILURE_REASONS = [
  'OTHER',
  'WRONG_NAME',
  'WRONG_CONTYPE',
  'WRONG_WISH_DATE',
  'POA_NOT_RECEIVED_ON_TIME',
  'POA_INCORRECT',
  'POA_NOT_SIGNED',
  'PREPAY_DEPARTURE_NOT_ANNOUNCED',
  'SUBNUMBER_DISCONNECT_DATE_TOO_FAR_BACK',
  'POA_REQUIRED',
] as const;
export const portingFailureReason = z.enum(PORTING_FAILURE_REASONS);
export type PortingFailureReason = z.infer<typeof portingFailureReason>;

/** How the contract at the previous provider ends: with the porting, or at the end of its minimum term. */
export const portingTerminationType = z.enum(['IMMEDIATE', 'END_OF_COMMITMENT']);

/** SPEC §5/§9: the PUK of the SIM card being ported, 8 digits. */
export const portingPuk = z.string().regex(/^\d{8}$/);

/** SPEC §3 Mobile porting (GET /portings/mobile). */
export const mobilePorting = z.object({
  phoneAccountId: z.string().min(1),
  phoneNumber: z.string().min(1),
  productKey: z.string().optional(),
  tariffName: z.string(),
  contractType: portingContractType,
  companyName: z.string().optional(),
  firstname: z.string(),
  lastname: z.string(),
  birthDay: z.iso.date(),
  previousProviderId: z.string().min(1),
  desiredPortingDate: z.iso.date(),
  /** When the number moves (performed early morning, SPEC §9); set once the porting is finished. */
  portingDateTime: z.iso.datetime({ offset: true }).optional(),
  terminationType: portingTerminationType,
  puk: portingPuk.optional(),
  externalCustomerId: z.string().optional(),
  isSigned: z.boolean(),
  isPreValidated: z.boolean(),
  status: mobilePortingStatus,
  /** The failure reasons while FAILED; empty otherwise. */
  portingErrors: z.array(portingFailureReason),
});
export type MobilePorting = z.infer<typeof mobilePorting>;
export const mobilePortings = z.array(mobilePorting);

/** SPEC §3 Fixed-line porting (GET /portings/fixedline). */
export const fixedLinePorting = z.object({
  fixedLineNumberPortingId: z.string().min(1),
  fixedLineEndpointId: z.string().min(1),
  billingTariffId: z.string().min(1),
  phoneAccountId: z.string().min(1),
  phoneNumber: z.string().min(1),
  /** SPEC §3 names no values: any the provider sends is read (lib/domain/fixed-line-porting-state.ts shows an unknown one as in progress). */
  state: z.string().min(1),
  portingDate: z.iso.date(),
  isSignedByCustomer: z.boolean(),
  isCustomerActionRequired: z.boolean(),
  tariffName: z.string(),
});
export type FixedLinePorting = z.infer<typeof fixedLinePorting>;
export const fixedLinePortings = z.array(fixedLinePorting);

const name = z.string().trim().min(1).max(50);

/**
 * PUT /portings/phoneaccounts/{id}: the corrected porting data. The previous provider must support
 * the contract type (the /portings/providers filter), the date must be a possible porting date
 * (/portings/freedates) unless it is the one already set.
 */
export const mobilePortingChange = z.object({
  firstname: name,
  lastname: name,
  /** SPEC §5/§9: at most 60 characters; required for BUSINESS contracts. */
  companyName: z.string().trim().max(60).optional(),
  contractType: portingContractType,
  previousProviderId: z.string().min(1).max(64),
  desiredPortingDate: z.iso.date(),
  puk: portingPuk,
  terminationType: portingTerminationType.optional(),
});
export type MobilePortingChange = z.infer<typeof mobilePortingChange>;

/** PUT /portings/fixedline/phoneaccounts/{id}: the porting date (a possible porting date) and the customer's confirmation. */
export const fixedLinePortingChange = z.object({
  portingDate: z.iso.date(),
  isSignedByCustomer: z.literal(true),
});
export type FixedLinePortingChange = z.infer<typeof fixedLinePortingChange>;

/** A drawn signature: a PNG as base64 (a data: URL prefix is accepted), at most MAX_SIGNATURE_BYTES (else 413). */
export const MAX_SIGNATURE_BYTES = 100_000;
export const signatureBase64 = z
  .string()
  .min(1)
  .max(MAX_SIGNATURE_BYTES * 4);

/**
 * PUT /portings/phoneaccounts/{id}/form:sign: a drawn signature, or the typed name once the SMS code
 * was validated; `signingToken` when signing on the phone through a link (instead of a bearer token).
 */
export const portingSignRequest = z.union([
  z.object({ signatureBase64, signingToken: z.string().min(1).max(100).optional() }).strict(),
  z.object({ typedName: z.string().trim().min(3).max(110), signingToken: z.string().min(1).max(100).optional() }).strict(),
]);
export type PortingSignRequest = z.infer<typeof portingSignRequest>;

/** PUT /portings/form:sign: signing a porting of an order during the checkout. */
export const portingOrderSignRequest = z.object({
  phoneAccountId: z.string().min(1).max(64),
  signatureBase64,
  billingContractId: z.string().min(1).max(64),
});
export type PortingOrderSignRequest = z.infer<typeof portingOrderSignRequest>;

/** GET …/issigned and the answer of form:sign. */
export const portingSigned = z.object({ isSigned: z.boolean() });
export type PortingSigned = z.infer<typeof portingSigned>;

/** GET …/link:qrcode: the signing link for the phone, as a QR code (PNG, base64) too. */
export const portingSigningLink = z.object({
  link: z.url(),
  qrcode: z.string().min(1),
  token: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PortingSigningLink = z.infer<typeof portingSigningLink>;

/** PUT …/link:sms/{number}: where the link went. */
export const portingLinkSent = z.object({ sentTo: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type PortingLinkSent = z.infer<typeof portingLinkSent>;

/** GET /portings/info/{token}: what the phone's signing page shows. */
export const portingInfo = z.object({
  phoneAccountId: z.string().min(1),
  phoneNumber: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  companyName: z.string().optional(),
  contractType: portingContractType,
  previousProvider: z.string(),
  desiredPortingDate: z.iso.date(),
  tariffName: z.string(),
  isSigned: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PortingInfo = z.infer<typeof portingInfo>;

/** GET …/verification/sms:send: the code went to the number being ported (masked). */
export const portingCodeSent = z.object({ sentTo: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type PortingCodeSent = z.infer<typeof portingCodeSent>;

/** PUT …/verification/sms:validate. */
export const portingCodeValidation = z.object({
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  signingToken: z.string().min(1).max(100).optional(),
});
export type PortingCodeValidation = z.infer<typeof portingCodeValidation>;
export const portingVerified = z.object({ verified: z.literal(true) });
export type PortingVerified = z.infer<typeof portingVerified>;

/** PUT /sandbox/portings/{phoneAccountId}: moves a porting (not SPEC §7; the sandbox's stand-in for the provider's processing). */
export const sandboxPortingMove = z
  .object({ status: mobilePortingStatus.optional(), reason: portingFailureReason.optional(), isPreValidated: z.boolean().optional() })
  .refine((move) => move.status !== undefined || move.isPreValidated !== undefined, { message: 'status or isPreValidated is required' });
export type SandboxPortingMove = z.infer<typeof sandboxPortingMove>;
