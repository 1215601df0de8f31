'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { EpsBankOptions } from '@/components/form/EpsBankOptions';
import { Field } from '@/components/form/Field';
import { customerEpsRequest, type EpsBank } from '@/lib/platform/contracts/customer-payment';
import { useAccountForm } from '../useAccountForm';
import { AccountForm } from '../AccountForm';
import { changeMethod, paymentMethodKey } from './payment-query';
import { useRefusal } from './useRefusal';

const resolver = zodResolver(customerEpsRequest);

/**
 * The bills paid by EPS from now on (PUT /payment/method/eps, where the market offers EPS): the bank
 * of GET /payment/eps/banklist the customer's transfers start at. A bank the content API does not
 * know is named at the field; the chosen bank stays chosen after any failure.
 */
export function EpsChange({ customer, banks }: { customer: string; banks: readonly EpsBank[] }) {
  const t = useTranslations('accountPayment.eps');
  const refusal = useRefusal();
  const { form, field, save, shell } = useAccountForm({
    resolver,
    defaultValues: { bic: '' },
    fields: {
      names: ['bic'] as const,
      id: () => 'eps-bic',
      label: () => t('bank'),
      message: (_name, code) => t('error', { code: code ?? 'invalid_format' }),
    },
    write: (values: z.output<typeof customerEpsRequest>) => changeMethod('payment/method/eps', values),
    query: { key: paymentMethodKey(customer) },
  });
  return (
    <AccountForm
      {...shell}
      className="form payment-form"
      heading={{ id: 'eps-heading', text: t('heading') }}
      submit={t('submit')}
      saved={t('saved')}
      failure={refusal(save.error)}
    >
      <p>{t('text')}</p>
      <Field {...field('bic')}>
        {(control) => (
          <select {...control} aria-required="true" {...form.register('bic')}>
            <EpsBankOptions banks={banks} choose={t('choose')} />
          </select>
        )}
      </Field>
    </AccountForm>
  );
}
