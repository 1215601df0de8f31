import type { MobilePorting, PortingFailureReason } from '@storefront/wire';

/** The porting data a customer can correct (SPEC §7 PUT /portings/phoneaccounts/{id}), in the order a form asks for it. */
export const CORRECTION_FIELDS = [
  'firstname',
  'lastname',
  'companyName',
  'contractType',
  'previousProviderId',
  'desiredPortingDate',
] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** What a failure asks the customer to do: correct some data, sign the authorisation again, or call customer service. */
export type FailureHelp = {
  /** The reasons to explain, each in plain words (OTHER when the provider gave none). */
  reasons: PortingFailureReason[];
  /** The data to correct before re-presenting, in form order; none when correcting data would not help. */
  fields: CorrectionField[];
  /** A new signature of the porting authorisation answers the failure (then re-present). */
  sign: boolean;
  /** Nothing the customer can change here helps: only customer service can. */
  contact: boolean;
};

type Remedy = { fields: readonly CorrectionField[]; sign?: true; contact?: true };

const ALL_DATA: readonly CorrectionField[] = CORRECTION_FIELDS;
const SIGN_AGAIN: Remedy = { fields: [], sign: true };

/**
 * SPEC §4 failure reasons and what answers each: the data the old provider found wrong (a name, the
 * contract type with a provider that offers it, the date; for OTHER anything), a new signature for
 * the power of attorney (POA_*), a new date once the prepaid provider knows the customer leaves, and
 * customer service for a number switched off too long ago. The content API re-presents a porting only
 * once the data its reason names changed, or it was signed again (SPEC §7 action:represent).
 */
const REMEDIES: Record<PortingFailureReason, Remedy> = {
  OTHER: { fields: ALL_DATA },
  WRONG_NAME: { fields: ['firstname', 'lastname', 'companyName'] },
  WRONG_CONTYPE: { fields: ['contractType', 'previousProviderId', 'companyName'] },
  WRONG_WISH_DATE: { fields: ['desiredPortingDate'] },
  POA_NOT_RECEIVED_ON_TIME: SIGN_AGAIN,
  POA_INCORRECT: SIGN_AGAIN,
  POA_NOT_SIGNED: SIGN_AGAIN,
  POA_REQUIRED: SIGN_AGAIN,
  PREPAY_DEPARTURE_NOT_ANNOUNCED: { fields: ['desiredPortingDate'] },
  SUBNUMBER_DISCONNECT_DATE_TOO_FAR_BACK: { fields: [], contact: true },
};

/**
 * What a FAILED porting asks of its customer, for all its reasons together. The company name belongs
 * to a wrong name only on a business contract; correcting the contract type may make one a business
 * contract, so it is asked for there.
 */
export function failureHelpOf(porting: Pick<MobilePorting, 'portingErrors' | 'contractType'>): FailureHelp {
  const reasons: PortingFailureReason[] = porting.portingErrors.length > 0 ? [...new Set(porting.portingErrors)] : ['OTHER'];
  const remedies = reasons.map((reason) => REMEDIES[reason]);
  const fieldsOf = (reason: PortingFailureReason) =>
    REMEDIES[reason].fields.filter((field) => !(reason === 'WRONG_NAME' && field === 'companyName' && porting.contractType !== 'BUSINESS'));
  const asked = new Set(reasons.flatMap(fieldsOf));
  return {
    reasons,
    fields: CORRECTION_FIELDS.filter((field) => asked.has(field)),
    sign: remedies.some((remedy) => remedy.sign === true),
    contact: remedies.some((remedy) => remedy.contact === true),
  };
}
