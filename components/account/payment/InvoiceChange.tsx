'use client';

import { useTranslations } from 'next-intl';
import { SaveFeedback } from '../SaveFeedback';
import { useAccountWrite } from '../useAccountWrite';
import { changeMethod, paymentMethodKey } from './payment-query';

/** The bills by invoice from now on (PUT /payment/changemethod/invoice): one confirmation, nothing to type. */
export function InvoiceChange({ customer }: { customer: string }) {
  const t = useTranslations('accountPayment.invoice');
  const change = useAccountWrite({
    write: () => changeMethod('payment/changemethod/invoice', {}),
    query: { key: paymentMethodKey(customer) },
  });
  return (
    <div className="payment-form" role="group" aria-labelledby="invoice-heading">
      <h4 id="invoice-heading">{t('heading')}</h4>
      <p>{t('text')}</p>
      <button type="button" className="button button--primary" onClick={() => change.save(undefined)} disabled={change.state === 'saving'}>
        {t('submit')}
      </button>
      {change.upgrade}
      <SaveFeedback state={change.state} error={change.error} saved={t('saved')} />
    </div>
  );
}
