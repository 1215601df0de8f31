'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Field } from '@/components/form/Field';
import { ebillRequest } from '@/lib/platform/contracts/customer-payment';
import { useAccountForm } from '../useAccountForm';
import { AccountForm } from '../AccountForm';
import { changeMethod, paymentMethodKey } from './payment-query';
import { useRefusal } from './useRefusal';

const resolver = zodResolver(ebillRequest);

/**
 * The bills to the customer's e-banking (PUT /payment/method/ebill, Switzerland): the address their
 * e-banking knows them by. An e-banking that takes no e-bills is explained; a call that fails without
 * an answer (SPEC §8) is "could not be saved".
 */
export function EbillForm({ customer }: { customer: string }) {
  const t = useTranslations('accountPayment.ebill');
  const refusal = useRefusal();
  const { form, field, save, shell } = useAccountForm({
    resolver,
    defaultValues: { email: '' },
    fields: {
      names: ['email'] as const,
      id: () => 'ebill-email',
      label: () => t('email'),
      message: (_name, code) => t('error', { code: code ?? 'invalid_format' }),
    },
    write: (values: z.output<typeof ebillRequest>) => changeMethod('payment/method/ebill', values),
    query: { key: paymentMethodKey(customer) },
  });
  return (
    <AccountForm
      {...shell}
      className="form payment-form"
      heading={{ id: 'ebill-heading', text: t('heading') }}
      submit={t('submit')}
      saved={t('saved')}
      failure={refusal(save.error)}
    >
      <Field {...field('email')} hint={t('hint')}>
        {(control) => <input {...control} type="email" autoComplete="email" aria-required="true" {...form.register('email')} />}
      </Field>
    </AccountForm>
  );
}
