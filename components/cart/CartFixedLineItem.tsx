import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FixedLineLine } from '@/lib/cart/cart-view';
import { formatMoney } from '@/lib/platform/i18n/format';
import { FactList, type Fact } from '@/components/layout/FactList';
import { RemoveItemForm } from './RemoveItemForm';
import './cart.css';

/**
 * A selected fixed line: address, building type, speeds, monthly price and setup fees. Without its
 * address (no longer stored, ADR 13) it asks the visitor to check the address again (`checkHref`, the
 * fibre check), as a device without its tariff asks for one.
 */
export async function CartFixedLineItem({ line, locale, checkHref }: { line: FixedLineLine; locale: string; checkHref: string }) {
  const t = await getTranslations('cart');
  const { tariff, item, address } = line;
  const currency = tariff.money.currencyCode;
  const money = (amount: number, tariffPrice = false) => formatMoney(amount, currency, locale, { tariff: tariffPrice });
  const headingId = `cart-${tariff.tariffModelSalesId}`;
  const facts: Fact[] = [
    ...(address === undefined ? [] : [{ key: 'address', label: t('address'), value: address }]),
    { key: 'building', label: t('buildingType'), value: t('buildingTypeValue', { type: item.buildingType }) },
    { key: 'speed', label: t('speed'), value: t('speedValue', { down: tariff.speedData.maxDownload, up: tariff.speedData.maxUpload }) },
    {
      key: 'monthly',
      label: t('monthly'),
      value: (
        <>
          <p>{t('monthlyTotal', { price: money(line.monthly, true) })}</p>
          {line.monthlySetupFee !== undefined && <p>{t('monthlySetupFee', { price: money(line.monthlySetupFee) })}</p>}
        </>
      ),
    },
    {
      key: 'oneOff',
      label: t('oneOff'),
      value: line.oneOff > 0 ? t('oneTimeSetupFee', { price: money(line.oneOff) }) : t('oneTimeSetupFeeFree'),
    },
  ];
  return (
    <article className="cart-item" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className="cart-item__kind">{t('fixedLineItem')}: </span>
        {tariff.tariffName}
      </h2>
      <FactList facts={facts} />
      {address === undefined && (
        <p className="notice notice--error">
          {t('addressNeeded')} <Link href={checkHref}>{t('checkAddress')}</Link>
        </p>
      )}
      <RemoveItemForm id={tariff.tariffModelSalesId} name={tariff.tariffName} locale={locale} />
    </article>
  );
}
