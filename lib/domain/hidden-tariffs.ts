import type { Tariff } from '@storefront/wire';
import { isCustomerPlan, isHiddenTariff } from './special-deals';

/**
 * SPEC §3 (special deal Hidden) and the end of §9: a hidden tariff is reachable by its own link only;
 * once a visitor has been shown it, the overview lists it for them for the rest of the session. The
 * list of those tariffs is the session cookie `__Host-shown-hidden` (ADR 16): the server reads it, so
 * no page sends a hidden tariff to anyone who has not been shown it.
 */
export const SHOWN_HIDDEN_COOKIE = '__Host-shown-hidden';

/** At most this many ids are kept, the latest shown last: the cookie stays far below 4 KB. */
export const MAX_SHOWN_HIDDEN = 20;

/** What a listed id may look like (no separator, nothing a cookie would need to escape much). */
export const SHOWN_HIDDEN_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

const SEPARATOR = ',';

/** The ids of a cookie value; anything foreign (bad ids, repeats, too many) is dropped, never an error. */
export function parseShownHidden(value: string | undefined): string[] {
  if (!value) return [];
  const ids = value.split(SEPARATOR).filter((id) => SHOWN_HIDDEN_ID.test(id));
  return [...new Set(ids.reverse())].reverse().slice(-MAX_SHOWN_HIDDEN);
}

export function serializeShownHidden(ids: string[]): string {
  return parseShownHidden(ids.join(SEPARATOR)).join(SEPARATOR);
}

/** The list with `id` added as the latest; the oldest goes when the list is full. */
export function rememberShownHidden(ids: string[], id: string): string[] {
  return parseShownHidden([...ids.filter((v) => v !== id), id].join(SEPARATOR));
}

/**
 * The tariffs no page may show to a visitor who has not been shown them; loyalty and upgrade plans are
 * the customer area's (ADR 50), never the public catalogue's.
 */
export function publicTariffs<T extends Pick<Tariff, 'specialDeals'>>(tariffs: T[]): T[] {
  return tariffs.filter((t) => !isHiddenTariff(t) && !isCustomerPlan(t));
}

/** What the overview lists for a visitor: the public tariffs and the hidden ones in their list, in catalogue order. */
export function tariffsShownTo<T extends Pick<Tariff, 'specialDeals' | 'tariffModelSalesId'>>(tariffs: T[], shown: readonly string[]): T[] {
  const listed = new Set(shown);
  return tariffs.filter((t) => !isCustomerPlan(t) && (!isHiddenTariff(t) || listed.has(t.tariffModelSalesId)));
}
