import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { deviceLabels } from '@/components/device/labels';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import type { CartLine } from '@/lib/cart/cart-view';
import { stepPath } from '@/lib/checkout/checkout-paths';
import { stepsOf, travels, type CheckoutStep } from '@/lib/checkout/flow';
import { payNowMethod } from '@/lib/checkout/payment-methods';
import { walletValue, type WalletSheet } from '@/lib/checkout/wallet-sheet';
import { calculateDelivery } from '@/lib/platform/content-api/orders';
import { getPaymentToken } from '@/lib/platform/content-api/payment';
import { publicFileUrl } from '@/lib/platform/content-api/public-file-url';
import { financingPrice } from '@/lib/domain/price';
import { formatCalendarDay, formatMoney } from '@/lib/platform/i18n/format';
import { valuesFromPost } from '@/lib/platform/contracts/posted-form';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { SummaryForm } from '../SummaryForm';
import type { StepViewProps } from '../step-view';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Step 5 (SPEC §2): everything ordered with every cost (one-off, monthly, delivery, instalments), what
 * each step recorded with a link back to change it, the server's "one or more steps faulty" with links
 * to those steps, then the terms, the information notice, the withdrawal form and the order button. A
 * card that pays nothing now is only checked for the monthly bills, and the page says so. Where the
 * mobile wallet pays what is due now, the order button opens its sheet with that amount (ADR 47): the
 * page opens the wallet's session (GET /payment/applepay/getToken) for it.
 */
