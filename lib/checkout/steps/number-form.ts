import type { NumberStep, SimCardNumber } from '@/lib/platform/contracts/checkout';
import type { OfferedNumbers } from '@/lib/platform/contracts/checkout-numbers';
import type { CheckoutCart } from '../flow';

/**
 * The number step as its form holds it (components/checkout/NumberForm.tsx): every field of every
 * source at once, so switching between a new and a ported number keeps what was typed, and the wire
 * shape (lib/platform/contracts/checkout.ts numberStep) made of it on each check with the reservations held.
 * Field paths are the wire's ("simCards.0.code"), so the route's field errors land on the form's fields.
 */

export type NumberSource = SimCardNumber['source'];

/** The number chosen from a reservation; the reservation itself is the island's (its id and end). */
type Chosen = { phoneNumber: string };

export type SimCardForm = {
  source: NumberSource;
  phoneNumber: string;
  transferPhoneNumber: string;
  contractType: string;
  previousProviderId: string;
  holderFirstName: string;
  holderLastName: string;
  externalCustomerId: string;
  code: string;
  contractNumber: string;
  date: string;
  terminationType: string;
  terminationConfirmed: boolean;
  smsSent: boolean;
  /** A temporary new number until the port is done. */
  temporary: boolean;
  temporaryNumber: Chosen;
  cancelPhoneNumber: string;
  codeIssuedOn: string;
  number: Chosen;
};

export type LandlineForm = {
  port: 'true' | 'false';
  phoneNumber: string;
  connectionId: string;
  previousProvider: string;
  buildingType: string;
};

export type NumberFormValues = { simCards: SimCardForm[]; landline?: LandlineForm };

const EMPTY_SIM: SimCardForm = {
  source: 'NEW',
  phoneNumber: '',
  transferPhoneNumber: '',
  contractType: '',
  previousProviderId: '',
  holderFirstName: '',
  holderLastName: '',
  externalCustomerId: '',
  code: '',
  contractNumber: '',
  date: '',
  terminationType: '',
  terminationConfirmed: false,
  smsSent: false,
  temporary: false,
  temporaryNumber: { phoneNumber: '' },
  cancelPhoneNumber: '',
  codeIssuedOn: '',
  number: { phoneNumber: '' },
};

function simCardForm(stored: SimCardNumber | undefined): SimCardForm {
  if (!stored) return EMPTY_SIM;
  switch (stored.source) {
    case 'NEW':
      return { ...EMPTY_SIM, source: 'NEW', phoneNumber: stored.phoneNumber };
    case 'CANCEL': {
      const { number, ...rest } = stored;
      return { ...EMPTY_SIM, ...rest, number: { phoneNumber: number.phoneNumber } };
    }
    case 'PORTING': {
      const { temporaryNumber, terminationType, smsSent, ...rest } = stored;
      return {
        ...EMPTY_SIM,
        ...rest,
        externalCustomerId: rest.externalCustomerId ?? '',
        code: rest.code ?? '',
        contractNumber: rest.contractNumber ?? '',
        terminationType: terminationType ?? '',
        smsSent: smsSent === true,
        temporary: temporaryNumber !== undefined,
        temporaryNumber: { phoneNumber: temporaryNumber?.phoneNumber ?? '' },
      };
    }
  }
}

/** The form's values: the stored step where there is one, else a new number per SIM card and a new landline number. */
export function numberFormDefaults(stored: NumberStep | undefined, cart: CheckoutCart, buildingType: string): NumberFormValues {
  const line = stored?.landline;
  return {
    simCards: cart.simCards.map((_, i) => simCardForm(stored?.simCards[i])),
    landline: cart.landline
      ? line?.port
        ? { ...line, port: 'true' }
        : { port: 'false', phoneNumber: '', connectionId: '', previousProvider: '', buildingType }
      : undefined,
  };
}

/** The reservation a stored SIM card's number came from. */
function reservationOf(sim: SimCardNumber): { numberingPlanAssignmentId: string; phoneNumber: string; expiresAt: string } | undefined {
  if (sim.source === 'NEW') return sim;
  return sim.source === 'CANCEL' ? sim.number : sim.temporaryNumber;
}

/**
 * The reservations of a stored step still held at `now` (this moment unless given), as offers of their
 * chosen numbers (the island keeps holding them); undefined when a SIM card's number needs one that
 * ended, or when the order refused a reservation (`faults`, the order's field names): the content API
 * knows it ended or was taken before our stored expiry says so, and the visitor reserves anew.
 */
