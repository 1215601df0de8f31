import 'server-only';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { twintWaitOf, type TwintWaitView } from '@/lib/platform/provider-trip/twint-wait';
import type { Site } from '@/lib/platform/site/site';
import { paymentTrips } from './payment-trips';
import { paymentCheckPath } from './payment-urls';

/** This browser's TWINT payment under way: the checkout's payment trip when it is a TWINT attempt (ADR 43). */
export async function readTwintTrip(market: MarketCode) {
  const trip = await paymentTrips.read(market);
  if (trip?.data.method !== 'twint' || !trip.attempt) return undefined;
  return { ...trip, attempt: trip.attempt };
}

/** This browser's TWINT payment as its page shows it; undefined without one. */
export async function twintWaitView(site: Site): Promise<TwintWaitView | undefined> {
  const trip = await readTwintTrip(site.market.code);
  if (!trip) return undefined;
  return twintWaitOf(site.content, trip.attempt, trip.data.startedAt, paymentCheckPath(site, trip.state, trip.attempt));
}
