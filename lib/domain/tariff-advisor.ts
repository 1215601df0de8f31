/**
 * The tariff advisor (issue 27 §5): from a line's own last months, which of the tariffs it may change
 * to would have cost least for the same use over 12 months. Pure: the caller reads the months from
 * the itemised bills and the tariffs from the catalogue.
 *
 * The rules, stated where the customer reads the advice:
 * - at least MIN_ADVICE_MONTHS months with use are needed; with fewer the advice says so, not guesses;
 * - a tariff covers the use when each allowance (data, minutes, SMS) reaches the highest month of
 *   that kind; an unlimited allowance covers any month; a tariff that does not cover is not offered;
 * - a candidate costs its monthly fees over 12 months, its setup period's fee for that period and
 *   its one-off setup fee; the current tariff costs its monthly fee plus the extra charges at the
 *   observed monthly average, times 12;
 * - amounts are whole cents (gross, in the market's currency): a price in another currency is left out.
 */
import type { Amount, Money, SetupFee, Tariff } from '@storefront/wire';
import { billedMinutes, MB_PER_GB } from './cost-control';
import { grossOf, toCents } from './price';

/** Months the advice needs at the least: fewer say too little about a customer's use. */
export const MIN_ADVICE_MONTHS = 3;
/** The period the costs are compared over. */
export const ADVICE_MONTHS = 12;

/** A month's domestic use from its itemised bill, and the charges beyond the included units (gross). */
export type MonthUse = { month: string; minutes: number; sms: number; dataMb: number; extras: Money };

/** What the advisor reads of a tariff. */
export type AdvisedTariff = Pick<Tariff, 'tariffModelSalesId' | 'tariffName' | 'data' | 'voice' | 'sms' | 'money' | 'commitmentMonths'> & {
  setupFee?: Pick<SetupFee, 'duration' | 'setupFee' | 'basicFeeDuringSetupFeeDuration'>;
};

/** A tariff's cost over ADVICE_MONTHS, in cents. */
export type TariffCost = { tariff: AdvisedTariff; cents: number };

export type AdviceBasis = {
  /** The months read ("2026-05"), oldest first. */
  months: string[];
  /** The highest month of each kind. */
  peak: { minutes: number; sms: number; dataMb: number };
  /** The current tariff's extra charges per month, on average, in cents. */
  averageExtrasCents: number;
};

export type TariffAdvice =
  | { kind: 'too_little_history'; months: string[]; required: number }
  /** The current tariff is not priced in the market's currency: nothing can be said honestly. */
  | { kind: 'not_comparable' }
  | { kind: 'no_options'; basis: AdviceBasis; current: TariffCost }
  /** `covering`: how many other tariffs cover the use (0: none does, so the current one stays). */
  | { kind: 'cheapest'; basis: AdviceBasis; current: TariffCost; covering: number }
  | { kind: 'switch'; basis: AdviceBasis; current: TariffCost; best: TariffCost; savingCents: number };

export type AdviceInput = { months: readonly MonthUse[]; current: AdvisedTariff; options: readonly AdvisedTariff[]; currencyCode: string };

/** The use a call, an SMS or a data session adds to its month (SPEC §3 itemised item; roaming is left to the caller). */
export type ItemisedUse = { event: string; duration: number; count: number; dataDown: number; dataUp: number };

/** A month's domestic use from its itemised items: calls by the started minute, SMS by count, data in MB. */
export function useOfItems(items: readonly ItemisedUse[]): Pick<MonthUse, 'minutes' | 'sms' | 'dataMb'> {
  const sum = (event: string, of: (item: ItemisedUse) => number) =>
    items.filter((i) => i.event === event).reduce((total, i) => total + of(i), 0);
  return {
    minutes: sum('CALL', (i) => billedMinutes(i.duration)),
    sms: sum('SMS', (i) => i.count),
    dataMb: Math.round(sum('DATA', (i) => i.dataDown + i.dataUp)),
  };
}

