import { z } from 'zod';
import { defineHandler, failure, success } from '@/lib/bff/handler';
import { readTwintTrip } from '@/lib/checkout/twint-trip';
import { getTwintStatus } from '@/lib/content-api/payment';
import { twintStatusContract } from '@/lib/contracts/checkout-twint';

export const dynamic = 'force-dynamic';

/**
 * GET /api/checkout/twint: the status of this browser's TWINT payment (PUT
 * /payment/method/twint/transaction/{id}), which the TWINT page polls. It settles nothing: once the
 * app answered, the page goes to the trip's return (GET /api/checkout/payment-return), which does.
 * No rate limit, as it is a cheap read an open page repeats every few seconds.
 */
export const GET = defineHandler({
  contract: twintStatusContract,
  query: z.strictObject({}),
  async handle({ site }) {
    const trip = await readTwintTrip(site.market.code);
    if (!trip) return failure(404, 'not_found');
    const status = await getTwintStatus(site.content, trip.attempt);
    if (!status.ok) return failure(503, 'unavailable');
    return success({ result: status.data.result });
  },
});
