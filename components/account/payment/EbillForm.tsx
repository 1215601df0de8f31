'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { ebillRequest } from '@/lib/contracts/customer-payment';
import { SaveFeedback } from '../SaveFeedback';
import { useAccountForm } from '../useAccountForm';
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
  const { form, onSubmit, field, feedback, save, upgrade } = useAccountForm({
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
    <>
      <form className="form payment-form" onSubmit={onSubmit} noValidate aria-labelledby="ebill-heading">
        <h4 id="ebill-heading">{t('heading')}</h4>
        <FormErrors {...feedback} />
        <Field {...field('email')} hint={t('hint')}>
          {(control) => <input {...control} type="email" autoComplete="email" aria-required="true" {...form.register('email')} />}
        </Field>
        <button type="submit" className="button button--primary" disabled={save.state === 'saving'}>
          {t('submit')}
        </button>
        <SaveFeedback {...save} failure={refusal(save.error)} saved={t('saved')} />
      </form>
      {upgrade}
    </>
  );
}
