import { getTranslations } from 'next-intl/server';
import { ConsentBanner } from '@/components/consent/ConsentBanner';
import { ConsentedAnalytics } from '@/components/consent/ConsentedAnalytics';
import { serverConfig } from '@/lib/platform/config/server-config';
import { analyticsScripts, analyticsSourcesFromEnv } from '@/lib/platform/consent/analytics';
import { consentBannerText } from '@/lib/platform/consent/consent-text';
import { getMandant } from '@/lib/platform/content-api/config';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';
import { CountryBanner } from './CountryBanner';

/**
 * The end of every page: the country offer and the cookie banner in one sticky dock at the bottom of
 * the viewport. The dock follows the footer in the document, so what it shows takes its own space
 * and never moves the page (CLS). The analytics tags of the market wait for consent to statistics.
 */
export async function BottomDock({ site }: { site: Site }) {
  const mandant = await getMandant(site.content);
  const scripts = mandant.ok ? analyticsScripts(mandant.data.analytics, analyticsSourcesFromEnv(serverConfig())) : [];
  return (
    <>
      <div className="dock">
        <CountryBanner locale={site.locale} market={site.market.code} dismissLabel={(await getTranslations('country'))('dismiss')} />
        <ConsentBanner text={await consentBannerText()} settingsHref={localizedPath(site, '/cookie-settings')} />
      </div>
      <ConsentedAnalytics scripts={scripts} />
    </>
  );
}
