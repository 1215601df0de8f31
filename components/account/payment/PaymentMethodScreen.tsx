'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { CustomerPaymentMethod, PaymentMethodChoice } from './choices';
import { changeChoices } from './choices';
import { CardChange } from './CardChange';
import { CurrentMethod } from './CurrentMethod';
import type { EpsBank } from '@/lib/platform/contracts/customer-payment';
import { EbillForm } from './EbillForm';
import { EpsChange } from './EpsChange';
import { InvoiceChange } from './InvoiceChange';
import { usePaymentMethod } from './payment-query';
import { SepaForm } from './SepaForm';
import { WalletChange } from './WalletChange';
import { useWalletReady } from '@/components/checkout/wallet/useWalletReady';

type Props = {
  customer: string;
  initial: CustomerPaymentMethod;
  /** The EPS banks (GET /payment/eps/banklist) where the account may change to EPS. */
  banks: readonly EpsBank[];
};

/**
 * The payment method island: how the bills are paid now, and changing it to one of the methods the
 * account may use (changeableTo). Every change needs upgraded write access: the upgrade prompt
 * appears in place and the same change is then sent again.
 */
export function PaymentMethodScreen({ customer, initial, banks }: Props) {
  const t = useTranslations('accountPayment.change');
  const method = usePaymentMethod(customer, initial);
  const walletReady = useWalletReady();
  // The wallet only where the browser can pay with it (ADR 47).
  const choices = changeChoices(method).filter((name) => name !== 'APPLEPAY' || walletReady);
  const [choice, setChoice] = useState<PaymentMethodChoice | undefined>();
  const changeRef = useRef<HTMLHeadingElement>(null);

  const changeCard = () => {
    setChoice('CREDITCARD');
    changeRef.current?.focus();
  };

  return (
    <>
      <CurrentMethod method={method} onChangeCard={changeCard} />
      {choices.length > 0 && (
        <div className="payment-change">
          <h3 id="payment-change" tabIndex={-1} ref={changeRef}>
            {t('heading')}
          </h3>
          <fieldset className="payment-change__choices">
            <legend>{t('legend')}</legend>
            {choices.map((name) => (
              <label key={name} className="choice">
                <input type="radio" name="payment-change" value={name} checked={choice === name} onChange={() => setChoice(name)} />
                {t('option', { method: name })}
              </label>
            ))}
          </fieldset>
          {choice === 'SEPA' && <SepaForm customer={customer} />}
          {choice === 'CREDITCARD' && <CardChange />}
          {choice === 'APPLEPAY' && <WalletChange customer={customer} />}
          {choice === 'INVOICE' && <InvoiceChange customer={customer} />}
          {choice === 'EBILL' && <EbillForm customer={customer} />}
          {choice === 'EPS' && <EpsChange customer={customer} banks={banks} />}
        </div>
      )}
    </>
  );
}
