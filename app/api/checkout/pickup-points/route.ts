import { z } from 'zod';
import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { fieldErrorsOf } from '@/lib/platform/content-api/field-errors';
import { findPickupPoints } from '@/lib/checkout/delivery-options';
import { pickupPointSearch } from '@/lib/checkout/steps/delivery';
import { pickupPointsContract } from '@/lib/platform/contracts/checkout-delivery';

const LIMIT = [{ limit: 60, windowMs: 60_000, key: ({ ip }: { ip: string }) => ip }];

/**
 * GET /api/checkout/pickup-points?zip=&city= (checkout step 3, with JavaScript): the pickup points
 * (IT: Fermopoint) of a postal code or city, from GET /orders/deliveries/fermopoint. Only zip, city
 * and locale are taken (anything else: 400); a search that breaks the rules answers 400 with its
 * fields; 404 not_found in a market without pickup points. 60 searches a minute per IP.
 */
export const GET = defineHandler({
  contract: pickupPointsContract,
  query: z.strictObject({ zip: z.string().optional(), city: z.string().optional() }),
  limits: LIMIT,
  async handle({ site, query }) {
    const search = pickupPointSearch.safeParse({ zip: query.get('zip') ?? undefined, city: query.get('city') ?? undefined });
    if (!search.success) return failure(400, 'invalid_request', { fields: fieldErrorsOf(search.error.issues) });
    const found = await findPickupPoints(site, search.data);
    return found.ok ? success({ points: found.data }) : upstreamFailure(found.error);
  },
});
