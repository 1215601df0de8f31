'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { Resolver } from 'react-hook-form';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { PostForm } from '@/components/form/PostForm';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { firstPasswordRequestFields, resetRequestFields } from '@/lib/platform/contracts/auth';
import { useAuthFieldMessage } from '../useAuthFieldMessage';
import { useSentPost } from '../useSentPost';

/** One text field a kind, named as its handler's body names it; the form is typed by that name at run time. */
type OneField = Resolver<Record<string, string>, unknown, Record<string, string>>;
const KINDS = {
  reset: {
    url: '/api/auth/password/reset',
    field: 'phoneNumber',
    resolver: zodResolver(resetRequestFields) as unknown as OneField,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: undefined,
  },
  first: {
    url: '/api/auth/password/first',
    field: 'customerNumber',
    resolver: zodResolver(firstPasswordRequestFields) as unknown as OneField,
    type: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
} as const;

type Props = { kind: keyof typeof KINDS; locale: string; initialSent?: boolean; initialError?: BffErrorCode };

/**
 * Asks for a password link: a reset link by SMS to the phone number, or the first-password link by
 * e-mail for the customer number. SPEC §8: the answer is the same whether or not the account exists,
 * so the notice only says what happens if it does; the typed value stays for another try.
 */
export function PasswordLinkRequest({ kind, locale, initialSent = false, initialError }: Props) {
  const t = useTranslations(`accountPassword.${kind}`);
  const message = useAuthFieldMessage();
  const { url, field: name, resolver, type, autoComplete, inputMode } = KINDS[kind];
  const { sent, post, notice } = useSentPost(url, locale, initialSent);
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver,
    defaultValues: { [name]: '' },
    fields: { names: [name], id: () => `${kind}-${name}`, label: () => t('field'), message: (_name, code) => message(code) },
    ...post,
    initialError,
  });

  return (
    <PostForm action={url} onSubmit={onSubmit} className="form">
      {notice(t('sent'))}
      <FormErrors {...feedback} />
      <Field {...field(name)} hint={t('hint')}>
        {(control) => <input {...control} type={type} autoComplete={autoComplete} inputMode={inputMode} {...form.register(name)} />}
      </Field>
      <SubmitButton busy={form.formState.isSubmitting} label={sent ? t('again') : t('submit')} />
    </PostForm>
  );
}
