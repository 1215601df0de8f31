'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { EpsBankOptions } from '@/components/form/EpsBankOptions';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { startPaymentTrip } from '@/lib/account/payment-trip/client';
import { leave } from '@/lib/account/upstream';
import type { EpsBank } from '@/lib/platform/contracts/customer-payment';
import { openPositionTripRequest } from '@/lib/platform/contracts/payment-trip';
import { SaveFeedback } from '../SaveFeedback';
import { useAccountForm } from '../useAccountForm';

const resolver = zodResolver(openPositionTripRequest);
type PayValues = z.input<typeof openPositionTripRequest>;

type Props = {
  billingContractId: string;
  /** The methods that pay it now (GET /payment/openposition's payableBy). */
  payableBy: readonly ('CREDITCARD' | 'EPS')[];
  /** The EPS banks, where EPS pays it. */
  banks: readonly EpsBank[];
  /** The amount owed, formatted in the market's currency. */
  amount: string;
};

/**
 * Paying the open position now (ADR 20): by card at the payment provider's page (3-D Secure where the
 * card asks for it) or by EPS from the chosen bank; the provider brings the customer back with the
 * outcome.
 */
export function OpenPositionPay({ billingContractId, payableBy, banks, amount }: Props) {
  const t = useTranslations('accountPayment.open');
  const { form, onSubmit, field, feedback, save } = useAccountForm({
    resolver,
    defaultValues: { kind: 'open-position', billingContractId, method: payableBy[0] } as PayValues,
    fields: {
      names: ['method', 'bic'] as const,
      id: (name) => `open-${name}`,
      label: (name) => t(`labels.${name}`),
      message: (name, code) => t('error', { code: code ?? 'invalid_format', field: name }),
    },
    write: (values: z.output<typeof openPositionTripRequest>) => startPaymentTrip(values),
    onSuccess: ({ next }: { next: string }) => leave.to(next),
  });
  const method = form.watch('method');
  const methodError = field('method').error;
  return (
    <form className="form payment-form" onSubmit={onSubmit} noValidate>
      <FormErrors {...feedback} />
      <fieldset id="open-method" className="payment-change__choices" aria-describedby={methodError ? 'open-method-error' : undefined}>
        <legend>{t('labels.method')}</legend>
        {payableBy.map((name) => (
          <label key={name} className="choice">
            <input type="radio" value={name} {...form.register('method')} />
            {t('option', { method: name })}
          </label>
        ))}
        {methodError && (
          <p id="open-method-error" className="field__error">
            {methodError}
          </p>
        )}
      </fieldset>
      {method === 'EPS' && (
        <Field {...field('bic')}>
          {(control) => (
            <select {...control} aria-required="true" {...form.register('bic', { setValueAs: (v: string) => v || undefined })}>
              <EpsBankOptions banks={banks} choose={t('chooseBank')} />
            </select>
          )}
        </Field>
      )}
      <button type="submit" className="button button--primary" disabled={save.state === 'saving' || save.state === 'saved'}>
        {t('submit', { amount })}
      </button>
      <SaveFeedback {...save} saved={t('leaving')} />
    </form>
  );
}
