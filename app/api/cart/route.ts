/**
 * POST /api/cart — the stored selected product. Same-origin only (403 {error:'forbidden_origin'}).
 * A form post (application/x-www-form-urlencoded or multipart) is answered with 303 to the cart page;
 * JSON is answered with JSON. Empty form fields count as absent.
 *
 * Fields: action 'add' | 'remove'; id; locale (optional, the page's locale for the cart link);
 * kind 'tariff' (default) | 'device' | 'fixedline'.
 *
 * kind 'fixedline' (add) — every field required:
 *   id            the fixed-line tariff's tariffModelSalesId (GET /fixedline/tariffs)
 *   supplier      its connectionSupplierName, the supplier found at the address
 *   buildingType  'SINGLE_FAMILY_HOUSE' | 'MULTI_PARTY_BUILDING'
 *   address       one-line address label, 1–200 characters
 *   e.g. {"action":"add","kind":"fixedline","id":"AT-FIBRE-300","supplier":"OFAA",
 *         "buildingType":"SINGLE_FAMILY_HOUSE","address":"Hauptstraße 1, 1010 Wien","locale":"de-AT"}
 *   → 200 {ok:true, items, redirect:'/warenkorb?notice=added&item=AT-FIBRE-300'} (a new line replaces the
 *     previous fixed line: notice=replaced); 400 {error:'invalid_request'} for a missing or bad field;
 *     404 {error:'unknown_product'} when no such fixed-line tariff exists; 409 {error:'supplier_mismatch'}
 *     when the tariff belongs to another supplier; 503 {error:'unavailable'} when the catalogue cannot be
 *     read. A form post is redirected to the cart with ?notice=<the error code>&item=<id> instead.
 *
 * kind 'device' (add): deviceKind 'smartphone' | 'router' | 'repeater'; tariffId optional (bought with
 * that tariff, which becomes the cart's one tariff). 404 unknown_product, 409 out_of_stock,
 * 409 tariff_required (sold only with a tariff), 409 invalid_combination (not a combination of the device).
 *
 * action 'remove': id of any item; removing the tariff keeps devices bought with it, alone.
 */
import { cookies } from 'next/headers';
import { z } from 'zod';
import { jsonError } from '@/lib/bff/errors';
import { readBody, seeOther } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { requestSite } from '@/lib/bff/request-site';
import {
  ADDRESS_MAX_LENGTH,
  addDevice,
  addFixedLine,
  addTariff,
  BUILDING_TYPES,
  DEVICE_KINDS,
  parseSelection,
  removeItem,
  SELECTION_COOKIE,
  SELECTION_MAX_AGE_SECONDS,
  serializeSelection,
  type AddResult,
  type Selection,
  type SelectionItem,
} from '@/lib/cart/selection';
import { REFUSAL_STATUS, refusalOf } from '@/lib/cart/verify';
import { localizedPath } from '@/lib/i18n/paths';

/** An empty form field is an absent one. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const text = (max: number) => z.string().trim().min(1).max(max);

const body = z
  .object({
    action: z.enum(['add', 'remove']),
    id: text(64),
    locale: z.string().max(10).optional(),
    kind: optional(z.enum(['tariff', 'device', 'fixedline'])),
    deviceKind: optional(z.enum(DEVICE_KINDS)),
    tariffId: optional(text(64)),
    supplier: optional(text(64)),
    buildingType: optional(z.enum(BUILDING_TYPES)),
    address: optional(text(ADDRESS_MAX_LENGTH)),
  })
  .transform((b, ctx): { action: 'add' | 'remove'; locale?: string; id: string; item?: SelectionItem } => {
    const { action, id, locale } = b;
    if (action === 'remove') return { action, id, locale };
    switch (b.kind ?? 'tariff') {
      case 'tariff':
        return { action, id, locale, item: { kind: 'tariff', id } };
      case 'device':
        if (b.deviceKind) return { action, id, locale, item: { kind: 'device', id, deviceKind: b.deviceKind, tariffId: b.tariffId } };
        break;
      case 'fixedline':
        if (b.supplier && b.buildingType && b.address) {
          return { action, id, locale, item: { kind: 'fixedline', id, supplier: b.supplier, buildingType: b.buildingType, address: b.address } };
        }
        break;
    }
    ctx.addIssue({ code: 'custom', message: `missing fields for kind ${b.kind}` });
    return z.NEVER;
  });

function added(current: Selection, item: SelectionItem): AddResult {
  switch (item.kind) {
    case 'tariff':
      return addTariff(current, item.id);
    case 'device':
      return addDevice(current, { id: item.id, deviceKind: item.deviceKind, tariffId: item.tariffId });
    case 'fixedline':
      return addFixedLine(current, { id: item.id, supplier: item.supplier, buildingType: item.buildingType, address: item.address });
  }
}

/** Adds a product (checked against the live catalogue) to, or removes one from, the selection; then shows the cart. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const input = await readBody(request, body);
  if (!input.ok) return jsonError(400, 'invalid_request');
  const { id, locale, item } = input.data;
  const site = await requestSite(request, locale);
  const cart = (query: Record<string, string>) => localizedPath(site, '/cart', undefined, new URLSearchParams(query).toString());
  const jar = await cookies();
  const current = parseSelection(jar.get(SELECTION_COOKIE)?.value);
  let notice: string;
  let next = current;
  if (item) {
    const refusal = await refusalOf(site.content, item);
    if (refusal === 'unavailable') return jsonError(503, 'unavailable');
    if (refusal) return input.fromForm ? seeOther(cart({ notice: refusal, item: id })) : jsonError(REFUSAL_STATUS[refusal], refusal);
    const result = added(current, item);
    next = result.selection;
    notice = result.replaced ? 'replaced' : 'added';
  } else {
    next = removeItem(current, id);
    notice = 'removed';
  }
  jar.set(SELECTION_COOKIE, serializeSelection(next), {
    path: '/',
    sameSite: 'lax',
    secure: true,
    httpOnly: false,
    maxAge: SELECTION_MAX_AGE_SECONDS,
  });
  const cartPath = cart({ notice, item: id });
  return input.fromForm ? seeOther(cartPath) : Response.json({ ok: true, items: next.items, redirect: cartPath });
}
