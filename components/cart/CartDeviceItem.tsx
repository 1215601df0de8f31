import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DeviceImage } from '@/components/device/DeviceImage';
import { deviceLabels } from '@/components/device/labels';
import type { DeviceLine } from '@/lib/cart/cart-view';
import { formatMoney } from '@/lib/platform/i18n/format';
import { RemoveItemForm } from './RemoveItemForm';
import './cart.css';

/**
 * A selected device: its price, the discount when bought with the cart's tariff, what is paid once,
 * and the alternative of 24 interest-free instalments (SPEC §9).
 */
export async function CartDeviceItem({ line, href, locale }: { line: DeviceLine; href: string; locale: string }) {
  const t = await getTranslations('cart');
  const { variant } = await deviceLabels();
  const { model } = line;
  const money = (amount: number) => formatMoney(amount, model.price.currencyCode, locale);
  const name = variant(model);
  const headingId = `cart-${model.deviceModelSaleId}`;
  return (
    <article className="cart-item" aria-labelledby={headingId}>
      <div className="cart-item__head">
        <DeviceImage kind={line.item.deviceKind} colorHex={model.colorHex} size="xs" />
        <h2 id={headingId}>
          <span className="cart-item__kind">{t('deviceItem', { kind: line.item.deviceKind })}: </span>
          <Link href={href}>{name}</Link>
        </h2>
      </div>
      <dl className="facts">
        {line.tariff && (
          <div className="facts__row">
            <dt>{t('boughtWith')}</dt>
            <dd>{line.tariff.tariffName}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t('oneOff')}</dt>
          <dd>
            <p>{t('devicePrice', { price: money(line.price) })}</p>
            {line.tariff && line.discount > 0 && (
              <>
                <p>{t('comboDiscount', { tariff: line.tariff.tariffName, price: money(line.discount) })}</p>
                <p>
                  <strong>{t('youPay', { price: money(line.oneOff) })}</strong>
                </p>
              </>
            )}
            <p className="fine-print">
              {t('financingAlternative', { months: line.financing.months, price: money(line.financing.monthly) })}
            </p>
          </dd>
        </div>
      </dl>
      {line.needsTariff && (
        <p className="notice notice--error">
          {t('needsTariff', { name })} <Link href={href}>{t('chooseTariff', { name })}</Link>
        </p>
      )}
      <RemoveItemForm id={model.deviceModelSaleId} name={name} locale={locale} />
    </article>
  );
}
