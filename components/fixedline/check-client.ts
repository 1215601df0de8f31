import { post } from '@/components/form/post';
import type { PhoneRules } from '@/lib/platform/contracts/contact-message';
import type { BuildingType } from '@/lib/fixedline/contracts';
import type { StoredCheck } from '@/lib/fixedline/check-answer';

/*
 * The island's calls of our route handlers and its sessionStorage. The contracts that read the
 * answers, and the zod they need, are loaded on first use: the page's first load carries no zod (ADR 9).
 */
const contracts = () => import('@/lib/fixedline/contracts');
const loadCheckContract = () => contracts().then((c) => c.checkContract);
export const loadLeadContract = () => contracts().then((c) => c.leadContract);

/** The forms' schemas (lib/fixedline/contracts.ts), for lazyZodResolver. */
export const loadAddressForm = (zipPattern: string) => contracts().then((c) => c.addressForm(zipPattern));
export const loadLeadForm = (rules: PhoneRules) => contracts().then((c) => c.leadForm(rules));
export const loadBuildNoticeForm = () => contracts().then((c) => c.buildNoticeForm());

type Address = { zip: string; city?: string; street: string; houseNumber: string; stairs?: string; door?: string };

/** The address as our handlers take it: trimmed, optional fields left empty not sent. */
export function addressBody({ zip, city, street, houseNumber, stairs, door }: Address) {
  const optional = (value: string | undefined) => value?.trim() || undefined;
  return {
    zip: zip.trim(),
    city: optional(city),
    street: street.trim(),
    houseNumber: houseNumber.trim(),
    stairs: optional(stairs),
    door: optional(door),
  };
}

export const searchAddress = (address: Address, locale: string) =>
  post('/api/fixedline/search', { ...addressBody(address), locale }, loadCheckContract);

export const chooseAddress = (addressId: string, locale: string) => post('/api/fixedline/choose', { addressId, locale }, loadCheckContract);

/** The cart contract of app/api/cart: a fixed-line tariff with its supplier, building type and address. */
export const addToCart = (item: { id: string; supplier: string; buildingType: BuildingType; address: string; locale: string }) =>
  post('/api/cart', { action: 'add', kind: 'fixedline', ...item, address: item.address.slice(0, 200) }, () =>
    import('@/lib/cart/cart-contract').then((c) => c.cartContract),
  );

// The last check survives a reload in sessionStorage (per tab; the address never goes into a URL).

const storageKey = (market: string) => `fibre-check:v1:${market}`;

export async function loadCheck(market: string): Promise<StoredCheck | undefined> {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(storageKey(market));
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed = (await import('@/lib/fixedline/check-answer')).storedCheck.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function saveCheck(market: string, check: StoredCheck): void {
  try {
    window.sessionStorage.setItem(storageKey(market), JSON.stringify(check));
  } catch {
    // Storage full or disabled: the check still works, it just does not survive a reload.
  }
}
