import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { extractHighlights } from '@/lib/catalogue/highlights';
import { financingPrice } from '@/lib/domain/price';
import { sanitizeDescription } from '@/lib/catalogue/sanitize-description';
import { groupSlug } from '@/lib/domain/slug';
import { publicTariffs } from '@/lib/domain/hidden-tariffs';
import { dealsFor, toShopDeals, type ShopDeal } from '@/lib/domain/special-deals';
import type { Tariff } from '@/lib/platform/content-api/schemas';
import type { ShopDeviceGroup, ShopDeviceModel } from './devices';

/** A device bought together with a tariff: the tariff, the discount and the device price left to pay. */
export type CombinationView = { tariff: Tariff; discount: number; price: number };

/** A device variant as its detail page shows it (STYLE 2: wire → shop shape in one place). */
export type DeviceView = {
  kind: DeviceKind;
  group: ShopDeviceGroup;
  groupSlug: string;
  model: ShopDeviceModel;
  gross: number;
  currency: string;
  /** SPEC §9: gross / 24, up to 24 months interest-free. */
  financing: { monthly: number; months: number };
  /** SPEC §9: at most 3, plain text. */
  highlights: string[];
  /** SPEC §5: invisible characters stripped, allow-listed markup only; safe for innerHTML. */
  descriptionHtml: string;
  /** Deals meant for the DETAIL page context. */
  deals: ShopDeal[];
  /** Combinations with public tariffs the catalogue lists today (a cached page shows no hidden tariff, ADR 16). */
  combinations: CombinationView[];
};

const cents = (amount: number) => Math.round(amount * 100);

export function deviceView(kind: DeviceKind, group: ShopDeviceGroup, model: ShopDeviceModel, tariffs: Tariff[]): DeviceView {
  const byId = new Map(publicTariffs(tariffs).map((t) => [t.tariffModelSalesId, t]));
  const gross = model.price.amount;
  return {
    kind,
    group,
    groupSlug: groupSlug(group.groupName),
    model,
    gross,
    currency: model.price.currencyCode,
    financing: financingPrice(gross),
    highlights: extractHighlights(model.descriptionHtml),
    descriptionHtml: sanitizeDescription(model.descriptionHtml),
    deals: toShopDeals(dealsFor(model.specialDeals, 'DETAIL')),
    combinations: model.combinations.flatMap((c) => {
      const tariff = byId.get(c.tariffModelSalesId);
      const discount = Math.min(c.discount.amount, gross);
      return tariff ? [{ tariff, discount, price: (cents(gross) - cents(discount)) / 100 }] : [];
    }),
  };
}

export function deviceDeal<K extends ShopDeal['kind']>(
  view: Pick<DeviceView, 'deals'>,
  kind: K,
): Extract<ShopDeal, { kind: K }> | undefined {
  return view.deals.find((d): d is Extract<ShopDeal, { kind: K }> => d.kind === kind);
}
