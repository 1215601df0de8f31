import { getTranslations } from 'next-intl/server';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import type { SimType } from '@/lib/platform/content-api/schemas';
import './cart.css';

/**
 * SIM card or eSIM for the cart's tariff (SPEC §3 Cart/order), of the types the tariff offers: a plain
 * form posting `configure` to /api/cart, so it works without JavaScript. A tariff with one type says so.
 */
export async function SimTypeForm({
  id,
  name,
  current,
  offered,
  locale,
}: {
  id: string;
  name: string;
  current: SimType;
  offered: SimType[];
  locale: string;
}) {
  const t = await getTranslations('cart');
  const base = `sim-${id}`;
  if (offered.length < 2) return <p>{t('simOnly', { type: current })}</p>;
  return (
    <form method="post" action="/api/cart" className="form cart-sim">
      <input type="hidden" name="action" value="configure" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="locale" value={locale} />
      <fieldset aria-describedby={`${base}-hint`}>
        <legend>{t('simLegend', { name })}</legend>
        <p id={`${base}-hint`} className="field__hint">
          {t('simHint')}
        </p>
        {offered.map((type) => (
          <label key={type} className="choice">
            <input type="radio" name="simType" value={type} defaultChecked={type === current} />
            {t('simOption', { type })}
          </label>
        ))}
      </fieldset>
      <div>
        <button type="submit" className="button button--secondary">
          <LabelWithContext label={t('save')} context={t('saveSimContext', { name })} />
        </button>
      </div>
    </form>
  );
}
