/**
 * PUT /portings/phoneaccounts/{id} and /portings/fixedline/phoneaccounts/{id}: the customer corrects
 * a porting's data while it is OPEN or FAILED (later it is with the providers: 409 porting_locked).
 * The previous provider must support the contract type (the /portings/providers filter), a company
 * name is required for a BUSINESS contract, and a new date must be a possible porting date. Changed
 * data is no longer what was signed and pre-validated: both start again.
 */
import type { FieldErrorBody, FixedLinePortingChange, MobilePortingChange, PortingProvider } from '@storefront/wire';
import { isPortingDateAllowed } from '@storefront/rules/porting-dates';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedMobilePortingData } from '../../seed/types';
import { resolveDay } from '../seed-day';
import type { FixedLinePortingRecord, MobilePortingRecord } from '../store/porting-cases';

export type CorrectionContext = { market: MarketCode; today: string; providers: PortingProvider[] };
export type Correction<T> =
  { ok: true; porting: T } | { ok: false; fields: FieldErrorBody['fields'] } | { ok: false; conflict: string; message: string };

const EDITABLE = new Set(['OPEN', 'FAILED']);

const locked = {
  ok: false as const,
  conflict: 'porting_locked',
  message: 'The porting is being processed or finished; its data can no longer be changed.',
};

/** Whether a porting date may be set: the one set already, or a possible porting date. */
const dateAllowed = (ctx: CorrectionContext, asked: string, current: string) =>
  asked === resolveDay(current, ctx.today) || isPortingDateAllowed(ctx.market, asked, ctx.today);

export function correctMobilePorting(
  porting: MobilePortingRecord,
  change: MobilePortingChange,
  ctx: CorrectionContext,
): Correction<MobilePortingRecord> {
  if (!EDITABLE.has(porting.status)) return locked;
  const fields: FieldErrorBody['fields'] = [];
  const provider = ctx.providers.find((p) => p.id === change.previousProviderId);
  if (!provider) fields.push({ field: 'previousProviderId', code: 'unknown' });
  else if (!provider.supportedContractTypes.includes(change.contractType))
    fields.push({ field: 'previousProviderId', code: 'not_allowed' });
  const companyName = change.companyName?.trim() || undefined;
  if (change.contractType === 'BUSINESS' && !companyName) fields.push({ field: 'companyName', code: 'required' });
  if (!dateAllowed(ctx, change.desiredPortingDate, porting.data.desiredPortingDate))
    fields.push({ field: 'desiredPortingDate', code: 'unavailable_date' });
  if (fields.length > 0) return { ok: false, fields };

  const { companyName: _dropped, ...kept } = porting.data;
  const data: SeedMobilePortingData = {
    ...kept,
    firstname: change.firstname,
    lastname: change.lastname,
    ...(companyName ? { companyName } : {}),
    contractType: change.contractType,
    previousProviderId: change.previousProviderId,
    desiredPortingDate:
      change.desiredPortingDate === resolveDay(porting.data.desiredPortingDate, ctx.today)
        ? porting.data.desiredPortingDate
        : change.desiredPortingDate,
    puk: change.puk,
    terminationType: change.terminationType ?? porting.data.terminationType,
  };
  if (sameData(data, porting.data)) return { ok: true, porting };
  const { signature: _signature, ...unsigned } = porting;
  return { ok: true, porting: { ...unsigned, data, isSigned: false, isPreValidated: false } };
}

/** Whether two versions of the data say the same (field order aside). */
export function sameData(a: SeedMobilePortingData, b: SeedMobilePortingData): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SeedMobilePortingData>;
  return [...keys].every((key) => a[key] === b[key]);
}

export function correctFixedLinePorting(
  porting: FixedLinePortingRecord,
  change: FixedLinePortingChange,
  ctx: CorrectionContext,
): Correction<FixedLinePortingRecord> {
  if (porting.state !== 'OPEN') return locked;
  if (!dateAllowed(ctx, change.portingDate, porting.portingDate))
    return { ok: false, fields: [{ field: 'portingDate', code: 'unavailable_date' }] };
  const portingDate = change.portingDate === resolveDay(porting.portingDate, ctx.today) ? porting.portingDate : change.portingDate;
  return { ok: true, porting: { ...porting, portingDate, isSignedByCustomer: true, isCustomerActionRequired: false } };
}
