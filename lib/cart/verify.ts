import 'server-only';
import { deviceOf } from '@/lib/catalogue/device-reads';
import type { ContentContext } from '@/lib/platform/content-api/client';
import type { Result } from '@/lib/platform/content-api/result';
import { getFixedLineTariffs, getTariff } from '@/lib/platform/content-api/tariffs';
import { mayOrderTariff } from '@/lib/domain/partner-referer';
import { isCustomerPlan } from '@/lib/domain/special-deals';
import type { DeviceItem, FixedLineItem, SelectionItem } from './selection';

/** Why an item may not go into the cart; each maps to a status and a translated cart notice. */
export type Refusal =
  | 'unknown_product'
  | 'out_of_stock'
  | 'tariff_required'
  | 'invalid_combination'
  | 'supplier_mismatch'
  | 'partner_link_required'
  | 'unavailable';

export const REFUSAL_STATUS: Record<Refusal, number> = {
  unknown_product: 404,
  out_of_stock: 409,
  tariff_required: 409,
  invalid_combination: 409,
  supplier_mismatch: 409,
  partner_link_required: 403,
  unavailable: 503,
};

/** A failed read: the product does not exist (404) or the catalogue cannot be asked right now. */
export const readRefusal = (result: Extract<Result<unknown>, { ok: false }>): Refusal =>
  result.error.kind === 'not_found' ? 'unknown_product' : 'unavailable';

/**
 * A tariff must exist and be public: a loyalty or upgrade plan is changed to in the customer area only;
 * a partner's tariff needs the visitor to have come through the partner's link (ADR 50).
 */
async function checkTariff(ctx: ContentContext, id: string, partner: string | undefined): Promise<Refusal | null> {
  const tariff = await getTariff(ctx, id);
  if (!tariff.ok) return readRefusal(tariff);
  if (isCustomerPlan(tariff.data)) return 'unknown_product';
  return mayOrderTariff(tariff.data, partner) ? null : 'partner_link_required';
}

/**
 * A device must exist and be in stock (an out-of-stock variant never reaches the cart); with a tariff,
 * the tariff must be one of the device's combinations; a device sold only with a tariff needs one.
 */
async function checkDevice(ctx: ContentContext, item: DeviceItem, partner: string | undefined): Promise<Refusal | null> {
  const device = await deviceOf(ctx, item.deviceKind, item.id);
  if (!device.ok) return readRefusal(device);
  if (!device.data.inStock) return 'out_of_stock';
  if (item.tariffId === undefined) return device.data.isStandalone ? null : 'tariff_required';
  if (!device.data.combinations.some((c) => c.tariffModelSalesId === item.tariffId)) return 'invalid_combination';
  return checkTariff(ctx, item.tariffId, partner);
}

/** A fixed-line tariff must exist and be offered by the supplier found at the address. */
async function checkFixedLine(ctx: ContentContext, item: FixedLineItem): Promise<Refusal | null> {
  const tariffs = await getFixedLineTariffs(ctx);
  if (!tariffs.ok) return readRefusal(tariffs);
  const tariff = tariffs.data.find((t) => t.tariffModelSalesId === item.id);
  if (!tariff) return 'unknown_product';
  return tariff.connectionSupplierName === item.supplier ? null : 'supplier_mismatch';
}

/**
 * The order's own check (ADR 50): whether a partner's tariff in the selection (alone or bought with a
 * device) has lost its partner's code since it went into the cart (the cookie lasts a day).
 */
export async function lacksPartnerLink(ctx: ContentContext, items: SelectionItem[], partner: string | undefined): Promise<boolean> {
  const ids = new Set(items.flatMap((i) => (i.kind === 'tariff' ? [i.id] : i.kind === 'device' && i.tariffId ? [i.tariffId] : [])));
  for (const id of ids) {
    const tariff = await getTariff(ctx, id);
    if (tariff.ok && !mayOrderTariff(tariff.data, partner)) return true;
  }
  return false;
}

/**
 * Checks an item against the live catalogue before it is stored; null means it may be added. `partner`
 * is the partner code the visitor came with (lib/domain/partner-referer.ts), if any.
 */
export function refusalOf(ctx: ContentContext, item: SelectionItem, partner: string | undefined): Promise<Refusal | null> {
  switch (item.kind) {
    case 'tariff':
      return checkTariff(ctx, item.id, partner);
    case 'device':
      return checkDevice(ctx, item, partner);
    case 'fixedline':
      return checkFixedLine(ctx, item);
  }
}
