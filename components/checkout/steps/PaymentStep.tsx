import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { TripRefused } from '@/components/provider-trip/TripRefused';
import { NO_PERSONAL_DATA } from '@/lib/cart/personal-data';
import { failureMessageOf } from '@/lib/checkout/payment-methods';
import { readPaymentOptions } from '@/lib/checkout/payment-options';
import { getEpsBanks } from '@/lib/platform/content-api/payment';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { bffErrorCode } from '@/lib/platform/contracts/answer';
import { valuesFromPost } from '@/lib/platform/contracts/posted-form';
import { financingPrice } from '@/lib/domain/price';
import { formatMoney } from '@/lib/platform/i18n/format';
import { PaymentForm, type PaymentNotice } from '../PaymentForm';
import type { StepViewProps } from '../step-view';

/**
 * Checkout step 4 (issue 14 §3.4): the methods this cart may use (POST /payment/methods/allowed), for
 * the monthly bills and, with devices, for the devices' price (instalments with their monthly amount,
 * SPEC §9). Card data is entered only at the payment provider's hosted field; a card it returned is
 * shown by brand and last four digits. A failed payment comes back here with the SPEC §8 message (a
 * failed trip before the order was placed is the card field's: its card did not arrive); a refused
 * return (ADR 43) says so; an order placed and not paid (the browser went back from the provider's
 * page) with a note that it waits for payment.
 */
export async function PaymentStep({ site, selection, progress, faults, error, trip, draft }: StepViewProps) {
  const t = await getTranslations({ locale: site.locale, namespace: 'checkoutPayment' });
  const { choices, view } = unwrap(await readPaymentOptions(site, { selection, personal: NO_PERSONAL_DATA }, progress));
  const offered = new Set([...choices.monthly, ...choices.product]);
  const banks = offered.has('EPS') ? unwrap(await getEpsBanks(site.content)) : [];
  const devices = view.lines.flatMap((line) => (line.kind === 'device' ? [line.oneOff] : []));
  const deviceTotal = devices.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
  const money = (amount: number) => formatMoney(amount, site.market.currency, site.locale);
  const financing = financingPrice(deviceTotal);
  const stored = progress.payment;
  const paymentNotice: PaymentNotice | undefined =
    trip?.trip !== 'failed'
      ? undefined
      : progress.placed
        ? { kind: 'payment_failed', reason: failureMessageOf(trip.reason) }
        : { kind: 'card_failed' };
  const initialError = bffErrorCode.safeParse(error);
  const values = {
    method: stored?.method,
    productMethod: stored?.productMethod,
    accountHolder: stored?.sepa?.accountHolder ?? '',
    iban: stored?.sepa?.iban ?? '',
    bic: stored?.eps?.bic ?? '',
    newCard: false,
    // A mandate is given anew with each saving of the step.
    mandateAccepted: false,
  };

  return (
    <section className="checkout-payment" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading">{t('heading')}</h2>
      {trip?.trip === 'refused' && <TripRefused reason={trip.reason} />}
      {progress.placed && paymentNotice?.kind !== 'payment_failed' && (
        <p className="notice notice--warning">{t('placed', { orderNumber: progress.placed.salesOrderId })}</p>
      )}
      <ClientMessages namespaces={['checkoutPayment', 'form']}>
        <PaymentForm
          monthly={choices.monthly}
          product={choices.product}
          deviceAmount={devices.length > 0 ? money(deviceTotal) : undefined}
          financing={{ monthly: money(financing.monthly), months: financing.months }}
          banks={banks}
          card={stored?.card ? { brand: stored.card.brand, last4: stored.card.last4 } : undefined}
          values={draft ? valuesFromPost(values, draft.values) : values}
          faulty={faults.length > 0}
          notice={paymentNotice}
          initialError={initialError.success ? initialError.data : undefined}
          initialFields={draft?.fields}
        />
      </ClientMessages>
    </section>
  );
}