/** An allowance in the unit the use is counted in (MB, minutes, SMS); a price per use includes nothing. */
function included(amount: Amount, kind: 'data' | 'voice' | 'sms'): number {
  if (amount.isUnlimited) return Infinity;
  if (kind !== 'data') return amount.value;
  if (amount.unit === 'GB') return amount.value * MB_PER_GB;
  return amount.unit === 'MB' ? amount.value : 0;
}

export function covers(tariff: AdvisedTariff, peak: AdviceBasis['peak']): boolean {
  return (
    included(tariff.data, 'data') >= peak.dataMb &&
    included(tariff.voice, 'voice') >= peak.minutes &&
    included(tariff.sms, 'sms') >= peak.sms
  );
}

/** Monthly fees over 12 months, the setup period at its own fee plus the one-off fee; undefined in another currency. */
export function twelveMonthFees(tariff: AdvisedTariff, currencyCode: string): number | undefined {
  const { setupFee } = tariff;
  const prices = [
    tariff.money.currencyCode,
    ...(setupFee ? [setupFee.setupFee.currencyCode, setupFee.basicFeeDuringSetupFeeDuration.currencyCode] : []),
  ];
  if (prices.some((code) => code !== currencyCode)) return undefined;
  const monthly = toCents(grossOf(tariff.money));
  if (!setupFee) return monthly * ADVICE_MONTHS;
  const setupMonths = Math.min(setupFee.duration, ADVICE_MONTHS);
  return (
    toCents(setupFee.setupFee.amount) +
    setupMonths * toCents(setupFee.basicFeeDuringSetupFeeDuration.amount) +
    (ADVICE_MONTHS - setupMonths) * monthly
  );
}

function basisOf(months: readonly MonthUse[]): AdviceBasis {
  const peak = (of: (m: MonthUse) => number) => Math.max(0, ...months.map(of));
  const extras = months.reduce((sum, m) => sum + toCents(m.extras.amount), 0);
  return {
    months: months.map((m) => m.month).sort(),
    peak: { minutes: peak((m) => m.minutes), sms: peak((m) => m.sms), dataMb: peak((m) => m.dataMb) },
    averageExtrasCents: Math.round(extras / months.length),
  };
}

/** Cheaper first; at the same cost the shorter commitment, then the name. */
const byCost = (a: TariffCost, b: TariffCost) =>
  a.cents - b.cents || a.tariff.commitmentMonths - b.tariff.commitmentMonths || a.tariff.tariffName.localeCompare(b.tariff.tariffName);

/** The advice for a line: see the rules at the top of this file. Months with extras in another currency are not read. */
export function adviseTariff({ months, current, options, currencyCode }: AdviceInput): TariffAdvice {
  const read = months.filter((m) => m.extras.currencyCode === currencyCode);
  if (read.length < MIN_ADVICE_MONTHS)
    return { kind: 'too_little_history', months: read.map((m) => m.month).sort(), required: MIN_ADVICE_MONTHS };
  const currentFees = twelveMonthFees(current, currencyCode);
  if (currentFees === undefined) return { kind: 'not_comparable' };
  const basis = basisOf(read);
  const currentCost = { tariff: current, cents: currentFees + basis.averageExtrasCents * ADVICE_MONTHS };
  const others = options.filter((o) => o.tariffModelSalesId !== current.tariffModelSalesId);
  if (others.length === 0) return { kind: 'no_options', basis, current: currentCost };

  const candidates = others
    .filter((o) => covers(o, basis.peak))
    .flatMap((tariff) => {
      const cents = twelveMonthFees(tariff, currencyCode);
      return cents === undefined ? [] : [{ tariff, cents }];
    })
    .sort(byCost);
  const best = candidates[0];
  if (!best || best.cents >= currentCost.cents) return { kind: 'cheapest', basis, current: currentCost, covering: candidates.length };
  return { kind: 'switch', basis, current: currentCost, best, savingCents: currentCost.cents - best.cents };
}
