/**
 * A SIM line's bill periods, its included units per period and its costed traffic: usage beyond the
 * included units is charged at the cost-control rates (SPEC §9), at home and in EU roaming separately.
 */
import type { Amount } from '@storefront/wire';
import { aliquotUnits } from '@storefront/rules/aliquot';
import { calendarDay } from '@storefront/rules/calendar-day';
import { applyCostLimit, billedMinutes, MB_PER_GB, overageCost } from '@storefront/rules/cost-control';
import type { SeedCustomerProduct, SeedTariff } from '../../seed/types';
import { daysBetween, daysFrom, firstDay, lastDay, monthDays, monthOfDay, plusDays } from './calendar';
import { dayTraffic, type Traffic } from './traffic';

export type SimLine = { product: SeedCustomerProduct & { msisdn: string }; tariff: SeedTariff; activation: string; today: string };

export type Period = { start: string; end: string };

/** What a period includes, per zone; Infinity where unlimited. */
export type Units = { dataMb: number; minutes: number; sms: number };

export type CostedTraffic = Traffic & { costNet: number };

/** Prepaid value cards run in 30-day periods from activation; postpaid lines in calendar months (SPEC §9). */
const PREPAID_PERIOD_DAYS = 30;

/** The bill period a day of the line falls in (from the activation day in the first period). */
export function billPeriodOf(line: SimLine, day: string): Period {
  if (line.tariff.billPeriodType === 'DAYS_30') {
    const n = Math.floor(daysBetween(line.activation, day) / PREPAID_PERIOD_DAYS);
    const start = plusDays(line.activation, n * PREPAID_PERIOD_DAYS);
    return { start, end: plusDays(start, PREPAID_PERIOD_DAYS - 1) };
  }
  const month = monthOfDay(day);
  const start = firstDay(month) < line.activation ? line.activation : firstDay(month);
  return { start, end: lastDay(month) };
}

/** Whether a period's units are a share of the month's: the line started in it after the 1st. */
export function isAliquot(line: SimLine, period: Period): boolean {
  return line.tariff.billPeriodType === 'MONTH' && period.start === line.activation && calendarDay(line.activation).day > 1;
}

/** One allowance of the period: the tariff's units, pro rata in an aliquot first month (SPEC §9). */
export function includedUnits(line: SimLine, period: Period, amount: Amount, decimals: number): number {
  if (amount.isUnlimited) return Infinity;
  if (!isAliquot(line, period)) return amount.value;
  const month = monthOfDay(period.start);
  return aliquotUnits(amount.value, calendarDay(line.activation).day, monthDays(month), decimals);
}

function unitsOf(line: SimLine, period: Period, data: Amount, voice: Amount, sms: Amount): Units {
  return {
    dataMb: includedUnits(line, period, data, 2) * MB_PER_GB,
    minutes: includedUnits(line, period, voice, 0),
    sms: includedUnits(line, period, sms, 0),
  };
}

export const homeUnits = (line: SimLine, period: Period) => unitsOf(line, period, line.tariff.data, line.tariff.voice, line.tariff.sms);
export const roamingUnits = (line: SimLine, period: Period): Units =>
  line.tariff.roamingEnabled
    ? unitsOf(line, period, line.tariff.euRoamingData, line.tariff.euRoamingVoice, line.tariff.euRoamingSms)
    : { dataMb: 0, minutes: 0, sms: 0 };

/** The days of a period the line is abroad: the trip's last days up to today, in the period that holds today. */
function tripDays(line: SimLine, period: Period): Set<string> {
  const trip = line.product.usage?.trip;
  if (!trip || line.today < period.start || line.today > period.end) return new Set();
  const from = plusDays(line.today, 1 - trip.days);
  return new Set(daysFrom(from < period.start ? period.start : from, line.today));
}

/** The period's traffic up to today, each item with its cost beyond the included units (net, to the cent). */
export function periodTraffic(line: SimLine, period: Period): CostedTraffic[] {
  const usage = line.product.usage;
  if (!usage) return [];
  const until = period.end < line.today ? period.end : line.today;
  const abroad = tripDays(line, period);
  const left = { home: homeUnits(line, period), abroad: roamingUnits(line, period) };
  const take = (units: Units, key: keyof Units, used: number) => {
    const over = Math.max(0, used - units[key]);
    units[key] = Math.max(0, units[key] - used);
    return over;
  };
  // SPEC §4: once the charges reach the line's cost limit, nothing more is charged (data is throttled).
  let chargeable = line.product.costLimit ?? Infinity;
  return daysFrom(period.start, until)
    .flatMap((day) =>
      dayTraffic({ key: line.product.key, msisdn: line.product.msisdn, usage }, day, abroad.has(day) ? usage.trip : undefined),
    )
    .map((item) => {
      const units = item.abroad ? left.abroad : left.home;
      const over = {
        dataMb: take(units, 'dataMb', item.mbDown + item.mbUp),
        minutes: take(units, 'minutes', billedMinutes(item.seconds)),
        sms: take(units, 'sms', item.count),
      };
      const costNet = chargeable === Infinity ? overageCost(over).total : applyCostLimit(overageCost(over).total, chargeable).charged;
      chargeable = Math.max(0, Math.round((chargeable - costNet) * 100) / 100);
      return { ...item, costNet };
    });
}

/** The costed traffic of the days from `from` to `to` (a calendar month of an itemised bill or an invoice). */
export function trafficBetween(line: SimLine, from: string, to: string): CostedTraffic[] {
  const start = from < line.activation ? line.activation : from;
  const end = to < line.today ? to : line.today;
  const items: CostedTraffic[] = [];
  for (let day = start; day <= end;) {
    const period = billPeriodOf(line, day);
    items.push(...periodTraffic(line, period).filter((item) => item.at.slice(0, 10) >= start && item.at.slice(0, 10) <= end));
    day = plusDays(period.end, 1);
  }
  return items;
}
