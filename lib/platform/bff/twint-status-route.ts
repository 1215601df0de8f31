import 'server-only';
import { z } from 'zod';
import { getTwintStatus } from '@/lib/platform/content-api/payment';
import { twintStatusContract } from '@/lib/platform/contracts/checkout-twint';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { defineHandler, failure, success } from './handler';

/**
 * The GET a TWINT waiting page polls (ADR 48; the checkout's and a top-up's): the status of this
 * browser's TWINT payment, the attempt of the trip `readTrip` finds (PUT
 * /payment/method/twint/transaction/{id}). It settles nothing: once the app answered, the page goes
 * to that trip's return, which does. 404 not_found without a TWINT payment under way, 503 when the
 * status cannot be read. No rate limit and no session: a cheap read of the sealed trip's own payment,
 * which an open page repeats every few seconds.
 */
export const twintStatusRoute = (readTrip: (market: MarketCode) => Promise<{ attempt: string } | undefined>) =>
  defineHandler({
    contract: twintStatusContract,
    query: z.strictObject({}),
    async handle({ site }) {
      const trip = await readTrip(site.market.code);
      if (!trip) return failure(404, 'not_found');
      const status = await getTwintStatus(site.content, trip.attempt);
      if (!status.ok) return failure(503, 'unavailable');
      return success({ result: status.data.result });
    },
  });
