import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { ProductHeader } from '@/components/account/ProductHeader';
import { RechargeScreen } from '@/components/account/recharge/RechargeScreen';
import { TripOutcome } from '@/components/account/recharge/TripOutcome';
import { customerOf } from '@/lib/account/customer-status';
import { productOf, readOrLogOut } from '@/lib/account/product-of';
import { rechargeCardOf } from '@/lib/account/recharge-card';
import { getUsage } from '@/lib/platform/content-api/customerarea';
import { getPaymentMethod } from '@/lib/platform/content-api/customer-payment';
import { getEpsBanks } from '@/lib/platform/content-api/payment';
import { rechargeMethodKey } from '@/lib/platform/content-api/schemas/customer-usage';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { RechargeMethodKey } from '@/lib/platform/content-api/schemas';
import { tripReturnOf } from '@/lib/platform/provider-trip/outcome';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/account/recharge/recharge.css';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<Awaited<SiteParams> & { product: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { product } = await params;
  const t = await getTranslations({ locale: site.locale, namespace: 'accountArea' });
  return pageMetadata(site, '/account/recharge/[product]', { product }, { title: t('screen', { screen: 'recharge' }), index: false });
}

/**
 * Topping up a prepaid line (SPEC §7 prepaid recharge, §3 Usage.prepaid): the credit, the amounts
 * and methods the line offers, the saved card when it may pay, and the outcome of a card, EPS or
 * TWINT payment the browser has come back from (?method=&amount= of that trip: chosen again unless it
 * succeeded). Read on the server; the island tops up through the door.
 */
export default async function RechargePage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  const { product: key } = await params;
  const { session, product } = await productOf(site, key, 'recharge');
  const { status } = await customerOf(site);
  const customer = status?.customerNumber ?? product.key;
  const usage = readOrLogOut(site, await getUsage(site.content, session.token, key));
  const prepaid = usage.ok ? usage.data.prepaid : undefined;
  const offers = (method: RechargeMethodKey) => prepaid?.allowedRechargePaymentMethods.some((m) => m.key === method) ?? false;
  const [card, banks] = await Promise.all([
    offers('storedcreditcard')
      ? getPaymentMethod(site.content, session.token).then((method) => rechargeCardOf(readOrLogOut(site, method)))
      : undefined,
    offers('eps') ? getEpsBanks(site.content).then((list) => (list.ok ? list.data : ('unavailable' as const))) : undefined,
  ]);
  const search = await searchParams;
  const trip = tripReturnOf(search);
  const chosen = chosenOf(search);
  const t = await getTranslations('accountRecharge');

  return (
    <>
      <ProductHeader site={site} product={product} screen="recharge" />
      {prepaid ? (
        <div className="recharge">
          {trip && (
            <TripOutcome trip={trip} method={chosen?.method} balance={formatMoney(prepaid.balance, prepaid.currencyISO, site.locale)} />
          )}
          <AccountMessages namespaces={['accountRecharge']}>
            <RechargeScreen
              customer={customer}
              productKey={product.key}
              initial={prepaid}
              card={card}
              banks={banks}
              chosen={trip?.trip === 'success' ? undefined : chosen}
            />
          </AccountMessages>
        </div>
      ) : (
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      )}
    </>
  );
}

/** The method and amount a trip came back with (payment-trip-urls.ts tripBack); anything else is none. */
function chosenOf(search: Record<string, string | string[] | undefined>) {
  const method = rechargeMethodKey.safeParse(search.method);
  if (!method.success) return undefined;
  const amount = Number(search.amount);
  return { method: method.data, ...(Number.isFinite(amount) && amount > 0 ? { amount } : {}) };
}
