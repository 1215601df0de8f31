'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSite } from '@/components/site/SiteProvider';
import type { FieldErrorBody } from '@/lib/contracts/field-errors';
import type { BuildingType } from '@/lib/model/fixedline';
import { LEAD_RETENTION_MONTHS } from '@/lib/domain/fibre';
import { sendLead, type AddressValues, type LeadValues } from './check-client';
import { errorMessageKey, leadRules } from './form-rules';
import { TextField } from './TextField';

const LEAD_FIELDS = ['name', 'email', 'phone', 'consent'] as const;
type LeadField = (typeof LEAD_FIELDS)[number];
const isLeadField = (field: string): field is LeadField => (LEAD_FIELDS as readonly string[]).includes(field);

/**
 * SPEC §2 not-found state: the visitor leaves name, e-mail and phone for the entered address, with the
 * consent text and the retention notice (SPEC §9: contact requests are kept 6 months).
 */
export function ContactLeadForm({
  address,
  buildingType,
  phonePatterns,
  onSent,
  onAddressErrors,
}: {
  address: AddressValues;
  buildingType: BuildingType;
  phonePatterns: string[];
  onSent: () => void;
  onAddressErrors: (fields: FieldErrorBody['fields']) => void;
}) {
  const t = useTranslations('fibre');
  const { locale } = useSite();
  const [failure, setFailure] = useState<'contactFailed' | 'rateLimited'>();
  const {
    register: registerField,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LeadValues>({ defaultValues: { name: '', email: '', phone: '', consent: false } });
  const rules = leadRules(phonePatterns);
  const register = <K extends LeadField>(name: K) => registerField(name, rules[name]);
  const error = (name: LeadField) => {
    const code = errors[name]?.message;
    return code ? t(`errors.${errorMessageKey(name, code)}`) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const outcome = await sendLead(values, address, buildingType, locale);
    if (outcome.kind === 'ok') return onSent();
    if (outcome.kind === 'invalid') {
      const own = outcome.fields.filter((f) => isLeadField(f.field));
      own.forEach((f) => isLeadField(f.field) && setError(f.field, { message: f.code }));
      const first = own[0]?.field;
      if (first && isLeadField(first)) setFocus(first);
      const others = outcome.fields.filter((f) => !isLeadField(f.field));
      if (others.length > 0) onAddressErrors(others);
      if (own.length === 0 && others.length === 0) setFailure('contactFailed');
      return;
    }
    setFailure(outcome.kind === 'rateLimited' ? 'rateLimited' : 'contactFailed');
  });

  const consentError = error('consent');
  return (
    <form className="form fibre-contact" onSubmit={onSubmit} noValidate aria-labelledby="fibre-contact-heading">
      <h4 id="fibre-contact-heading">{t('contactHeading')}</h4>
      <div role="alert" className="form__alert">
        {failure && <p className="notice notice--error">{t(failure)}</p>}
      </div>
      <TextField id="fibre-lead-name" label={t('name')} error={error('name')} registration={register('name')} autoComplete="name" />
      <TextField id="fibre-lead-email" label={t('email')} type="email" error={error('email')} registration={register('email')} autoComplete="email" />
      <TextField id="fibre-lead-phone" label={t('phone')} type="tel" error={error('phone')} registration={register('phone')} autoComplete="tel" />
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={['fibre-lead-retention', consentError && 'fibre-lead-consent-error'].filter(Boolean).join(' ')}
            {...register('consent')}
          />
          {t('consent')}
        </label>
        <p id="fibre-lead-retention" className="field__hint">
          {t('retention', { months: LEAD_RETENTION_MONTHS })}
        </p>
        {consentError && (
          <p id="fibre-lead-consent-error" className="field__error">
            {consentError}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('contactSending') : t('contactSubmit')}
        </button>
      </div>
    </form>
  );
}
