import { z } from 'zod';
import { readRechargeTwintTrip } from '@/lib/account/twint-trip';
import { defineHandler, failure, success } from '@/lib/bff/handler';
import { getTwintStatus } from '@/lib/content-api/payment';
import { twintStatusContract } from '@/lib/contracts/checkout-twint';

export const dynamic = 'force-dynamic';

/**
 * GET /api/account/payment-trip/twint: the status of this browser's TWINT top-up (PUT
 * /payment/method/twint/transaction/{id}), which the top-up's TWINT page polls (ADR 48). It settles
 * nothing: once the app answered, the page goes to the trip's return (GET
 * /api/account/payment-trip/return), which does. 404 not_found without a TWINT top-up under way.
 * Like the checkout's, no rate limit and no session needed: a cheap read of the sealed trip's own
 * payment, which an open page repeats every few seconds.
 */
export const GET = defineHandler({
  contract: twintStatusContract,
  query: z.strictObject({}),
  async handle({ site }) {
    const trip = await readRechargeTwintTrip(site.market.code);
    if (!trip) return failure(404, 'not_found');
    const status = await getTwintStatus(site.content, trip.attempt);
    if (!status.ok) return failure(503, 'unavailable');
    return success({ result: status.data.result });
  },
});
