import type { MobilePorting } from '@storefront/wire';

/** A correction form's values (SPEC §7 PUT /portings/phoneaccounts/{id}): texts as typed, '' for an empty one. */
export type PortingCorrectionValues = Pick<
  MobilePorting,
  'firstname' | 'lastname' | 'contractType' | 'previousProviderId' | 'desiredPortingDate'
> & {
  companyName?: string;
  puk: string;
};

/** The form's starting values: the porting's data as it is now. */
export function correctionValuesOf(porting: MobilePorting): PortingCorrectionValues {
  const { firstname, lastname, contractType, previousProviderId, desiredPortingDate } = porting;
  return {
    firstname,
    lastname,
    contractType,
    previousProviderId,
    desiredPortingDate,
    companyName: porting.companyName ?? '',
    puk: porting.puk ?? '',
  };
}

const text = (value: string | undefined) => value?.trim() || undefined;

/**
 * Whether the values change the porting's data. Only a change is sent before re-presenting: a porting
 * whose data is right already (signed again after a POA_* failure, or corrected earlier) is
 * re-presented alone. Spaces around a text change nothing (the content API trims them).
 */
export function changesPorting(porting: MobilePorting, values: PortingCorrectionValues): boolean {
  return (
    text(values.firstname) !== porting.firstname ||
    text(values.lastname) !== porting.lastname ||
    text(values.companyName) !== text(porting.companyName) ||
    values.contractType !== porting.contractType ||
    values.previousProviderId !== porting.previousProviderId ||
    values.desiredPortingDate !== porting.desiredPortingDate ||
    values.puk !== (porting.puk ?? '')
  );
}
