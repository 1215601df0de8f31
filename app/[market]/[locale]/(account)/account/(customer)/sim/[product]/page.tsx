import { getTranslations } from 'next-intl/server';
import { ProductScreenLayout } from '@/components/account/ProductScreenLayout';
import { EsimDetails } from '@/components/account/sim/EsimDetails';
import { SimBlock } from '@/components/account/sim/SimBlock';
import { SimReplacement } from '@/components/account/sim/SimReplacement';
import { SwitchingCodes } from '@/components/account/sim/SwitchingCodes';
import { productScreenMetadata, productScreenOf, type ProductScreenParams } from '@/lib/account/product-screen';
import { customerOf } from '@/lib/account/customer-status';
import { readOrLogOut } from '@/lib/account/product-of';
import { getFeatures } from '@/lib/platform/content-api/customerarea';
import { getAuthorisationCodes, getEsimProfile, getSimState } from '@/lib/platform/content-api/customer-lines';
import type { EsimProfile } from '@/lib/platform/content-api/schemas';
import { esimProfileProblem } from '@/lib/domain/esim-install';
import { esimInstallLinks } from '@/lib/checkout/esim-install-links';

export const dynamic = 'force-dynamic';

export const generateMetadata = productScreenMetadata('sim');

/** The QR code and links of an installable profile; none when its address or matching id could not be installed. */
const linksOf = async (profile: EsimProfile) => (esimProfileProblem(profile) ? undefined : esimInstallLinks(profile));

/**
 * SIM and eSIM of a mobile line (SPEC §3, §7 "SIM cards"): the card and its state with blocking, the
 * eSIM's installation when it is one, replacement (SIM_CHANGE feature) and, in the UK, the switching
 * codes. Read on the server; the islands block, replace and request codes through the door.
 */
export default async function SimPage({ params }: { params: ProductScreenParams }) {
  const { session, ...screen } = await productScreenOf(params, 'sim');
  const { site, product } = screen;
  const key = product.key;
  const { status } = await customerOf(site);
  const customer = status?.customerNumber ?? product.key;
  const uk = site.market.code === 'UK';
  const [state, features, codes] = await Promise.all([
    getSimState(site.content, session.token, key).then((result) => readOrLogOut(site, result)),
    getFeatures(site.content, session.token).then((result) => readOrLogOut(site, result)),
    uk ? getAuthorisationCodes(site.content, session.token, key).then((result) => readOrLogOut(site, result)) : undefined,
  ]);
  const esim =
    state.ok && state.data.simType === 'ESIM' ? readOrLogOut(site, await getEsimProfile(site.content, session.token, key)) : undefined;
  const t = await getTranslations('accountSim');
  const line = product.msisdn ?? product.name;

  return (
    <ProductScreenLayout {...screen} namespaces={['accountSim']}>
      {state.ok ? (
        <>
          <SimBlock customer={customer} initial={state.data} line={line} />
          {esim && (
            <EsimDetails profile={esim.ok ? esim.data : undefined} links={esim.ok ? await linksOf(esim.data) : undefined} line={line} />
          )}
          <SimReplacement
            customer={customer}
            initial={state.data}
            allowed={features.ok ? features.data.includes('SIM_CHANGE') : undefined}
          />
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
    </ProductScreenLayout>
  );
}
