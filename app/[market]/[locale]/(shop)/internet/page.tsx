import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AddressCheck } from '@/components/fixedline/AddressCheck';
import { ConnectionDevices } from '@/components/fixedline/ConnectionDevices';
import { FibreCostEstimate } from '@/components/fixedline/FibreCostEstimate';
import { FibreFacts } from '@/components/fixedline/FibreFacts';
import { FixedLineTariffCard } from '@/components/fixedline/FixedLineTariffCard';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import { getMandant } from '@/lib/platform/content-api/config';
import { getConnections } from '@/lib/platform/content-api/products';
import { getFixedLineTariffs } from '@/lib/platform/content-api/tariffs';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { IPTV } from '@/lib/domain/iptv';
import { dealsFor, toShopDeals } from '@/lib/domain/special-deals';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/fixedline/fixedline.css';

/** The check and the cost estimate are islands; their result cards show fixed-line tariffs, their forms the form messages. */
const FIBRE_ISLAND_NAMESPACES = ['fibre', 'tariff', 'deals', 'form'] as const;

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/internet', {}, { title: t('internetTitle'), description: t('internetDescription') });
}

/** SPEC §2 fixed-line and fibre page: availability check, fibre facts, the connections, the internet tariffs, IP TV. */
export default async function InternetPage({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  if (!site.market.sellsFixedLine) notFound();
  const tariffs = unwrap(await getFixedLineTariffs(site.content));
  if (tariffs.length === 0) notFound();
  const [mandant, connections] = await Promise.all([getMandant(site.content), getConnections(site.content)]);
  const { countryConfig, serviceLine, fixedLinePrices } = unwrap(mandant);
  const connectionDevices = unwrap(connections);
  const fibrePrices = fixedLinePrices?.fibre;
  const { mobilePhoneNumberRegex, phoneNumberRegex } = countryConfig;
  const t = await getTranslations('fibre');
  // SPEC §2 page context UKNOWN_FIXEDLINE_ADDRESS: banners for the not-found state.
  const unknownAddressBanners = [
    ...new Set(
      tariffs.flatMap((tariff) =>
        toShopDeals(dealsFor(tariff.specialDeals, 'UKNOWN_FIXEDLINE_ADDRESS')).flatMap((deal) =>
          deal.kind === 'banner' ? [deal.text] : [],
        ),
      ),
    ),
  ];
  return (
    <div className="container page fibre-page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>

      <section id="check" className="fibre-page__check" aria-labelledby="check-heading">
        <h2 id="check-heading">{t('checkHeading')}</h2>
        <p>{t('checkIntro')}</p>
        <ClientMessages namespaces={FIBRE_ISLAND_NAMESPACES}>
          <AddressCheck
            zipPattern={countryConfig.zipCodeRegex}
            phoneRules={{ mobilePhoneNumberRegex, phoneNumberRegex }}
            servicePhone={serviceLine.display}
            unknownAddressBanners={unknownAddressBanners}
            fibrePrices={fibrePrices}
          />
        </ClientMessages>
        <noscript>
          <p className="notice">{t('noScript', { phone: serviceLine.display })}</p>
        </noscript>
      </section>

      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading">{t('factsHeading')}</h2>
        <FibreFacts prices={fibrePrices} />
        {fibrePrices && (
          <ClientMessages namespaces={FIBRE_ISLAND_NAMESPACES}>
            <FibreCostEstimate prices={fibrePrices} servicePhone={serviceLine.display} headingLevel={3} />
          </ClientMessages>
        )}
      </section>

      {connectionDevices.length > 0 && (
        <section aria-labelledby="connections-heading">
          <h2 id="connections-heading">{t('connectionsHeading')}</h2>
          <p>{t('connectionsIntro')}</p>
          <ConnectionDevices connections={connectionDevices} />
        </section>
      )}

      <section aria-labelledby="tariffs-heading">
        <h2 id="tariffs-heading">{t('tariffsHeading')}</h2>
        <p>{t('tariffsIntro')}</p>
        <ul className="card-grid">
          {tariffs.map((tariff) => (
            <li key={tariff.tariffModelSalesId}>
              <FixedLineTariffCard
                tariff={tariff}
                context="INTERNET"
                headingLevel={3}
                actions={
                  <a href="#check" className="button button--secondary">
                    <LabelWithContext label={t('submit')} context={t('checkSuffix', { name: tariff.tariffName })} />
                  </a>
                }
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="iptv-heading">
        <h2 id="iptv-heading">{t('iptvHeading')}</h2>
        <p>{t('iptvText', { days: IPTV.replayDays, hours: IPTV.recordingHours, mbits: IPTV.requiredMbits })}</p>
        <p>
          <Link href={localizedPath(site, '/iptv')}>{t('iptvLink')}</Link>
        </p>
      </section>
    </div>
  );
}
