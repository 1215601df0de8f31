import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { earliestStacIssue, type NumberRules } from '@/lib/checkout/steps/number-schema';
import type { NumberControls } from './number-controls';

type Props = {
  index: number;
  rules: NumberRules;
  controls: NumberControls;
  /** The choice of the new number. */
  newNumber: ReactNode;
};

/** A UK contract cancelled by its STAC: the old number, its provider, the STAC and its day of issue, then the new number. */
export function CancelFields({ index: i, rules, controls: { text, select }, newNumber }: Props) {
  const t = useTranslations('checkoutNumber');
  return (
    <>
      {text(`simCards.${i}.cancelPhoneNumber`, { type: 'tel', autoComplete: 'tel' })}
      {select(
        `simCards.${i}.previousProviderId`,
        rules.providers.map((p) => ({ value: p.id, label: p.displayName })),
      )}
      {text(`simCards.${i}.code`, { hint: t('stacHint'), autoComplete: 'off', autoCapitalize: 'characters' })}
      {text(`simCards.${i}.codeIssuedOn`, { type: 'date', min: earliestStacIssue(rules.today), max: rules.today })}
      {newNumber}
    </>
  );
}
