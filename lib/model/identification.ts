/** Identification of an order's holder (lib/model: see common.ts). SPEC §2 Identification, §3 Identification link, §4 Identity. */

export type IdentificationMethod = 'ID_AUSTRIA' | 'E_ID' | 'ID_UPLOAD' | 'VIDEO';

/** The methods the market offers, in the order the screen shows them. */
export type IdentificationConfig = { methods: IdentificationMethod[] };

/** SPEC §4 Identity: OPEN before any attempt, PENDING while one runs, then SUCCESS or FAILED. */
export type IdentificationState = { status: 'OPEN' | 'PENDING' | 'SUCCESS' | 'FAILED'; method?: IdentificationMethod; isIdentOpen: boolean };

/** A person's data as typed in the order or as the identity provider knows it; birthday as ISO date. */
export type IdentityData = {
  firstName: string;
  lastName: string;
  birthday: string;
  street: string;
  houseNumber?: string;
  zip: string;
  city: string;
  country: string;
};

/** The national digital ID's answer: once approved, the identity and where it differs from what was typed. */
export type NationalIdValidation = {
  transactionId: string;
  status: 'PENDING' | 'APPROVED' | 'DENIED';
  identity?: IdentityData;
  differences: { field: keyof IdentityData; typed: string; identity: string }[];
};

/** A bank taking part in bank e-ident. */
export type EIdBank = { bic: string; displayName: string };

export type EIdValidation = { transactionId: string; status: 'PENDING' | 'APPROVED' | 'CANCELLED' };

/** SPEC §3 Identification link: the phone's page, as a QR code PNG data URL too, its token, the attempt and until when it works (ISO). */
export type IdentificationLink = { link: string; qrcode: string; token: string; identTransactionId: string; expiresAt: string };

/** A new link texted to the phone: where it went, its attempt and until when it works (ISO). */
export type UploadLinkSent = { sentTo: string; identTransactionId: string; expiresAt: string };

export type UploadKind = 'id' | 'video';

/** What the desktop polls while the phone uploads. */
export type UploadStatus = { identTransactionId: string; status: 'WAITING' | 'UPLOADED' | 'VERIFIED' | 'FAILED' };

/** What an upload delivered (never the bytes). */
export type UploadReceipt = { identTransactionId: string; files: { field: string; type: string; bytes: number }[] };
