'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { AccountForm } from '@/components/account/AccountForm';
import { Field } from '@/components/form/Field';
import { upstream } from '@/lib/account/upstream';
import { emailChangePending, emailChangeRequest } from '@/lib/platform/contracts/personal';
import type { Customer } from '@/lib/platform/content-api/schemas';
import { useAccountForm } from '../useAccountForm';
import { customerKey, useCustomer } from './customer-query';

/** What the customer types: the new address (the confirmation page's address is added on sending). */
const newAddress = emailChangeRequest.pick({ eMail: true });
const resolver = zodResolver(newAddress);
type Pending = z.infer<typeof emailChangePending>;

type Props = {
  initial: Customer;
  /** The absolute address of the page the e-mailed link opens ('/account/personal/email' on the market's host). */
  confirmUrl: string;
};

/**
 * Changing the e-mail address (PUT /customerarea/customer/email, upgraded write access): the content
 * API e-mails a link to the new address, which changes once the link is confirmed. Until then the
 * current address stays and the pending one is shown.
 */
export function EmailChange({ initial, confirmUrl }: Props) {
  const t = useTranslations('accountPersonal.email');
  const format = useFormatter();
  const client = useQueryClient();
  const data = useCustomer(initial);
  const [sent, setSent] = useState<Pending>();
  const key = customerKey(initial.customerNumber);
  const { form, field, save, shell } = useAccountForm({
    resolver,
    defaultValues: { eMail: '' },
    fields: {
      names: ['eMail'] as const,
      id: () => 'email-new',
      label: () => t('newAddress'),
      message: (_name, code) => t('error', { code: code ?? 'invalid_format' }),
    },
    write: (values: z.output<typeof newAddress>) =>
      upstream('customerarea/customer/email', emailChangePending, { method: 'PUT', body: { eMail: values.eMail, confirmUrl } }),
    onSuccess: (answer: Pending) => {
      setSent(answer);
      client.setQueryData<Customer>(key, (current) => current && { ...current, pendingEMail: answer.pendingEMail });
      form.reset({ eMail: '' });
    },
  });

  const until = sent && format.dateTime(new Date(sent.expiresAt), { dateStyle: 'long', timeStyle: 'short' });
  return (
    <>
      <p>
        {t('current')}: <strong>{data.eMail}</strong>
      </p>
      {data.pendingEMail && save.state !== 'saved' && <p className="notice">{t('pending', { eMail: data.pendingEMail })}</p>}
      <AccountForm {...shell} submit={t('submit')} saved={sent && t('sent', { eMail: sent.pendingEMail, until: until ?? '' })}>
        <Field {...field('eMail')} hint={t('hint')}>
          {(control) => <input {...control} type="email" autoComplete="email" aria-required="true" {...form.register('eMail')} />}
        </Field>
      </AccountForm>
    </>
  );
}
