'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/form/SubmitButton';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { PostForm } from '@/components/form/PostForm';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { setPasswordContract, setPasswordFields } from '@/lib/platform/contracts/auth';
import { useAuthFieldMessage } from '../useAuthFieldMessage';
import { NewPasswordFields } from './NewPasswordFields';

const resolver = zodResolver(setPasswordFields);
const URLS = { reset: '/api/auth/password/new', first: '/api/auth/password/first/set' } as const;
const FIELDS = ['newPassword', 'confirmPassword'] as const;

type Props = {
  kind: keyof typeof URLS;
  token: string;
  locale: string;
  /** Where a new link is asked for, when this one is used or expired. */
  requestHref: string;
  initialError?: BffErrorCode;
};

/**
 * The new password of a texted reset link or an e-mailed first-password link, typed twice and
 * checked against the password policy before sending. A used or expired link (token_invalid) turns
 * the form into SPEC §8's "link invalid or expired" with the way to a new link.
 */
export function SetPasswordForm({ kind, token, locale, requestHref, initialError }: Props) {
  const t = useTranslations('accountPassword.set');
  const message = useAuthFieldMessage();
  const router = useRouter();
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver,
    defaultValues: { token, newPassword: '', confirmPassword: '' },
    fields: { names: FIELDS, id: (name) => name, label: (name) => t(name), message: (_name, code) => message(code) },
    url: URLS[kind],
    contract: setPasswordContract,
    body: (values) => ({ ...values, locale }),
    onSuccess: ({ redirect }) => router.push(redirect),
    focus: 'summary',
    initialError: initialError === 'token_invalid' ? undefined : initialError,
  });
  if (initialError === 'token_invalid' || feedback.failure === 'token_invalid') return <LinkInvalid href={requestHref} />;
  return (
    <PostForm action={URLS[kind]} onSubmit={onSubmit} locale={locale} className="form">
      <input type="hidden" {...form.register('token')} />
      <FormErrors {...feedback} />
      <NewPasswordFields field={field} register={(name) => form.register(name)} />
      <SubmitButton busy={form.formState.isSubmitting} label={t('submit')} />
    </PostForm>
  );
}

/** SPEC §8 "link invalid or expired", with the way to a new link. */
export function LinkInvalid({ href }: { href: string }) {
  const t = useTranslations('accountPassword.set');
  return (
    <div role="alert" className="notice notice--error">
      <p>{t('invalid')}</p>
      <p>
        <a href={href}>{t('newLink')}</a>
      </p>
    </div>
  );
}
