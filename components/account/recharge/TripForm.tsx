'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useAccountForm } from '@/components/account/useAccountForm';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { answerOf } from '@/lib/account/upstream';
import { paymentTripContract, paymentTripRequest, type PaymentTripRequest } from '@/lib/platform/contracts/payment-trip';
import type { EpsBank } from '@/lib/platform/content-api/schemas';
import { AmountChoice } from './AmountChoice';
import { RechargeFeedback } from './RechargeFeedback';
import type { RechargeFormProps } from './RechargeFormProps';
import { useRechargeFields } from './useRechargeFields';

const resolver = zodResolver(paymentTripRequest);

/** Sends the browser on to the provider's page; a seam for tests. */
export const provider = { go: (next: string) => window.location.assign(next) };

type Props = RechargeFormProps & {
  method: 'creditcard' | 'eps' | 'twint';
  /** The amount chosen before, when a top-up came back refused (?amount=): kept for another try. */
  amount?: number;
  /** EPS: the banks of GET /payment/eps/banklist, or 'unavailable' when they could not be read. */
  banks?: EpsBank[] | 'unavailable';
};

/** Starts the shared payment trip (ADR 20) and leaves for the provider's page it names. */
const startTrip = (body: PaymentTripRequest) =>
  answerOf(
    fetch('/api/account/payment-trip', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    paymentTripContract.ok,
  );

/**
 * A top-up through the provider's pages (ADR 20): by card (its hosted field, maybe 3-D Secure), by
 * EPS (the chosen bank's online banking) or by TWINT (our page that waits for the app, ADR 48). The amount and bank are checked here and by the trip
 * before the browser leaves; it comes back to this screen with the outcome (`TripOutcome`).
 */
export function TripForm({ productKey, credit, method, amount, banks }: Props) {
  const t = useTranslations('accountRecharge');
  const eps = method === 'eps';
  const fields = useRechargeFields(method, eps ? (['amount', 'bic'] as const) : (['amount'] as const), (name) =>
    name === 'bic' ? t('eps.bank') : t('amountLegend'),
  );
  const { form, onSubmit, field, feedback, save } = useAccountForm({
    resolver,
    defaultValues: { kind: 'recharge', productKey, method, ...(amount === undefined ? {} : { amount }), ...(eps ? { bic: '' } : {}) },
    fields,
    write: startTrip,
    onSuccess: ({ next }) => provider.go(next),
  });
  if (eps && banks === 'unavailable') return <p className="notice notice--error">{t('eps.banksFailed')}</p>;
  const texts = method === 'creditcard' ? 'card' : method;
  const submit = t(`${texts}.submit`);
  const bankList = Array.isArray(banks) ? banks : [];
  return (
    <form className="form recharge__form" onSubmit={onSubmit} noValidate aria-label={submit}>
      <p>{t(`${texts}.note`)}</p>
      <FormErrors {...feedback} />
      <AmountChoice {...field('amount')} control={form.control} name="amount" credit={credit} />
      {eps && (
        <Field {...field('bic')}>
          {(control) => (
            <select {...control} {...form.register('bic')}>
              <option value="">{t('eps.chooseBank')}</option>
              {bankList.map((bank) => (
                <option key={bank.bic} value={bank.bic}>
                  {bank.displayName}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <button type="submit" className="button button--primary" disabled={save.state !== 'idle' && save.state !== 'failed'}>
        {submit}
      </button>
      <RechargeFeedback {...save} saved={t('leaving')} />
    </form>
  );
}
