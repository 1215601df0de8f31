import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { DeviceView } from '@/lib/catalogue/device-view';
import { grossOf } from '@/lib/domain/price';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';

/** The tariffs the device can be bought with, the tariff's monthly price and the discount on the device. */
export async function TariffCombinations({ view, site }: { view: DeviceView; site: Site }) {
  const t = await getTranslations('devices');
  const locale = await getLocale();
  const money = (amount: number, tariff = false) => formatMoney(amount, view.currency, locale, { tariff });
  return (
    <div className="table-scroll">
      <table className="combinations">
        <caption className="visually-hidden">{t('combinationsCaption', { name: view.model.displayName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tariffColumn')}</th>
            <th scope="col">{t('tariffPriceColumn')}</th>
            <th scope="col">{t('discountColumn')}</th>
            <th scope="col">{t('devicePriceColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {view.combinations.map(({ tariff, discount, price }) => (
            <tr key={tariff.tariffModelSalesId}>
              <th scope="row">
                <Link href={localizedPath(site, '/tariffs/[slug]', { slug: tariff.tariffDetailLink })}>{tariff.tariffName}</Link>
              </th>
              <td>{t('perMonth', { price: money(grossOf(tariff.money), true) })}</td>
              <td>{t('discount', { price: money(discount) })}</td>
              <td>{money(price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
