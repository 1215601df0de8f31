import { z } from 'zod';
import { weekday } from './config';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One opening slot of a weekday (SPEC §3 pickup point: opening hours by weekday with start and end times). */
export const openingSlot = z
  .object({ weekday, start: time, end: time })
  .refine((slot) => slot.start < slot.end, { message: 'A slot ends after it starts.' });
export type OpeningSlot = z.infer<typeof openingSlot>;

/** A shop, or a camp service point (CAMP), with its address, position, hours and accessibility notes. */
export const shop = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(['SHOP', 'SERVICE_POINT']),
  name: z.string().min(1),
  address: z.object({
    street: z.string().min(1),
    zip: z.string().min(1),
    city: z.string().min(1),
    countryId: z.string().length(2),
  }),
  geolocation: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  phone: z.string().min(1),
  email: z.email().optional(),
  /** Every slot of the regular week; a weekday without a slot is closed. */
  openingHours: z.array(openingSlot),
  /** How the location can be reached and used: entrance, counter, seating, toilets. */
  accessibility: z.array(z.string().min(1)),
});
export type Shop = z.infer<typeof shop>;
export const shops = z.array(shop);
