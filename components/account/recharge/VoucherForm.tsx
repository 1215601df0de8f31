'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { RECHARGE_REQUESTS } from '@/lib/platform/contracts/recharge';
import { RechargeFeedback } from './RechargeFeedback';
import type { RechargeFormProps } from './RechargeFormProps';
import { useRecharge } from './useRecharge';

const resolver = zodResolver(RECHARGE_REQUESTS.voucher);

/** Our own recharge voucher: the code printed on it; its value is credited, so there is no amount. */
export function VoucherForm({ customer, productKey, credit }: RechargeFormProps) {
  const t = useTranslations('accountRecharge.voucher');
  const { form, onSubmit, field, feedback, save, answer } = useRecharge({
    method: 'voucher',
    customer,
    productKey,
    credit,
    resolver,
    defaultValues: { productKey, code: '' },
    fields: { names: ['code'] as const, label: () => t('code') },
  });
  return (
    <form className="form recharge__form" onSubmit={onSubmit} noValidate aria-label={t('submit')}>
      <p>{t('intro')}</p>
      <FormErrors {...feedback} />
      <Field {...field('code')} hint={t('codeHint')}>
        {(control) => <input {...control} {...form.register('code')} inputMode="numeric" autoComplete="off" spellCheck={false} />}
      </Field>
      <button type="submit" className="button button--primary" disabled={save.state === 'saving'}>
        {t('submit')}
      </button>
      <RechargeFeedback {...save} answer={answer} />
    </form>
  );
}
