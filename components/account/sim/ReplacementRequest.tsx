'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AccountForm } from '@/components/account/AccountForm';
import { useAccountForm } from '@/components/account/useAccountForm';
import { ChoiceGroup } from '@/components/checkout/ChoiceGroup';
import { simStateAfterReplacement } from '@/lib/account/sim-replacement';
import { upstream } from '@/lib/account/upstream';
import { simReplacement, simReplacementRequest, simType, type SimReplacementRequest } from '@/lib/platform/contracts/sim-cards';
import type { SimReplacement, SimState } from '@/lib/platform/content-api/schemas';
import { simQueryKey } from './sim-query';
import { useReplacementFailure } from './useReplacementFailure';

const resolver = zodResolver(simReplacementRequest);

type Props = { customer: string; state: SimState };

/**
 * Asks for a new card (SIM_CHANGE feature, upgraded write access): a SIM card by post, then waiting
 * for its printed ICCID, or a new eSIM at once, whose QR code and details the page draws on the
 * server, so it is read again.
 */
export function ReplacementRequest({ customer, state }: Props) {
  const t = useTranslations('accountSim.replacement');
  const router = useRouter();
  const failure = useReplacementFailure();
  const [answer, setAnswer] = useState<SimReplacement>();
  const { form, field, save, shell } = useAccountForm({
    resolver,
    defaultValues: { productKey: state.phoneAccountId },
    fields: {
      names: ['simType'] as const,
      id: () => 'replacement-sim-type',
      label: () => t('simType'),
      message: () => t('error.required'),
    },
    write: (body: SimReplacementRequest) => upstream('simcards/replacements', simReplacement, { method: 'POST', body }),
    query: { key: simQueryKey(customer, state.phoneAccountId), fromAnswer: (replacement) => simStateAfterReplacement(state, replacement) },
    onSuccess: (replacement) => {
      setAnswer(replacement);
      if (replacement.simType === 'ESIM') router.refresh();
    },
  });
  const { id, error } = field('simType');
  return (
    <AccountForm
      {...shell}
      aria-label={t('heading')}
      submit={t('request')}
      saved={answer && t(answer.simType === 'ESIM' ? 'esimReady' : 'requested')}
      failure={failure(save.error)}
    >
      <ChoiceGroup
        id={id}
        legend={t('simType')}
        error={error}
        options={simType.options.map((type) => ({ value: type, label: t('simTypeValue', { type }) }))}
        input={form.register('simType')}
      />
    </AccountForm>
  );
}
