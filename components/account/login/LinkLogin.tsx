'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { RetrySend } from '@/components/form/RetrySend';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useFormPost } from '@/components/form/useFormPost';
import { PostForm } from '@/components/form/PostForm';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { oneTimeLinkFields } from '@/lib/platform/contracts/auth';
import { useAuthFieldMessage } from '../useAuthFieldMessage';
import { useSentPost } from '../useSentPost';
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
  const { sent, post, notice } = useSentPost('/api/auth/onetimelink', locale, initialSent);
  const identifierHint = useIdentifierHint();
  const { form, onSubmit, field, feedback, text } = useFormPost({
    resolver,
    defaultValues: { identifier: typed?.identifier ?? '' },
    fields: {
      names: ['identifier'] as const,
      id: () => 'link-identifier',
      label: () => login('identifier'),
      message: (_name, code) => message(code),
    },
    ...post,
    initialError,
  });

  return (
    <PostForm action="/api/auth/onetimelink" onSubmit={onSubmit} className="form">
      {notice(t('sent'))}
      <FormErrors
        {...feedback}
        unavailable={<RetrySend message={t('sendFailed')} retry={t('retry')} busy={form.formState.isSubmitting} />}
      />
      <Field {...field('identifier')} hint={identifierHint}>
        {(control) => <input {...control} autoComplete="username" {...text('identifier')} />}
      </Field>
      <SubmitButton busy={form.formState.isSubmitting} label={sent ? t('again') : t('send')} />
    </PostForm>
  );
}
