/**
 * POST /api/cart — the stored selected product (body: lib/contracts/cart.ts). Same-origin only.
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
import { defineHandler, failure, success } from '@/lib/bff/handler';
import {
  addDevice,
  addFixedLine,
  addTariff,
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
import { cartContract, cartRequest } from '@/lib/contracts/cart';
import { localizedPath } from '@/lib/i18n/paths';
import type { Site } from '@/lib/site/site';

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

const cartPath = (site: Site, query: Record<string, string>) => localizedPath(site, '/cart', undefined, new URLSearchParams(query).toString());

/** Adds a product (checked against the live catalogue) to, or removes one from, the selection; then shows the cart. */
export const POST = defineHandler({
  contract: cartContract,
  body: cartRequest,
  // Generous for shoppers, a wall for scripts filling carts.
  limits: [{ limit: 120, windowMs: 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: (site, { error }, body) => cartPath(site, body ? { notice: error, item: body.id } : { notice: error }),
  },
  async handle({ site, body: { id, item } }) {
    const jar = await cookies();
    const current = parseSelection(jar.get(SELECTION_COOKIE)?.value);
    let notice: string;
    let next = current;
    if (item) {
      const refusal = await refusalOf(site.content, item);
      if (refusal) return failure(REFUSAL_STATUS[refusal], refusal);
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
    return success({ ok: true as const, items: next.items, redirect: cartPath(site, { notice, item: id }) });
  },
});
