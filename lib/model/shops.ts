/** Shops and camp service points (lib/model: see common.ts). */
import type { Weekday } from './config';

/** One opening slot of a weekday, times as "HH:MM" (24-hour clock). */
export type OpeningSlot = { weekday: Weekday; start: string; end: string };

/** A shop, or a camp service point (CAMP), with its address, position, hours and accessibility notes. */
export type Shop = {
  id: string;
  kind: 'SHOP' | 'SERVICE_POINT';
  name: string;
  address: { street: string; zip: string; city: string; countryId: string };
  geolocation: { latitude: number; longitude: number };
  phone: string;
  email?: string;
  /** Every slot of the regular week; a weekday without a slot is closed. */
  openingHours: OpeningSlot[];
  /** How the location can be reached and used: entrance, counter, seating, toilets. */
  accessibility: string[];
};
