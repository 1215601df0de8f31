import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import type { GroupResult } from '@/lib/catalogue/device-filters';
import { formatMoney } from '@/lib/platform/i18n/format';
import { FormerPrice } from '@/components/catalogue/FormerPrice';
import { deviceDeal } from '@/lib/catalogue/device-view';
import { financingPrice } from '@/lib/domain/price';
import { dealsFor, toShopDeals } from '@/lib/domain/special-deals';
import { DeviceBadges } from './DeviceBadges';
import { DeviceImage } from './DeviceImage';
import { StockStatus } from './StockStatus';
import { SwatchList } from './SwatchList';
import { deviceLabels } from './labels';
import '@/components/catalogue/cards.css';

/** A device group in a list: its colours and storage sizes, the lowest matching price, a link to the group. */
export async function DeviceGroupCard({
  result,
  kind,
  href,
  monthly,
}: {
  result: GroupResult;
  kind: DeviceKind;
  href: string;
  monthly: boolean;
}) {
  const t = await getTranslations('devices');
  const d = await getTranslations('deals');
  const locale = await getLocale();
  const { storage } = await deviceLabels();
  const { group, models, from } = result;
  const first = models[0]!;
  const colours = [...new Map(models.map((m) => [m.colorName, { name: m.colorName, hex: m.colorHex }])).values()];
  const sizes = [...new Set(models.flatMap((m) => (m.dataSizeInGB === undefined ? [] : [m.dataSizeInGB])))].sort((a, b) => a - b);
  const price = formatMoney(from, first.price.currencyCode, locale);
  const deals = toShopDeals(dealsFor(first.specialDeals, 'OVERVIEW'));
  const lowest = Math.min(...models.map((m) => m.price.amount));
  const zeroCost = deviceDeal({ deals }, 'zeroCostFinancing') && financingPrice(lowest);
  // The former price is the listed variant's: shown when the card's price is that variant's one-off price.
  const crossed = deviceDeal({ deals }, 'crossedOutPrice');
  const former = crossed && !monthly && first.price.amount === lowest && crossed.formerAmount > lowest ? crossed.formerAmount : undefined;
  const id = `group-${result.group.groupName.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <article className="product-card device-card" aria-labelledby={id}>
      <DeviceImage kind={kind} colorHex={first.colorHex} size="sm" />
      <h3 id={id} className="product-card__name">
        <Link href={href}>{group.groupName}</Link>
      </h3>
      <DeviceBadges deals={deals} />
      {colours.length > 1 && <SwatchList colours={colours} />}
      {sizes.length > 0 && (
        <p className="product-card__note">
          {t('storageList', { sizes: new Intl.ListFormat(locale, { type: 'unit' }).format(sizes.map(storage)) })}
        </p>
      )}
      {former !== undefined && (
        <FormerPrice className="product-card__note" former={formatMoney(former, first.price.currencyCode, locale)} now={price} d={d} />
      )}
      <p className="product-card__price">{monthly ? t('fromMonthly', { price }) : t('from', { price })}</p>
      {zeroCost && (
        <p className="product-card__note">
          {d('zeroCostFrom', { price: formatMoney(zeroCost.monthly, first.price.currencyCode, locale), months: zeroCost.months })}
        </p>
      )}
      <StockStatus inStock={models.some((m) => m.inStock)} />
    </article>
  );
}
