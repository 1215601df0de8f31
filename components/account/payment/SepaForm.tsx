'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Field } from '@/components/form/Field';
import { useMarketExamples } from '@/components/site/useMarketExamples';
import { customerSepaRequest } from '@/lib/platform/contracts/customer-payment';
import { useAccountForm } from '../useAccountForm';
import { AccountForm } from '../AccountForm';
import { changeMethod, paymentMethodKey } from './payment-query';
import { useRefusal } from './useRefusal';

const resolver = zodResolver(customerSepaRequest);
type SepaValues = z.input<typeof customerSepaRequest>;

/**
 * The bills by SEPA direct debit (PUT /payment/method/sepa): account holder, IBAN and the accepted
 * mandate, checked with the door's schema before sending; the IBAN's check digits and country are the
 * content API's, its 400 lands at the field. A bank that refuses direct debits is explained.
 */
export function SepaForm({ customer }: { customer: string }) {
  const t = useTranslations('accountPayment.sepa');
  const refusal = useRefusal();
  const examples = useMarketExamples();
  const { form, field, save, shell } = useAccountForm({
    resolver,
    defaultValues: { accountHolder: '', iban: '', mandateAccepted: false } as unknown as SepaValues,
    fields: {
      names: ['accountHolder', 'iban', 'mandateAccepted'] as const,
      id: (name) => `sepa-${name}`,
      label: (name) => t(`labels.${name}`),
      message: (name, code) => t('error', { code: code ?? 'invalid_format', field: name }),
    },
    write: (values: z.output<typeof customerSepaRequest>) => changeMethod('payment/method/sepa', values),
    query: { key: paymentMethodKey(customer) },
  });
  const { register } = form;
  return (
    <AccountForm
      {...shell}
      className="form payment-form"
      heading={{ id: 'sepa-heading', text: t('heading') }}
      submit={t('submit')}
      saved={t('saved')}
      failure={refusal(save.error)}
    >
      <Field {...field('accountHolder')}>
        {(control) => <input {...control} autoComplete="name" aria-required="true" {...register('accountHolder')} />}
      </Field>
      <Field {...field('iban')} hint={t('ibanHint', { iban: examples.iban })}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            aria-required="true"
            {...register('iban')}
          />
        )}
      </Field>
      <Field {...field('mandateAccepted')} hint={t('mandateText')} choice>
        {(control) => <input {...control} type="checkbox" aria-required="true" {...register('mandateAccepted')} />}
      </Field>
    </AccountForm>
  );
}
