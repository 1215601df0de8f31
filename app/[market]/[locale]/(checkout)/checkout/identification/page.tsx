import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MethodChooser } from '@/components/identification/MethodChooser';
import { TripRefused } from '@/components/provider-trip/TripRefused';
import { cartPath } from '@/lib/cart/cart-paths';
import { thankYouPath } from '@/lib/checkout/checkout-paths';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { getEIdBanks, getIdentificationConfig, getIdentificationState } from '@/lib/platform/content-api/identification';
import { isChooserNotice } from '@/lib/identification/urls';
import { tripReturnOf } from '@/lib/platform/provider-trip/outcome';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reads the visitor's order cookie and the order's identification as it stands: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'identification' });
  return pageMetadata(site, '/checkout/identification', {}, { title: t('title'), index: false });
}

/**
 * The identification's method chooser (SPEC §2, §7 Identification) for the visitor's latest order
 * (its sealed cookie, ADR 17): the market's methods in the order GET /identification/config gives
 * them, with what went wrong last (?notice=, SPEC §8) or a provider's return that was refused
 * (?trip=refused, ADR 43). Without an order, or for one the API no longer
 * knows, the visitor goes to the cart; an order that needs no identification (any more) says so.
 */
export default async function IdentificationPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('identification');
  const access = await readOrderAccess(site.market.code);
  if (!access) redirect(cartPath(site));
  const [config, state] = await Promise.all([getIdentificationConfig(site.content), getIdentificationState(site.content, access)]);
  if (!state.ok && (state.error.kind === 'not_found' || state.error.kind === 'unauthorized')) redirect(cartPath(site));
  // A cancelled order answers 409: like a finished one, nothing is left to identify.
  const closed = state.ok ? !state.data.isIdentOpen : state.error.kind === 'rejected';
  const methods = config.ok ? config.data.methods : [];
  const banks = !closed && methods.includes('E_ID') ? await getEIdBanks(site.content) : undefined;
  const search = await searchParams;
  const { notice } = search;
  const trip = tripReturnOf(search);

  return (
    <div className="container page">
      <h1>{closed ? t('closed.heading') : t('heading')}</h1>
      {trip?.trip === 'refused' && <TripRefused reason={trip.reason} />}
      {closed ? (
        <>
          <p>{t('closed.text', { orderNumber: access.salesOrderId })}</p>
          <Link className="button button--primary" href={thankYouPath(site)}>
            {t('closed.link')}
          </Link>
        </>
      ) : !state.ok || !config.ok ? (
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      ) : (
        <MethodChooser
          site={site}
          orderNumber={access.salesOrderId}
          methods={methods}
          banks={banks?.ok ? banks.data : undefined}
          notice={isChooserNotice(notice) ? notice : undefined}
        />
      )}
    </div>
  );
}
