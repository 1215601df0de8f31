/**
 * The fields of a filter form, rendered on the server: only the form around them (GetFilterForm)
 * runs in the browser, so hydrating it formats no labels (a plural label costs a fresh page its
 * first Intl.PluralRules).
 */
import { getTranslations } from 'next-intl/server';
import { SORTS, type Sort } from '@/lib/catalogue/filters';
import type { FilterFormLabels } from './GetFilterForm';

export type Choice = { value: string; label: string };

/** ICU select keys are identifiers: the URL's "price-asc" is the message's "priceAsc". */
const SORT_MESSAGE: Record<Sort, 'recommended' | 'priceAsc' | 'priceDesc'> = {
  recommended: 'recommended',
  'price-asc': 'priceAsc',
  'price-desc': 'priceDesc',
};

/** The words of the form around the fields (GetFilterForm): the browser gets them, not their messages. */
export async function filterFormLabels(): Promise<FilterFormLabels> {
  const t = await getTranslations('overview');
  return { filters: t('filters'), apply: t('apply'), clearAll: t('clearAll') };
}

/** A filter as radio buttons with an "Any" choice that leaves it out. */
export async function RadioGroup({ name, legend, choices, value }: { name: string; legend: string; choices: Choice[]; value?: string }) {
  const any = (await getTranslations('overview'))('any');
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
export async function PriceRange({ legend, min, max }: { legend: string; min?: number; max?: number }) {
  const t = await getTranslations('overview');
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

export async function SortSelect({ sort }: { sort: Sort }) {
  const t = await getTranslations('overview');
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
