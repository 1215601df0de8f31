import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ProductHeader } from '@/components/account/ProductHeader';
import { beyondPaymentOf } from '@/lib/domain/beyond-allowance';
import { BillPeriod } from '@/components/account/usage/BillPeriod';
import { ExtraCharges } from '@/components/account/usage/ExtraCharges';
import { PrepaidCredit } from '@/components/account/usage/PrepaidCredit';
import { TariffAdvisor } from '@/components/account/usage/TariffAdvisor';
import { UsageBalances } from '@/components/account/usage/UsageBalances';
import { productOf, readOrLogOut } from '@/lib/account/product-of';
import { PRODUCT_SCREEN_ROUTES, screensOf } from '@/lib/account/screens';
import { lineAdvice } from '@/lib/account/tariff-advice';
import { getUsage } from '@/lib/content-api/customerarea';
import { dayIn } from '@/lib/domain/opening-hours';
import { billPeriodPosition } from '@/lib/domain/usage-level';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type Site } from '@/lib/site/site';
import '@/components/account/usage/usage.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string; locale: string; product: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { product } = await params;
  const t = await getTranslations({ locale: site.locale, namespace: 'accountArea' });
  return pageMetadata(site, '/account/usage/[product]', { product }, { title: t('screen', { screen: 'usage' }), index: false });
}

/**
 * The tariff advice, read after the usage (up to eight more content-API calls): it streams in below the
 * balances, which show first; nothing above it moves when it comes.
 */
async function LineTariffAdvice({ site, token, productKey }: { site: Site; token: string; productKey: string }) {
  const advice = await lineAdvice(site, token, productKey);
  if (!advice) return null;
  const tariffHref = localizedPath(site, PRODUCT_SCREEN_ROUTES.tariff, { product: productKey });
  return <TariffAdvisor {...advice} locale={site.locale} currencyCode={site.market.currency} tariffHref={tariffHref} />;
}

/**
 * A line's usage in its bill period (SPEC §3 Usage): the period and days left, the balances with
 * roaming beside the domestic ones, the pace to the period's end, charges beyond the included units
 * and a prepaid line's credit; for a billed line, the tariff advice from its last months (issue 27 §5).
 * Read on the server; nothing here is changed, so there is no island.
 */
export default async function UsagePage({ params }: { params: Params }) {
  const site = await siteFromParams(params);
  const { product: key } = await params;
  const { session, product } = await productOf(site, key, 'usage');
  const screens = screensOf(product);
  // The advice needs itemised bills and a tariff screen to make the change on: billed mobile lines.
  const advised = screens.includes('itemised') && screens.includes('tariff');
  const usage = readOrLogOut(site, await getUsage(site.content, session.token, product.key));
  const t = await getTranslations('accountUsage');
  const hrefOf = (screen: 'recharge' | 'spendingCaps') =>
    screens.includes(screen) ? localizedPath(site, PRODUCT_SCREEN_ROUTES[screen], { product: product.key }) : undefined;

  if (!usage.ok) {
    return (
      <>
        <ProductHeader site={site} product={product} screen="usage" />
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      </>
    );
  }

  const { data } = usage;
  const { today } = billPeriodPosition(data.billPeriodStart, data.billPeriodEnd, dayIn(site.market.timeZone, new Date()));
  const beyond = beyondPaymentOf(data);
  return (
    <>
      <ProductHeader site={site} product={product} screen="usage" />
      <div className="usage">
        <BillPeriod usage={data} locale={site.locale} today={today} />
        {data.prepaid && <PrepaidCredit prepaid={data.prepaid} locale={site.locale} topUpHref={hrefOf('recharge')} />}
        <UsageBalances usage={data} productName={product.name} locale={site.locale} today={today} beyond={beyond} />
        {data.spendingCaps.available && <ExtraCharges spendingCaps={data.spendingCaps} locale={site.locale} capsHref={hrefOf('spendingCaps')} />}
        {advised && (
          <Suspense fallback={null}>
            <LineTariffAdvice site={site} token={session.token} productKey={product.key} />
          </Suspense>
        )}
      </div>
    </>
  );
}
