import { getLocale, getTranslations } from 'next-intl/server';
import type { DeviceView } from '@/lib/catalogue/device-view';
import { formatMoney } from '@/lib/platform/i18n/format';
import { deviceLabels } from './labels';

/**
 * "Add to cart", alone or with one of the device's combination tariffs: a plain form posting to
 * /api/cart, so it works without JavaScript. Out-of-stock variants get no form (the API refuses them too).
 */
export async function DeviceOrderForm({ view }: { view: DeviceView }) {
  const t = await getTranslations('devices');
  const locale = await getLocale();
  const { variant } = await deviceLabels();
  const money = (amount: number) => formatMoney(amount, view.currency, locale);
  const { model } = view;
  const choices = [
    ...(model.isStandalone ? [{ value: '', label: t('buyAlone', { price: money(view.gross) }) }] : []),
    ...view.combinations.map((c) => ({
      value: c.tariff.tariffModelSalesId,
      label: t('buyWithTariff', { tariff: c.tariff.tariffName, price: money(c.price), discount: money(c.discount) }),
    })),
  ];
  if (choices.length === 0) return <p className="notice notice--error">{t('notOrderable')}</p>;
  return (
    <form method="post" action="/api/cart" className="device-order">
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="kind" value="device" />
      <input type="hidden" name="deviceKind" value={view.kind} />
      <input type="hidden" name="id" value={model.deviceModelSaleId} />
      <input type="hidden" name="locale" value={locale} />
      {/* Only "device alone" to offer: nothing to choose. */}
      {view.combinations.length > 0 && (
        <fieldset className="filter-group">
          <legend>{t('howToBuy')}</legend>
          {!model.isStandalone && <p className="fine-print">{t('tariffOnly')}</p>}
          {choices.map((choice, i) => (
            <label key={choice.value || 'alone'} className="choice choice--top">
              <input type="radio" name="tariffId" value={choice.value} defaultChecked={i === 0} />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="button button--primary" aria-label={t('addToCartNamed', { name: variant(model) })}>
        {t('addToCart')}
      </button>
    </form>
  );
}
