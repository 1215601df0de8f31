'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/form/useHydrated';
import { useEffect, useMemo, useRef } from 'react';
import { EpsBankOptions } from '@/components/form/EpsBankOptions';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import { useMarketExamples } from '@/components/site/useMarketExamples';
import type { CheckoutMethod, FailureMessage } from '@/lib/checkout/payment-methods';
import type { EpsBank } from '@/lib/platform/content-api/schemas';
import type { BffErrorCode, FieldError } from '@/lib/platform/contracts/answer';
import { stepContract } from '@/lib/platform/contracts/checkout';
import { PAYMENT_FORM_FIELDS, paymentForm } from '@/lib/platform/contracts/checkout-payment';
import { ChoiceGroup } from './ChoiceGroup';
import { useWalletReady } from './wallet/useWalletReady';
import './checkout.css';
import { SubmitButton } from '@/components/form/SubmitButton';
import { PostForm } from '@/components/form/PostForm';

export type PaymentNotice = { kind: 'payment_failed'; reason: FailureMessage } | { kind: 'card_failed' };

type Props = {
  monthly: CheckoutMethod[];
  /** The devices' methods; empty for a cart without devices. */
  product: CheckoutMethod[];
  /** The devices' price, formatted. */
  deviceAmount?: string;
  financing: { monthly: string; months: number };
  banks: EpsBank[];
  /** The card the provider's hosted field returned (never its number). */
  card?: { brand: string; last4: string };
  /** The stored step's choices and details, or those of a post refused without JavaScript. */
  values: {
    method?: CheckoutMethod | string;
    productMethod?: string;
    accountHolder: string;
    iban: string;
    bic: string;
    newCard: boolean;
    mandateAccepted: boolean;
  };
  /** The content API refused the stored methods when the order was checked. */
  faulty: boolean;
  notice?: PaymentNotice;
  initialError?: BffErrorCode;
  initialFields?: readonly FieldError[];
};

type Choice = 'method' | 'productMethod';

/** The note of a method that needs no details here: what happens after the order. */
const NOTES = { TWINT: 'twint', INVOICE: 'invoice', FINANCING: 'financing' } as const;

/**
 * The payment step's form: a radio group for the monthly bills, one for the devices when the cart has
 * some, and the details of the chosen methods (SEPA account and mandate, EPS bank, the stored card or a
 * note that the card is entered at the provider, the TWINT app's part). Before the script runs (and without it) every
 * method's details are shown, each under its method; the form then posts natively. The mobile wallet
 * is offered only once the browser says it can pay with it (ADR 47). "Continue" saves the
 * step and follows the answer: the next step, or the provider's hosted card field.
 */
