import { z } from 'zod';
import { weekday } from '@/lib/platform/content-api/schemas/config';
import { routeContract } from './answer';

/**
 * The answer of GET /api/checkout/pickup-points?zip=&city= (checkout step 3): the pickup points
 * (IT: Fermopoint) of a postal code or city as the step shows them. 404 not_found in a market
 * without pickup points.
 */
export const pickupPointView = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(120),
  /** On one line: "Via Nazionale 75, 00184 Roma". */
  address: z.string().max(200),
  /** The point's postal code: a search that finds it again. */
  zip: z.string().max(10),
  /** SPEC §3: opening hours by weekday, a day may have several slots ("09:00"–"13:00"). */
  openingHours: z.array(z.object({ weekday, start: z.string().regex(/^\d{2}:\d{2}$/), end: z.string().regex(/^\d{2}:\d{2}$/) })),
});
export type PickupPointView = z.infer<typeof pickupPointView>;

export const pickupPointsAnswer = z.object({ points: z.array(pickupPointView) });
export const pickupPointsContract = routeContract(pickupPointsAnswer, ['not_found']);
