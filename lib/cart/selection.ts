import { z } from 'zod';
import { DEVICE_KINDS } from '@/lib/catalogue/device-kinds';
import { simType, type SimType } from '@/lib/platform/content-api/schemas/tariffs';
import { isActivationDateAllowed } from '@/lib/domain/activation-date';
import type { IsoDay } from '@/lib/domain/holidays';
import { tariffAddition } from '@/lib/domain/one-tariff';

/**
 * The stored selected product (SPEC §2: logout clears it). A cookie readable by the cart badge, so
 * the cart page renders on the server and the order button works without JavaScript. It holds
 * product facts only; the home address of a fixed line is personal data and lives in the sealed
 * personal cookie (lib/cart/personal-data.ts, ADR 13).
 */
export { SELECTION_COOKIE } from './selection-cookie';
export const SELECTION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Readable by scripts on purpose: the header's cart badge counts the items in the browser. */
export const SELECTION_COOKIE_OPTIONS = {
  path: '/',
  sameSite: 'lax',
  secure: true,
  httpOnly: false,
  maxAge: SELECTION_MAX_AGE_SECONDS,
} as const;

export const BUILDING_TYPES = ['SINGLE_FAMILY_HOUSE', 'MULTI_PARTY_BUILDING'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

const productId = z.string().min(1).max(64);

/** A tariff with its SIM card: a physical SIM (the default) or an eSIM (SPEC §3 Cart/order). */
const tariffItem = z.object({ kind: z.literal('tariff'), id: productId, simType: simType.optional() });

/** A device alone, or bought with a tariff: then that tariff is also the cart's tariff. */
const deviceItem = z.object({
  kind: z.literal('device'),
  id: productId,
  deviceKind: z.enum(DEVICE_KINDS),
  tariffId: productId.optional(),
});

/**
 * A fixed-line tariff (its tariffModelSalesId) of the supplier found at a checked address. The address
 * itself is not here (personal data, ADR 13); a cookie from before that still carries one is read
 * without it (zod drops unknown keys).
 */
const fixedLineItem = z.object({
  kind: z.literal('fixedline'),
  id: productId,
  supplier: z.string().min(1).max(64),
  buildingType: z.enum(BUILDING_TYPES),
});

export const selectionItem = z.discriminatedUnion('kind', [tariffItem, deviceItem, fixedLineItem]);
export type SelectionItem = z.infer<typeof selectionItem>;
export type TariffItem = z.infer<typeof tariffItem>;
export type DeviceItem = z.infer<typeof deviceItem>;
export type FixedLineItem = z.infer<typeof fixedLineItem>;

export const MAX_ITEMS = 10;

const selection = z.object({
  items: z.array(selectionItem).max(MAX_ITEMS),
  /** SPEC §3, §9: the desired activation date of the SIM cards (ISO day, within 6 months). */
  activationDate: z.iso.date().optional(),
});
export type Selection = z.infer<typeof selection>;

export const EMPTY_SELECTION: Selection = { items: [] };

/**
 * The cookie's value as Next's cookies() API hands it over (already URI-decoded); a value that is
 * not a valid selection counts as an empty one.
 */
export function parseSelection(value: string | undefined): Selection {
  if (!value) return EMPTY_SELECTION;
  try {
    const parsed = selection.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : EMPTY_SELECTION;
  } catch {
    return EMPTY_SELECTION;
  }
}

/** The value for cookies().set(), which URI-encodes it once (the browser sees encodeURIComponent(JSON)). */
export function serializeSelection(value: Selection): string {
  return JSON.stringify(value);
}

/**
 * A cookie value from before ADR 13, whose fixed line still carries the home address readable by
 * scripts: the value without it, to write back at once. Undefined for a cookie without an address.
 */
export function withoutLegacyAddress(value: string | undefined): string | undefined {
  if (!value?.includes('"address"')) return undefined;
  const rewritten = serializeSelection(parseSelection(value));
  return rewritten === value ? undefined : rewritten;
}

export type AddResult = { selection: Selection; replaced: boolean };

/** The cart's one tariff, if any. */
export function tariffOf(current: Selection): TariffItem | undefined {
  return current.items.find((i): i is TariffItem => i.kind === 'tariff');
}

/** Devices bought with a tariff that is no longer the cart's tariff keep their place, without it. */
function unbindDevices(items: SelectionItem[], tariffId: string | undefined): SelectionItem[] {
  return items.map((item) => {
    if (item.kind !== 'device' || item.tariffId === undefined || item.tariffId === tariffId) return item;
    return { kind: 'device', id: item.id, deviceKind: item.deviceKind };
  });
}

/** Keeps at most MAX_ITEMS, dropping the oldest entries that are not the cart's tariff. */
function capped(items: SelectionItem[]): SelectionItem[] {
  const out = [...items];
  while (out.length > MAX_ITEMS) {
    const oldest = out.findIndex((i) => i.kind !== 'tariff');
    out.splice(oldest === -1 ? 0 : oldest, 1);
  }
  return out;
}

/**
 * SPEC §8 "only one tariff can be ordered at present" (lib/domain/one-tariff): the cart lets a new
 * tariff replace the previous one. The same tariff again keeps its SIM type.
 */
export function addTariff(current: Selection, id: string): AddResult {
  const replaced = !tariffAddition(current.items, id).allowed;
  const same = current.items.find((i): i is TariffItem => i.kind === 'tariff' && i.id === id);
  const others = unbindDevices(
    current.items.filter((i) => i.kind !== 'tariff'),
    id,
  );
  return { selection: { ...current, items: capped([...others, same ?? { kind: 'tariff', id }]) }, replaced };
}

/**
 * A device, alone or with a tariff; the same device again replaces its earlier entry. With a tariff,
 * that tariff becomes the cart's one tariff (`replaced` tells whether it displaced another).
 */
export function addDevice(current: Selection, device: Omit<DeviceItem, 'kind'>): AddResult {
  const base = device.tariffId === undefined ? { selection: current, replaced: false } : addTariff(current, device.tariffId);
  const others = base.selection.items.filter((i) => !(i.kind === 'device' && i.id === device.id));
  const item: DeviceItem = { kind: 'device', ...device };
  return { selection: { ...base.selection, items: capped([...others, item]) }, replaced: base.replaced };
}

/**
 * One home, one line: a fixed-line tariff replaces the previous fixed-line choice (`replaced` when it
 * was another tariff; lib/cart/cart.ts also counts the same tariff at another address).
 */
export function addFixedLine(current: Selection, line: Omit<FixedLineItem, 'kind'>): AddResult {
  const previous = current.items.find((i) => i.kind === 'fixedline');
  const replaced = previous !== undefined && previous.id !== line.id;
  const others = current.items.filter((i) => i.kind !== 'fixedline');
  return { selection: { ...current, items: capped([...others, { kind: 'fixedline', ...line }]) }, replaced };
}

/** The items for which `keep` holds; devices bought with a tariff that is not kept stay, alone. */
export function keepItems(current: Selection, keep: (item: SelectionItem) => boolean): Selection {
  const remaining = current.items.filter(keep);
  return { ...current, items: unbindDevices(remaining, tariffOf({ items: remaining })?.id) };
}

/** Removes an item by id; removing the tariff leaves devices bought with it in the cart, alone. */
export function removeItem(current: Selection, id: string): Selection {
  return keepItems(current, (i) => i.id !== id);
}

/** SPEC §3: a tariff's SIM card is a physical SIM unless an eSIM was chosen. */
export const DEFAULT_SIM_TYPE: SimType = 'SIM';

/**
 * The SIM type a tariff item gets, of those its tariff offers (Tariff.simTypes): the chosen one, else
 * the default, else the first offered (a tariff sold as eSIM only).
 */
export function simTypeOf(item: TariffItem, offered: readonly SimType[]): SimType {
  const wanted = item.simType ?? DEFAULT_SIM_TYPE;
  if (offered.includes(wanted)) return wanted;
  return offered.includes(DEFAULT_SIM_TYPE) ? DEFAULT_SIM_TYPE : (offered[0] ?? DEFAULT_SIM_TYPE);
}

export type SimChoice = { ok: true; selection: Selection } | { ok: false; reason: 'not_in_cart' | 'not_offered' };

/** Chooses SIM or eSIM for the cart's tariff `tariffId`: only a type its tariff offers (`offered`, Tariff.simTypes). */
export function chooseSimType(current: Selection, tariffId: string, type: SimType, offered: readonly SimType[]): SimChoice {
  if (!current.items.some((i) => i.kind === 'tariff' && i.id === tariffId)) return { ok: false, reason: 'not_in_cart' };
  if (!offered.includes(type)) return { ok: false, reason: 'not_offered' };
  const items = current.items.map((i) => (i.kind === 'tariff' && i.id === tariffId ? { ...i, simType: type } : i));
  return { ok: true, selection: { ...current, items } };
}

/**
 * Sets the desired activation date of the SIM cards (undefined: no wish, the date is removed); it must
 * lie in SPEC §9's window from `today` (the market's day). Undefined when it does not.
 */
export function withActivationDate(current: Selection, date: IsoDay | undefined, today: IsoDay): Selection | undefined {
  const { activationDate: _previous, ...rest } = current;
  if (date === undefined) return rest;
  return isActivationDateAllowed(date, today) ? { ...rest, activationDate: date } : undefined;
}
