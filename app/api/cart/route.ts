/**
 * POST /api/cart — the stored selected product (body: lib/cart/cart-contract.ts). Same-origin only.
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
 * kind 'tariff' (add): 404 unknown_product (also for a loyalty or upgrade plan: the customer area's),
 * 403 partner_link_required for a partner's tariff (MandatoryCustomReferer) without the partner's code
 * in the __Host-partner cookie (ADR 50).
 *
 * kind 'device' (add): deviceKind 'smartphone' | 'router' | 'repeater'; tariffId optional (bought with
 * that tariff, which becomes the cart's one tariff). 404 unknown_product, 409 out_of_stock,
 * 409 tariff_required (sold only with a tariff), 409 invalid_combination (not a combination of the device).
 *
 * action 'remove': id of any item; removing the tariff keeps devices bought with it, alone; removing the
 * fixed line deletes its address.
 *
 * action 'configure' (the cart's own forms): id + simType 'SIM' | 'ESIM' chooses the SIM card of the
 * cart's tariff id, one type its tariff offers (Tariff.simTypes); activationDate (ISO day, SPEC §9: from
 * the market's today to 6 months ahead; empty removes it) is the SIM cards' desired activation date.
 * Either or both, e.g. {"action":"configure","id":"AT-MOBILE-M","simType":"ESIM"} or
 * {"action":"configure","activationDate":"2027-01-15"} → 200 {ok:true, items, activationDate?,
 * redirect:'/warenkorb?notice=saved'}; 404 unknown_product when id is not the cart's tariff (or no longer
 * exists); 400 invalid_request with fields [{field:'simType', code:'invalid_format'}] for a type the
 * tariff does not offer, [{field:'activationDate', code:'unavailable_date'}] outside the window or
 * 'invalid_date' for no calendar day. A form post goes back to the cart: with ?error=<code> for the
 * activation date (shown on its field), else ?notice=<code>&item=<id>.
 *
 * Every success answers {ok:true, items, redirect}: items are the selection as its script-readable
 * cookie holds it (ids, kinds, SIM type, supplier, building type), never the address (ADR 13).
 */
import { cookies } from 'next/headers';
import { defineHandler, failure, success, type Failure } from '@/lib/platform/bff/handler';
import { addToCart, removeFromCart, type Cart } from '@/lib/cart/cart';
import { cartPath } from '@/lib/cart/cart-paths';
import { readCart, saveCart } from '@/lib/cart/cart-store';
import { chooseSimType, withActivationDate, type Selection } from '@/lib/cart/selection';
import { readRefusal, REFUSAL_STATUS, refusalOf } from '@/lib/cart/verify';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { getTariff } from '@/lib/platform/content-api/tariffs';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { cartContract, cartRequest, type CartRequest } from '@/lib/cart/cart-contract';
import { dayIn } from '@/lib/domain/opening-hours';
import { PARTNER_COOKIE } from '@/lib/domain/partner-referer';

type Configure = Extract<CartRequest, { action: 'configure' }>;

/** The selection with the SIM type and activation date asked for, or why not. */
async function configured(ctx: ContentContext, selection: Selection, request: Configure, today: string): Promise<Selection | Failure> {
  let next = selection;
  if (request.sim) {
    const { tariffId, simType } = request.sim;
    const tariff = await getTariff(ctx, tariffId);
    if (!tariff.ok) {
      const refusal = readRefusal(tariff);
      return failure(REFUSAL_STATUS[refusal], refusal);
    }
    const choice = chooseSimType(next, tariffId, simType, tariff.data.simTypes);
    if (!choice.ok) {
      return choice.reason === 'not_in_cart'
        ? failure(404, 'unknown_product')
        : failure(400, 'invalid_request', { fields: [{ field: 'simType', code: 'invalid_format' }] });
    }
    next = choice.selection;
  }
  if (request.activationDate !== undefined) {
    const dated = withActivationDate(next, request.activationDate ?? undefined, today);
    if (!dated) return failure(400, 'invalid_request', { fields: [{ field: 'activationDate', code: 'unavailable_date' }] });
    next = dated;
  }
  return next;
}

/** Where a form post that failed goes: the activation date's fault to its field, anything else as a notice. */
function failedPath(site: Parameters<typeof cartPath>[0], { error, fields }: Failure<BffErrorCode>, body: CartRequest | undefined) {
  const date = fields?.find((f) => f.field === 'activationDate');
  if (date) return cartPath(site, { error: date.code });
  return cartPath(site, body?.id ? { notice: error, item: body.id } : { notice: error });
}

/** Adds a product (checked against the live catalogue) to, or removes one from, the cart; then shows the cart. */
export const POST = defineHandler({
  contract: cartContract,
  body: cartRequest,
  // Generous for shoppers, a wall for scripts filling carts.
  limits: [{ limit: 120, windowMs: 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: failedPath,
    // A refused activation date comes back as typed (the cart page reads the form draft).
    keep: (name) => name === 'activationDate',
  },
  async handle({ site, body }) {
    const market = site.market.code;
    const current = await readCart(market);
    let next: Cart;
    let notice: string;
    switch (body.action) {
      case 'add': {
        const refusal = await refusalOf(site.content, body.addition.item, (await cookies()).get(PARTNER_COOKIE)?.value);
        if (refusal) return failure(REFUSAL_STATUS[refusal], refusal);
        const change = addToCart(current, body.addition);
        next = change.cart;
        notice = change.replaced ? 'replaced' : 'added';
        break;
      }
      case 'remove':
        next = removeFromCart(current, body.id);
        notice = 'removed';
        break;
      case 'configure': {
        const selection = await configured(site.content, current.selection, body, dayIn(site.market.timeZone, new Date()));
        if ('ok' in selection) return selection;
        next = { ...current, selection };
        notice = 'saved';
        break;
      }
    }
    await saveCart(market, current, next);
    const { items, activationDate } = next.selection;
    return success({
      ok: true as const,
      items,
      activationDate,
      redirect: cartPath(site, body.id ? { notice, item: body.id } : { notice }),
    });
  },
});
