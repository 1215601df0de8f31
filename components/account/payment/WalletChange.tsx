'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { SaveFeedback } from '../SaveFeedback';
import { useAccountWallet } from '../useAccountWallet';
import { useAccountWrite } from '../useAccountWrite';
import { changeMethod, paymentMethodKey } from './payment-query';

/**
 * The bills paid with the browser's wallet from now on (PUT /payment/changemethod/applepay, ADR 47),
 * offered only where the browser can pay with it. The button opens the wallet's sheet for the monthly
 * bills (nothing is charged now, useAccountWallet); the change goes through the door. A sheet the
 * customer closes changes nothing.
 */
export function WalletChange({ customer }: { customer: string }) {
  const t = useTranslations('accountPayment.wallet');
  const { market } = useSite();
  const wallet = useAccountWallet(customer);
  const change = useAccountWrite({
    write: (paymentToken: string) => changeMethod('payment/changemethod/applepay', { paymentToken }),
    query: { key: paymentMethodKey(customer) },
  });

  const authorise = async () => {
    const paid = await wallet.pay({ currency: market.currency, value: '0.00', label: t('sheetLabel') });
    if (!paid) return;
    await paid.complete('unknown');
    change.save(paid.token);
  };

  return (
    <div className="payment-form" role="group" aria-labelledby="wallet-heading">
      <h4 id="wallet-heading">{t('heading')}</h4>
      <p>{t('text')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void authorise()}
        disabled={change.state === 'saving' || !wallet.ready}
      >
        {t('submit')}
      </button>
      {wallet.failed && <p className="notice notice--error">{t('unavailable')}</p>}
      {change.upgrade}
      <SaveFeedback
        state={change.state}
        error={change.error}
        saved={t('saved')}
        failure={change.error?.status === 200 ? t('declined') : undefined}
      />
    </div>
  );
}
