import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import type { ShopDeviceModel } from '@/lib/catalogue/devices';
import { FormerPrice } from '@/components/catalogue/FormerPrice';
import { deviceDeal } from '@/lib/catalogue/device-view';
import { financingPrice } from '@/lib/domain/price';
import { dealsFor, toShopDeals } from '@/lib/domain/special-deals';
import { formatMoney } from '@/lib/platform/i18n/format';
import { DeviceImage } from './DeviceImage';
import { StockStatus } from './StockStatus';
import { deviceLabels } from './labels';
import '@/components/catalogue/cards.css';

/** One variant (colour and storage) of a group, linking to its own page. */
export async function VariantCard({ model, kind, href }: { model: ShopDeviceModel; kind: DeviceKind; href: string }) {
  const t = await getTranslations('devices');
  const o = await getTranslations('overview');
  const d = await getTranslations('deals');
  const locale = await getLocale();
  const { variant } = await deviceLabels();
  const money = (amount: number) => formatMoney(amount, model.price.currencyCode, locale);
  const id = `variant-${model.deviceModelSaleId}`;
  const crossed = deviceDeal({ deals: toShopDeals(dealsFor(model.specialDeals, 'OVERVIEW')) }, 'crossedOutPrice');
  const price = money(model.price.amount);
  return (
    <article className="product-card device-card" aria-labelledby={id}>
      <DeviceImage kind={kind} colorHex={model.colorHex} size="sm" />
      <h2 id={id} className="product-card__name">
        <Link href={href}>{variant(model)}</Link>
      </h2>
      {crossed && crossed.formerAmount > model.price.amount && (
        <FormerPrice className="product-card__note" former={money(crossed.formerAmount)} now={price} d={d} />
      )}
      <p className="product-card__price">{o('oneOff', { price })}</p>
      <p className="product-card__note">{t('financing', { price: money(financingPrice(model.price.amount).monthly) })}</p>
      <StockStatus inStock={model.inStock} />
    </article>
  );
}
