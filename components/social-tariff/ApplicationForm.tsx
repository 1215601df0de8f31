'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { useSite } from '@/components/site/SiteProvider';
import { fieldErrorCode } from '@/lib/contracts/field-errors';
import { socialTariffApplicationFields } from '@/lib/contracts/social-tariff';
import { headOf, noticeProblem, type NoticeProblem } from '@/lib/domain/notice-file';
import { MAX_HOUSEHOLD_SIZE } from '@/lib/domain/social-tariff';

const FIELDS = ['name', 'email', 'phone', 'customerNumber', 'householdSize', 'notice'] as const;
type Field = (typeof FIELDS)[number];
type Code = z.infer<typeof fieldErrorCode> | NoticeProblem;
type Errors = Partial<Record<Field, Code>>;
type Failure = 'unavailable' | 'rateLimited' | 'notOffered' | 'invalid';

const answer = z.union([
  z.object({ ok: z.literal(true), id: z.string() }),
  z.object({
    error: z.string(),
    fields: z.array(z.object({ field: z.string(), code: fieldErrorCode })).optional(),
  }),
]);

const isField = (value: string): value is Field => (FIELDS as readonly string[]).includes(value);

/** The browser's own checks, with the schema the route handler and the content API use. */
async function check(form: FormData, phonePatterns: string[]): Promise<Errors> {
  const texts = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
  const errors: Errors = {};
  for (const issue of socialTariffApplicationFields.safeParse(texts).error?.issues ?? []) {
    const field = String(issue.path[0]);
    const code = fieldErrorCode.safeParse(issue.message);
    if (isField(field) && !errors[field]) errors[field] = code.success ? code.data : 'invalid_format';
  }
  const phone = texts.phone?.trim();
  if (phone && !errors.phone && !phonePatterns.some((p) => new RegExp(p).test(phone))) errors.phone = 'invalid_format';
  const notice = form.get('notice');
  const file = notice instanceof File ? notice : undefined;
  const problem = file ? noticeProblem(file.size, await headOf(file)) : 'required';
  if (problem) errors.notice = problem;
  return errors;
}

type Props = { phonePatterns: string[]; privacyHref: string };

/**
 * The social-tariff application (SPEC §2): contact data, household size and the notice of the
 * broadcasting-fee service (PDF, JPEG or PNG, at most 5 MB, checked by its first bytes here and on
 * the server). Posted as multipart to our route handler; errors are listed, announced and linked to
 * their fields, and everything typed stays when sending fails.
 */
export function ApplicationForm({ phonePatterns, privacyHref }: Props) {
  const t = useTranslations('socialTariff.form');
  const { locale } = useSite();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure>();
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string>();
  const confirmationRef = useRef<HTMLDivElement>(null);

  // The confirmation replaces the form: focus moves to it, and the status region announces it.
  useEffect(() => {
    if (reference) confirmationRef.current?.focus();
  }, [reference]);

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#application-${first}`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The notice as the file input holds it (some environments build FormData files without content).
    const notice = event.currentTarget.querySelector<HTMLInputElement>('#application-notice')?.files?.[0];
    form.delete('notice');
    if (notice) form.set('notice', notice);
    setFailure(undefined);
    const found = await check(form, phonePatterns);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      const response = await fetch('/api/social-tariff', { method: 'POST', body: form, headers: { Accept: 'application/json' } });
      const body = answer.safeParse(await response.json().catch(() => undefined));
      if (body.success && 'ok' in body.data) {
        setReference(body.data.id);
        return;
      }
      const code = body.success && 'error' in body.data ? body.data.error : 'unavailable';
      const server: Errors = {};
      for (const f of body.success && 'fields' in body.data ? (body.data.fields ?? []) : []) if (isField(f.field)) server[f.field] = f.code;
      if (code === 'too_large') server.notice = 'too_large';
      if (code === 'unsupported_type') server.notice = 'wrong_type';
      setErrors(server);
      if (Object.keys(server).length > 0) focusFirst(server);
      setFailure(
        Object.keys(server).length > 0 ? 'invalid' : code === 'rate_limited' ? 'rateLimited' : code === 'not_found' ? 'notOffered' : 'unavailable',
      );
    } catch {
      setFailure('unavailable');
    } finally {
      setSending(false);
    }
  };

  const message = (field: Field, code: Code) => t('error', { field, code, max: MAX_HOUSEHOLD_SIZE });
  const describedBy = (field: Field, hint = false) =>
    [hint && `application-${field}-hint`, errors[field] && `application-${field}-error`].filter(Boolean).join(' ') || undefined;
  const input = (field: Field) => ({
    id: `application-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
  });
  const error = (field: Field) =>
    errors[field] && (
      <p id={`application-${field}-error`} className="field__error">
        {message(field, errors[field])}
      </p>
    );
  const listed = FIELDS.filter((f) => errors[f]);

  const status = (
    <div role="status" className="application-status">
      {reference && (
        <div className="notice" id="application-confirmation" tabIndex={-1} ref={confirmationRef}>
          <p>
            <strong>{t('sentHeading')}</strong>
          </p>
          <p>{t('sent', { reference })}</p>
        </div>
      )}
    </div>
  );
  if (reference) return status;

  return (
    <>
      {status}
      <form
        ref={formRef}
        className="form"
        method="post"
        action="/api/social-tariff"
        encType="multipart/form-data"
        onSubmit={submit}
        noValidate
        aria-label={t('heading')}
      >
        <input type="hidden" name="locale" value={locale} />
        <div role="alert" className="form__alert">
          {(failure || listed.length > 0) && (
            <div className="notice notice--error">
              <p>{failure && failure !== 'invalid' ? t(`failure.${failure}`) : t('fixErrors', { count: listed.length })}</p>
              {listed.length > 0 && (
                <ul>
                  {listed.map((f) => (
                    <li key={f}>
                      <a href={`#application-${f}`}>{message(f, errors[f]!)}</a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        <div className="field">
          <label htmlFor="application-name">{t('name')}</label>
          <input {...input('name')} autoComplete="name" aria-describedby={describedBy('name')} />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor="application-email">{t('email')}</label>
          <input {...input('email')} type="email" autoComplete="email" aria-describedby={describedBy('email')} />
          {error('email')}
        </div>
        <div className="field">
          <label htmlFor="application-phone">{t('phone')}</label>
          <input {...input('phone')} type="tel" autoComplete="tel" aria-describedby={describedBy('phone')} />
          {error('phone')}
        </div>
        <div className="field">
          <label htmlFor="application-customerNumber">{t('customerNumber')}</label>
          <p id="application-customerNumber-hint" className="field__hint">
            {t('customerNumberHint')}
          </p>
          <input {...input('customerNumber')} inputMode="numeric" aria-describedby={describedBy('customerNumber', true)} />
          {error('customerNumber')}
        </div>
        <div className="field">
          <label htmlFor="application-householdSize">{t('householdSize')}</label>
          <input
            {...input('householdSize')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_HOUSEHOLD_SIZE}
            defaultValue="1"
            aria-describedby={describedBy('householdSize')}
          />
          {error('householdSize')}
        </div>
        <div className="field">
          <label htmlFor="application-notice">{t('notice')}</label>
          <p id="application-notice-hint" className="field__hint">
            {t('noticeHint')}
          </p>
          <input {...input('notice')} type="file" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" aria-describedby={describedBy('notice', true)} />
          {error('notice')}
        </div>
        <p className="fine-print">
          {t.rich('privacy', { link: (chunks) => <a href={privacyHref}>{chunks}</a> })}
        </p>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </button>
      </form>
    </>
  );
}
