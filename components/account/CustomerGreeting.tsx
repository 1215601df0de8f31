import { getTranslations } from 'next-intl/server';
import { customerOf } from '@/lib/account/customer-status';
import type { Site } from '@/lib/platform/site/site';

/**
 * Who is logged in: name, company and customer number. Read from the content API, so the customer area
 * streams it in its own Suspense boundary (ADR 34): the frame and the page's loading state come first.
 * A token the content API no longer accepts ends the session here as on every page (customerOf).
 */
export async function CustomerGreeting({ site }: { site: Site }) {
  const { status } = await customerOf(site);
  if (!status) return null;
  const t = await getTranslations('account');
  return (
    <>
      <p className="lead">{t('welcome', { name: `${status.firstName} ${status.lastName}` })}</p>
      {status.isCompany && status.companyName && <p>{t('company', { company: status.companyName })}</p>}
      <p>{t('customerNumber', { number: status.customerNumber })}</p>
    </>
  );
}
