'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { MAX_HOUSEHOLD_SIZE, socialTariffEligibility, type Eligibility } from '@/lib/domain/social-tariff';
import { formatMoney } from '@/lib/platform/i18n/format';
import { parseAmount } from '@/lib/platform/i18n/parse-amount';
import './social-tariff.css';

type Errors = { persons?: true; income?: true };
type Outcome = { persons: number; income: number; eligibility: Eligibility };

/**
 * Whether a household qualifies by its monthly net income (SPEC §9 limits from 2025): household size
 * and income in, a clear yes or no with the limit out, announced politely. What was typed stays.
 */
export function EligibilityCalculator() {
  const t = useTranslations('socialTariff.calculator');
  const {
    locale,
    market: { currency },
  } = useSite();
  const id = useId();
  const [persons, setPersons] = useState('1');
  const [income, setIncome] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const money = (value: number) => formatMoney(value, currency, locale);

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const size = /^\d{1,2}$/.test(persons.trim()) ? Number(persons) : NaN;
    const amount = parseAmount(income);
    const next: Errors = {
      ...(!(size >= 1 && size <= MAX_HOUSEHOLD_SIZE) ? { persons: true } : {}),
      ...(amount === null ? { income: true } : {}),
    };
    setErrors(next);
    if (next.persons || next.income || amount === null) {
      setOutcome(undefined);
      document.getElementById(`${id}-${next.persons ? 'persons' : 'income'}`)?.focus();
      return;
    }
    setOutcome({ persons: size, income: amount, eligibility: socialTariffEligibility(size, amount) });
  };

  const field = (name: 'persons' | 'income') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ''}`,
  });

  return (
    <form className="form calculator" onSubmit={check} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('heading')}</h3>
      <div className="field">
        <label htmlFor={`${id}-persons`}>{t('persons')}</label>
        <p id={`${id}-persons-hint`} className="field__hint">
          {t('personsHint', { max: MAX_HOUSEHOLD_SIZE })}
        </p>
        <input
          {...field('persons')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_HOUSEHOLD_SIZE}
          value={persons}
          onChange={(e) => setPersons(e.target.value)}
        />
        {errors.persons && (
          <p id={`${id}-persons-error`} className="field__error">
            {t('personsError', { max: MAX_HOUSEHOLD_SIZE })}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-income`}>{t('income', { currency })}</label>
        <p id={`${id}-income-hint`} className="field__hint">
          {t('incomeHint')}
        </p>
        <input {...field('income')} inputMode="decimal" autoComplete="off" value={income} onChange={(e) => setIncome(e.target.value)} />
        {errors.income && (
          <p id={`${id}-income-error`} className="field__error">
            {t('incomeError', { example: money(1234.56) })}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        {t('submit')}
      </button>
      <div role="status" className="calculator__result">
        {outcome && (
          <p className={`notice${outcome.eligibility.qualifies ? '' : ' notice--neutral'}`}>
            <strong>{t('verdict', { qualifies: String(outcome.eligibility.qualifies) })}</strong>{' '}
            {outcome.eligibility.qualifies
              ? t('within', { persons: outcome.persons, income: money(outcome.income), limit: money(outcome.eligibility.limit) })
              : t('above', {
                  persons: outcome.persons,
                  income: money(outcome.income),
                  limit: money(outcome.eligibility.limit),
                  difference: money(-outcome.eligibility.margin),
                })}
          </p>
        )}
      </div>
    </form>
  );
}
