import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { OpenPositionPay } from '@/components/account/payment/OpenPositionPay';
import { PaymentMethodScreen } from '@/components/account/payment/PaymentMethodScreen';
import { TripNotice } from '@/components/account/payment/TripNotice';
import { TripRefused } from '@/components/provider-trip/TripRefused';
import '@/components/account/payment/payment.css';
import { customerOf } from '@/lib/account/customer-status';
import { readOrLogOut } from '@/lib/account/product-of';
import { getPaymentMethod } from '@/lib/platform/content-api/customer-payment';
import { getEpsBanks, getOpenPosition } from '@/lib/platform/content-api/payment';
import { pagePurpose } from '@/lib/platform/contracts/payment-trip';
import { formatMoney } from '@/lib/platform/i18n/format';
import { tripReturnOf } from '@/lib/platform/provider-trip/outcome';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

export const dynamic = 'force-dynamic';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountPayment' });
  return pageMetadata(site, '/account/payment', {}, { title: t('heading'), index: false });
}

/**
 * Payment (SPEC §3, §4, §7): how the bills are paid, with the card warnings, and changing it (SEPA,
 * card, EPS, invoice, e-bill as the account allows, upgraded write access); what is owed and paying it by
 * card or EPS. Read on the server; a trip to the payment provider (ADR 20) comes back with its outcome
 * in the query, at the section it started from; a refused return of no trip (ADR 43) at the top.
 */
export default async function PaymentPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  const { session, status } = await customerOf(site);
  const [method, open] = await Promise.all([
    getPaymentMethod(site.content, session.token).then((r) => readOrLogOut(site, r)),
    getOpenPosition(site.content, session.token).then((r) => readOrLogOut(site, r)),
  ]);
  const needsBanks = (open.ok && open.data.payableBy.includes('EPS')) || (method.ok && method.data.changeableTo.includes('EPS'));
  const banks = needsBanks ? await getEpsBanks(site.content) : undefined;
  const search = await searchParams;
  const outcome = tripReturnOf(search);
  const purpose = pagePurpose.safeParse(search.purpose);
  const tripOf = (section: 'card-change' | 'open-position') =>
    outcome && purpose.success && purpose.data === section ? <TripNotice purpose={section} outcome={outcome} /> : null;
  const t = await getTranslations('accountPayment');
  const customer = status?.customerNumber ?? (method.ok ? method.data.billingContractId : 'customer');
  const owed = open.ok ? formatMoney(open.data.money.amount, open.data.money.currencyCode, site.locale) : '';

  return (
    <>
      <h1>{t('heading')}</h1>
      {outcome?.trip === 'refused' && !purpose.success && <TripRefused reason={outcome.reason} />}
      <AccountMessages namespaces={['accountPayment']}>
        <section id="payment-method" aria-labelledby="payment-method-heading">
          <h2 id="payment-method-heading">{t('current.heading')}</h2>
          {tripOf('card-change')}
          {method.ok ? (
            <PaymentMethodScreen customer={customer} initial={method.data} banks={banks?.ok ? banks.data : []} />
          ) : (
            <p className="notice notice--error" role="alert">
              {t('current.loadFailed')}
            </p>
          )}
        </section>
        <section id="open-positions" aria-labelledby="open-positions-heading">
          <h2 id="open-positions-heading">{t('open.heading')}</h2>
          {tripOf('open-position')}
          {!open.ok ? (
            <p className="notice notice--error" role="alert">
              {t('open.loadFailed')}
            </p>
          ) : open.data.money.amount > 0 ? (
            <>
              <p className="payment-owed">{t.rich('open.owed', { amount: owed, strong: (chunks) => <strong>{chunks}</strong> })}</p>
              {open.data.payableBy.length > 0 ? (
                <OpenPositionPay
                  billingContractId={open.data.billingContractId}
                  payableBy={open.data.payableBy}
                  banks={banks?.ok ? banks.data : []}
                  amount={owed}
                />
              ) : (
                <p>{t('open.collected')}</p>
              )}
            </>
          ) : (
            <p>{t('open.nothing')}</p>
          )}
        </section>
      </AccountMessages>
    </>
  );
}
