import type { FieldErrorBody } from '@/lib/contracts/field-errors';
import type { BuildingType } from '@/lib/model/fixedline';
import type { CheckAnswer, StoredCheck } from '@/lib/fixedline/check-answer';

/*
 * The island's calls of our route handlers and its sessionStorage. Answers are parsed with the zod
 * schemas of lib/fixedline/check-answer, loaded on first use so the page itself ships no zod.
 */
const schemas = () => import('@/lib/fixedline/check-answer');

/** What a call of our fixed-line handlers came to, for the island to show. */
export type CallOutcome<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'invalid'; fields: FieldErrorBody['fields'] }
  | { kind: 'rateLimited' }
  | { kind: 'unavailable' };

type Parser<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

async function post<T>(url: string, body: unknown, answerOf: (s: Awaited<ReturnType<typeof schemas>>) => Parser<T>): Promise<CallOutcome<T>> {
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    json = await response.json();
  } catch {
    return { kind: 'unavailable' };
  }
  const s = await schemas();
  const answer = answerOf(s).safeParse(json);
  if (response.ok && answer.success) return { kind: 'ok', data: answer.data };
  const failure = s.checkFailure.safeParse(json);
  if (failure.success && failure.data.error === 'invalid_request') return { kind: 'invalid', fields: failure.data.fields ?? [] };
  if (failure.success && failure.data.error === 'rate_limited') return { kind: 'rateLimited' };
  return { kind: 'unavailable' };
}

export type AddressValues = {
  zip: string;
  city: string;
  street: string;
  houseNumber: string;
  stairs: string;
  door: string;
  buildingType: BuildingType | '';
};

/** Optional fields left empty are not sent. */
function addressBody({ zip, city, street, houseNumber, stairs, door }: AddressValues) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return { zip: zip.trim(), city: optional(city), street: street.trim(), houseNumber: houseNumber.trim(), stairs: optional(stairs), door: optional(door) };
}

export const searchAddress = (values: AddressValues, locale: string) =>
  post('/api/fixedline/search', { ...addressBody(values), locale }, (s) => s.checkAnswer);

export const chooseAddress = (addressId: string, locale: string) =>
  post('/api/fixedline/choose', { addressId, locale }, (s) => s.checkAnswer);

export type LeadValues = { name: string; email: string; phone: string; consent: boolean };

export const sendLead = (lead: LeadValues, address: AddressValues, building: BuildingType, locale: string) =>
  post(
    '/api/fixedline/contact',
    { name: lead.name.trim(), email: lead.email.trim(), phone: lead.phone.trim(), consent: lead.consent, address: addressBody(address), buildingType: building, locale },
    (s) => s.contactAnswer,
  );

/** The cart contract of app/api/cart: a fixed-line tariff with its supplier, building type and address. */
export async function addToCart(item: {
  id: string;
  supplier: string;
  buildingType: BuildingType;
  address: string;
  locale: string;
}): Promise<{ kind: 'added'; redirect: string } | { kind: 'failed' }> {
  const outcome = await post('/api/cart', { action: 'add', kind: 'fixedline', ...item, address: item.address.slice(0, 200) }, (s) => s.cartAnswer);
  return outcome.kind === 'ok' ? { kind: 'added', redirect: outcome.data.redirect } : { kind: 'failed' };
}

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
    const parsed = (await schemas()).storedCheck.safeParse(JSON.parse(raw));
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

export type { CheckAnswer };
