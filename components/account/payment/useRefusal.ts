'use client';

import { useTranslations } from 'next-intl';
import type { UpstreamError } from '@/lib/account/upstream';
import { paymentFailureReason } from '@/lib/platform/contracts/customer-payment';

/**
 * Why a change the content API answered with result ERROR was refused (SEPA: the bank takes no
 * direct debits; e-bill: the e-banking takes no e-bills), for SaveFeedback's `failure`; undefined
 * for any other failure, which SaveFeedback tells itself.
 */
export function useRefusal() {
  const t = useTranslations('accountPayment');
  return (error: UpstreamError | undefined) => {
    const reason = error?.status === 200 ? paymentFailureReason.safeParse(error.code) : undefined;
    return reason?.success ? t('refused', { reason: reason.data }) : undefined;
  };
}
