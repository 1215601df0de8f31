import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ProductScreenLayout } from '@/components/account/ProductScreenLayout';
import { productScreenMetadata, productScreenOf, type ProductScreenParams } from '@/lib/account/product-screen';
import { beyondPaymentOf } from '@/lib/domain/beyond-allowance';
import { BillPeriod } from '@/components/account/usage/BillPeriod';
import { ExtraCharges } from '@/components/account/usage/ExtraCharges';
import { PrepaidCredit } from '@/components/account/usage/PrepaidCredit';
import { TariffAdvisor } from '@/components/account/usage/TariffAdvisor';
import { UsageBalances } from '@/components/account/usage/UsageBalances';
import { readOrLogOut } from '@/lib/account/product-of';
import { PRODUCT_SCREEN_ROUTES, screensOf } from '@/lib/account/screens';
import { lineAdvice } from '@/lib/account/tariff-advice';
import { getUsage } from '@/lib/platform/content-api/customerarea';
import { dayIn } from '@/lib/domain/opening-hours';
import { billPeriodPosition } from '@/lib/domain/usage-level';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { type Site } from '@/lib/platform/site/site';
import '@/components/account/usage/usage.css';

export const dynamic = 'force-dynamic';

export const generateMetadata = productScreenMetadata('usage');

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
export default async function UsagePage({ params }: { params: ProductScreenParams }) {
  const { session, ...screen } = await productScreenOf(params, 'usage');
  const { site, product } = screen;
  const screens = screensOf(product);
  // The advice needs itemised bills and a tariff screen to make the change on: billed mobile lines.
  const advised = screens.includes('itemised') && screens.includes('tariff');
  const usage = readOrLogOut(site, await getUsage(site.content, session.token, product.key));
  const t = await getTranslations('accountUsage');
  const hrefOf = (screen: 'recharge' | 'spendingCaps') =>
    screens.includes(screen) ? localizedPath(site, PRODUCT_SCREEN_ROUTES[screen], { product: product.key }) : undefined;

  if (!usage.ok) {
    return (
      <ProductScreenLayout {...screen}>
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      </ProductScreenLayout>
    );
  }

  const { data } = usage;
  const { today } = billPeriodPosition(data.billPeriodStart, data.billPeriodEnd, dayIn(site.market.timeZone, new Date()));
  const beyond = beyondPaymentOf(data);
  return (
    <ProductScreenLayout {...screen}>
      <div className="usage">
        <BillPeriod usage={data} locale={site.locale} today={today} />
        {data.prepaid && <PrepaidCredit prepaid={data.prepaid} locale={site.locale} topUpHref={hrefOf('recharge')} />}
        <UsageBalances usage={data} productName={product.name} locale={site.locale} today={today} beyond={beyond} />
        {data.spendingCaps.available && (
          <ExtraCharges spendingCaps={data.spendingCaps} locale={site.locale} capsHref={hrefOf('spendingCaps')} />
        )}
        {advised && (
          <Suspense fallback={null}>
            <LineTariffAdvice site={site} token={session.token} productKey={product.key} />
          </Suspense>
        )}
      </div>
    </ProductScreenLayout>
  );
}
