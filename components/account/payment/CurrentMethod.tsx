'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { CustomerPaymentMethod } from '@/lib/platform/contracts/customer-payment';

type Props = {
  method: CustomerPaymentMethod;
  /** Opens the card change: the action of a card warning. */
  onChangeCard: () => void;
};

type Card = Extract<CustomerPaymentMethod, { method: 'CREDITCARD' }>['card'];

/**
 * How the bills are paid now (SPEC §3 Payment): the SEPA account (IBAN masked), the card, invoice,
 * e-bill or EPS with their details; a card that expires soon, has expired or was stopped (SPEC §4, §8) is
 * warned about, with the way to enter another one.
 */
export function CurrentMethod({ method, onChangeCard }: Props) {
  const t = useTranslations('accountPayment.current');
  const format = useFormatter();
  const row = (term: string, value: string) => (
    <div className="facts__row" key={term}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  const expiry = (card: Card) =>
    format.dateTime(new Date(Date.UTC(card.expiryYear, card.expiryMonth - 1, 1)), { month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <>
      <p className="payment-current">{t('method', { method: method.method })}</p>
      {method.method === 'SEPA' && (
        <dl className="facts">
          {row(t('iban'), method.sepa.iban)}
          {row(t('accountHolder'), method.sepa.accountHolder)}
          {row(t('mandateReference'), method.sepa.mandateReference)}
        </dl>
      )}
      {method.method === 'CREDITCARD' && (
        <>
          <dl className="facts">
            {row(t('card'), t('cardValue', { brand: method.card.brand, last4: method.card.last4 }))}
            {row(t('expiry'), expiry(method.card))}
            {row(t('holder'), method.card.holder)}
          </dl>
          {method.card.state !== 'ACTIVE' && (
            <div className={`notice ${method.card.state === 'EXPIRING_SOON' ? 'notice--warning' : 'notice--error'} payment-warning`}>
              <p>{t('warning', { state: method.card.state, expiry: expiry(method.card) })}</p>
              <button type="button" className="button" onClick={onChangeCard}>
                {t('changeCard')}
              </button>
            </div>
          )}
        </>
      )}
      {method.method === 'INVOICE' && <p>{t('invoiceText')}</p>}
      {method.method === 'EBILL' && <dl className="facts">{row(t('ebillAddress'), method.ebill.email)}</dl>}
      {method.method === 'EPS' && <dl className="facts">{row(t('epsBank'), method.eps.displayName)}</dl>}
    </>
  );
}
