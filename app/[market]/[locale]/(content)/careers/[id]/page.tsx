import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PositionFacts } from '@/components/company/PositionFacts';
import { Salary } from '@/components/company/Salary';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { BENEFITS } from '@/content/company/benefits';
import { COMPANY_CONTACTS } from '@/content/company/contacts';
import { openPosition } from '@/content/company/positions';
import { textFor } from '@/content/company/text';
import { COMPANIES } from '@/content/legal/companies';
import { legalMarket } from '@/content/legal/text';
import { jobPostingJsonLd } from '@/lib/content/job-posting';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { languageOf } from '@/lib/platform/markets/markets';
import { absoluteUrl, pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type Site } from '@/lib/platform/site/site';

type Props = { params: Promise<{ market: string; locale: string; id: string }> };

/** Rendered on first request, then cached like the catalogue pages. */
export function generateStaticParams() {
  return [];
}

/** The position and its terms in this market; 404 where it is not open. */
function positionIn(site: Site, id: string) {
  const position = openPosition(site.market.code, id);
  const terms = position?.markets[legalMarket(site.market.code)];
  if (!position || !terms) notFound();
  return { position, terms, text: textFor(site.market.code, languageOf(site.locale)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { id } = await params;
  const { position, terms, text } = positionIn(site, id);
  const t = await getTranslations({ locale: site.locale, namespace: 'company.careers' });
  const values = { title: text(position.title), city: text(terms.city) };
  return pageMetadata(site, '/careers/[id]', { id }, { title: t('detailTitle', values), description: t('detailDescription', values) });
}

/** One open position: facts, tasks, profile, offer, the pay the market's law asks for, and how to apply by e-mail. */
export default async function PositionPage({ params }: Props) {
  const site = await siteFromParams(params);
  const { id } = await params;
  const { position, terms, text } = positionIn(site, id);
  const t = await getTranslations('company.careers');
  const nav = await getTranslations('nav');
  const title = text(position.title);
  const { jobs } = COMPANY_CONTACTS[legalMarket(site.market.code)];
  const mailto = `mailto:${jobs}?subject=${encodeURIComponent(t('applySubject', { title }))}`;
  const sections = [
    { id: 'tasks', heading: t('tasks'), items: position.tasks },
    { id: 'profile', heading: t('profile'), items: position.profile },
    { id: 'offer', heading: t('offer'), items: [...position.offer, ...BENEFITS] },
  ];
  return (
    <article className="container page position-detail" aria-labelledby="position-title">
      <JsonLd
        data={jobPostingJsonLd(position, terms, {
          title,
          description: text(position.summary),
          city: text(terms.city),
          company: COMPANIES[site.market.code].name,
          country: site.market.country,
          currency: site.market.currency,
          url: absoluteUrl(site, '/careers/[id]', { id }),
        })}
      />
      <BreadcrumbJsonLd
        site={site}
        trail={[
          { name: nav('home'), route: '/' },
          { name: t('title'), route: '/careers' },
          { name: title, route: '/careers/[id]', params: { id } },
        ]}
      />
      <p>
        <Link href={localizedPath(site, '/careers')}>← {t('back')}</Link>
      </p>
      <h1 id="position-title">{title}</h1>
      <p className="lead">{text(position.summary)}</p>
      <PositionFacts position={position} market={terms} text={text} currency={site.market.currency} locale={site.locale} />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          <ul className="checklist">
            {section.items.map((item) => (
              <li key={item.en}>{text(item)}</li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="salary-heading">
        <h2 id="salary-heading">{t('salary')}</h2>
        <p>
          <Salary salary={terms.salary} currency={site.market.currency} locale={site.locale} />
        </p>
      </section>
      <section aria-labelledby="apply-heading">
        <h2 id="apply-heading">{t('applyHeading')}</h2>
        <p>{t('applyText', { email: jobs })}</p>
        <p>
          <a className="button button--primary" href={mailto}>
            {t('applyButton')}
          </a>
        </p>
      </section>
    </article>
  );
}
