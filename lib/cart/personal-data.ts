import { z } from 'zod';
import type { FixedLineItem, Selection } from './selection';

/**
 * Personal data the shop keeps for a visitor before an order (ADR 13): today the home address of the
 * fixed line in the cart; the checkout's personal data will join. Kept only in a cookie sealed with
 * SESSION_SECRET and closed to scripts (lib/cart/personal-store.ts), never in the selection cookie.
 */
export const PERSONAL_COOKIE = '__Host-personal';

/**
 * Seven days from when the address was given: long enough to come back to the cart within the week,
 * short enough that a home address does not wait in a browser for a month (the product choice, which
 * is not personal, keeps its 30 days). Written again only when the data change, so a visit to the cart
 * does not extend it.
 */
export const PERSONAL_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Longest one-line address label a fixed line keeps. */
export const ADDRESS_MAX_LENGTH = 200;

/** The address of the fixed line with this tariff id: bound to the line, so a replaced or removed line never shows it. */
const fixedLineHome = z.object({ id: z.string().min(1).max(64), address: z.string().min(1).max(ADDRESS_MAX_LENGTH) });

export const personalData = z.object({ fixedLine: fixedLineHome.optional() });
export type PersonalData = z.infer<typeof personalData>;

export const NO_PERSONAL_DATA: PersonalData = {};

export const isEmpty = (data: PersonalData) => data.fixedLine === undefined;

/** The stored address of a fixed line in the cart; undefined when it is gone (expired, cookie cleared, from before ADR 13). */
export function addressOf(data: PersonalData, item: FixedLineItem): string | undefined {
  return data.fixedLine?.id === item.id ? data.fixedLine.address : undefined;
}

/** Drops what the selection no longer needs (removing the line removes its address); the same object when nothing is dropped. */
export function prunePersonal(data: PersonalData, selection: Selection): PersonalData {
  const { fixedLine, ...rest } = data;
  const kept = !fixedLine || selection.items.some((i) => i.kind === 'fixedline' && i.id === fixedLine.id);
  return kept ? data : rest;
}
