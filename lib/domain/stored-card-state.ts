import { calendarDay, daysInMonth } from './calendar-day';
import type { IsoDay } from './holidays';
import type { StoredCardState } from '@storefront/wire';

/**
 * SPEC §4 Payment card states of a customer's stored card, for the SPEC §8 warnings: fine, expiring
 * soon, expired, inactive (the issuer stopped it). A card is valid to the last day of its expiry
 * month. SPEC names no period for "expiring soon"; we warn 30 days ahead, as card issuers remind
 * their holders, which is also enough time for the new card to arrive.
 */

export const EXPIRING_WITHIN_DAYS = 30;

export type StoredCard = { expiryMonth: number; expiryYear: number; active: boolean };

const DAY_MS = 86_400_000;

/**
 * The state of `card` on `today`. An expired card is EXPIRED whether or not it was stopped too: a
 * new card is what the customer needs either way.
 */
export function storedCardState(card: StoredCard, today: IsoDay): StoredCardState {
  const { year, month, day } = calendarDay(today);
  const lastDay = Date.UTC(card.expiryYear, card.expiryMonth - 1, daysInMonth(card.expiryYear, card.expiryMonth));
  const daysLeft = Math.round((lastDay - Date.UTC(year, month - 1, day)) / DAY_MS);
  if (daysLeft < 0) return 'EXPIRED';
  if (!card.active) return 'INACTIVE';
  return daysLeft <= EXPIRING_WITHIN_DAYS ? 'EXPIRING_SOON' : 'ACTIVE';
}
