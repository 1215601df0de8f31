'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { loginFields, openId2faFields, openIdContract } from '@/lib/platform/contracts/auth';
import { useAuthFieldMessage } from '../useAuthFieldMessage';
import { useFocusNext } from './useFocusNext';
import { useIdentifierHint } from './useIdentifierHint';
import { useLoginPost } from './useLoginPost';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PostForm } from '@/components/form/PostForm';
import { CodeField } from './CodeField';

const firstResolver = zodResolver(loginFields);
const secondResolver = zodResolver(openId2faFields);

type Props = { locale: string; initialAuthcode?: string; initialError?: BffErrorCode; typed?: Record<string, string> };

/**
 * OpenID login: phone or customer number and password first (/api/auth/openid), then the code texted
 * to the customer's phone with the authcode of the first step (/api/auth/openid2fa). Without
 * JavaScript the first step comes back with the authcode in the query (`initialAuthcode`).
 */
export function OpenIdLogin({ locale, initialAuthcode, initialError, typed }: Props) {
  const t = useTranslations('accountLogin.openid');
  const login = useTranslations('login');
  const message = useAuthFieldMessage();
  const loggedIn = useLoginPost('/api/auth/openid2fa', locale);
  const [authcode, setAuthcode] = useState(initialAuthcode);
  const identifierHint = useIdentifierHint();

  const first = useFormPost({
    resolver: firstResolver,
    defaultValues: { identifier: typed?.identifier ?? '', password: '' },
    fields: {
      names: ['identifier', 'password'] as const,
      id: (name) => `openid-${name}`,
      label: (name) => login(name),
      message: (_name, code) => message(code),
    },
    url: '/api/auth/openid',
    contract: openIdContract,
    body: (values) => ({ ...values, locale }),
    onSuccess: (answer): void => {
      second.form.setValue('authcode', answer.authcode);
      setAuthcode(answer.authcode);
      focusCode();
    },
    onFailure: (): void => first.form.setFocus('password'),
    focus: 'field',
    initialError: initialAuthcode ? undefined : initialError,
  });

  const second = useFormPost({
    resolver: secondResolver,
    defaultValues: { authcode: initialAuthcode ?? '', tan: '' },
    fields: { names: ['tan'] as const, id: () => 'openid-tan', label: () => t('code'), message: (_name, code) => message(code) },
    ...loggedIn,
    onFailure: (): void => second.form.setFocus('tan'),
    focus: 'field',
    initialError: initialAuthcode ? initialError : undefined,
  });

  const focusCode = useFocusNext(authcode !== undefined, () => second.form.setFocus('tan'));

  if (!authcode) {
    return (
      <PostForm action="/api/auth/openid" onSubmit={first.onSubmit} locale={locale} className="form">
        <FormErrors {...first.feedback} />
        <Field {...first.field('identifier')} hint={identifierHint}>
          {(control) => <input {...control} autoComplete="username" {...first.text('identifier')} />}
        </Field>
        <Field {...first.field('password')}>
          {(control) => <input {...control} type="password" autoComplete="current-password" {...first.form.register('password')} />}
        </Field>
        <SubmitButton busy={first.form.formState.isSubmitting} label={t('next')} />
      </PostForm>
    );
  }
  return (
    <PostForm action="/api/auth/openid2fa" onSubmit={second.onSubmit} locale={locale} className="form">
      <input type="hidden" name="authcode" value={authcode} />
      <p className="notice" role="status">
        {t('sent')}
      </p>
      <FormErrors {...second.feedback} />
      <CodeField {...second.field('tan')} hint={t('codeHint')} input={second.form.register('tan')} enterKeyHint="go" />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={second.form.formState.isSubmitting}>
          {login('submit')}
        </button>
        <button type="button" className="button button--link" onClick={() => setAuthcode(undefined)}>
          {t('again')}
        </button>
      </div>
    </PostForm>
  );
}
