'use client';

import { useTranslations } from 'next-intl';
import { useAccountWrite } from '../useAccountWrite';
import { OneButtonChange } from './OneButtonChange';
import { changeMethod, paymentMethodKey } from './payment-query';

/** The bills by invoice from now on (PUT /payment/changemethod/invoice): one confirmation, nothing to type. */
export function InvoiceChange({ customer }: { customer: string }) {
  const t = useTranslations('accountPayment.invoice');
  const change = useAccountWrite({
    write: () => changeMethod('payment/changemethod/invoice', {}),
    query: { key: paymentMethodKey(customer) },
  });
  return <OneButtonChange name="invoice" change={change} onStart={() => change.save(undefined)} feedback={{ saved: t('saved') }} />;
}
