'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { AccountForm } from '@/components/account/AccountForm';
import { Field } from '@/components/form/Field';
import { useAccountForm } from '@/components/account/useAccountForm';
import { upstream } from '@/lib/account/upstream';
import { terminationConfirmation, terminationRequest } from '@/lib/platform/contracts/account-termination';
import { dayText } from '@/lib/platform/i18n/day-text';
import type { TerminationConfirmation } from '@/lib/platform/content-api/schemas';
import { TerminationConsequences } from './TerminationConsequences';
import './terminate.css';

/** The termination as the form checks it: the wire's body plus the customer's explicit confirmation. */
const confirmedTermination = terminationRequest.extend({ confirmed: z.literal(true, { error: 'confirm_required' }) });
const resolver = zodResolver(confirmedTermination);

const FAILURES: Record<string, 'alreadyTerminated' | 'notTerminable'> = {
  already_terminated: 'alreadyTerminated',
  not_terminable: 'notTerminable',
};

type Props = { productKey: string; product: string; number?: string };

/**
 * The second click of a cancellation (the start page's "Cancel contract" link is the first): a
 * required tick that names the line, then the button. The door wants upgraded write access, so the
 * upgrade prompt may come between, taking the focus, and the same termination is sent once it is
 * given. The answer replaces the form: the end date, the confirmation number and where it was sent.
 */
export function TerminateContract({ productKey, product, number }: Props) {
  const t = useTranslations('accountTermination');
  const locale = useLocale();
  const [confirmation, setConfirmation] = useState<TerminationConfirmation>();
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const upgradeRef = useRef<HTMLDivElement>(null);
  const label = t('confirmLabel', { product, number: number ?? 'none' });

  const { form, field, save, shell } = useAccountForm({
    resolver,
    defaultValues: { productKey },
    fields: { names: ['confirmed'] as const, id: () => 'terminate-confirmed', label: () => label, message: () => t('confirmRequired') },
    write: ({ productKey: key, reason, requestedDate }: z.output<typeof confirmedTermination>) =>
      upstream('customerarea/contract:terminate', terminationConfirmation, {
        method: 'POST',
        body: { productKey: key, reason, requestedDate },
      }),
    onSuccess: (answer) => setConfirmation(answer),
  });

  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);
  // Keyboard and screen-reader users are taken to the prompt once, when it appears (not on every render).
  const awaitingUpgrade = shell.upgrade !== null;
  useEffect(() => {
    if (awaitingUpgrade) upgradeRef.current?.querySelector<HTMLElement>('input:checked, input, button')?.focus();
  }, [awaitingUpgrade]);

  if (confirmation) {
    return (
      <section aria-labelledby="termination-confirmed" className="termination__confirmation notice">
        <h2 id="termination-confirmed" tabIndex={-1} ref={confirmationRef}>
          {t('confirmedHeading')}
        </h2>
        <p>{t('confirmedEnds', { product, date: dayText(confirmation.effectiveDate, locale) })}</p>
        <p>{t('confirmationNumber', { number: confirmation.confirmationNumber })}</p>
        <p>{t('sentTo', confirmation.confirmationSentTo)}</p>
        <TerminationConsequences
          consequences={confirmation.consequences}
          product={product}
          effectiveDate={confirmation.effectiveDate}
          runtimeEnd={confirmation.runtimeEnd}
        />
      </section>
    );
  }

  const failure = save.error && FAILURES[save.error.code];
  return (
    <AccountForm
      {...shell}
      upgrade={<div ref={upgradeRef}>{shell.upgrade}</div>}
      className="form termination__form"
      submit={t('submit')}
      failure={failure ? t(failure) : undefined}
    >
      <Field {...field('confirmed')} choice>
        {(control) => <input {...control} type="checkbox" {...form.register('confirmed')} />}
      </Field>
    </AccountForm>
  );
}
