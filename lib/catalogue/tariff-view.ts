import { grossOf } from '@/lib/domain/price';
import { dealsFor, toShopDeals, type ShopDeal } from '@/lib/domain/special-deals';
import { isBusinessTariff, isDataTariff, isSocialTariff, isValueCard } from '@/lib/domain/tariff-kind';
import type { PageContext, Tariff } from '@/lib/platform/content-api/schemas';

/** A tariff as the shop shows it on one page context: gross price, typed deals, kinds (STYLE 2). */
export type TariffView = {
  tariff: Tariff;
  gross: number;
  currency: string;
  net?: { amount: number; vatRate: number };
  deals: ShopDeal[];
  kinds: { social: boolean; data: boolean; valueCard: boolean; business: boolean };
};

export function tariffView(tariff: Tariff, context: PageContext): TariffView {
  const { money } = tariff;
  return {
    tariff,
    gross: grossOf(money),
    currency: money.currencyCode,
    net: 'netAmount' in money ? { amount: money.netAmount, vatRate: money.vatRate } : undefined,
    deals: toShopDeals(dealsFor(tariff.specialDeals, context)),
    kinds: {
      social: isSocialTariff(tariff),
      data: isDataTariff(tariff),
      valueCard: isValueCard(tariff),
      business: isBusinessTariff(tariff),
    },
  };
}

export function dealOf<K extends ShopDeal['kind']>(view: TariffView, kind: K): Extract<ShopDeal, { kind: K }> | undefined {
  return view.deals.find((d): d is Extract<ShopDeal, { kind: K }> => d.kind === kind);
}
