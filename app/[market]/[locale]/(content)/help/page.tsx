import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ServiceChannels } from '@/components/help/ServiceChannels';
import { getMandant } from '@/lib/content-api/config';
import { unwrap } from '@/lib/content-api/unwrap';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';
import '@/components/help/help.css';

type Props = { params: SiteParams };

/** Rendered on first request, then cached like the catalogue pages (service data from /config/mandant). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'help' });
  return pageMetadata(site, '/help', {}, { title: t('title'), description: t('description') });
}

/** The help centre: the FAQ, the contact form, the service line with its hours, messengers and e-mail. */
export default async function HelpPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('help');
  const mandant = unwrap(await getMandant(site.content));
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <div className="help-grid">
        <section aria-labelledby="help-faq" className="help-card">
          <h2 id="help-faq">{t('faqHeading')}</h2>
          <p>{t('faqText')}</p>
          <p>
            <Link className="button button--primary" href={localizedPath(site, '/faq')}>
              {t('faqLink')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="help-contact" className="help-card">
          <h2 id="help-contact">{t('contactHeading')}</h2>
          <p>{t('contactText')}</p>
          <p>
            <Link className="button button--primary" href={localizedPath(site, '/contact')}>
              {t('contactLink')}
            </Link>
          </p>
        </section>
        <ServiceChannels mandant={mandant} />
      </div>
    </div>
  );
}
