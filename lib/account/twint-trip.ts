import 'server-only';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { twintWaitOf, type TwintWaitView } from '@/lib/platform/provider-trip/twint-wait';
import type { Site } from '@/lib/platform/site/site';
import { accountTrips } from './payment-trip/store';
import { tripBack, tripCheckPath } from './payment-trip/urls';

/** This browser's TWINT top-up under way: the account's payment trip when it recharges `productKey` by TWINT (ADR 43, 48). */
export async function readRechargeTwintTrip(market: MarketCode, productKey?: string) {
  const trip = await accountTrips.read(market);
  const purpose = trip?.data.purpose;
  if (purpose?.kind !== 'recharge' || purpose.method !== 'twint' || !trip?.attempt) return undefined;
  if (productKey !== undefined && purpose.productKey !== productKey) return undefined;
  return { ...trip, purpose, attempt: trip.attempt };
}

/**
 * The TWINT top-up of this line as its waiting page shows it, with the top-up page to choose another
 * method (the amount kept); undefined without one.
 */
export async function rechargeTwintView(site: Site, productKey: string): Promise<(TwintWaitView & { otherMethod: string }) | undefined> {
  const trip = await readRechargeTwintTrip(site.market.code, productKey);
  if (!trip) return undefined;
  const wait = await twintWaitOf(site.content, trip.attempt, trip.data.startedAt, tripCheckPath(site, trip.state, trip.attempt));
  return { ...wait, otherMethod: tripBack(site, trip.purpose) };
}
