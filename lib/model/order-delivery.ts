/** Delivery of an order: its cost and the pickup points (SPEC §3 Delivery cost, Pickup point). */
import type { Money } from './common';
import type { Weekday } from './config';

export type DeliveryCost = { cost: Money };

/** A pickup point (IT: Fermopoint); a weekday may have several slots ("09:00"–"13:00"). */
export type PickupPoint = {
  id: string;
  name: string;
  geolocation: { latitude: number; longitude: number };
  address: { street: string; houseNumber: string; zip: string; city: string; country: string };
  openingHours: { weekday: Weekday; start: string; end: string }[];
};
