'use client';

import { useTranslations } from 'next-intl';
import { startPaymentTrip } from '@/lib/account/payment-trip/client';
import { leave } from '@/lib/account/upstream';
import { useAccountWrite } from '../useAccountWrite';
import { OneButtonChange } from './OneButtonChange';

/**
 * The bills to a new card (ADR 20): the card is typed only into the payment provider's page (then 3-D
 * Secure where the card asks for it), which brings the customer back here with the outcome. Needs
 * upgraded write access: the upgrade prompt first, then the same start again.
 */
export function CardChange() {
  const t = useTranslations('accountPayment.card');
  const start = useAccountWrite({
    write: () => startPaymentTrip({ kind: 'card-change' }),
    onSuccess: ({ next }) => leave.to(next),
  });
  return (
    <OneButtonChange
      name="card"
      change={start}
      onStart={() => start.save(undefined)}
      disabled={start.state === 'saved'}
      feedback={{ saved: t('leaving') }}
    />
  );
}
