import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PositionFacts } from '@/components/company/PositionFacts';
import { TeamProfiles } from '@/components/company/TeamProfiles';
import { openPositions } from '@/content/company/positions';
import { textFor } from '@/content/company/text';
import { legalMarket } from '@/content/legal/text';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { languageOf } from '@/lib/platform/markets/markets';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/company/company.css';

type Props = { params: SiteParams };

/** Rendered on first request, then cached like the catalogue pages. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'company.careers' });
  return pageMetadata(site, '/careers', {}, { title: t('title'), description: t('description') });
}

const STEPS = ['apply', 'talk', 'meet'] as const;

/** Open positions of the market with their pay, the team in their own words, and how we hire. */
export default async function CareersPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('company.careers');
  const text = textFor(site.market.code, languageOf(site.locale));
  const positions = openPositions(site.market.code);
  const market = legalMarket(site.market.code);
  return (
    <div className="container page careers">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <section aria-labelledby="positions-heading">
        <h2 id="positions-heading">{t('positionsHeading', { count: positions.length })}</h2>
        <ul className="position-list">
          {positions.map((position) => (
            <li key={position.id}>
              <article className="position-card" aria-labelledby={`position-${position.id}`}>
                <h3 id={`position-${position.id}`}>
                  <Link href={localizedPath(site, '/careers/[id]', { id: position.id })}>{text(position.title)}</Link>
                </h3>
                <p>{text(position.summary)}</p>
                <PositionFacts
                  position={position}
                  market={position.markets[market]!}
                  text={text}
                  currency={site.market.currency}
                  locale={site.locale}
                  compact
                />
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team-heading">
        <h2 id="team-heading">{t('teamHeading')}</h2>
        <p>{t('teamIntro')}</p>
        <TeamProfiles text={text} />
      </section>
      <section aria-labelledby="hiring-heading">
        <h2 id="hiring-heading">{t('hiringHeading')}</h2>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`hiringSteps.${step}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
