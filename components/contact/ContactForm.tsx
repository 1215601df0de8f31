'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useSite } from '@/components/site/SiteProvider';
import { clearDraft, DRAFT_FIELDS, EMPTY_DRAFT, loadDraft, saveDraft, type DraftField } from '@/lib/contact/draft';
import type { ContactOutcome } from '@/lib/contact/outcome';
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  contactMessage,
  type ContactMessage,
  type ContactMessageInput,
  type PhoneRules,
} from '@/lib/content-api/schemas/contact-form';
import { ErrorSummary, type SummaryEntry } from '@/components/form/ErrorSummary';
import { FormField } from './FormField';

const fieldId = (field: DraftField) => `contact-${field}`;

/** The field errors of a 400 answer of /api/contact. */
function serverFields(body: unknown): { field: DraftField; code: string }[] {
  const fields = typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((f: unknown) => {
    const { field, code } = (typeof f === 'object' && f !== null ? f : {}) as { field?: unknown; code?: unknown };
    const known = DRAFT_FIELDS.find((d) => d === field);
    return known && typeof code === 'string' ? [{ field: known, code }] : [];
  });
}

type Props = {
  /** The market's phone patterns (/config/mandant countryConfig). */
  rules: PhoneRules;
  /** The outcome of a form post without JavaScript (?status=). */
  initialStatus?: ContactOutcome;
};

/**
 * The contact form (SPEC §3): validated in the browser with the same schema as on the server, errors
 * summarised at the top and linked to their fields; sent to /api/contact. What the visitor types is
 * kept in sessionStorage until the message is sent, so a failure or a reload loses nothing.
 */
export function ContactForm({ rules, initialStatus }: Props) {
  const t = useTranslations('contact');
  const site = useSite();
  const schema = useMemo(() => contactMessage(rules), [rules]);
  const [status, setStatus] = useState<ContactOutcome | undefined>(initialStatus);
  const [summary, setSummary] = useState<{ entries: SummaryEntry[]; attempt: number }>({ entries: [], attempt: 0 });
  const summaryRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_DRAFT,
    shouldFocusError: false,
  });

  useEffect(() => {
    const draft = loadDraft(site.market.code);
    if (draft) reset(draft);
  }, [reset, site.market.code]);
  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(site.market.code, values) });
  }, [subscribe, site.market.code]);
  useEffect(() => {
    if (summary.attempt > 0 && summary.entries.length > 0) summaryRef.current?.focus();
  }, [summary]);
  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  const label = (field: DraftField) => t(field);
  const message = (field: DraftField, code: string | undefined): string => {
    if (code === 'required') return field === 'subject' ? t('chooseOption') : t('required');
    if (code === 'too_long' && field !== 'subject') return t('tooLong', { max: CONTACT_LIMITS[field] });
    if (field === 'email') return t('invalidEmail');
    if (field === 'phone' || field === 'callbackNumber') return t('invalidPhone');
    if (field === 'customerNumber') return t('invalidCustomerNumber');
    return t('required');
  };
  const showSummary = (list: { field: DraftField; code: string | undefined }[]) =>
    setSummary((current) => ({
      attempt: current.attempt + 1,
      entries: list.map(({ field, code }) => ({ id: fieldId(field), text: t('summaryItem', { field: label(field), message: message(field, code) }) })),
    }));
  const onInvalid = (invalid: FieldErrors<ContactMessageInput>) => {
    setStatus(undefined);
    showSummary(DRAFT_FIELDS.flatMap((field) => (invalid[field] ? [{ field, code: invalid[field].message }] : [])));
  };

  const onValid = async (values: ContactMessage) => {
    setStatus(undefined);
    setSummary((current) => ({ ...current, entries: [] }));
    let outcome: ContactOutcome = 'failed';
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, locale: site.locale }),
      });
      if (response.status === 201) outcome = 'sent';
      else if (response.status === 429) outcome = 'rate_limited';
      else if (response.status === 400) {
        const fields = serverFields(await response.json());
        if (fields.length > 0) {
          for (const { field, code } of fields) setError(field, { type: 'server', message: code });
          showSummary(fields);
          return;
        }
      }
    } catch {
      outcome = 'failed';
    }
    if (outcome === 'sent') {
      clearDraft(site.market.code);
      reset(EMPTY_DRAFT);
    }
    setStatus(outcome);
  };

  if (status === 'sent') {
    return (
      <div ref={sentRef} tabIndex={-1} role="status" className="notice contact-sent">
        <p>{t('sent')}</p>
        <button type="button" className="button button--secondary" onClick={() => setStatus(undefined)}>
          {t('writeAnother')}
        </button>
      </div>
    );
  }

  const error = (field: DraftField) => (errors[field] ? message(field, errors[field].message) : undefined);
  const alert = status === 'failed' ? t('failed') : status === 'rate_limited' ? t('rateLimited') : status === 'invalid' ? t('checkEntries') : undefined;
  return (
    <form method="post" action="/api/contact" onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="form contact-form">
      <input type="hidden" name="locale" value={site.locale} />
      {summary.entries.length > 0 && <ErrorSummary ref={summaryRef} heading={t('summary', { count: summary.entries.length })} entries={summary.entries} />}
      <div role="alert" className="form__alert">
        {alert && <p className="notice notice--error">{alert}</p>}
      </div>
      <FormField id={fieldId('name')} label={label('name')} error={error('name')}>
        {(aria) => <input id={fieldId('name')} autoComplete="name" aria-required="true" {...aria} {...register('name')} />}
      </FormField>
      <FormField id={fieldId('email')} label={label('email')} error={error('email')}>
        {(aria) => <input id={fieldId('email')} type="email" autoComplete="email" aria-required="true" {...aria} {...register('email')} />}
      </FormField>
      <FormField id={fieldId('phone')} label={label('phone')} hint={t('phoneHint')} error={error('phone')}>
        {(aria) => <input id={fieldId('phone')} type="tel" autoComplete="tel" aria-required="true" {...aria} {...register('phone')} />}
      </FormField>
      <FormField id={fieldId('subject')} label={label('subject')} error={error('subject')}>
        {(aria) => (
          <select id={fieldId('subject')} aria-required="true" {...aria} {...register('subject')}>
            <option value="">{t('subjectPlaceholder')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t('subjectOption', { subject })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={fieldId('message')} label={label('message')} error={error('message')}>
        {(aria) => <textarea id={fieldId('message')} rows={7} aria-required="true" {...aria} {...register('message')} />}
      </FormField>
      <FormField id={fieldId('customerNumber')} label={label('customerNumber')} hint={t('customerNumberHint')} error={error('customerNumber')}>
        {(aria) => <input id={fieldId('customerNumber')} inputMode="numeric" autoComplete="off" {...aria} {...register('customerNumber')} />}
      </FormField>
      <FormField id={fieldId('callbackNumber')} label={label('callbackNumber')} hint={t('callbackNumberHint')} error={error('callbackNumber')}>
        {(aria) => <input id={fieldId('callbackNumber')} type="tel" autoComplete="tel" {...aria} {...register('callbackNumber')} />}
      </FormField>
      <p className="fine-print">{t('privacyNote')}</p>
      <div>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
