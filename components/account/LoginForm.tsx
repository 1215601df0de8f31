'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const schema = z.object({
  identifier: z.string().trim().min(1, 'emptyField'),
  password: z.string().min(1, 'emptyField'),
});
type Values = z.infer<typeof schema>;

const answer = z.union([
  z.object({ ok: z.literal(true), redirect: z.string() }),
  z.object({ error: z.enum(['invalid_credentials', 'rate_limited', 'unavailable', 'invalid_request', 'forbidden_origin']) }),
]);

export type LoginError = 'failed' | 'rateLimited' | 'unavailable';

/**
 * Login with phone or customer number and password. Posts to our route handler (the token stays on
 * the server); without JavaScript the same form posts natively. Wrong credentials get one message that
 * does not say which part was wrong; the typed identifier is kept, the password never stored.
 */
export function LoginForm({ locale, initialError, initialIdentifier }: { locale: string; initialError?: LoginError; initialIdentifier?: string }) {
  const t = useTranslations('login');
  const router = useRouter();
  const [serverError, setServerError] = useState<LoginError | undefined>(initialError);
  const [capsLock, setCapsLock] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { identifier: initialIdentifier ?? '', password: '' } });

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(undefined);
      let error: LoginError = 'unavailable';
      try {
        const response = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...values, locale }),
        });
        const body = answer.safeParse(await response.json());
        if (body.success && 'ok' in body.data) {
          router.push(body.data.redirect);
          router.refresh();
          return;
        }
        const code = body.success && 'error' in body.data ? body.data.error : undefined;
        if (code === 'invalid_credentials') error = 'failed';
        if (code === 'rate_limited') error = 'rateLimited';
      } catch {
        error = 'unavailable';
      }
      setServerError(error);
      setFocus('password');
    },
    () => undefined,
  );

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState('CapsLock'));
  const fieldError = (name: keyof Values) => (errors[name] ? t('emptyField') : undefined);
  const password = register('password');

  return (
    <form method="post" action="/api/auth/login" onSubmit={onSubmit} noValidate className="form">
      <input type="hidden" name="locale" value={locale} />
      <div role="alert" className="form__alert">
        {serverError && <p className="notice notice--error">{t(serverError)}</p>}
      </div>
      <div className="field">
        <label htmlFor="identifier">{t('identifier')}</label>
        <p id="identifier-hint" className="field__hint">
          {t('identifierHint')}
        </p>
        <input
          id="identifier"
          autoComplete="username"
          inputMode="text"
          aria-invalid={errors.identifier ? true : undefined}
          aria-describedby={`identifier-hint${errors.identifier ? ' identifier-error' : ''}`}
          {...register('identifier')}
        />
        {errors.identifier && (
          <p id="identifier-error" className="field__error">
            {fieldError('identifier')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="password">{t('password')}</label>
        <div className="field__with-action">
          <input
            id="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={[errors.password && 'password-error', capsLock && 'password-caps'].filter(Boolean).join(' ') || undefined}
            {...password}
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
        {errors.password && (
          <p id="password-error" className="field__error">
            {fieldError('password')}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
