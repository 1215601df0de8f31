'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { AccountForm } from '@/components/account/AccountForm';
import { Field } from '@/components/form/Field';
import { upstream } from '@/lib/account/upstream';
import { customer, customerUpdate, type CustomerUpdate } from '@/lib/platform/contracts/personal';
import type { Customer } from '@/lib/platform/content-api/schemas';
import { COMPANY_NAME_MAX_LENGTH } from '@/lib/domain/company-name';
import { useAccountForm } from '../useAccountForm';
import { customerKey } from './customer-query';
import '@/components/checkout/personal-form.css';

const resolver = zodResolver(customerUpdate);

/** In the order of the form (the error summary lists them so); the country is shown, not edited. */
const FIELDS = [
  'companyName',
  'companyRegisterNumber',
  'vatNumber',
  'contactPhoneNumber',
  'street',
  'houseNumber',
  'block',
  'doorNumber',
  'addendum',
  'zip',
  'city',
  'language',
  'country',
] as const;
const REQUIRED: readonly DetailField[] = ['companyName', 'street', 'houseNumber', 'zip', 'city', 'language'];
type DetailField = (typeof FIELDS)[number];

const AUTOCOMPLETE: Partial<Record<DetailField, string>> = {
  companyName: 'organization',
  companyRegisterNumber: 'off',
  vatNumber: 'off',
  contactPhoneNumber: 'tel',
  street: 'address-line1',
  doorNumber: 'address-line2',
  addendum: 'address-line3',
  zip: 'postal-code',
  city: 'address-level2',
};

export type LanguageOption = { code: string; name: string };

type Props = {
  initial: Customer;
  /** The market's correspondence languages, each named in itself. */
  languages: readonly LanguageOption[];
  /** The customer's country as the page's locale names it (the market's own: not changeable here). */
  countryName: string;
  /** The market's postcodes are digits (not the UK's): the digit keyboard. */
  zipDigitsOnly: boolean;
};

/** The form's values from the customer's data: every editable field, '' for an empty one. */
function valuesOf(data: Customer): CustomerUpdate {
  return Object.fromEntries(Object.keys(customerUpdate.shape).map((key) => [key, data[key as keyof Customer] ?? ''])) as CustomerUpdate;
}

/**
 * The personal data a customer changes themselves (PUT /customerarea/customer): contact number,
 * address, correspondence language and, for a company, its company data. The market's patterns
 * (postcode, phone, VAT number) are the content API's: its refusals land at their fields.
 */
export function PersonalDetailsForm({ initial, languages, countryName, zipDigitsOnly }: Props) {
  const t = useTranslations('accountPersonal.details');
  const key = customerKey(initial.customerNumber);
  const { form, field, shell } = useAccountForm({
    resolver,
    defaultValues: valuesOf(initial),
    fields: {
      names: FIELDS,
      id: (name) => `personal-${name}`,
      label: (name) => t(`labels.${name}`),
      message: (name, code) => t('error', { code: code ?? 'invalid_format', field: name, max: COMPANY_NAME_MAX_LENGTH }),
    },
    write: (values: z.output<typeof customerUpdate>) => upstream('customerarea/customer', customer, { method: 'PUT', body: values }),
    query: {
      key,
      optimistic: (current: Customer | undefined, values) => current && { ...current, ...values },
      fromAnswer: (answer: Customer) => answer,
    },
  });
  const { register } = form;

  const text = (name: Exclude<DetailField, 'language' | 'country'>, type: 'text' | 'tel' = 'text', hint?: string) => (
    <Field {...field(name)} hint={hint}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={AUTOCOMPLETE[name]}
          inputMode={name === 'zip' && zipDigitsOnly ? 'numeric' : undefined}
          aria-required={REQUIRED.includes(name) || undefined}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <AccountForm {...shell} className="form personal-details" submit={t('submit')}>
      {initial.isCompany && (
        <fieldset className="personal-form__group">
          <legend>{t('companyLegend')}</legend>
          {text('companyName')}
          {text('companyRegisterNumber')}
          {text('vatNumber')}
        </fieldset>
      )}
      {text('contactPhoneNumber', 'tel', t('hints.contactPhoneNumber'))}
      <fieldset className="personal-form__group">
        <legend>{t('addressLegend')}</legend>
        {text('street')}
        {text('houseNumber')}
        {text('block')}
        {text('doorNumber')}
        {text('addendum')}
        {text('zip')}
        {text('city')}
        <p id="personal-country" className="personal-details__country">
          {t('labels.country')}: {countryName}
        </p>
      </fieldset>
      <Field {...field('language')} hint={t('hints.language')}>
        {(control) => (
          <select {...control} aria-required="true" {...register('language')}>
            {languages.map(({ code, name }) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </AccountForm>
  );
}
