/**
 * SPEC §7 Identification: the wire shapes of /identification. An identification belongs to an order
 * (X-Sales-Order-Id + X-Order-Token, or the customer's bearer token); its success clears the order's
 * isIdentOpen. Four methods: the national digital ID (ID Austria), bank e-ident, ID photo upload and
 * selfie video.
 */
import { z } from 'zod';

export const identificationMethod = z.enum(['ID_AUSTRIA', 'E_ID', 'ID_UPLOAD', 'VIDEO']);
export type IdentificationMethod = z.infer<typeof identificationMethod>;

/** GET /identification/config: the methods the market offers, in the order the screen shows them. */
export const identificationConfig = z.object({ methods: z.array(identificationMethod) });
export type IdentificationConfig = z.infer<typeof identificationConfig>;

/** SPEC §4 Identity: successful or failed; OPEN before anything was tried, PENDING while a method runs. */
export const identificationStatus = z.enum(['OPEN', 'PENDING', 'SUCCESS', 'FAILED']);

/** GET /identification/state: the order's identification and the method of its last attempt. */
export const identificationState = z.object({
  status: identificationStatus,
  method: identificationMethod.optional(),
  isIdentOpen: z.boolean(),
});
export type IdentificationState = z.infer<typeof identificationState>;

const absoluteUrl = z.url({ protocol: /^https?$/ });

/** A person's data as typed in the order or as the identity provider knows it. */
export const identityData = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** ISO date. */
  birthday: z.string(),
  street: z.string(),
  houseNumber: z.string().optional(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});
export type IdentityData = z.infer<typeof identityData>;

/** POST /identification/start/: where the provider sends the browser back. */
export const idAustriaStartRequest = z.object({ redirectUrl: absoluteUrl });
export type IdAustriaStartRequest = z.infer<typeof idAustriaStartRequest>;

export const identTransaction = z.object({ transactionId: z.string() });
export type IdentTransaction = z.infer<typeof identTransaction>;

/** GET /identification/redirecturl/: the provider's page the browser goes to. */
export const idAustriaRedirect = z.object({ clientredirecturl: z.string() });
export type IdAustriaRedirect = z.infer<typeof idAustriaRedirect>;

/** Body of POST validate/, finish/ and takeoveridaustriadataandfinish/. */
export const idAustriaTransactionRequest = z.object({ transactionId: z.string().min(1).max(64) });

/** PENDING until the person answered at the provider; APPROVED or DENIED then. */
export const providerDecision = z.enum(['PENDING', 'APPROVED', 'DENIED']);

/** A field where the identity differs from what the customer typed. */
export const identityDifference = z.object({ field: identityData.keyof(), typed: z.string(), identity: z.string() });

/** POST /identification/validate/: the person's answer; once approved, the identity and how it differs from the order. */
export const idAustriaValidation = z.object({
  transactionId: z.string(),
  status: providerDecision,
  identity: identityData.optional(),
  differences: z.array(identityDifference),
});
export type IdAustriaValidation = z.infer<typeof idAustriaValidation>;

/** A bank taking part in bank e-ident. */
export const eIdBank = z.object({ bic: z.string(), displayName: z.string() });
export const eIdBanks = z.array(eIdBank);
export type EIdBank = z.infer<typeof eIdBank>;

/**
 * The bank provider's parameters (their spelling): the shop's return address and its reference of
 * the attempt. Starting or finishing without either fails with 'Missing RedirectUrl or TransactionId.'.
 */
export const eIdParameters = z.object({ RedirectUrl: z.string(), TransactionId: z.string() });
export type EIdParameters = z.infer<typeof eIdParameters>;

export const eIdRedirect = z.object({ redirecturl: z.string() });
export type EIdRedirect = z.infer<typeof eIdRedirect>;

/** GET /identification/e-id/transactions/{id}:validate. */
export const eIdValidation = z.object({ transactionId: z.string(), status: z.enum(['PENDING', 'APPROVED', 'CANCELLED']) });
export type EIdValidation = z.infer<typeof eIdValidation>;

export const uploadKind = z.enum(['id', 'video']);
export type UploadKind = z.infer<typeof uploadKind>;

/**
 * SPEC §3 Identification link: the phone's page (link, and as a QR code PNG data URL), its token and
 * the attempt; and until when the link works (it works once), so the desktop can offer a new one.
 */
export const identificationLink = z.object({
  link: z.string(),
  qrcode: z.string().startsWith('data:image/png;base64,'),
  token: z.string(),
  identTransactionId: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type IdentificationLink = z.infer<typeof identificationLink>;

/**
 * PUT /identification/{id|video}/upload/link:sms/{number}: a new link texted to the number (in the
 * international form it went to), its attempt and until when it works. A number that is none: 400
 * with the field `number`; too many texts for the order: 429.
 */
export const uploadLinkSent = z.object({ sentTo: z.string(), identTransactionId: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type UploadLinkSent = z.infer<typeof uploadLinkSent>;

export const uploadStatusRequest = z.object({ identTransactionId: z.string().min(1).max(64) });

/** POST …/upload/status: what the desktop polls. */
export const uploadStatus = z.object({
  identTransactionId: z.string(),
  status: z.enum(['WAITING', 'UPLOADED', 'VERIFIED', 'FAILED']),
});
export type UploadStatus = z.infer<typeof uploadStatus>;

/** POST /identification/{id|video}/upload: what was received (never the bytes). */
export const uploadReceipt = z.object({
  identTransactionId: z.string(),
  files: z.array(z.object({ field: z.string(), type: z.string(), bytes: z.number().int() })),
});
export type UploadReceipt = z.infer<typeof uploadReceipt>;

/** A refused upload (413/415/400): which field, and the limit it broke. */
export const uploadRefusal = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  maxBytes: z.number().int().optional(),
  maxFiles: z.number().int().optional(),
  accepted: z.array(z.string()).optional(),
});
export type UploadRefusal = z.infer<typeof uploadRefusal>;
