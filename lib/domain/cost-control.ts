/**
 * Cost control (SPEC §4 cost limit, §9 constants). Amounts are in the market's currency: the figures
 * are the same in every market.
 */

/** SPEC §9: default rates beyond the included units, per MB of data and per call minute or SMS. */
export const DEFAULT_RATES = { perMb: 0.004, perMinute: 0.04, perSms: 0.04 } as const;
export type Rates = { perMb: number; perMinute: number; perSms: number };

/** SPEC §9: data speed once the cost limit is reached, in kbit/s. */
export const THROTTLED_SPEED_KBITS = 64;

/** SPEC §9: the cost limit we recommend for roaming. */
export const ROAMING_LIMIT_RECOMMENDATION = 10;

/** SPEC §3: itemised data is in MB, 1 GB = 1024 MB. */
export const MB_PER_GB = 1024;

/** A call is billed by the started minute. */
export const billedMinutes = (seconds: number) => Math.ceil(seconds / 60);

/** Usage beyond the tariff's included units. */
export type Overage = { dataMb: number; minutes: number; sms: number };
export type OverageCost = { data: number; voice: number; sms: number; total: number };

/** Thousandths of the currency unit, so 0.004 × 500 stays exact. */
const toMilli = (amount: number) => Math.round(amount * 1000);
/** Thousandths → the amount to the cent, half up. */
const fromMilli = (milli: number) => Math.round(milli / 10) / 100;

function assertUsage(value: number, name: string) {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a non-negative number, got ${value}`);
}

/** What usage beyond the included units costs at the given rates, per kind and in total, to the cent. */
export function overageCost(usage: Overage, rates: Rates = DEFAULT_RATES): OverageCost {
  assertUsage(usage.dataMb, 'dataMb');
  assertUsage(usage.minutes, 'minutes');
  assertUsage(usage.sms, 'sms');
  const data = usage.dataMb * toMilli(rates.perMb);
  const voice = usage.minutes * toMilli(rates.perMinute);
  const sms = usage.sms * toMilli(rates.perSms);
  return { data: fromMilli(data), voice: fromMilli(voice), sms: fromMilli(sms), total: fromMilli(data + voice + sms) };
}

export type LimitOutcome = {
  limit: number;
  /** What is billed: the cost, at most the limit. */
  charged: number;
  /** The limit stops the usage: data slows to 64 kbit/s, chargeable calls and SMS are blocked. */
  reached: boolean;
};

/**
 * SPEC §4: a cost limit of 0 allows no use beyond the included units; a limit above 0 allows overage
 * charges up to the limit; when the limit is reached, the speed is throttled.
 */
export function applyCostLimit(cost: number, limit: number): LimitOutcome {
  assertUsage(cost, 'cost');
  assertUsage(limit, 'limit');
  const costCents = Math.round(cost * 100);
  const limitCents = Math.round(limit * 100);
  return {
    limit,
    charged: Math.min(costCents, limitCents) / 100,
    reached: costCents > 0 && costCents >= limitCents,
  };
}
