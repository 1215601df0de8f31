import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductHeader } from '@/components/account/ProductHeader';
import { EsimDetails } from '@/components/account/sim/EsimDetails';
import { SimBlock } from '@/components/account/sim/SimBlock';
import { SimReplacement } from '@/components/account/sim/SimReplacement';
import { SwitchingCodes } from '@/components/account/sim/SwitchingCodes';
import { AccountMessages } from '@/components/account/AccountMessages';
import { customerOf } from '@/lib/account/customer-status';
import { productOf, readOrLogOut } from '@/lib/account/product-of';
import { getFeatures } from '@/lib/content-api/customerarea';
import { getAuthorisationCodes, getEsimProfile, getSimState } from '@/lib/content-api/customer-lines';
import type { EsimProfile } from '@/lib/content-api/schemas';
import { esimProfileProblem } from '@/lib/domain/esim-install';
import { esimInstallLinks } from '@/lib/esim/install-links';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<Awaited<SiteParams> & { product: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { product } = await params;
  const t = await getTranslations({ locale: site.locale, namespace: 'accountArea' });
  return pageMetadata(site, '/account/sim/[product]', { product }, { title: t('screen', { screen: 'sim' }), index: false });
}

/** The QR code and links of an installable profile; none when its address or matching id could not be installed. */
const linksOf = async (profile: EsimProfile) => (esimProfileProblem(profile) ? undefined : esimInstallLinks(profile));

/**
 * SIM and eSIM of a mobile line (SPEC §3, §7 "SIM cards"): the card and its state with blocking, the
 * eSIM's installation when it is one, replacement (SIM_CHANGE feature) and, in the UK, the switching
 * codes. Read on the server; the islands block, replace and request codes through the door.
 */
export default async function SimPage({ params }: Params) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  const { product: key } = await params;
  const { session, product } = await productOf(site, key, 'sim');
  const { status } = await customerOf(site);
  const customer = status?.customerNumber ?? product.key;
  const uk = site.market.code === 'UK';
  const [state, features, codes] = await Promise.all([
    getSimState(site.content, session.token, key).then((result) => readOrLogOut(site, result)),
    getFeatures(site.content, session.token).then((result) => readOrLogOut(site, result)),
    uk ? getAuthorisationCodes(site.content, session.token, key).then((result) => readOrLogOut(site, result)) : undefined,
  ]);
  const esim = state.ok && state.data.simType === 'ESIM' ? readOrLogOut(site, await getEsimProfile(site.content, session.token, key)) : undefined;
  const t = await getTranslations('accountSim');
  const line = product.msisdn ?? product.name;

  return (
    <>
      <ProductHeader site={site} product={product} screen="sim" />
      <AccountMessages namespaces={['accountSim']}>
        {state.ok ? (
          <>
            <SimBlock customer={customer} initial={state.data} line={line} />
            {esim && <EsimDetails profile={esim.ok ? esim.data : undefined} links={esim.ok ? await linksOf(esim.data) : undefined} line={line} />}
            <SimReplacement customer={customer} initial={state.data} allowed={features.ok ? features.data.includes('SIM_CHANGE') : undefined} />
          </>
        ) : (
          <p className="notice notice--error" role="alert">
            {t('loadFailed')}
          </p>
        )}
        {codes &&
          (codes.ok ? (
            <SwitchingCodes customer={customer} productKey={key} initial={codes.data} />
          ) : (
            <p className="notice notice--error" role="alert">
              {t('codes.loadFailed')}
            </p>
          ))}
      </AccountMessages>
    </>
  );
}
