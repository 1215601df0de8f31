'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { payWithWallet, type WalletPayment } from '@/components/checkout/wallet/payment-request';
import { FormErrors } from '@/components/form/FormErrors';
import { useSite } from '@/components/site/SiteProvider';
import { upstream } from '@/lib/account/upstream';
import { walletValue } from '@/lib/checkout/wallet-sheet';
import { RECHARGE_REQUESTS, walletMerchantSession, walletSession } from '@/lib/contracts/recharge';
import { AmountChoice } from './AmountChoice';
import { RechargeFeedback } from './RechargeFeedback';
import type { RechargeFormProps } from './RechargeFormProps';
import { useRecharge } from './useRecharge';

const resolver = zodResolver(RECHARGE_REQUESTS.applepay.omit({ paymentToken: true }));

/**
 * The mobile wallet (ADR 47), offered only where the browser can pay with it: an amount, then the
 * wallet's sheet with that amount. Its session (GET /payment/applepay/getToken) is opened when the
 * method is chosen, so the button opens the sheet at once; the merchant validation and the top-up go
 * through the door. The sheet closes once the content API has answered.
 */
export function WalletForm(props: RechargeFormProps) {
  const { customer, credit } = props;
  const t = useTranslations('accountRecharge');
  const { market } = useSite();
  const session = useQuery({ queryKey: [customer, 'wallet-session'], queryFn: () => upstream('payment/applepay/getToken', walletSession), staleTime: 10 * 60_000 });
  const paid = useRef<WalletPayment | undefined>(undefined);

  const pay = async (body: { productKey: string; amount: number }) => {
    if (!session.data) return undefined;
    const { token: clientToken, clientId: merchantIdentifier } = session.data;
    const sheet = { merchantIdentifier, clientToken, countryCode: market.country, currency: credit.currencyISO, value: walletValue(body.amount), label: t('wallet.label') };
    paid.current = await payWithWallet(sheet, async (validationURL) => {
      const answer = await upstream('payment/method/applepay/validatemerchant', walletMerchantSession, { method: 'POST', body: { validationURL, clientToken } });
      return answer.merchantSession;
    });
    return paid.current && { ...body, paymentToken: paid.current.token };
  };

  const amountOnly = { names: ['amount'] as const, label: () => t('amountLegend') };
  const { form, onSubmit, field, feedback, save, answer } = useRecharge({ ...props, method: 'applepay', resolver, defaultValues: { productKey: props.productKey }, fields: amountOnly, prepare: pay });

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
      <AmountChoice {...field('amount')} control={form.control} name="amount" amounts={credit.allowedRechargeAmounts} currencyISO={credit.currencyISO} />
      <button type="submit" className="button button--primary" disabled={save.state === 'saving' || !session.data}>
        {t('wallet.submit')}
      </button>
      {session.isError && <p className="notice notice--error">{t('wallet.unavailable')}</p>}
      <RechargeFeedback {...save} answer={answer} />
    </form>
  );
}
