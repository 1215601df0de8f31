import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { thankYouPath } from '@/lib/checkout/checkout-paths';
import type { Site } from '@/lib/platform/site/site';

/**
 * The order's identification is done (SPEC §4 Identity successful): what happens next, the SIM card's
 * activation, and the way back to the order, whose next steps no longer ask for it.
 */
export async function Identified({ site, orderNumber }: { site: Site; orderNumber: string }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'identification.success' });
  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('text', { orderNumber })}</p>
      <h2>{t('nextHeading')}</h2>
      <p>{t('next')}</p>
      <Link className="button button--primary" href={thankYouPath(site)}>
        {t('link')}
      </Link>
    </>
  );
}
