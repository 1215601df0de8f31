import { getTranslations } from 'next-intl/server';
import { Field } from '@/components/form/Field';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import { formatDate } from '@/lib/platform/i18n/format';
import './cart.css';

export const ACTIVATION_DATE_FIELD = 'activation-date';

/**
 * The desired activation date of the SIM cards (SPEC §3, §9: within 6 months): a date field limited to
 * the window from the market's today (`from`) to `to`, posting `configure` to /api/cart without
 * JavaScript; the server checks the window again. Empty means no wish. `error` is the field's fault
 * code, from the handler's redirect or a stored date that has left the window.
 */
export async function ActivationDateForm({
  value,
  from,
  to,
  error,
  locale,
}: {
  value?: string;
  from: string;
  to: string;
  error?: string;
  locale: string;
}) {
  const t = await getTranslations('cart');
  const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), locale, 'long', 'UTC');
  const range = { from: day(from), to: day(to) };
  return (
    <section className="cart-activation" aria-labelledby="cart-activation">
      <h2 id="cart-activation">{t('activationHeading')}</h2>
      <form method="post" action="/api/cart" className="form">
        <input type="hidden" name="action" value="configure" />
        <input type="hidden" name="locale" value={locale} />
        <Field
          id={ACTIVATION_DATE_FIELD}
          label={t('activationDate')}
          hint={t('activationDateHint', range)}
          error={error && t('activationDateError', { code: error, example: from, ...range })}
        >
          {(control) => <input {...control} type="date" name="activationDate" min={from} max={to} defaultValue={value ?? ''} />}
        </Field>
        <div>
          <button type="submit" className="button button--secondary">
            <LabelWithContext label={t('save')} context={t('saveDateContext')} />
          </button>
        </div>
      </form>
    </section>
  );
}
