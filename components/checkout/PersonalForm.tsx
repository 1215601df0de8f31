'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import type { BffErrorCode } from '@/lib/contracts/answer';
import { stepContract } from '@/lib/contracts/checkout';
import { PERSONAL_FIELDS, personalSchema, type PersonalField, type PersonalFormValues, type PersonalRules } from '@/lib/contracts/checkout-personal';
import { COMPANY_NAME_MAX_LENGTH } from '@/lib/domain/company-name';
import { MINIMUM_AGE } from '@/lib/domain/minimum-age';
import './personal-form.css';

type Props = {
  rules: PersonalRules;
  defaultValues: PersonalFormValues;
  /** The server's refusals of these fields when it last checked the order, with their codes. */
  faults: { name: PersonalField; code: string }[];
  /** The code of a form posted without JavaScript (?error=). */
  initialError?: BffErrorCode;
};

const CUSTOMER_TYPES = ['PRIVATE', 'COMPANY'] as const;
const ACTION = '/api/checkout/personal';
const idOf = (name: PersonalField) => `personal-${name.replace('.', '-')}`;

/**
 * Checkout step 1 (issue 14 §3.1): private or company customer, name, birth date, e-mail twice,
 * phone, address and optionally another delivery address. Checked here with the same schema as
 * POST /api/checkout/personal (the market's rules come as props); errors are listed in the summary,
 * which takes the focus, and shown at their fields. Saved, it goes on to the next step; what was
 * typed stays when saving fails, and fields hidden again (company, delivery address) keep their values.
 */
export function PersonalForm({ rules, defaultValues, faults, initialError }: Props) {
  const t = useTranslations('checkoutPersonal');
  const tForm = useTranslations('form');
  const site = useSite();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const resolver = useMemo(() => zodResolver(personalSchema(rules)), [rules]);
  const labelOf = (name: PersonalField) => t(`labels.${name}`, { market: site.market.code });
  const message = (name: PersonalField, code: string | undefined) =>
    t('error', { code: code ?? 'invalid_format', field: name.split('.').pop() ?? name, max: COMPANY_NAME_MAX_LENGTH, age: MINIMUM_AGE });
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver,
    defaultValues,
    fields: {
      names: PERSONAL_FIELDS,
      id: idOf,
      label: (name) => (name.startsWith('deliveryAddress.') ? t('deliveryField', { field: labelOf(name) }) : labelOf(name)),
      message,
    },
    url: ACTION,
    contract: stepContract,
    body: (values) => ({ ...values, locale: site.locale }),
    onSuccess: ({ next }) => {
      setLeaving(true);
      router.push(next);
    },
    initialError,
  });
  const { register, control, formState } = form;
  const [customerType, otherDelivery] = useWatch({ control, name: ['customerType', 'otherDelivery'] });

  // The server's refusals stand at their fields until the visitor sends the form again.
  const refused = formState.isSubmitted ? [] : faults;
  const faultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (faults.length > 0) faultsRef.current?.focus();
  }, [faults]);
  const props = (name: PersonalField) => {
    const own = field(name);
    const fault = refused.find((f) => f.name === name);
    // The visible label; the summary names a delivery field with its group.
    const label = labelOf(name);
    return fault && !own.error ? { ...own, label, error: message(name, fault.code) } : { ...own, label };
  };
  const text = (name: PersonalField, autoComplete?: string) => (
    <Field {...props(name)}>
      {(attributes) => <input {...attributes} autoComplete={autoComplete} aria-required="true" {...register(name)} />}
    </Field>
  );
  const optionalText = (name: PersonalField, autoComplete?: string) => (
    <Field {...props(name)}>{(attributes) => <input {...attributes} autoComplete={autoComplete} {...register(name)} />}</Field>
  );
  const customerTypeField = props('customerType');

  return (
    <form className="form personal-form" method="post" action={ACTION} onSubmit={onSubmit} noValidate aria-label={t('heading')}>
      <input type="hidden" name="locale" value={site.locale} />
      {refused.length > 0 && (
        <ErrorSummary
          ref={faultsRef}
          heading={t('faults')}
          entries={refused.map(({ name, code }) => ({ id: idOf(name), text: tForm('summaryItem', { field: labelOf(name), message: message(name, code) }) }))}
        />
      )}
      <FormErrors {...feedback} />

      <fieldset className="personal-form__group" aria-describedby={customerTypeField.error ? `${customerTypeField.id}-error` : undefined}>
        <legend>{customerTypeField.label}</legend>
        {CUSTOMER_TYPES.map((type, index) => (
          <label key={type} className="choice">
            <input type="radio" id={index === 0 ? customerTypeField.id : undefined} value={type} {...register('customerType')} />
            {t('customerTypeOption', { type })}
          </label>
        ))}
        {customerTypeField.error && (
          <p id={`${customerTypeField.id}-error`} className="field__error">
            {customerTypeField.error}
          </p>
        )}
      </fieldset>

      {customerType === 'COMPANY' && (
        <>
          {text('companyName', 'organization')}
          {text('registerNumber')}
          {text('vatNumber')}
        </>
      )}
      {text('firstName', 'given-name')}
      {text('lastName', 'family-name')}
      <Field {...props('birthday')}>
        {(attributes) => <input {...attributes} type="date" max={rules.today} autoComplete="bday" aria-required="true" {...register('birthday')} />}
      </Field>
      <Field {...props('email')} hint={t('hints.email')}>
        {(attributes) => <input {...attributes} type="email" autoComplete="email" aria-required="true" {...register('email')} />}
      </Field>
      <Field {...props('confirmEmail')}>
        {(attributes) => <input {...attributes} type="email" autoComplete="email" aria-required="true" {...register('confirmEmail')} />}
      </Field>
      <Field {...props('phone')} hint={t('hints.phone')}>
        {(attributes) => <input {...attributes} type="tel" autoComplete="tel" aria-required="true" {...register('phone')} />}
      </Field>
      <Field {...props('callbackNumber')} hint={t('hints.callbackNumber')}>
        {(attributes) => <input {...attributes} type="tel" autoComplete="tel" {...register('callbackNumber')} />}
      </Field>

      <fieldset className="personal-form__group">
        <legend>{t('addressLegend')}</legend>
        {text('address.street', 'address-line1')}
        {text('address.houseNumber')}
        {rules.houseName && optionalText('address.houseName')}
        {optionalText('address.doorNumber', 'address-line2')}
        {text('address.zip', 'postal-code')}
        {text('address.city', 'address-level2')}
        {rules.regions.length > 0 && (
          <Field {...props('address.region')}>
            {(attributes) => (
              <select {...attributes} autoComplete="address-level1" aria-required="true" {...register('address.region')}>
                <option value="">{t('chooseRegion')}</option>
                {rules.regions.map((region) => (
                  <option key={region.shortname} value={region.shortname}>
                    {region.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </fieldset>

      <Field id="personal-otherDelivery" label={t('labels.otherDelivery')} choice>
        {(attributes) => <input {...attributes} type="checkbox" {...register('otherDelivery')} />}
      </Field>
      {otherDelivery && (
        <fieldset className="personal-form__group">
          <legend>{t('deliveryLegend')}</legend>
          {text('deliveryAddress.name', 'shipping name')}
          {text('deliveryAddress.street', 'shipping address-line1')}
          {text('deliveryAddress.houseNumber')}
          {text('deliveryAddress.zip', 'shipping postal-code')}
          {text('deliveryAddress.city', 'shipping address-level2')}
        </fieldset>
      )}

      <button type="submit" className="button button--primary" disabled={formState.isSubmitting || leaving}>
        {formState.isSubmitting || leaving ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
