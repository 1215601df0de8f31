'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { RECHARGE_REQUESTS } from '@/lib/platform/contracts/recharge';
import { AmountChoice } from './AmountChoice';
import { RechargeFeedback } from './RechargeFeedback';
import type { RechargeFormProps } from './RechargeFormProps';
import { useRecharge } from './useRecharge';

const resolver = zodResolver(RECHARGE_REQUESTS.paysafecard);

/** A paysafecard-type voucher: an amount, paid from the value left on the card with its 16-digit PIN. */
export function PinForm({ customer, productKey, credit }: RechargeFormProps) {
  const t = useTranslations('accountRecharge');
  const { form, onSubmit, field, feedback, save, answer } = useRecharge({
    method: 'paysafecard',
    customer,
    productKey,
    credit,
    resolver,
    defaultValues: { productKey, pin: '' },
    fields: { names: ['amount', 'pin'] as const, label: (name) => (name === 'pin' ? t('pin.pin') : t('amountLegend')) },
  });
  return (
    <form className="form recharge__form" onSubmit={onSubmit} noValidate aria-label={t('pin.submit')}>
      <p>{t('pin.intro')}</p>
      <FormErrors {...feedback} />
      <AmountChoice {...field('amount')} control={form.control} name="amount" credit={credit} />
      <Field {...field('pin')} hint={t('pin.pinHint')}>
        {(control) => <input {...control} {...form.register('pin')} inputMode="numeric" autoComplete="off" spellCheck={false} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={save.state === 'saving'}>
        {t('pin.submit')}
      </button>
      <RechargeFeedback {...save} answer={answer} />
    </form>
  );
}
