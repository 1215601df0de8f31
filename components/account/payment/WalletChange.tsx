'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { useAccountWallet } from '../useAccountWallet';
import { useAccountWrite } from '../useAccountWrite';
import { OneButtonChange } from './OneButtonChange';
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
    <OneButtonChange
      name="wallet"
      change={change}
      onStart={() => void authorise()}
      disabled={!wallet.ready}
      feedback={{ saved: t('saved'), failure: change.error?.status === 200 ? t('declined') : undefined }}
    >
      {wallet.failed && <p className="notice notice--error">{t('unavailable')}</p>}
    </OneButtonChange>
  );
}
