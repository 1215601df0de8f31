import { getLocale, getTranslations } from 'next-intl/server';
import { FormerPrice } from '@/components/catalogue/FormerPrice';
import { dealOf, type TariffView } from '@/lib/catalogue/tariff-view';
import { formatMoney } from '@/lib/platform/i18n/format';
import './tariff.css';

/**
 * Monthly price: crossed-out former price, net with VAT for business, highlighted when the deal says so.
 * Small (the sticky order bar) is the price alone, without the former price and the deal's label.
 */
export async function TariffPrice({ view, size = 'md' }: { view: TariffView; size?: 'sm' | 'md' | 'lg' }) {
  const t = await getTranslations('tariff');
  const d = await getTranslations('deals');
  const locale = await getLocale();
  const money = (amount: number) => formatMoney(amount, view.currency, locale, { tariff: true });
  const crossed = size === 'sm' ? undefined : dealOf(view, 'crossedOutPrice');
  const highlighted = dealOf(view, 'highlightedPrice');
  const label = size === 'sm' ? undefined : highlighted?.label;
  const period = view.tariff.billPeriodTranslationShort || t('perMonth');
  return (
    <div className={`tariff-price tariff-price--${size}${highlighted ? ' tariff-price--highlighted' : ''}`}>
      {crossed && (
        <FormerPrice
          className="tariff-price__former"
          former={money(crossed.formerAmount)}
          now={money(view.net?.amount ?? view.gross)}
          d={d}
        />
      )}
      {view.net ? (
        <>
          <p className="tariff-price__amount">
            {t('netPrice', { price: money(view.net.amount) })} <span className="tariff-price__period">{period}</span>
          </p>
          <p className="tariff-price__gross">{t('grossPrice', { price: money(view.gross), rate: view.net.vatRate })}</p>
        </>
      ) : (
        <p className="tariff-price__amount">
          {money(view.gross)} <span className="tariff-price__period">{period}</span>
        </p>
      )}
      {label && <p className="tariff-price__label">{label}</p>}
    </div>
  );
}
