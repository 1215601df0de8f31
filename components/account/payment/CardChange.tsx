'use client';

import { useTranslations } from 'next-intl';
import { startPaymentTrip } from '@/lib/account/payment-trip/client';
import { leave } from '@/lib/account/upstream';
import { SaveFeedback } from '../SaveFeedback';
import { useAccountWrite } from '../useAccountWrite';

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
    <div className="payment-form" role="group" aria-labelledby="card-heading">
      <h4 id="card-heading">{t('heading')}</h4>
      <p>{t('text')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => start.save(undefined)}
        disabled={start.state === 'saving' || start.state === 'saved'}
      >
        {t('submit')}
      </button>
      {start.upgrade}
      <SaveFeedback state={start.state} error={start.error} saved={t('leaving')} />
    </div>
  );
}
