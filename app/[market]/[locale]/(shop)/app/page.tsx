import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TariffCard } from '@/components/tariff/TariffCard';
import { tariffView } from '@/lib/catalogue/tariff-view';
import { getTariffGroups } from '@/lib/platform/content-api/tariffs';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { appOnboardingTariffs } from '@/lib/domain/app-onboarding';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/catalogue/cards.css';

type Props = { params: SiteParams };

/** Rendered on first request, then cached like every catalogue page. */
export function generateStaticParams() {
  return [];
}

/** For the app's users (ADR 50): the page the app opens after sign-up; not indexed, not in the sitemap. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'appOnboarding' });
  return pageMetadata(site, '/app', {}, { title: t('title'), description: t('intro'), index: false });
}

/**
 * SPEC §2 page context APPONBOARDING: the tariffs whose deals name it, each card showing the deals
 * meant for this page. Without any, the page says so and leads to all tariffs.
 */
export default async function AppOnboardingPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('appOnboarding');
  const groups = unwrap(await getTariffGroups(site.content));
  const tariffs = appOnboardingTariffs(groups.flatMap((g) => g.tariffs));
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <section aria-labelledby="app-offers">
        <h2 id="app-offers">{t('offersHeading')}</h2>
        {tariffs.length === 0 ? (
          <p className="notice">{t('none')}</p>
        ) : (
          <ul className="card-grid">
            {tariffs.map((tariff) => (
              <li key={tariff.tariffModelSalesId}>
                <TariffCard view={tariffView(tariff, 'APPONBOARDING')} site={site} />
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={localizedPath(site, '/tariffs')}>{t('allTariffs')}</a>
        </p>
      </section>
    </div>
  );
}
