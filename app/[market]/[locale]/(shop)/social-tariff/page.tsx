import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { ApplicationForm } from '@/components/social-tariff/ApplicationForm';
import { EligibilityCalculator } from '@/components/social-tariff/EligibilityCalculator';
import { IncomeLimits } from '@/components/social-tariff/IncomeLimits';
import { TariffCard } from '@/components/tariff/TariffCard';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { SOCIAL_TARIFF_UPDATED, socialTariffDocument } from '@/content/social-tariff';
import { tariffView } from '@/lib/catalogue/tariff-view';
import { getMandant } from '@/lib/platform/content-api/config';
import { getTariffGroups } from '@/lib/platform/content-api/tariffs';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { grossOf } from '@/lib/domain/price';
import { isHiddenTariff } from '@/lib/domain/special-deals';
import { BASE_FEE_WITHOUT_NOTICE } from '@/lib/domain/social-tariff';
import { isSocialTariff } from '@/lib/domain/tariff-kind';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { languageOf } from '@/lib/platform/markets/markets';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type Site, type SiteParams } from '@/lib/platform/site/site';
import '@/components/catalogue/cards.css';
import '@/components/social-tariff/social-tariff.css';

type Props = { params: SiteParams };

/** Rendered on first request, then cached like the catalogue pages (the tariff read is tagged). */
export function generateStaticParams() {
  return [];
}

async function socialTariffOf(site: Site) {
  const groups = unwrap(await getTariffGroups(site.content));
  return groups.flatMap((g) => g.tariffs).find((t) => isSocialTariff(t) && !isHiddenTariff(t));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'socialTariff' });
  const offered = Boolean(await socialTariffOf(site));
  return pageMetadata(site, '/social-tariff', {}, { title: t('title'), description: t('description', { offered: String(offered) }) });
}

/**
 * The social tariff where the market sells one (a tariff with "sozial" in its name, SPEC §3): the
 * tariff and its price, who can apply (SPEC §9 income limits, the broadcasting-fee notice of SPEC §5),
 * the eligibility calculator and the application. Elsewhere: that it is not offered, and the tariffs.
 */
export default async function SocialTariffPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('socialTariff');
  const tariff = await socialTariffOf(site);
  if (!tariff) return <NotOffered site={site} />;
  const mandant = unwrap(await getMandant(site.content));
  const { currency } = site.market;
  const view = tariffView(tariff, 'DETAIL');
  const document = socialTariffDocument(site.market.code, languageOf(site.locale), {
    tariffName: tariff.tariffName,
    price: formatMoney(grossOf(tariff.money), currency, site.locale, { tariff: true }),
    baseFee: formatMoney(BASE_FEE_WITHOUT_NOTICE, currency, site.locale),
  });
  const { mobilePhoneNumberRegex, phoneNumberRegex } = mandant.countryConfig;
  return (
    <LegalDocument
      document={document}
      updated={SOCIAL_TARIFF_UPDATED}
      locale={site.locale}
      extras={{
        tariff: (
          <ul className="card-grid card-grid--single">
            <li>
              <TariffCard view={view} site={site} />
            </li>
          </ul>
        ),
        eligibility: (
          <>
            <IncomeLimits currency={currency} locale={site.locale} />
            <ClientMessages namespaces={['socialTariff']}>
              <EligibilityCalculator />
            </ClientMessages>
          </>
        ),
        apply: (
          <>
            <p id="application-sent" className="target-notice notice" tabIndex={-1}>
              {t('form.sentWithoutScript')}
            </p>
            <p id="application-failed" className="target-notice notice notice--error" tabIndex={-1}>
              {t('form.failedWithoutScript')}
            </p>
            <ClientMessages namespaces={['socialTariff', 'form']}>
              <ApplicationForm phoneRules={{ mobilePhoneNumberRegex, phoneNumberRegex }} privacyHref={localizedPath(site, '/privacy')} />
            </ClientMessages>
          </>
        ),
      }}
    />
  );
}

async function NotOffered({ site }: { site: Site }) {
  const t = await getTranslations('socialTariff');
  const country = new Intl.DisplayNames([site.locale], { type: 'region' }).of(site.market.country) ?? site.market.country;
  return (
    <div className="container page page--narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('notOffered', { country })}</p>
      <p>{t('notOfferedAlternative')}</p>
      <p>
        <Link className="button button--primary" href={localizedPath(site, '/tariffs')}>
          {t('toTariffs')}
        </Link>
      </p>
    </div>
  );
}
