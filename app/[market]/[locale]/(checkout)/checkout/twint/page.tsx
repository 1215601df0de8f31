import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TwintWait } from '@/components/checkout/twint/TwintWait';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { stepPath } from '@/lib/checkout/checkout-paths';
import { twintWaitView } from '@/lib/checkout/twint-trip';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams };

/** Reads the visitor's payment trip and the payment's status: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'checkoutTwint' });
  return pageMetadata(site, '/checkout/twint', {}, { title: t('title'), index: false });
}

/**
 * The wait for a TWINT payment (issue 27 §2): the app's hand-over address as a QR code to scan and
 * as a link that opens the app on this phone, the status followed until the app answers (the island
 * polls GET /api/checkout/twint) and a "check the payment status" link that works without JavaScript.
 * Both ways lead to the trip's return (GET /api/checkout/payment-return), which settles the payment:
 * the thank-you page, the payment step with the failure, or back here while it is still open. A
 * payment the provider has decided goes there at once; no TWINT payment under way: the payment step.
 */
export default async function TwintPage({ params }: Props) {
  const site = await siteFromParams(params);
  const view = await twintWaitView(site);
  if (!view) redirect(stepPath(site, 'payment'));
  if (view.answered) redirect(view.check);
  return (
    <ClientMessages namespaces={['checkoutTwint']}>
      <TwintWait {...view} purpose="order" status="/api/checkout/twint" otherMethod={stepPath(site, 'payment')} />
    </ClientMessages>
  );
}
