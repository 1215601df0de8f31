'use client';

import { useTranslations } from 'next-intl';
import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { BUILDING_TYPES } from '@/lib/domain/fixed-line';
import type { AddressValues } from './check-client';
import { addressRules, errorMessageKey } from './form-rules';
import { TextField } from './TextField';

/**
 * The address of the availability check: postal code (the market's pattern), town, street, house
 * number, optional staircase and door, and the building type (SPEC §2).
 */
export function AddressForm({
  form,
  onSubmit,
  busy,
  zipPattern,
  numericZip,
}: {
  form: UseFormReturn<AddressValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  zipPattern: string;
  numericZip: boolean;
}) {
  const t = useTranslations('fibre');
  const {
    formState: { errors },
  } = form;
  const rules = addressRules(zipPattern);
  const register = <K extends keyof AddressValues>(name: K) => form.register(name, rules[name]);
  const error = (name: keyof AddressValues) => {
    const code = errors[name]?.message;
    return code ? t(`errors.${errorMessageKey(name, code)}`) : undefined;
  };
  const buildingError = error('buildingType');
  return (
    <form className="form fibre-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className="fibre-form__grid">
        <TextField
          id="fibre-zip"
          label={t('zip')}
          error={error('zip')}
          registration={register('zip')}
          autoComplete="postal-code"
          inputMode={numericZip ? 'numeric' : 'text'}
          className="fibre-form__zip"
        />
        <TextField id="fibre-city" label={t('city')} error={error('city')} registration={register('city')} autoComplete="address-level2" />
        <TextField id="fibre-street" label={t('street')} error={error('street')} registration={register('street')} className="fibre-form__street" />
        <TextField id="fibre-house-number" label={t('houseNumber')} error={error('houseNumber')} registration={register('houseNumber')} />
        <TextField id="fibre-stairs" label={t('stairs')} error={error('stairs')} registration={register('stairs')} />
        <TextField id="fibre-door" label={t('door')} error={error('door')} registration={register('door')} />
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
