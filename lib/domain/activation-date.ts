import { addMonths } from './calendar-day';
import type { IsoDay } from './holidays';

/** SPEC §9: the SIM is activated within 6 months of the order. */
export const ACTIVATION_WITHIN_MONTHS = 6;

/** SPEC §9: an activation date from today to ACTIVATION_WITHIN_MONTHS months ahead. */
export function isActivationDateAllowed(date: IsoDay, today: IsoDay): boolean {
  return date >= today && date <= addMonths(today, ACTIVATION_WITHIN_MONTHS);
}
