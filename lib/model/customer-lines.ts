/** A customer's lines in the customer area: tariff, caps, voicemail, SIM cards, termination (lib/model: see common.ts). */
import type { Price, SpecialDeal } from './common';
import type { PaymentType, SimType, Tariff } from './tariffs';

/** A reference the customer gives every invoice of the line (a cost centre): label and value. */
export type InvoiceReference = { name: string; value: string };
/** An on/off setting of the line (roaming, 5G, mobile data …). */
export type TariffSetting = { id: string; name: string; description: string; value: boolean };
/** A tariff the line may change to; its deals mark loyalty and upgrade plans (ADR 50). */
export type TariffChangeOption = { tariffModelSalesId: string; tariffName: string; money: Price; specialDeals: SpecialDeal[] };
/** A termination under way: the line works to the end of effectiveDate (ISO day). */
export type LineTermination = { receivedAt: string; effectiveDate: string };

/** SPEC §3 Customer tariff, with when the next tariff change is free and what it can change to. */
export type CustomerTariff = {
  productKey: string;
  msisdn?: string;
  iccids: string[];
  tariff: Tariff;
  invoiceReference: InvoiceReference;
  tariffSettings: TariffSetting[];
  /** Last day of a running minimum term; null when none runs. */
  runtimeEnd: string | null;
  /** SPEC §9: the first day a tariff change is free (today, or the first of next month). */
  nextFreeTariffChange: string;
  tariffChangeOptions: TariffChangeOption[];
  termination?: LineTermination;
};

/** SPEC §3 Spending caps: cost limits in the market's currency (0: no use beyond the included units, SPEC §4). */
export type SpendingCap = { id: string; name: string; unit: string; value: number; maxValue: number; customizable: boolean };
export type SpendingCapService = { id: string; name: string; description: string; value: boolean };
export type SpendingCaps = { groups: { name: string; caps: SpendingCap[] }[]; services: SpendingCapService[] };

/** SPEC §3 Voicemail settings; forward only for customers with CALL_FORWARDING. */
export type Voicemail = {
  enabled: boolean;
  notifySMS: boolean;
  notifyMail: boolean;
  mailAddress: string | null;
  withoutRecording: boolean;
  notifyNoService: boolean;
  calleeAsSMSSource: boolean;
  customVoicemail: boolean;
  voiceMailSpeakerId: number;
};
export type CallForward = { enabled: boolean; msisdn: string | null };
export type VoicemailSettings = { voicemail: Voicemail; forward?: CallForward };
export type VoicemailLanguage = { language: string; shortName: string; name: string; nameInLanguage: string };
export type VoicemailSpeaker = { phoneAccountVoiceMailSpeakerId: number; name: string; language: VoicemailLanguage };
export type CustomVoicemailAvailability = { available: boolean };

/** SPEC §3 SIM state (phoneAccountId is the line's product key) and eSIM profile. */
export type SimState = {
  phoneAccountId: string;
  status: 'ACTIVE' | 'BLOCKED';
  simType: SimType;
  humanReadableIccid: string;
  /** A physical replacement on its way, waiting for the ICCID printed on it. */
  shippedReplacement?: { requestedAt: string };
};
export type EsimProfile = { matchingId: string; smdpAddress: string; activationCode: string };
/** SPEC §3 SIM replacement: a physical card is SHIPPED until confirmed with its printed ICCID; an eSIM is ACTIVE at once. */
export type SimReplacement = {
  productKey: string;
  simType: SimType;
  status: 'SHIPPED' | 'ACTIVE';
  technicalIccid: string;
  humanReadableIccid: string;
  requestedAt: string;
  esim?: EsimProfile;
};

/** SPEC §3 Authorisation code (UK): valid up to and including expiryDate. */
export type AuthorisationCodeType = 'PAC' | 'STAC';
export type AuthorisationCode = { type: AuthorisationCodeType; code: string; expiryDate: string };

export type TerminationConsequence =
  | 'SERVICE_ENDS'
  | 'NUMBER_PORTABLE_UNTIL_END'
  | 'MINIMUM_TERM_RUNS'
  | 'FINAL_INVOICE'
  | 'PREPAID_BALANCE_REFUND'
  | 'DEVICE_INSTALMENTS_CONTINUE';

export type TerminationConfirmation = {
  confirmationNumber: string;
  productKey: string;
  paymentType: PaymentType;
  receivedAt: string;
  effectiveDate: string;
  runtimeEnd: string | null;
  consequences: TerminationConsequence[];
  confirmationSentTo: { channel: 'EMAIL' | 'SMS'; to: string };
};
