import { getTranslations } from 'next-intl/server';
import { Allowances } from '@/components/tariff/Allowances';
import { TariffPrice } from '@/components/tariff/TariffPrice';
import type { TariffLine } from '@/lib/cart/cart-view';
import { setupFeePeriod } from '@/lib/domain/setup-fee';
import { formatMoney } from '@/lib/platform/i18n/format';
import { RemoveItemForm } from './RemoveItemForm';
import { SimTypeForm } from './SimTypeForm';
import './cart.css';

/** A selected tariff with its monthly and one-off costs, its SIM card's type and a remove button (plain forms). */
export async function CartItem({ line, locale }: { line: TariffLine; locale: string }) {
  const t = await getTranslations('cart');
  const tariffT = await getTranslations('tariff');
  const { view } = line;
  const { tariff } = view;
  const money = (amount: number, currency: string, tariffPrice = false) => formatMoney(amount, currency, locale, { tariff: tariffPrice });
  const setupFee = tariff.setupFee;
  return (
    <article className="cart-item" aria-labelledby={`cart-${tariff.tariffModelSalesId}`}>
      <h2 id={`cart-${tariff.tariffModelSalesId}`}>
        <span className="cart-item__kind">{t('item')}: </span>
        {tariff.tariffName}
      </h2>
      <Allowances data={tariff.data} voice={tariff.voice} sms={tariff.sms} />
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('monthly')}</dt>
          <dd>
            <TariffPrice view={view} />
            {setupFee && (
              <p>
                {tariffT('setupFee', {
                  months: setupFeePeriod(setupFee).months,
                  price: money(setupFee.basicFeeDuringSetupFeeDuration.amount, setupFee.basicFeeDuringSetupFeeDuration.currencyCode, true),
                })}
              </p>
            )}
          </dd>
        </div>
        <div className="facts__row">
          <dt>{t('oneOff')}</dt>
          <dd>
            <p>
              {t('activationFee')}: {t('free')}
            </p>
            {setupFee && setupFee.setupFee.amount > 0 && (
              <p>
                {t('setupFee')}: {money(setupFee.setupFee.amount, setupFee.setupFee.currencyCode)}
              </p>
            )}
          </dd>
        </div>
      </dl>
      <SimTypeForm id={tariff.tariffModelSalesId} name={tariff.tariffName} current={line.simType} offered={line.simTypes} locale={locale} />
      <RemoveItemForm id={tariff.tariffModelSalesId} name={tariff.tariffName} locale={locale} />
    </article>
  );
}
