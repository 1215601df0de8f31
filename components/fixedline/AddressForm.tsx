'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/form/Field';
import type { AddressFormValues, AddressValues } from '@/lib/fixedline/contracts';
import { BUILDING_TYPES } from '@/lib/domain/fixed-line';
import { useFieldMessage } from './useFieldMessage';

/**
 * The address of the availability check: postal code (the market's pattern), town, street, house
 * number, optional staircase and door, and the building type (SPEC §2).
 */
export function AddressForm({
  form,
  onSubmit,
  busy,
  numericZip,
}: {
  form: UseFormReturn<AddressValues, unknown, AddressFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  numericZip: boolean;
}) {
  const t = useTranslations('fibre');
  const message = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: keyof AddressValues) => {
    const code = errors[name]?.message;
    return code ? message(name, code) : undefined;
  };
  const buildingError = error('buildingType');
  return (
    <form className="form fibre-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className="fibre-form__grid">
        <Field id="fibre-zip" label={t('zip')} error={error('zip')} className="fibre-form__zip">
          {(control) => <input {...control} autoComplete="postal-code" inputMode={numericZip ? 'numeric' : 'text'} {...register('zip')} />}
        </Field>
        <Field id="fibre-city" label={t('city')} error={error('city')}>
          {(control) => <input {...control} autoComplete="address-level2" {...register('city')} />}
        </Field>
        <Field id="fibre-street" label={t('street')} error={error('street')} className="fibre-form__street">
          {(control) => <input {...control} {...register('street')} />}
        </Field>
        <Field id="fibre-house-number" label={t('houseNumber')} error={error('houseNumber')}>
          {(control) => <input {...control} {...register('houseNumber')} />}
        </Field>
        <Field id="fibre-stairs" label={t('stairs')} error={error('stairs')}>
          {(control) => <input {...control} {...register('stairs')} />}
        </Field>
        <Field id="fibre-door" label={t('door')} error={error('door')}>
          {(control) => <input {...control} {...register('door')} />}
        </Field>
      </div>
      <fieldset className="filter-group" aria-describedby={buildingError ? 'fibre-building-error' : undefined}>
        <legend>{t('buildingType')}</legend>
        {BUILDING_TYPES.map((type) => (
          <label key={type} className="choice">
            <input type="radio" value={type} {...register('buildingType')} />
            {t('buildingTypeOption', { type })}
          </label>
        ))}
        {buildingError && (
          <p id="fibre-building-error" className="field__error">
            {buildingError}
          </p>
        )}
      </fieldset>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('searching') : t('submit')}
        </button>
      </div>
    </form>
  );
}
