/**
 * A SIM line's traffic, day by day: calls, SMS and data at home or, on the days of a trip, abroad.
 * Each day's traffic follows from the line's usage profile and the day alone (seededRandom), so a
 * month's itemised bill, its invoice and the current usage always agree.
 */
import { MB_PER_GB } from '@storefront/rules/cost-control';
import type { SeedUsageProfile } from '../../seed/types';
import { between, seededRandom } from './random';

export type TrafficKind = 'CALL' | 'SMS' | 'DATA';

export type Traffic = {
  /** ISO date-time (UTC). */
  at: string;
  kind: TrafficKind;
  /** The country of a trip (ISO 3166 alpha-2); absent at home. */
  abroad?: string;
  destination: string;
  seconds: number;
  count: number;
  mbDown: number;
  mbUp: number;
};

export type TrafficLine = { key: string; msisdn: string; usage: SeedUsageProfile };

/** Average days of a month: the profile's monthly amounts spread over the days. */
const DAYS_PER_MONTH = 30.4;

/** A called number as itemised bills print it: the line's network prefix, then digits with the last three hidden. */
function maskedNumber(msisdn: string, random: () => number): string {
  const prefix = msisdn.split(' ').slice(0, 2).join(' ');
  return `${prefix} ${between(random, 1000, 9999)}XXX`;
}

const at = (day: string, random: () => number) =>
  `${day}T${String(between(random, 7, 22)).padStart(2, '0')}:${String(between(random, 0, 59)).padStart(2, '0')}:00Z`;

/** The traffic of one day, in time order; `abroad` is the trip the line is on that day. */
export function dayTraffic(line: TrafficLine, day: string, abroad?: SeedUsageProfile['trip']): Traffic[] {
  const random = seededRandom(`${line.key}|${day}`);
  const perDay = abroad
    ? { dataGb: abroad.dataGb / abroad.days, minutes: abroad.minutes / abroad.days, sms: abroad.sms / abroad.days }
    : { dataGb: line.usage.dataGb / DAYS_PER_MONTH, minutes: line.usage.minutes / DAYS_PER_MONTH, sms: line.usage.sms / DAYS_PER_MONTH };
  // Days differ: half to one and a half times the average (a steady trip's do not).
  const vary = () => (abroad?.steady ? 1 : 0.5 + random());
  const place = abroad ? { abroad: abroad.country } : {};
  const items: Traffic[] = [];

  const mb = Math.round(perDay.dataGb * MB_PER_GB * vary());
  if (mb > 0) {
    const mbUp = Math.round(mb * 0.12);
    items.push({
      at: at(day, random),
      kind: 'DATA',
      ...place,
      destination: abroad ? `Internet (${abroad.country})` : 'Internet',
      seconds: 0,
      count: 0,
      mbDown: mb - mbUp,
      mbUp,
    });
  }
  const minutes = perDay.minutes * vary();
  const calls = minutes > 0 ? Math.max(1, Math.round(minutes / 4)) : 0;
  for (let i = 0; i < calls; i++) {
    const seconds = Math.max(8, Math.round(((minutes * 60) / calls) * vary()));
    items.push({
      at: at(day, random),
      kind: 'CALL',
      ...place,
      destination: maskedNumber(line.msisdn, random),
      seconds,
      count: 0,
      mbDown: 0,
      mbUp: 0,
    });
  }
  const sms = Math.round(perDay.sms * vary());
  if (sms > 0)
    items.push({
      at: at(day, random),
      kind: 'SMS',
      ...place,
      destination: maskedNumber(line.msisdn, random),
      seconds: 0,
      count: sms,
      mbDown: 0,
      mbUp: 0,
    });
  return items.sort((a, b) => a.at.localeCompare(b.at));
}
