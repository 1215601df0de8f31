'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { RetrySend } from '@/components/form/RetrySend';
import { useFormPost } from '@/components/form/useFormPost';
import { useMarketExamples } from '@/components/site/useMarketExamples';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { sentContract, tanFields, tanLoginFields } from '@/lib/platform/contracts/auth';
import { useAuthFieldMessage } from '../useAuthFieldMessage';
import { useFocusNext } from './useFocusNext';
import { useLoginPost } from './useLoginPost';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PostForm } from '@/components/form/PostForm';
import { CodeField } from './CodeField';

const phoneResolver = zodResolver(tanFields);
const codeResolver = zodResolver(tanLoginFields);

type Props = { locale: string; initialStep?: 'phone' | 'code'; initialError?: BffErrorCode; typed?: Record<string, string> };

/**
 * Login by TAN: the phone number gets a 6-digit code by SMS (/api/auth/tan, the same answer for any
 * number), which then logs in through /api/auth/login. Without JavaScript both forms post natively;
 * the code step then asks for the number again.
 */
export function TanLogin({ locale, initialStep = 'phone', initialError, typed }: Props) {
  const t = useTranslations('accountLogin.tan');
  const message = useAuthFieldMessage();
  const loggedIn = useLoginPost('/api/auth/login', locale);
  const [step, setStep] = useState(initialStep);
  const [phone, setPhone] = useState('');
  const { mobile } = useMarketExamples();

  const send = useFormPost({
    resolver: phoneResolver,
    defaultValues: { phoneNumber: typed?.phoneNumber ?? '' },
    fields: { names: ['phoneNumber'] as const, id: () => 'tan-phone', label: () => t('phone'), message: (_name, code) => message(code) },
    url: '/api/auth/tan',
    contract: sentContract,
    body: (values) => ({ ...values, locale }),
    onSuccess: (): void => {
      const typed = send.form.getValues('phoneNumber');
      setPhone(typed);
      focusCode();
      verify.form.setValue('identifier', typed);
      setStep('code');
    },
    focus: 'field',
    initialError: initialStep === 'phone' ? initialError : undefined,
  });

  const verify = useFormPost({
    resolver: codeResolver,
    defaultValues: { identifier: typed?.identifier ?? '', password: '' },
    fields: {
      names: ['identifier', 'password'] as const,
      id: (name) => (name === 'identifier' ? 'tan-identifier' : 'tan-code'),
      label: (name) => (name === 'identifier' ? t('phone') : t('code')),
      message: (_name, code) => message(code),
    },
    ...loggedIn,
    onFailure: (): void => verify.form.setFocus('password'),
    focus: 'field',
    initialError: initialStep === 'code' ? initialError : undefined,
  });

  const focusCode = useFocusNext(step === 'code', () => verify.form.setFocus('password'));

  if (step === 'phone') {
    return (
      <PostForm action="/api/auth/tan" onSubmit={send.onSubmit} locale={locale} className="form">
        <FormErrors
          {...send.feedback}
          unavailable={<RetrySend message={t('sendFailed')} retry={t('retry')} busy={send.form.formState.isSubmitting} />}
        />
        <Field {...send.field('phoneNumber')} hint={t('phoneHint', mobile)}>
          {(control) => <input {...control} type="tel" autoComplete="tel" {...send.text('phoneNumber')} />}
        </Field>
        <SubmitButton busy={send.form.formState.isSubmitting} label={t('send')} />
      </PostForm>
    );
  }
  return (
    <PostForm action="/api/auth/login" onSubmit={verify.onSubmit} locale={locale} className="form">
      <input type="hidden" name="method" value="tan" />
      <p className="notice" role="status">
        {phone ? t('sentTo', { phone }) : t('sent')}
      </p>
      <FormErrors {...verify.feedback} />
      {phone ? (
        <input type="hidden" name="identifier" value={phone} />
      ) : (
        <Field {...verify.field('identifier')}>
          {(control) => <input {...control} type="tel" autoComplete="tel" {...verify.text('identifier')} />}
        </Field>
      )}
      <CodeField {...verify.field('password')} hint={t('codeHint')} input={verify.form.register('password')} enterKeyHint="go" />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={verify.form.formState.isSubmitting}>
          {t('submit')}
        </button>
        <button type="button" className="button button--link" onClick={() => setStep('phone')}>
          {t('again')}
        </button>
      </div>
    </PostForm>
  );
}
