import 'server-only';
import { qrCodeDataUrl } from '@/lib/bff/qr-code';
import { serverConfig } from '@/lib/config/server-config';
import { getTwintStatus } from '@/lib/content-api/payment';
import type { MarketCode } from '@/lib/markets/markets';
import { approvalWaitOf } from '@/lib/provider-trip/app-approval';
import type { Site } from '@/lib/site/site';
import { paymentTrips } from './payment-trips';
import { paymentCheckPath } from './payment-urls';

/** This browser's TWINT payment under way: the checkout's payment trip when it is a TWINT attempt (ADR 43). */
export async function readTwintTrip(market: MarketCode) {
  const trip = await paymentTrips.read(market);
  if (trip?.data.method !== 'twint' || !trip.attempt) return undefined;
  return { ...trip, attempt: trip.attempt };
}

/** What the TWINT page shows: the wait, or that the app answered (the page then goes to `check`). */
export type TwintWaitView = {
  /** The trip's return as a path (lib/checkout/payment-urls.ts paymentCheckPath): settles the payment once answered. */
  check: string;
  answered: boolean;
  /** The TWINT app's hand-over address and its QR code, while the payment waits. */
  app?: { link: string; qrCode: string };
  /** The status could not be read. */
  unavailable: boolean;
  startedAt: number;
  limitSeconds: number;
};

/** This browser's TWINT payment as its page shows it (PUT /payment/method/twint/transaction/{id}); undefined without one. */
export async function twintWaitView(site: Site): Promise<TwintWaitView | undefined> {
  const trip = await readTwintTrip(site.market.code);
  if (!trip) return undefined;
  const status = await getTwintStatus(site.content, trip.attempt);
  const limitSeconds = serverConfig().TWINT_WAIT_SECONDS;
  const startedAt = trip.data.startedAt ?? Date.now();
  const link = status.ok && status.data.result === 'PENDING' ? status.data.redirectUrl : undefined;
  return {
    check: paymentCheckPath(site, trip.state, trip.attempt),
    answered: approvalWaitOf(status.ok ? status.data.result : undefined, startedAt, Date.now(), limitSeconds) === 'answered',
    ...(link ? { app: { link, qrCode: await qrCodeDataUrl(link) } } : {}),
    unavailable: !status.ok,
    startedAt,
    limitSeconds,
  };
}
