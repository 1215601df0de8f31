'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { formDataOf } from '@/components/form/post';
import { useFormPost } from '@/components/form/useFormPost';
import { PostForm } from '@/components/form/PostForm';
import { useSite } from '@/components/site/SiteProvider';
import { useMarketExamples } from '@/components/site/useMarketExamples';
import type { PhoneRules } from '@/lib/platform/contracts/contact-message';
import { socialTariffContract, socialTariffForm } from '@/lib/platform/contracts/social-tariff';
import { MAX_HOUSEHOLD_SIZE } from '@/lib/domain/social-tariff';

const FIELDS = ['name', 'email', 'phone', 'customerNumber', 'householdSize', 'notice'] as const;

type Props = { phoneRules: PhoneRules; privacyHref: string };

/**
 * The social-tariff application (SPEC §2): contact data, household size and the notice of the
 * broadcasting-fee service (PDF, JPEG or PNG, at most 5 MB, checked by its first bytes here and on
 * the server). Posted as multipart to our route handler; errors are listed, announced and linked to
 * their fields, the first invalid field takes the focus, and everything typed stays when sending fails.
 */
export function ApplicationForm({ phoneRules, privacyHref }: Props) {
  const t = useTranslations('socialTariff.form');
  const { locale } = useSite();
  const { mobile } = useMarketExamples();
  const resolver = useMemo(() => zodResolver(socialTariffForm(phoneRules)), [phoneRules]);
  const [reference, setReference] = useState<string>();
  const confirmationRef = useRef<HTMLDivElement>(null);
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver,
    defaultValues: { name: '', email: '', phone: '', customerNumber: '', householdSize: '1' },
    fields: {
      names: FIELDS,
      id: (name) => `application-${name}`,
      label: (name) => t(name),
      message: (name, code) =>
        t('error', { field: name, code: code ?? 'invalid_format', max: MAX_HOUSEHOLD_SIZE, example: mobile.national }),
    },
    url: '/api/social-tariff',
    contract: socialTariffContract,
    body: (application) => formDataOf({ ...application, locale }),
    onSuccess: ({ id }) => setReference(id),
    focus: 'field',
  });
  const { register, formState } = form;

  // The confirmation replaces the form: focus moves to it, and the status region announces it.
  useEffect(() => {
    if (reference) confirmationRef.current?.focus();
  }, [reference]);

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
      <PostForm
        className="form"
        action="/api/social-tariff"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        locale={locale}
        aria-label={t('heading')}
      >
        <FormErrors {...feedback} />
        <Field {...field('name')}>{(control) => <input {...control} autoComplete="name" {...register('name')} />}</Field>
        <Field {...field('email')}>{(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}</Field>
        <Field {...field('phone')}>{(control) => <input {...control} type="tel" autoComplete="tel" {...register('phone')} />}</Field>
        <Field {...field('customerNumber')} hint={t('customerNumberHint')}>
          {(control) => <input {...control} inputMode="numeric" {...register('customerNumber')} />}
        </Field>
        <Field {...field('householdSize')}>
          {(control) => (
            <input {...control} type="number" inputMode="numeric" min={1} max={MAX_HOUSEHOLD_SIZE} {...register('householdSize')} />
          )}
        </Field>
        <Field {...field('notice')} hint={t('noticeHint')}>
          {(control) => (
            <input {...control} type="file" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" {...register('notice')} />
          )}
        </Field>
        <p className="fine-print">{t.rich('privacy', { link: (chunks) => <a href={privacyHref}>{chunks}</a> })}</p>
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('sending') : t('submit')}
        </button>
      </PostForm>
    </>
  );
}