export function PaymentForm({
  monthly,
  product,
  deviceAmount,
  financing,
  banks,
  card,
  values,
  faulty,
  notice,
  initialError,
  initialFields,
}: Props) {
  const t = useTranslations('checkoutPayment');
  const { locale } = useSite();
  const hasDevices = product.length > 0;
  const resolver = useMemo(() => zodResolver(paymentForm(hasDevices)), [hasDevices]);
  const live = useHydrated();
  const noticeRef = useRef<HTMLDivElement>(null);
  const examples = useMarketExamples();
  const walletReady = useWalletReady();
  const offers = (method: CheckoutMethod) => method !== 'APPLEPAY' || walletReady;
  const { form, onSubmit, field, feedback, text, tick, option } = useFormPost({
    resolver,
    defaultValues: values,
    fields: {
      names: PAYMENT_FORM_FIELDS,
      id: (name) => `payment-${name}`,
      label: (name) => t(`fields.${name}`),
      message: (name, code) => t('error', { field: name, code: code ?? 'invalid_format' }),
    },
    url: '/api/checkout/payment',
    contract: stepContract,
    body: (answer) => ({ ...answer, locale }),
    onSuccess: ({ next }) => window.location.assign(next),
    initialError,
    dismissible: true,
    initialFields,
  });
  const { formState, watch } = form;

  // A failed payment or a card that did not arrive: read first, before anything else on the page.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const chosen = [watch('method'), watch('productMethod')];
  const shows = (method: CheckoutMethod) => (live ? chosen.includes(method) : monthly.includes(method) || product.includes(method));

  const group = (name: Choice, legend: string, methods: CheckoutMethod[]) => {
    const { id, error } = field(name);
    return (
      <ChoiceGroup
        id={id}
        legend={legend}
        error={error}
        options={methods
          .filter(offers)
          .map((method) => ({ value: method, label: method === 'FINANCING' ? t('methods.FINANCING', financing) : t(`methods.${method}`) }))}
        input={(value) => option(name, value)}
      />
    );
  };

  const details = (method: CheckoutMethod) => {
    switch (method) {
      case 'CREDITCARD':
        return (
          <div className="checkout-payment__details" key={method}>
            {!live && <h3>{t('methods.CREDITCARD')}</h3>}
            {card && (
              <>
                <p>{t('card.stored', card)}</p>
                <label className="choice">
                  <input type="checkbox" {...tick('newCard')} />
                  {t('card.newCard')}
                </label>
              </>
            )}
            <p className="field__hint">{t('card.note')}</p>
          </div>
        );
      case 'SEPA':
        return (
          <fieldset className="checkout-payment__details" key={method}>
            <legend>{live ? t('sepa.heading') : `${t('methods.SEPA')}: ${t('sepa.heading')}`}</legend>
            <Field {...field('accountHolder')}>{(control) => <input {...control} autoComplete="name" {...text('accountHolder')} />}</Field>
            <Field {...field('iban')} hint={t('fields.ibanHint', { iban: examples.iban })}>
              {(control) => <input {...control} autoComplete="off" spellCheck={false} autoCapitalize="characters" {...text('iban')} />}
            </Field>
            <Field {...field('mandateAccepted')} hint={t('sepa.mandateText')} choice>
              {(control) => <input {...control} type="checkbox" {...tick('mandateAccepted')} />}
            </Field>
          </fieldset>
        );
      case 'EPS':
        return (
          <div className="checkout-payment__details" key={method}>
            {!live && <h3>{t('methods.EPS')}</h3>}
            <Field {...field('bic')} hint={t('eps.note')}>
              {(control) => (
                <select {...control} {...text('bic')}>
                  <EpsBankOptions banks={banks} choose={t('eps.choose')} />
                </select>
              )}
            </Field>
          </div>
        );
      case 'APPLEPAY':
        return (
          <div className="checkout-payment__details" key={method}>
            <p className="field__hint">{t('wallet.note')}</p>
          </div>
        );
      case 'TWINT':
      case 'INVOICE':
      case 'FINANCING':
        return (
          <div className="checkout-payment__details" key={method}>
            {!live && <h3>{method === 'FINANCING' ? t('methods.FINANCING', financing) : t(`methods.${method}`)}</h3>}
            <p className="field__hint">{t(`${NOTES[method]}.note`)}</p>
          </div>
        );
    }
  };

  const offered = [...new Set([...monthly, ...product])].filter(offers);
  return (
    <>
      {notice && (
        <div className="notice notice--error" role="alert" tabIndex={-1} ref={noticeRef}>
          {notice.kind === 'payment_failed' ? (
            <>
              <p>
                <strong>{t('failed.heading')}</strong>
              </p>
              <p>{t('failed.reason', { reason: notice.reason })}</p>
              <p>{t('failed.retry')}</p>
            </>
          ) : (
            <p>{t('cardFailed')}</p>
          )}
        </div>
      )}
      {faulty && <p className="notice notice--error">{t('fault')}</p>}
      <PostForm
        className="form checkout-payment__form"
        action="/api/checkout/payment"
        onSubmit={onSubmit}
        locale={locale}
        aria-labelledby="checkout-payment-heading"
      >
        <FormErrors {...feedback} />
        {group('method', hasDevices ? t('legend.monthly') : t('legend.method'), monthly)}
        {hasDevices && group('productMethod', t('legend.product', { amount: deviceAmount ?? '' }), product)}
        {offered.filter(shows).map(details)}
        <SubmitButton busy={formState.isSubmitting} label={t('submit')} busyLabel={t('sending')} />
      </PostForm>
    </>
  );
}
