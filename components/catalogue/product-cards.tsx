import { getLocale, getTranslations } from 'next-intl/server';
import type { Filters } from '@/lib/catalogue/filters';
import { byPrice } from '@/lib/catalogue/filters';
import type { ShopDeviceGroup, ShopDeviceModel } from '@/lib/catalogue/devices';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { FixedLineTariff } from '@/lib/platform/content-api/schemas';
import { ProductCard } from './ProductCard';

/** Fixed-line tariffs (internet, TV) as cards, filtered by commitment and price. */
export async function fixedLineCards({ tariffs, filters }: { tariffs: FixedLineTariff[]; filters: Filters }) {
  const t = await getTranslations();
  const locale = await getLocale();
  const wanted = tariffs.filter(
    (ft) =>
      (filters.category !== 'tv' || ft.additionalPackages.some((p) => p.kind === 'TV')) &&
      (filters.commitment === undefined || ft.commitmentMonths <= filters.commitment),
  );
  const items = byPrice(wanted, (ft) => ft.money.amount, filters);
  return {
    count: items.length,
    cards: items.map((ft) => (
      <li key={ft.tariffModelSalesId}>
        <ProductCard
          name={ft.tariffName}
          facts={[
            `${t('tariff.maxDownload')}: ${t('tariff.mbits', { value: ft.speedData.maxDownload })}`,
            `${t('tariff.maxUpload')}: ${t('tariff.mbits', { value: ft.speedData.maxUpload })}`,
            t('tariff.commitment', { months: ft.commitmentMonths }),
            t('tariff.setupFeeOnce', { price: formatMoney(ft.oneTimeSetupFee.amount, ft.oneTimeSetupFee.currencyCode, locale) }),
          ]}
          price={t('overview.monthly', { price: formatMoney(ft.money.amount, ft.money.currencyCode, locale, { tariff: true }) })}
        />
      </li>
    )),
  };
}

/** Devices (smartphones, routers, repeaters) as cards linking to their pages, filtered by OS, SIM type and price. */
export async function deviceCards({
  groups,
  filters,
  hrefOf,
}: {
  groups: ShopDeviceGroup[];
  filters: Filters;
  hrefOf: (group: ShopDeviceGroup, model: ShopDeviceModel) => string;
}) {
  const t = await getTranslations('overview');
  const locale = await getLocale();
  const groupOf = new Map(groups.flatMap((g) => g.models.map((m) => [m.deviceModelSaleId, g] as const)));
  const models = groups.flatMap((g) => g.models);
  const wanted = models.filter(
    (m) =>
      (!filters.os || m.operatingSystem === filters.os) &&
      (filters.sim !== 'ESIM' || m.numESimSlots > 0) &&
      (filters.sim !== 'SIM' || m.numPhysicalSimSlots > 0),
  );
  const items = byPrice(wanted, (m) => m.price.amount, filters);
  return {
    count: items.length,
    cards: items.map((m) => (
      <li key={m.deviceModelSaleId}>
        <ProductCard
          name={m.displayName}
          href={hrefOf(groupOf.get(m.deviceModelSaleId)!, m)}
          facts={[m.dataSizeInGB ? `${m.colorName}, ${m.dataSizeInGB} GB` : m.colorName]}
          price={t('oneOff', { price: formatMoney(m.price.amount, m.price.currencyCode, locale) })}
          note={m.inStock ? t('inStock') : t('outOfStock')}
        />
      </li>
    )),
  };
}
