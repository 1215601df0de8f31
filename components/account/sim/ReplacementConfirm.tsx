'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { AccountForm } from '@/components/account/AccountForm';
import { useAccountForm } from '@/components/account/useAccountForm';
import { Field } from '@/components/form/Field';
import { useSite } from '@/components/site/SiteProvider';
import { simStateAfterReplacement } from '@/lib/account/sim-replacement';
import { upstream } from '@/lib/account/upstream';
import { simReplacement, simReplacementConfirmation, type SimReplacementConfirmation } from '@/lib/platform/contracts/sim-cards';
import type { SimState } from '@/lib/platform/content-api/schemas';
import { normalizeIccid } from '@/lib/domain/iccid';
import { formatDate } from '@/lib/platform/i18n/format';
import { simPath, simQueryKey } from './sim-query';
import { useReplacementFailure } from './useReplacementFailure';
import './sim.css';

const resolver = zodResolver(simReplacementConfirmation);
const ICCID_CODES = ['invalid_format', 'invalid_checksum', 'mismatch'] as const;

type Props = {
  customer: string;
  /** The line's state while a posted card is on its way. */
  state: SimState & { shippedReplacement: { requestedAt: string } };
  onConfirmed: () => void;
};

/**
 * Puts the posted card in use with the ICCID printed on it, checked as the API checks it (19 or 20
 * digits, Luhn check digit) before it is sent; the API also refuses a well-formed number that is not
 * the card sent (mismatch). A refused number stays in the field with its error.
 */
export function ReplacementConfirm({ customer, state, onConfirmed }: Props) {
  const t = useTranslations('accountSim.replacement');
  const site = useSite();
  const failure = useReplacementFailure();
  const key = state.phoneAccountId;
  const { form, field, save, shell } = useAccountForm({
    resolver,
    defaultValues: { iccid: '' },
    fields: {
      names: ['iccid'] as const,
      id: () => 'replacement-iccid',
      label: () => t('iccid'),
      message: (_name, code) =>
        code === 'required' ? t('error.iccidRequired') : t(`error.${ICCID_CODES.find((known) => known === code) ?? 'invalid_format'}`),
    },
    write: ({ iccid }: SimReplacementConfirmation) =>
      upstream(`${simPath(key)}/replacements/${encodeURIComponent(normalizeIccid(iccid))}`, simReplacement, { method: 'POST' }),
    query: { key: simQueryKey(customer, key), fromAnswer: (replacement) => simStateAfterReplacement(state, replacement) },
    onSuccess: onConfirmed,
  });
  const sent = formatDate(new Date(state.shippedReplacement.requestedAt), site.locale, 'long', site.market.timeZone);
  return (
    <div className="sim-replacement__confirm">
      <h3 id="replacement-confirm">{t('confirmHeading')}</h3>
      <p>{t('shipped', { date: sent })}</p>
      <AccountForm {...shell} aria-labelledby="replacement-confirm" submit={t('confirm')} failure={failure(save.error)}>
        <Field {...field('iccid')} hint={t('iccidHint')}>
          {(control) => <input {...control} {...form.register('iccid')} inputMode="numeric" autoComplete="off" spellCheck={false} />}
        </Field>
      </AccountForm>
    </div>
  );
}
