import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { TwintWait } from '@/components/checkout/twint/TwintWait';
import { productOf } from '@/lib/account/product-of';
import { rechargeTwintView } from '@/lib/account/twint-trip';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

/** Reads the visitor's payment trip and the payment's status: never cached. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<Awaited<SiteParams> & { product: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { product } = await params;
  const t = await getTranslations({ locale: site.locale, namespace: 'checkoutTwint' });
  return pageMetadata(site, '/account/recharge/[product]/twint', { product }, { title: t('title'), index: false });
}

/**
 * The wait for a TWINT top-up of a line of the customer's (issue 27 §2, ADR 48): the checkout's TwintWait, its
 * status polled through GET /api/account/payment-trip/twint, and the account trip's own return (GET
 * /api/account/payment-trip/return) settling it: back to the top-up page with the outcome (the new
 * balance, or the reason with the method and amount kept), or here while it is still open. A payment
 * the app has answered goes there at once; no TWINT top-up of this line under way: the top-up page.
 */
export default async function RechargeTwintPage({ params }: Props) {
  const site = await siteFromParams(params);
  const { product: key } = await params;
  await productOf(site, key, 'recharge');
  const view = await rechargeTwintView(site, key);
  if (!view) redirect(localizedPath(site, '/account/recharge/[product]', { product: key }));
  if (view.answered) redirect(view.check);
  return (
    <AccountMessages namespaces={['checkoutTwint']}>
      <TwintWait {...view} purpose="recharge" status="/api/account/payment-trip/twint" />
    </AccountMessages>
  );
}
