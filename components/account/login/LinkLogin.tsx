'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { RetrySend } from '@/components/form/RetrySend';
import { useFormPost } from '@/components/form/useFormPost';
import type { BffErrorCode } from '@/lib/contracts/answer';
import { oneTimeLinkFields, sentContract } from '@/lib/contracts/auth';
import { useAuthFieldMessage } from '../useAuthFieldMessage';
import { useIdentifierHint } from './useIdentifierHint';

const resolver = zodResolver(oneTimeLinkFields);

/**
 * Login by a one-time link by e-mail (/api/auth/onetimelink): the answer is the same whether or not
 * the account exists, so the notice only says where to look if it does.
 */
type Props = { locale: string; initialSent?: boolean; initialError?: BffErrorCode; typed?: Record<string, string> };

export function LinkLogin({ locale, initialSent = false, initialError, typed }: Props) {
  const t = useTranslations('accountLogin.link');
  const login = useTranslations('login');
  const message = useAuthFieldMessage();
  const [sent, setSent] = useState(initialSent);
  const identifierHint = useIdentifierHint();
  const { form, onSubmit, field, feedback, text } = useFormPost({
    resolver,
    defaultValues: { identifier: typed?.identifier ?? '' },
    fields: { names: ['identifier'] as const, id: () => 'link-identifier', label: () => login('identifier'), message: (_name, code) => message(code) },
    url: '/api/auth/onetimelink',
    contract: sentContract,
    body: (values) => ({ ...values, locale }),
    onSuccess: () => setSent(true),
    focus: 'field',
    initialError,
  });

  return (
    <form method="post" action="/api/auth/onetimelink" onSubmit={onSubmit} noValidate className="form">
      <input type="hidden" name="locale" value={locale} />
      <div role="status">{sent && <p className="notice notice--success">{t('sent')}</p>}</div>
      <FormErrors
        {...feedback}
        unavailable={<RetrySend message={t('sendFailed')} retry={t('retry')} busy={form.formState.isSubmitting} />}
      />
      <Field {...field('identifier')} hint={identifierHint}>
        {(control) => <input {...control} autoComplete="username" {...text('identifier')} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        {sent ? t('again') : t('send')}
      </button>
    </form>
  );
}
