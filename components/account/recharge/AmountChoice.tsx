'use client';

import { useTranslations } from 'next-intl';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ChoiceGroup } from '@/components/checkout/ChoiceGroup';
import { useSite } from '@/components/site/SiteProvider';
import type { PrepaidBalance } from '@/lib/platform/content-api/schemas';
import { formatMoney } from '@/lib/platform/i18n/format';

type Props<V extends FieldValues> = {
  /** The id of the first option: the error summary links to it. */
  id: string;
  control: Control<V>;
  name: Path<V>;
  /** The line's credit: its allowedRechargeAmounts, in its currency. */
  credit: Pick<PrepaidBalance, 'allowedRechargeAmounts' | 'currencyISO'>;
  error?: string;
};

/**
 * The amounts a line may be topped up with, as radio buttons named by their money value. The value
 * is kept as the number the request schema wants (a registered radio would give a string).
 */
export function AmountChoice<V extends FieldValues>({ id, control, name, credit, error }: Props<V>) {
  const t = useTranslations('accountRecharge');
  const { locale } = useSite();
  const { field } = useController({ control, name });
  return (
    <ChoiceGroup
      id={id}
      legend={t('amountLegend')}
      error={error}
      options={credit.allowedRechargeAmounts.map((amount) => ({
        value: String(amount),
        label: formatMoney(amount, credit.currencyISO, locale),
      }))}
      input={(value) => ({
        name: field.name,
        checked: field.value === Number(value),
        onChange: () => field.onChange(Number(value)),
        onBlur: field.onBlur,
      })}
    />
  );
}
