'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useAccountWallet } from '@/components/account/useAccountWallet';
import type { WalletPayment } from '@/components/checkout/wallet/payment-request';
import { FormErrors } from '@/components/form/FormErrors';
import { walletValue } from '@/lib/checkout/wallet-sheet';
import { RECHARGE_REQUESTS } from '@/lib/platform/contracts/recharge';
import { AmountChoice } from './AmountChoice';
import { RechargeFeedback } from './RechargeFeedback';
import type { RechargeFormProps } from './RechargeFormProps';
import { useRecharge } from './useRecharge';

const resolver = zodResolver(RECHARGE_REQUESTS.applepay.omit({ paymentToken: true }));

/**
 * The mobile wallet (ADR 47), offered only where the browser can pay with it: an amount, then the
 * wallet's sheet with that amount (useAccountWallet); the top-up goes through the door. The sheet
 * closes once the content API has answered.
 */
export function WalletForm(props: RechargeFormProps) {
  const { customer, credit } = props;
  const t = useTranslations('accountRecharge');
  const wallet = useAccountWallet(customer);
  const paid = useRef<WalletPayment | undefined>(undefined);

  const pay = async (body: { productKey: string; amount: number }) => {
    paid.current = await wallet.pay({ currency: credit.currencyISO, value: walletValue(body.amount), label: t('wallet.label') });
    return paid.current && { ...body, paymentToken: paid.current.token };
  };

  const amountOnly = { names: ['amount'] as const, label: () => t('amountLegend') };
  const { form, onSubmit, field, feedback, save, answer } = useRecharge({
    ...props,
    method: 'applepay',
    resolver,
    defaultValues: { productKey: props.productKey },
    fields: amountOnly,
    prepare: pay,
  });

  // The sheet shows the outcome too, once the content API has answered.
  useEffect(() => {
    if (save.state !== 'saved' && save.state !== 'failed') return;
    void paid.current?.complete(save.state === 'saved' && answer?.result === 'SUCCESS' ? 'success' : 'fail');
    paid.current = undefined;
  }, [save.state, answer]);

  return (
    <form className="form recharge__form" onSubmit={onSubmit} noValidate aria-label={t('wallet.submit')}>
      <p>{t('wallet.intro')}</p>
      <FormErrors {...feedback} />
      <AmountChoice {...field('amount')} control={form.control} name="amount" credit={credit} />
      <button type="submit" className="button button--primary" disabled={save.state === 'saving' || !wallet.ready}>
        {t('wallet.submit')}
      </button>
      {wallet.failed && <p className="notice notice--error">{t('wallet.unavailable')}</p>}
      <RechargeFeedback {...save} answer={answer} />
    </form>
  );
}
