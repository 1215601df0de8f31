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
 *   address       one-line address label, 1–200 characters: personal data, kept only in the sealed
 *                 httpOnly cookie __Host-personal (7 days), never in selected-product nor in the answer
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
 * action 'remove': id of any item; removing the tariff keeps devices bought with it, alone; removing the
 * fixed line deletes its address.
 *
 * Every success answers {ok:true, items, redirect}: items are the selection as its script-readable
 * cookie holds it (ids, kinds, supplier, building type), never the address (ADR 13).
 */
import { defineHandler, failure, success } from '@/lib/bff/handler';
import { addToCart, removeFromCart } from '@/lib/cart/cart';
import { cartPath } from '@/lib/cart/cart-paths';
import { readCart, saveCart } from '@/lib/cart/cart-store';
import { REFUSAL_STATUS, refusalOf } from '@/lib/cart/verify';
import { cartContract, cartRequest } from '@/lib/contracts/cart';

/** Adds a product (checked against the live catalogue) to, or removes one from, the cart; then shows the cart. */
export const POST = defineHandler({
  contract: cartContract,
  body: cartRequest,
  // Generous for shoppers, a wall for scripts filling carts.
  limits: [{ limit: 120, windowMs: 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: (site, { error }, body) => cartPath(site, body ? { notice: error, item: body.id } : { notice: error }),
  },
  async handle({ site, body }) {
    const market = site.market.code;
    const current = await readCart(market);
    let next = current;
    let notice = 'removed';
    if (body.action === 'add') {
      const refusal = await refusalOf(site.content, body.addition.item);
      if (refusal) return failure(REFUSAL_STATUS[refusal], refusal);
      const change = addToCart(current, body.addition);
      next = change.cart;
      notice = change.replaced ? 'replaced' : 'added';
    } else {
      next = removeFromCart(current, body.id);
    }
    await saveCart(market, current, next);
    return success({ ok: true as const, items: next.selection.items, redirect: cartPath(site, { notice, item: body.id }) });
  },
});
