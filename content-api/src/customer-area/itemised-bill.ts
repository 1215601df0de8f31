/** SPEC §3 Itemised bill: a SIM line's traffic of a calendar month, filtered by event, with its summary net and gross. */
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import type { ItemisedBill, ItemisedEvent, ItemisedItem } from '@storefront/wire';
import { firstDay, lastDay, type Month } from './calendar';
import { trafficBetween, type CostedTraffic, type SimLine } from './sim-line';

const round2 = (value: number) => Math.round(value * 100) / 100;

function itemOf(line: SimLine, traffic: CostedTraffic, currencyCode: string): ItemisedItem {
  return {
    date: traffic.at,
    event: traffic.abroad ? 'ROAMING' : traffic.kind,
    source: line.product.msisdn,
    destination: traffic.destination,
    duration: traffic.seconds,
    count: traffic.count,
    zone: traffic.abroad ? `EU (${traffic.abroad})` : 'NATIONAL',
    dataDown: traffic.mbDown,
    dataUp: traffic.mbUp,
    costNet: { amount: traffic.costNet, currencyCode },
  };
}

/** The month's items of the given events (every event when none is given), newest last. */
export function itemisedBillOf(market: MarketCode, line: SimLine, month: Month, events: readonly ItemisedEvent[]): ItemisedBill {
  const currencyCode = MARKETS[market].currency;
  const items = trafficBetween(line, firstDay(month), lastDay(month))
    .map((traffic) => itemOf(line, traffic, currencyCode))
    .filter((item) => events.length === 0 || events.includes(item.event));
  // Cents as integers, so the summary is exactly the sum of the items shown.
  const cents = items.reduce((sum, i) => sum + Math.round(i.costNet.amount * 100), 0);
  return {
    productKey: line.product.key,
    timeframeStart: firstDay(month),
    timeframeEnd: lastDay(month),
    items,
    summary: {
      duration: items.reduce((sum, i) => sum + i.duration, 0),
      count: items.reduce((sum, i) => sum + i.count, 0),
      dataDown: items.reduce((sum, i) => sum + i.dataDown, 0),
      dataUp: items.reduce((sum, i) => sum + i.dataUp, 0),
      costNet: { amount: cents / 100, currencyCode },
      costGross: { amount: round2((cents / 100) * (1 + MARKETS[market].vatRate / 100)), currencyCode },
    },
  };
}
