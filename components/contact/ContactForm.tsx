'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import { clearDraft, DRAFT_FIELDS, EMPTY_DRAFT, loadDraft, saveDraft, type DraftField } from '@/lib/content/contact/draft';
import type { ContactOutcome } from '@/lib/content/contact/outcome';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactMessage, type PhoneRules } from '@/lib/platform/contracts/contact-message';
import './contact.css';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PostForm } from '@/components/form/PostForm';

/** The route's contract, loaded when the visitor sends: the page's first load carries no classic zod. */
const contract = () => import('@/lib/platform/contracts/contact').then((c) => c.contactContract);

type Props = {
  /** The market's phone patterns (/config/mandant countryConfig). */
  rules: PhoneRules;
  /** How a form posted without JavaScript came back (?status=sent or ?error=<code>), or the subject a link chose. */
  initialOutcome?: ContactOutcome;
};

/**
 * The contact form (SPEC §3): validated in the browser with the same schema as on the server, errors
 * summarised at the top and linked to their fields; sent to /api/contact. What the visitor types is
 * kept in sessionStorage until the message is sent, so a failure or a reload loses nothing.
 */
export function ContactForm({ rules, initialOutcome }: Props) {
  const t = useTranslations('contact');
  const site = useSite();
  const resolver = useMemo(() => zodResolver(contactMessage(rules)), [rules]);
  const [sent, setSent] = useState(initialOutcome?.sent ?? false);
  const sentRef = useRef<HTMLDivElement>(null);
  const message = (field: DraftField, code: string | undefined): string => {
    if (code === 'required') return field === 'subject' ? t('chooseOption') : t('required');
    if (code === 'too_long' && field !== 'subject') return t('tooLong', { max: CONTACT_LIMITS[field] });
    if (field === 'email') return t('invalidEmail');
    if (field === 'phone' || field === 'callbackNumber') return t('invalidPhone');
    if (field === 'customerNumber') return t('invalidCustomerNumber');
    return t('required');
  };
  const { form, onSubmit, field, feedback, text } = useFormPost({
    resolver,
    defaultValues: { ...EMPTY_DRAFT, subject: initialOutcome?.subject ?? '' },
    fields: { names: DRAFT_FIELDS, id: (name) => `contact-${name}`, label: (name) => t(name), message },
    url: '/api/contact',
    contract,
    body: (values) => ({ ...values, locale: site.locale }),
    onSuccess: () => {
      clearDraft(site.market.code);
      form.reset(EMPTY_DRAFT);
      setSent(true);
    },
    initialError: initialOutcome?.error,
  });
  const { register, reset, subscribe, formState } = form;

  useEffect(() => {
    const draft = loadDraft(site.market.code);
    if (draft) reset(draft);
  }, [reset, site.market.code]);
  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(site.market.code, values) });
  }, [subscribe, site.market.code]);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={sentRef} tabIndex={-1} role="status" className="notice contact-sent">
        <p>{t('sent')}</p>
        <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
          {t('writeAnother')}
        </button>
      </div>
    );
  }

  return (
    <PostForm action="/api/contact" onSubmit={onSubmit} locale={site.locale} className="form contact-form">
      <FormErrors {...feedback} unavailable={<p>{t('sendFailed')}</p>} />
      <Field {...field('name')}>{(control) => <input {...control} autoComplete="name" aria-required="true" {...register('name')} />}</Field>
      <Field {...field('email')}>
        {(control) => <input {...control} type="email" autoComplete="email" aria-required="true" {...register('email')} />}
      </Field>
      <Field {...field('phone')} hint={t('phoneHint')}>
        {(control) => <input {...control} type="tel" autoComplete="tel" aria-required="true" {...register('phone')} />}
      </Field>
      <Field {...field('subject')}>
        {(control) => (
          <select {...control} aria-required="true" {...text('subject')}>
            <option value="">{t('subjectPlaceholder')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t('subjectOption', { subject })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field('message')}>{(control) => <textarea {...control} rows={7} aria-required="true" {...register('message')} />}</Field>
      <Field {...field('customerNumber')} hint={t('customerNumberHint')}>
        {(control) => <input {...control} inputMode="numeric" autoComplete="off" {...register('customerNumber')} />}
      </Field>
      <Field {...field('callbackNumber')} hint={t('callbackNumberHint')}>
        {(control) => <input {...control} type="tel" autoComplete="tel" {...register('callbackNumber')} />}
      </Field>
      <p className="fine-print">{t('privacyNote')}</p>
      <SubmitButton busy={formState.isSubmitting} label={t('submit')} busyLabel={t('sending')} />
    </PostForm>
  );
}