export async function SummaryStep({ site, selection, cart, view, progress, faults, error, draft }: StepViewProps) {
  const t = await getTranslations('checkoutSummary');
  const steps = await getTranslations('checkout.steps');
  const { currency } = site.market;
  const money = (amount: number, tariff = false) => formatMoney(amount, currency, site.locale, { tariff });
  const { variant } = await deviceLabels();
  const { delivery, payment } = progress;
  const deliveryCost =
    delivery && travels(cart)
      ? await calculateDelivery(site.content, {
          method: delivery.method,
          simCards: cart.simCards.map(({ simType }) => ({ simType })),
          products: cart.devices.map((deviceModelSaleId) => ({ deviceModelSaleId })),
        })
      : undefined;
  const deliveryAmount = deliveryCost?.ok ? deliveryCost.data.cost.amount : 0;
  const devicesOneOff = view.lines.reduce((sum, l) => sum + (l.kind === 'device' ? cents(l.oneOff) : 0), 0) / 100;
  const financed = payment?.productMethod === 'FINANCING' && devicesOneOff > 0 ? financingPrice(devicesOneOff) : undefined;
  const payNow = (cents(view.totals.oneOff) + cents(deliveryAmount) - (financed ? cents(devicesOneOff) : 0)) / 100;
  /** The wallet's sheet for what is due now; none when its session cannot be opened (the order button then reports the payment failed). */
  async function walletSheet(): Promise<WalletSheet | undefined> {
    const session = await getPaymentToken(site.content, 'applepay');
    if (!session.ok) return undefined;
    const { token: clientToken, clientId: merchantIdentifier } = session.data;
    return {
      merchantIdentifier,
      clientToken,
      countryCode: site.market.country,
      currency,
      value: walletValue(payNow),
      label: t('walletLabel'),
    };
  }
  const faultySteps = [...new Set(faults.map((f) => f.step))].filter((s) => stepsOf(cart).includes(s));
  const lineName = (line: CartLine) =>
    line.kind === 'tariff' ? line.view.tariff.tariffName : line.kind === 'device' ? variant(line.model) : line.tariff.tariffName;
  const change = (step: CheckoutStep) => (
    <Link className="checkout-summary__change" href={stepPath(site, step)}>
      <LabelWithContext label={t('change')} context={t('changeContext', { step: steps(step) })} />
    </Link>
  );
  const wallet = payment && payNowMethod(payment, cart.devices.length > 0) === 'APPLEPAY' ? await walletSheet() : undefined;
  const withdrawalPdf = publicFileUrl(`/files/legal/withdrawal-${site.market.slug}.pdf`, site.locale);

  return (
    <div className="checkout-summary">
      {faultySteps.length > 0 && (
        <div className="notice notice--error" role="alert" id="steps-faulty">
          <p>
            <strong>{t('stepsFaulty')}</strong>
          </p>
          <ul>
            {faultySteps.map((step) => (
              <li key={step}>
                <Link href={stepPath(site, step)}>{steps(step)}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      <section aria-labelledby="summary-items">
        <h2 id="summary-items">{t('items')}</h2>
        <ul className="checkout-summary__items">
          {view.lines.map((line) => (
            <li key={`${line.kind}-${line.id}`}>
              <strong>{lineName(line)}</strong>
              {line.kind === 'tariff' && (
                <span> {t(cart.simCards.find((s) => s.tariffId === line.id)?.simType === 'ESIM' ? 'esim' : 'sim')}</span>
              )}{' '}
              <span className="checkout-summary__prices">
                {line.kind !== 'device' && t('monthlyPrice', { price: money(line.monthly, true) })}{' '}
                {line.oneOff > 0 && t('oneOffPrice', { price: money(line.oneOff) })}
              </span>
            </li>
          ))}
        </ul>
        {selection.activationDate && <p>{t('activation', { day: formatCalendarDay(selection.activationDate, site.locale) })}</p>}
        <p>
          <Link href={localizedPath(site, '/cart')}>
            <LabelWithContext label={t('change')} context={t('changeCart')} />
          </Link>
        </p>
      </section>

      {progress.personal && (
        <section aria-labelledby="summary-personal">
          <h2 id="summary-personal">{steps('personal')}</h2>
          <p>
            {progress.personal.customerType === 'COMPANY' && progress.personal.companyName && (
              <>
                {progress.personal.companyName}
                <br />
              </>
            )}
            {progress.personal.firstName} {progress.personal.lastName}
            <br />
            {progress.personal.email}
            <br />
            {progress.personal.address.street} {progress.personal.address.houseNumber}, {progress.personal.address.zip}{' '}
            {progress.personal.address.city}
          </p>
          {change('personal')}
        </section>
      )}

      {progress.number && (
        <section aria-labelledby="summary-number">
          <h2 id="summary-number">{steps('number')}</h2>
          <ul>
            {progress.number.simCards.map((sim, i) => (
              <li key={i}>
                {sim.source === 'NEW' && t('newNumber', { number: sim.phoneNumber })}
                {sim.source === 'PORTING' &&
                  t('portedNumber', { number: sim.transferPhoneNumber, day: formatCalendarDay(sim.date, site.locale) })}
                {sim.source === 'CANCEL' && t('newNumber', { number: sim.number.phoneNumber })}
              </li>
            ))}
          </ul>
          {change('number')}
        </section>
      )}

      {delivery && travels(cart) && (
        <section aria-labelledby="summary-delivery">
          <h2 id="summary-delivery">{steps('delivery')}</h2>
          <p>
            {delivery.pickupPoint
              ? t('pickup', { name: delivery.pickupPoint.name, address: delivery.pickupPoint.address })
              : t(`delivery.${delivery.method}`)}
          </p>
          {change('delivery')}
        </section>
      )}

      {payment && (
        <section aria-labelledby="summary-payment">
          <h2 id="summary-payment">{steps('payment')}</h2>
          <p>
            {payment.card ? t('card', { brand: payment.card.brand, last4: payment.card.last4 }) : t(`method.${payment.method}`)}
            {payment.productMethod && payment.productMethod !== payment.method && (
              <>
                <br />
                {t('devicesWith', { method: t(`method.${payment.productMethod}`) })}
              </>
            )}
          </p>
          {payNow === 0 && payNowMethod(payment, cart.devices.length > 0) === 'CREDITCARD' && <p>{t('cardCheck')}</p>}
          {change('payment')}
        </section>
      )}

      <section aria-labelledby="summary-costs" className="checkout-summary__costs">
        <h2 id="summary-costs">{t('costs')}</h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('monthly')}</dt>
            <dd>{money(view.totals.monthly, true)}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('oneOff')}</dt>
            <dd>{money(view.totals.oneOff)}</dd>
          </div>
          {travels(cart) && (
            <div className="facts__row">
              <dt>{t('deliveryCost')}</dt>
              <dd>{deliveryCost?.ok ? money(deliveryAmount) : t('deliveryUnknown')}</dd>
            </div>
          )}
          {financed && (
            <div className="facts__row">
              <dt>{t('instalments')}</dt>
              <dd>{t('instalmentsValue', { months: financed.months, price: money(financed.monthly) })}</dd>
            </div>
          )}
          <div className="facts__row facts__row--total">
            <dt>{t('payNow')}</dt>
            <dd>{money(payNow)}</dd>
          </div>
        </dl>
      </section>

      <ClientMessages namespaces={['checkoutSummary', 'form']}>
        <SummaryForm
          termsHref={localizedPath(site, '/terms')}
          feesHref={`${localizedPath(site, '/terms')}#fees`}
          withdrawalHref={withdrawalPdf}
          values={valuesFromPost({ termsAccepted: false, noticeConfirmed: false }, draft?.values ?? {})}
          initialError={error}
          initialFields={draft?.fields}
          wallet={wallet && { sheet: wallet, amount: money(payNow) }}
        />
      </ClientMessages>
    </div>
  );
}
