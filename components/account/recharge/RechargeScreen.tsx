'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ChoiceGroup } from '@/components/checkout/ChoiceGroup';
import type { RechargeCard } from '@/lib/account/recharge-card';
import type { EpsBank, PrepaidBalance, RechargeMethod } from '@/lib/platform/content-api/schemas';
import { CreditSummary } from './CreditSummary';
import { PinForm } from './PinForm';
import { useCredit } from './recharge-query';
import { StoredCardForm } from './StoredCardForm';
import { TripForm } from './TripForm';
import { VoucherForm } from './VoucherForm';
import { WalletForm } from './WalletForm';
import { useWalletReady } from '@/components/checkout/wallet/useWalletReady';

type Props = {
  customer: string;
  productKey: string;
  /** The line's SPEC §3 Usage.prepaid as the page read it. */
  initial: PrepaidBalance;
  /** The saved card, when the line may be topped up with it. */
  card?: RechargeCard;
  /** The EPS banks, when the line may be topped up by EPS ('unavailable' when they could not be read). */
  banks?: EpsBank[] | 'unavailable';
  /** The method and amount of a top-up that came back failed: chosen again for another try. */
  chosen?: { method: RechargeMethod; amount?: number };
};

/**
 * Topping up a prepaid line (SPEC §7 prepaid recharge): the credit, the methods the line offers
 * (allowedRechargePaymentMethods, named as the content API names them) and the chosen method's form:
 * voucher, PIN, saved card and the browser's wallet top up at once through the door; card, EPS and
 * TWINT leave for the provider (TWINT: for our page that waits for the app).
 */
export function RechargeScreen({ customer, productKey, initial, card, banks, chosen }: Props) {
  const t = useTranslations('accountRecharge');
  const credit = useCredit(customer, productKey, initial);
  const walletReady = useWalletReady();
  // The wallet only where the browser can pay with it (ADR 47).
  const methods = credit.allowedRechargePaymentMethods.filter(({ key }) => key !== 'applepay' || walletReady);
  const [method, setMethod] = useState<RechargeMethod | undefined>(
    chosen && methods.some(({ key }) => key === chosen.method) ? chosen.method : undefined,
  );
  const form = { customer, productKey, credit };
  return (
    <>
      <CreditSummary credit={credit} />
      <section aria-labelledby="recharge-top-up" className="recharge__top-up">
        <h2 id="recharge-top-up">{t('topUpHeading')}</h2>
        <ChoiceGroup
          id="recharge-method"
          legend={t('methodLegend')}
          options={methods.map(({ key, name }) => ({ value: key, label: name }))}
          input={(value) => ({
            name: 'recharge-method',
            defaultChecked: value === method,
            onChange: (event) => setMethod(methods.find(({ key }) => key === event.target.value)?.key),
          })}
        />
        {method === 'voucher' && <VoucherForm {...form} />}
        {method === 'paysafecard' && <PinForm {...form} />}
        {method === 'applepay' && <WalletForm {...form} />}
        {method === 'storedcreditcard' && <StoredCardForm {...form} card={card ?? { kind: 'unknown' }} />}
        {(method === 'creditcard' || method === 'eps' || method === 'twint') && (
          <TripForm key={method} {...form} method={method} amount={method === chosen?.method ? chosen.amount : undefined} banks={banks} />
        )}
      </section>
    </>
  );
}
