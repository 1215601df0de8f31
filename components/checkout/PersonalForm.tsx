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
import { useHydrated } from '@/components/form/useHydrated';
import { PostForm } from '@/components/form/PostForm';
import { useSite } from '@/components/site/SiteProvider';
import type { BffErrorCode, FieldError } from '@/lib/platform/contracts/answer';
import { stepContract } from '@/lib/platform/contracts/checkout';
import {
  PERSONAL_FIELDS,
  personalSchema,
  type PersonalField,
  type PersonalFormValues,
  type PersonalRules,
} from '@/lib/platform/contracts/checkout-personal';
import { COMPANY_NAME_MAX_LENGTH } from '@/lib/domain/company-name';
import { digitsOnly } from '@/lib/domain/market-patterns';
import { MINIMUM_AGE } from '@/lib/domain/minimum-age';
import './personal-form.css';

type Props = {
  rules: PersonalRules;
  defaultValues: PersonalFormValues;
  /** The server's refusals of these fields when it last checked the order, with their codes. */
  faults: { name: PersonalField; code: string }[];
  /** The code of a form posted without JavaScript (?error=), and its fields at fault. */
  initialError?: BffErrorCode;
  initialFields?: readonly FieldError[];
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
 * Without JavaScript the company and delivery fields are served too, shown by CSS while their choice
 * is made (personal-form.css).
 */
export function PersonalForm({ rules, defaultValues, faults, initialError, initialFields }: Props) {
  const t = useTranslations('checkoutPersonal');
  const tForm = useTranslations('form');
  const site = useSite();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const live = useHydrated();
  const resolver = useMemo(() => zodResolver(personalSchema(rules)), [rules]);
  const labelOf = (name: PersonalField) => t(`labels.${name}`, { market: site.market.code });
  const message = (name: PersonalField, code: string | undefined) =>
    t('error', { code: code ?? 'invalid_format', field: name.split('.').pop() ?? name, max: COMPANY_NAME_MAX_LENGTH, age: MINIMUM_AGE });
  const {
    form,
    onSubmit,
    field,
    feedback,
    text: registered,
    tick,
    option,
  } = useFormPost({
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
    dismissible: true,
    initialFields,
  });
  const { control, formState } = form;
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
  type Extra = { autoComplete?: string; inputMode?: 'numeric'; optional?: boolean };
  const text = (name: PersonalField, { optional = false, ...extra }: Extra = {}) => (
    <Field {...props(name)}>
      {(attributes) => <input {...attributes} {...extra} aria-required={optional ? undefined : 'true'} {...registered(name)} />}
    </Field>
  );
  // Postal codes of digits get the digit keyboard (not the UK's).
  const zipMode = digitsOnly(rules.patterns.zipCodeRegex) ? 'numeric' : undefined;
  const customerTypeField = props('customerType');

  return (
    <PostForm className="form personal-form" action={ACTION} onSubmit={onSubmit} locale={site.locale} aria-label={t('heading')}>
      {refused.length > 0 && (
        <ErrorSummary
          ref={faultsRef}
          heading={t('faults')}
          entries={refused.map(({ name, code }) => ({
            id: idOf(name),
            text: tForm('summaryItem', { field: labelOf(name), message: message(name, code) }),
          }))}
        />
      )}
      <FormErrors {...feedback} />

      <fieldset className="personal-form__group" aria-describedby={customerTypeField.error ? `${customerTypeField.id}-error` : undefined}>
        <legend>{customerTypeField.label}</legend>
        {CUSTOMER_TYPES.map((type, index) => (
          <label key={type} className="choice">
            <input type="radio" id={index === 0 ? customerTypeField.id : undefined} {...option('customerType', type)} />
            {t('customerTypeOption', { type })}
          </label>
        ))}
        {customerTypeField.error && (
          <p id={`${customerTypeField.id}-error`} className="field__error">
            {customerTypeField.error}
          </p>
        )}
      </fieldset>

      {(!live || customerType === 'COMPANY') && (
        <div className="personal-form__company">
          {text('companyName', { autoComplete: 'organization' })}
          {text('registerNumber', { autoComplete: 'off' })}
          {text('vatNumber', { autoComplete: 'off' })}
        </div>
      )}
      {text('firstName', { autoComplete: 'given-name' })}
      {text('lastName', { autoComplete: 'family-name' })}
      <Field {...props('birthday')}>
        {(attributes) => (
          <input {...attributes} type="date" max={rules.today} autoComplete="bday" aria-required="true" {...registered('birthday')} />
        )}
      </Field>
      <Field {...props('email')} hint={t('hints.email')}>
        {(attributes) => <input {...attributes} type="email" autoComplete="email" aria-required="true" {...registered('email')} />}
      </Field>
      <Field {...props('confirmEmail')}>
        {(attributes) => <input {...attributes} type="email" autoComplete="email" aria-required="true" {...registered('confirmEmail')} />}
      </Field>
      <Field {...props('phone')} hint={t('hints.phone')}>
        {(attributes) => <input {...attributes} type="tel" autoComplete="tel" aria-required="true" {...registered('phone')} />}
      </Field>
      <Field {...props('callbackNumber')} hint={t('hints.callbackNumber')}>
        {(attributes) => <input {...attributes} type="tel" autoComplete="tel" {...registered('callbackNumber')} />}
      </Field>

      <fieldset className="personal-form__group">
        <legend>{t('addressLegend')}</legend>
        {text('address.street', { autoComplete: 'address-line1' })}
        {text('address.houseNumber')}
        {rules.houseName && text('address.houseName', { optional: true })}
        {text('address.doorNumber', { autoComplete: 'address-line2', optional: true })}
        {text('address.zip', { autoComplete: 'postal-code', inputMode: zipMode })}
        {text('address.city', { autoComplete: 'address-level2' })}
        {rules.regions.length > 0 && (
          <Field {...props('address.region')}>
            {(attributes) => (
              <select {...attributes} autoComplete="address-level1" aria-required="true" {...registered('address.region')}>
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

      {/* Posted without JavaScript, an unticked box sends nothing: this says so, and the box, later, overrides it. */}
      <input type="hidden" name="otherDelivery" value="false" />
      <Field id="personal-otherDelivery" label={t('labels.otherDelivery')} choice>
        {(attributes) => <input {...attributes} type="checkbox" {...tick('otherDelivery')} />}
      </Field>
      {(!live || otherDelivery) && (
        <fieldset className="personal-form__group personal-form__delivery">
          <legend>{t('deliveryLegend')}</legend>
          {text('deliveryAddress.name', { autoComplete: 'shipping name' })}
          {text('deliveryAddress.street', { autoComplete: 'shipping address-line1' })}
          {text('deliveryAddress.houseNumber')}
          {text('deliveryAddress.zip', { autoComplete: 'shipping postal-code', inputMode: zipMode })}
          {text('deliveryAddress.city', { autoComplete: 'shipping address-level2' })}
        </fieldset>
      )}

      <button type="submit" className="button button--primary" disabled={formState.isSubmitting || leaving}>
        {formState.isSubmitting || leaving ? t('sending') : t('submit')}
      </button>
    </PostForm>
  );
}
