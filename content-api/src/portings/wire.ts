/** Stored portings on the wire (SPEC §3): seed days resolved on today, the signature itself never shown. */
import { fixedLinePorting, mobilePorting, type FixedLinePorting, type MobilePorting } from '@storefront/wire';
import { resolveDay } from '../seed-day';
import type { FixedLinePortingRecord, MobilePortingRecord } from '../store/porting-cases';

/** SPEC §9: portings are performed early in the morning; the number is reachable by 8:00. */
const PORTED_AT = 'T05:00:00Z';

export function mobilePortingWire(porting: MobilePortingRecord, today: string): MobilePorting {
  const desiredPortingDate = resolveDay(porting.data.desiredPortingDate, today);
  return mobilePorting.parse({
    ...porting.data,
    desiredPortingDate,
    phoneAccountId: porting.phoneAccountId,
    ...(porting.status === 'FINISHED' ? { portingDateTime: `${desiredPortingDate}${PORTED_AT}` } : {}),
    isSigned: porting.isSigned,
    isPreValidated: porting.isPreValidated,
    status: porting.status,
    portingErrors: porting.status === 'FAILED' && porting.reason ? [porting.reason] : [],
  });
}

export function fixedLinePortingWire(porting: FixedLinePortingRecord, today: string): FixedLinePorting {
  return fixedLinePorting.parse({ ...porting, portingDate: resolveDay(porting.portingDate, today) });
}
