'use client';

import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { SORTS, type Filters, type Sort } from '@/lib/catalogue/filters';

type Choice = { value: string; label: string };

/** ICU select keys are identifiers: the URL's "price-asc" is the message's "priceAsc". */
const SORT_MESSAGE: Record<Sort, 'recommended' | 'priceAsc' | 'priceDesc'> = {
  recommended: 'recommended',
  'price-asc': 'priceAsc',
  'price-desc': 'priceDesc',
};

function RadioGroup({ name, legend, choices, value }: { name: string; legend: string; choices: Choice[]; value?: string }) {
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
export function FilterForm({ action, filters, clearHref }: { action: string; filters: Filters; clearHref: string }) {
  const t = useTranslations('overview');
  const tariff = useTranslations('tariff');
  const isTariffs = filters.category === 'tariffs';
  const isFixed = filters.category === 'internet' || filters.category === 'tv';
  const isPhones = filters.category === 'smartphones';
  return (
    <Form
      action={action}
      className="filter-form"
      aria-label={t('filters')}
      onChange={(e) => e.currentTarget.requestSubmit()}
      onSubmit={(e) => setEmptyFieldsDisabled(e.currentTarget, true)}
    >
      {filters.category !== 'tariffs' && <input type="hidden" name="category" value={filters.category} />}
      {(isTariffs || isPhones) && (
        <RadioGroup
          name="sim"
          legend={t('simType')}
          value={filters.sim}
          choices={[
            { value: 'SIM', label: tariff('simType', { type: 'SIM' }) },
            { value: 'ESIM', label: tariff('simType', { type: 'ESIM' }) },
          ]}
        />
      )}
      {isTariffs && (
        <>
          <RadioGroup
            name="account"
            legend={t('accountType')}
            value={filters.account}
            choices={[
              { value: 'PRIVATE', label: tariff('customerType', { type: 'PRIVATE' }) },
              { value: 'BUSINESS', label: tariff('customerType', { type: 'BUSINESS' }) },
            ]}
          />
          <RadioGroup
            name="payment"
            legend={t('paymentOption')}
            value={filters.payment}
            choices={[
              { value: 'POST_PAY', label: tariff('paymentType', { type: 'POST_PAY' }) },
              { value: 'PRE_PAY', label: tariff('paymentType', { type: 'PRE_PAY' }) },
            ]}
          />
        </>
      )}
      {(isTariffs || isFixed) && (
        <RadioGroup
          name="commitment"
          legend={t('commitment')}
          value={filters.commitment?.toString()}
          choices={[12, 24].map((months) => ({ value: String(months), label: t('commitmentOption', { months }) }))}
        />
      )}
      {isPhones && (
        <RadioGroup
          name="os"
          legend={t('operatingSystem')}
          value={filters.os}
          choices={(['IOS', 'ANDROID'] as const).map((os) => ({ value: os, label: t('os', { os }) }))}
        />
      )}
      <fieldset className="filter-group">
        <legend>{t('priceRange')}</legend>
        <label className="field">
          <span>{t('priceMin')}</span>
          <input type="number" name="min" min={0} step="0.1" inputMode="decimal" defaultValue={filters.min} />
        </label>
        <label className="field">
          <span>{t('priceMax')}</span>
          <input type="number" name="max" min={0} step="0.1" inputMode="decimal" defaultValue={filters.max} />
        </label>
      </fieldset>
      <label className="field">
        <span>{t('sort')}</span>
        <select name="sort" defaultValue={filters.sort === 'recommended' ? '' : filters.sort}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort === 'recommended' ? '' : sort}>
              {t('sortOption', { sort: SORT_MESSAGE[sort] })}
            </option>
          ))}
        </select>
      </label>
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