export function heldOffers(
  stored: NumberStep | undefined,
  faults: readonly { field: string }[] = [],
  now = Date.now(),
): OfferedNumbers[] | undefined {
  if (!stored || faults.some(({ field }) => /^simCards\.\d+\.numberingPlanAssignment$/.test(field))) return undefined;
  const offers = stored.simCards.flatMap((sim, simCard) => {
    const held = reservationOf(sim);
    return held
      ? [{ simCard, numberingPlanAssignmentId: held.numberingPlanAssignmentId, numbers: [held.phoneNumber], expiresAt: held.expiresAt }]
      : [];
  });
  return offers.length > 0 && offers.every((o) => Date.parse(o.expiresAt) > now) ? offers : undefined;
}

/** Whether a SIM card's number needs a reservation: a new number, a cancelled contract's, or a temporary one. */
export const needsReservation = (sim: Pick<SimCardForm, 'source' | 'temporary'>) => sim.source !== 'PORTING' || sim.temporary;

/** The field of the number chosen from a reservation, by source. */
export const chosenNumberField = (source: NumberSource) =>
  ({ NEW: 'phoneNumber', PORTING: 'temporaryNumber.phoneNumber', CANCEL: 'number.phoneNumber' })[source];

/** The step as the route takes it: the form's values with each chosen number's reservation (none reserved: empty, which the schema refuses). */
export function wireOf(values: NumberFormValues, offers: readonly OfferedNumbers[] | undefined): unknown {
  const held = (simCard: number, { phoneNumber }: Chosen) => {
    const offer = offers?.find((o) => o.simCard === simCard);
    return { numberingPlanAssignmentId: offer?.numberingPlanAssignmentId ?? '', phoneNumber, expiresAt: offer?.expiresAt ?? '' };
  };
  const line = values.landline;
  return {
    simCards: values.simCards.map(({ temporary, temporaryNumber, number, smsSent, phoneNumber, ...sim }, i) => ({
      ...sim,
      ...held(i, { phoneNumber }),
      smsSent: smsSent || undefined,
      temporaryNumber: temporary ? held(i, temporaryNumber) : undefined,
      number: held(i, number),
    })),
    ...(line ? { landline: line.port === 'true' ? { ...line, port: true } : { port: false } } : {}),
  };
}

/** The fields of a SIM card of this source, in the order the form shows them. */
const SIM_FIELDS: Record<NumberSource, readonly string[]> = {
  NEW: ['source', 'phoneNumber'],
  PORTING: [
    'source',
    'transferPhoneNumber',
    'contractType',
    'previousProviderId',
    'holderFirstName',
    'holderLastName',
    'externalCustomerId',
    'code',
    'contractNumber',
    'date',
    'terminationType',
    'terminationConfirmed',
    'smsSent',
    'temporaryNumber.phoneNumber',
  ],
  CANCEL: ['source', 'cancelPhoneNumber', 'previousProviderId', 'code', 'codeIssuedOn', 'number.phoneNumber'],
};
const LANDLINE_FIELDS = [
  'landline.port',
  'landline.phoneNumber',
  'landline.connectionId',
  'landline.previousProvider',
  'landline.buildingType',
];

/** The form's field paths for these sources, in order (the error summary lists them so). */
export function numberFieldNames(sources: readonly NumberSource[], landline: boolean): string[] {
  return [...sources.flatMap((source, i) => SIM_FIELDS[source].map((f) => `simCards.${i}.${f}`)), ...(landline ? LANDLINE_FIELDS : [])];
}

/**
 * The form field of a field the content API refused on ordering (lib/domain/order-validation.ts names
 * them as the order does): the provider and number source by the form's names, a reservation at the
 * number chosen from it, a fixed line's external number at the landline number.
 */
export function faultField(field: string, stored: NumberStep | undefined): string {
  if (field === 'fixedLines.0.externalPhoneNumber') return 'landline.phoneNumber';
  const sim = /^simCards\.(\d+)\.(\w+)$/.exec(field);
  if (!sim) return field;
  const [, index, name] = sim;
  const renamed: Record<string, string> = {
    previousProvider: 'previousProviderId',
    numberSource: 'source',
    cardName: 'source',
    numberingPlanAssignment: chosenNumberField(stored?.simCards[Number(index)]?.source ?? 'NEW'),
  };
  return `simCards.${index}.${renamed[name!] ?? name}`;
}
