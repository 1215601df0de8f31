import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/contact/ContactForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { contactOutcome } from '@/lib/content/contact/outcome';
import { getMandant } from '@/lib/platform/content-api/config';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { PAGE_VIEWS } from '@/app/page-views';
import { pageView, type ViewParams } from '@/lib/platform/page-views/read-view';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';

type Props = { params: ViewParams };

/**
 * Cached (ISR) per view (ADR 24): a form post without JavaScript comes back with ?status=sent or
 * ?error=<code>, each its own view. The market's phone patterns come from the cached /config/mandant read.
 */

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'contact' });
  return pageMetadata(site, '/contact', {}, { title: t('title'), description: t('description') });
}

export default async function ContactPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('contact');
  const help = await getTranslations('help');
  const { countryConfig } = unwrap(await getMandant(site.content));
  const outcome = contactOutcome((await pageView(PAGE_VIEWS['/contact'], params)).query);
  return (
    <div className="container page page--narrow">
      <p>
        <Link href={localizedPath(site, '/help')}>← {help('title')}</Link>
      </p>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <ClientMessages namespaces={['contact', 'form']}>
        <ContactForm
          rules={{ mobilePhoneNumberRegex: countryConfig.mobilePhoneNumberRegex, phoneNumberRegex: countryConfig.phoneNumberRegex }}
          initialOutcome={outcome}
        />
      </ClientMessages>
    </div>
  );
}
