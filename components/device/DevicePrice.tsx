import { getLocale, getTranslations } from 'next-intl/server';
import { FormerPrice } from '@/components/catalogue/FormerPrice';
import { deviceDeal, type DeviceView } from '@/lib/catalogue/device-view';
import { formatMoney } from '@/lib/platform/i18n/format';

/**
 * One-off price (under the recommended retail price or the crossed-out former price, if any) and the
 * financing price gross / 24 (SPEC §9); with the ZeroCostFinancing deal, the financing offer stated in
 * full: the monthly amount, the months, 0 % interest and the total (ADR 50).
 */
export async function DevicePrice({ view, size = 'md' }: { view: DeviceView; size?: 'md' | 'lg' }) {
  const t = await getTranslations('devices');
  const o = await getTranslations('overview');
  const d = await getTranslations('deals');
  const locale = await getLocale();
  const money = (amount: number) => formatMoney(amount, view.currency, locale);
  const recommended = deviceDeal(view, 'recommendedPrice');
  const crossed = deviceDeal(view, 'crossedOutPrice');
  const zeroCost = deviceDeal(view, 'zeroCostFinancing');
  const monthly = money(view.financing.monthly);
  return (
    <div className={`device-price device-price--${size}`}>
      {recommended && recommended.amount > view.gross && (
        <p className="device-price__former">
          <s>{t('recommendedPrice', { price: money(recommended.amount) })}</s>
        </p>
      )}
      {crossed && crossed.formerAmount > view.gross && (
        <FormerPrice className="device-price__former" former={money(crossed.formerAmount)} now={money(view.gross)} d={d} />
      )}
      <p className="device-price__amount">{o('oneOff', { price: money(view.gross) })}</p>
      {zeroCost ? (
        <p className="device-price__financing device-price__financing--deal">
          {d('zeroCostOffer', { price: monthly, months: view.financing.months, total: money(view.gross) })}
        </p>
      ) : (
        <>
          <p className="device-price__financing">{t('financing', { price: monthly })}</p>
          <p className="device-price__terms">{t('financingTerms', { months: view.financing.months })}</p>
        </>
      )}
    </div>
  );
}
