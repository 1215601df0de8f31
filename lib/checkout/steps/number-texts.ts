import type { useTranslations } from 'next-intl';
import type { Messages } from '@/lib/platform/i18n/messages';

/** The messages of the number step's fields (messages `checkoutNumber.errors`). */
export type NumberErrorKey = keyof Messages['checkoutNumber']['errors'];
/** A message of the step (messages `checkoutNumber`), a field's label among them. */
export type NumberLabelKey = Parameters<ReturnType<typeof useTranslations<'checkoutNumber'>>>[0];
/** The code a ported or cancelled number is proven with: a PUK, a PAC (UK porting) or a STAC (UK cancel). */
export type CodeKind = 'puk' | 'pac' | 'stac';

/** A field's path without its SIM card ("simCards.0.number.phoneNumber" → "number.phoneNumber"). */
export const kindOf = (name: string) => name.replace(/^simCards\.\d+\./, '');
export const simIndexOf = (name: string) => Number(/^simCards\.(\d+)\./.exec(name)?.[1] ?? -1);

/** A field's messages by error code; `other` for any code not named. */
type Texts = Partial<Record<string, NumberErrorKey>> & { other: NumberErrorKey };

/** Codes that mean the same at every field (SPEC §5: the order's refusals). */
const BY_CODE: Partial<Record<string, NumberErrorKey>> = {
  unavailable_date: 'portingDate',
  porting_date_invalid: 'portingDate',
  number_cannot_be_used: 'numberUnusable',
  too_long: 'too_long',
  invalid: 'invalid',
};

const CHOICE: Texts = { other: 'choice' };
const CHOSEN_NUMBER: Texts = { expired: 'numberExpired', other: 'number' };
const PHONE: Texts = { required: 'required', other: 'phone' };

/** Per kind of field, its messages. */
const BY_FIELD: Partial<Record<string, Texts>> = {
  source: CHOICE,
  contractType: CHOICE,
  previousProviderId: CHOICE,
  terminationType: CHOICE,
  'landline.port': CHOICE,
  'landline.buildingType': CHOICE,
  phoneNumber: CHOSEN_NUMBER,
  'number.phoneNumber': CHOSEN_NUMBER,
  'temporaryNumber.phoneNumber': CHOSEN_NUMBER,
  transferPhoneNumber: PHONE,
  cancelPhoneNumber: PHONE,
  'landline.phoneNumber': PHONE,
  codeIssuedOn: { expired: 'stacExpired', invalid_date: 'futureDate', other: 'date' },
  date: { other: 'date' },
  contractNumber: { required: 'required', other: 'contractNumber' },
  terminationConfirmed: { other: 'terminationConfirmed' },
  smsSent: { other: 'smsSent' },
  'landline.connectionId': { required: 'required', other: 'connectionId' },
};

/** The code field's messages, by the code it asks for. */
const CODE: Record<CodeKind, Texts> = {
  puk: { required: 'required', mismatch: 'pacMismatch', other: 'puk' },
  pac: { required: 'required', mismatch: 'pacMismatch', other: 'pac' },
  stac: { required: 'required', mismatch: 'stacMismatch', other: 'stac' },
};

const OTHER: Texts = { required: 'required', other: 'invalid_format' };

/** The message of an error code at a field (the schema's, the route's or the order's: SPEC §5). */
export function numberErrorKey(kind: string, code: string | undefined, codeKind: CodeKind): NumberErrorKey {
  const byCode = code === undefined ? undefined : BY_CODE[code];
  if (byCode) return byCode;
  const texts = kind === 'code' ? CODE[codeKind] : (BY_FIELD[kind] ?? OTHER);
  return (code === undefined ? undefined : texts[code]) ?? texts.other;
}

/** The label of a field whose messages key is not its kind. */
const LABELS: Partial<Record<string, NumberLabelKey>> = {
  phoneNumber: 'newNumber',
  'number.phoneNumber': 'newNumber',
  'temporaryNumber.phoneNumber': 'temporaryNumber',
};

/** The message of a field's label: its kind ("landline.port") unless named otherwise. */
export const numberLabelKey = (kind: string, codeKind: CodeKind): NumberLabelKey =>
  LABELS[kind] ?? ((kind === 'code' ? codeKind : kind) as NumberLabelKey);
