'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { FIBRE, fibreConnectionCost, MAX_ESTIMATE_METRES, parseDistance } from '@/lib/domain/fibre';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { FibrePrices } from '@/lib/platform/content-api/schemas';

/**
 * SPEC §9 connection-cost estimate for a single-family house: the visitor types the distance from the
 * property line, the estimate follows as they type (announced politely). The amounts are the market's
 * (Mandant.fixedLinePrices.fibre); the total is shown in their currency.
 */
export function FibreCostEstimate({
  prices,
  servicePhone,
  headingLevel,
}: {
  prices: FibrePrices;
  servicePhone: string;
  headingLevel: 3 | 4;
}) {
  const t = useTranslations('fibre');
  const { locale } = useSite();
  const id = useId();
  const [text, setText] = useState('');
  const parsed = parseDistance(text);
  const error = parsed.ok || parsed.reason === 'empty' ? undefined : parsed.reason;
  const estimate = parsed.ok ? fibreConnectionCost(parsed.metres, prices) : undefined;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="fibre-estimate">
      <Heading id={`${id}-heading`}>{t('estimateHeading')}</Heading>
      <div className="field">
        <label htmlFor={`${id}-distance`}>{t('distance')}</label>
        <p id={`${id}-hint`} className="field__hint">
          {t('distanceHint', { metres: FIBRE.includedMetres })}
        </p>
        <input
          id={`${id}-distance`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-result`}
        />
      </div>
      <output
        id={`${id}-result`}
        htmlFor={`${id}-distance`}
        aria-live="polite"
        className={error ? 'field__error' : 'fibre-estimate__result'}
      >
        {estimate &&
          t('estimate', { price: formatMoney(estimate.total.amount, estimate.total.currencyCode, locale), extra: estimate.extraMetres })}
        {error === 'invalid' && t('distanceInvalid')}
        {error === 'too_far' && t('distanceTooFar', { metres: MAX_ESTIMATE_METRES, phone: servicePhone })}
      </output>
    </div>
  );
}
