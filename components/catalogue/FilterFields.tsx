'use client';

import Form from 'next/form';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SORTS, type Sort } from '@/lib/catalogue/filters';

export type Choice = { value: string; label: string };

/** ICU select keys are identifiers: the URL's "price-asc" is the message's "priceAsc". */
const SORT_MESSAGE: Record<Sort, 'recommended' | 'priceAsc' | 'priceDesc'> = {
  recommended: 'recommended',
  'price-asc': 'priceAsc',
  'price-desc': 'priceDesc',
};

/** A filter as radio buttons with an "Any" choice that leaves it out. */
export function RadioGroup({ name, legend, choices, value }: { name: string; legend: string; choices: Choice[]; value?: string }) {
  const any = useTranslations('overview')('any');
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {[{ value: '', label: any }, ...choices].map((c) => (
        <label key={c.value || 'any'} className="choice">
          <input type="radio" name={name} value={c.value} defaultChecked={(value ?? '') === c.value} />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Minimum and maximum price; the legend says what the price is (per month, one-off …). */
export function PriceRange({ legend, min, max }: { legend: string; min?: number; max?: number }) {
  const t = useTranslations('overview');
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <label className="field">
        <span>{t('priceMin')}</span>
        <input type="number" name="min" min={0} step="0.1" inputMode="decimal" defaultValue={min} />
      </label>
      <label className="field">
        <span>{t('priceMax')}</span>
        <input type="number" name="max" min={0} step="0.1" inputMode="decimal" defaultValue={max} />
      </label>
    </fieldset>
  );
}

export function SortSelect({ sort }: { sort: Sort }) {
  const t = useTranslations('overview');
  return (
    <label className="field">
      <span>{t('sort')}</span>
      <select name="sort" defaultValue={sort === 'recommended' ? '' : sort}>
        {SORTS.map((option) => (
          <option key={option} value={option === 'recommended' ? '' : option}>
            {t('sortOption', { sort: SORT_MESSAGE[option] })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Empty fields are left out of the URL: disabled for the moment the form is read, then restored. */
function setEmptyFieldsDisabled(form: HTMLFormElement, disabled: boolean) {
  for (const el of Array.from(form.elements)) {
    if ((el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.value === '') el.disabled = disabled;
  }
  if (disabled) requestAnimationFrame(() => setEmptyFieldsDisabled(form, false));
}

/**
 * Filters as a GET form: without JavaScript "Show results" submits it; with JavaScript every change
 * navigates on the client.
 */
export function GetFilterForm({ action, clearHref, children }: { action: string; clearHref: string; children: ReactNode }) {
  const t = useTranslations('overview');
  return (
    <Form
      action={action}
      className="filter-form"
      aria-label={t('filters')}
      onChange={(e) => e.currentTarget.requestSubmit()}
      onSubmit={(e) => setEmptyFieldsDisabled(e.currentTarget, true)}
    >
      {children}
      <div className="filter-form__actions">
        <button type="submit" className="button button--primary">
          {t('apply')}
        </button>
        <a href={clearHref} className="button button--link">
          {t('clearAll')}
        </a>
      </div>
    </Form>
  );
}
