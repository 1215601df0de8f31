import { getLocale, getTranslations } from 'next-intl/server';
import { deviceDeal, type DeviceView } from '@/lib/catalogue/device-view';
import { formatMoney } from '@/lib/i18n/format';

/** One-off price (under the recommended retail price, if any) and the financing price gross / 24 (SPEC §9). */
export async function DevicePrice({ view, size = 'md' }: { view: DeviceView; size?: 'md' | 'lg' }) {
  const t = await getTranslations('devices');
  const o = await getTranslations('overview');
  const locale = await getLocale();
  const money = (amount: number) => formatMoney(amount, view.currency, locale);
  const recommended = deviceDeal(view, 'recommendedPrice');
  return (
    <div className={`device-price device-price--${size}`}>
      {recommended && recommended.amount > view.gross && (
        <p className="device-price__former">
          <s>{t('recommendedPrice', { price: money(recommended.amount) })}</s>
        </p>
      )}
      <p className="device-price__amount">{o('oneOff', { price: money(view.gross) })}</p>
      <p className="device-price__financing">{t('financing', { price: money(view.financing.monthly) })}</p>
      <p className="device-price__terms">{t('financingTerms', { months: view.financing.months })}</p>
    </div>
  );
}
