'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { PostForm } from '@/components/form/PostForm';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { loginFields } from '@/lib/platform/contracts/auth';
import { useIdentifierHint } from './login/useIdentifierHint';
import { useLoginPost } from './login/useLoginPost';

const FIELDS = ['identifier', 'password'] as const;
const resolver = zodResolver(loginFields);

/**
 * Login with phone or customer number and password, checked with the route handler's own schema.
 * Posts to our route handler (the token stays on the server); without JavaScript the same form posts
 * natively. Wrong credentials get one message that does not say which part was wrong; the typed
 * identifier is kept, the password never stored.
 */
export function LoginForm({
  locale,
  initialError,
  typed,
}: {
  locale: string;
  initialError?: BffErrorCode;
  typed?: Record<string, string>;
}) {
  const t = useTranslations('login');
  const loggedIn = useLoginPost('/api/auth/login', locale);
  const [capsLock, setCapsLock] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const identifierHint = useIdentifierHint();
  const { form, onSubmit, field, feedback, text } = useFormPost({
    resolver,
    defaultValues: { identifier: typed?.identifier ?? '', password: '' },
    fields: {
      names: FIELDS,
      id: (name) => name,
      label: (name) => t(name),
      message: (_name, code) => (code === 'too_long' ? t('tooLong') : t('emptyField')),
    },
    ...loggedIn,
    onFailure: () => {
      form.setFocus('password');
    },
    focus: 'field',
    initialError,
  });

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState('CapsLock'));
  const { register, formState } = form;

  return (
    <PostForm action="/api/auth/login" onSubmit={onSubmit} locale={locale} className="form">
      <FormErrors {...feedback} />
      <Field {...field('identifier')} hint={identifierHint}>
        {(control) => <input {...control} autoComplete="username" inputMode="text" {...text('identifier')} />}
      </Field>
      <Field {...field('password')} describedBy={capsLock && 'password-caps'}>
        {(control) => (
          <>
            <div className="field__with-action">
              <input
                {...control}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                enterKeyHint="go"
                {...register('password')}
                onKeyDown={onKey}
                onKeyUp={onKey}
              />
              <button type="button" className="button button--link" aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
                {showPassword ? t('hidePassword') : t('showPassword')}
              </button>
            </div>
            {capsLock && (
              <p id="password-caps" className="field__warning" role="status">
                {t('capsLock')}
              </p>
            )}
          </>
        )}
      </Field>
      <SubmitButton busy={formState.isSubmitting} label={t('submit')} busyLabel={t('submitting')} />
    </PostForm>
  );
}
