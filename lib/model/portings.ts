/** Portings of the order form (lib/model: see common.ts). */

/** SPEC §3/§5: the contract types a previous provider may support. */
export type PortingContractType = 'POSTPAID' | 'PREPAID' | 'BUSINESS';

/** SPEC §3 Provider for porting: a previous provider a number can be ported from. */
export type PortingProvider = { id: string; displayName: string; supportedContractTypes: PortingContractType[] };

/** A possible porting date: an ISO calendar day in the market ("2026-11-26"). */
export type PortingDate = string;

/** SPEC §4 Mobile porting status. */
export type MobilePortingStatus = 'FAILED' | 'OPEN' | 'READY_FOR_PROCESSING' | 'IN_PROCESS' | 'FINISHED';

/** SPEC §4 failure reasons of a FAILED porting. */
export type PortingFailureReason =
  | 'OTHER'
  | 'WRONG_NAME'
  | 'WRONG_CONTYPE'
  | 'WRONG_WISH_DATE'
  | 'POA_NOT_RECEIVED_ON_TIME'
  | 'POA_INCORRECT'
  | 'POA_NOT_SIGNED'
  | 'PREPAY_DEPARTURE_NOT_ANNOUNCED'
  | 'SUBNUMBER_DISCONNECT_DATE_TOO_FAR_BACK'
  | 'POA_REQUIRED';

/** SPEC §3 Mobile porting: a number on its way from the previous provider (dates as ISO days). */
export type MobilePorting = {
  phoneAccountId: string;
  phoneNumber: string;
  productKey?: string;
  tariffName: string;
  contractType: PortingContractType;
  companyName?: string;
  firstname: string;
  lastname: string;
  birthDay: string;
  previousProviderId: string;
  desiredPortingDate: PortingDate;
  /** When the number moved (set once FINISHED). */
  portingDateTime?: string;
  terminationType: 'IMMEDIATE' | 'END_OF_COMMITMENT';
  puk?: string;
  externalCustomerId?: string;
  isSigned: boolean;
  isPreValidated: boolean;
  status: MobilePortingStatus;
  portingErrors: PortingFailureReason[];
};

/** SPEC §3 Fixed-line porting. */
export type FixedLinePorting = {
  fixedLineNumberPortingId: string;
  fixedLineEndpointId: string;
  billingTariffId: string;
  phoneAccountId: string;
  phoneNumber: string;
  /** OPEN, IN_PROCESS, FINISHED or one the shop does not know (lib/domain/fixed-line-porting-state.ts). */
  state: string;
  portingDate: PortingDate;
  isSignedByCustomer: boolean;
  isCustomerActionRequired: boolean;
  tariffName: string;
};

/** The signing link for the phone: the link, its token, the QR code (PNG, base64) and when it expires. */
export type PortingSigningLink = { link: string; qrcode: string; token: string; expiresAt: string };

/** What the phone's signing page shows (GET /portings/info/{token}). */
export type PortingInfo = {
  phoneAccountId: string;
  phoneNumber: string;
  firstname: string;
  lastname: string;
  companyName?: string;
  contractType: PortingContractType;
  previousProvider: string;
  desiredPortingDate: PortingDate;
  tariffName: string;
  isSigned: boolean;
  expiresAt: string;
};

/** Where an SMS (code or link) went, and until when it works. */
export type PortingSmsSent = { sentTo: string; expiresAt: string };
