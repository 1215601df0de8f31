import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ServiceContact } from '@/components/legal/ServiceContact';
import { PhoneSignature } from '@/components/porting-signature/PhoneSignature';
import { PortingSummary } from '@/components/porting-signature/PortingSummary';
import { SigningLinkInvalid } from '@/components/porting-signature/SigningLinkInvalid';
import { getMandant } from '@/lib/platform/content-api/config';
import { phoneSignature } from '@/lib/porting/phone-view';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reads the link's porting as it stands: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'portingSignature.mobile' });
  // The link's token is in this page's address: no Referer carries it to anyone else.
  return { ...(await pageMetadata(site, '/porting/sign', {}, { title: t('title'), index: false })), referrer: 'no-referrer' };
}

/**
 * The page the signing link opens on the phone (QR code or SMS, ?token=…): the porting's summary and
 * the finger signature; an unknown, used or expired link shows SPEC §8's invalid-link state with the
 * service contact.
 */
export default async function PortingSignPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('portingSignature');
  const token = (await searchParams).token;
  const signingToken = typeof token === 'string' ? token : undefined;
  const [view, mandant] = await Promise.all([phoneSignature(site, signingToken), getMandant(site.content)]);
  const contact = mandant.ok ? mandant.data : undefined;

  return (
    <div className="container page">
      <h1>{t('mobile.title')}</h1>
      {view.kind === 'invalid' && <SigningLinkInvalid mandant={contact} />}
      {view.kind === 'unavailable' && (
        <div className="notice notice--error">
          <p>{t('access.unavailable')}</p>
          {contact && <ServiceContact mandant={contact} />}
        </div>
      )}
      {view.kind === 'ready' && signingToken && (
        <>
          <p>{t('lead', { number: view.summary.phoneNumber })}</p>
          <PortingSummary summary={view.summary} locale={site.locale} />
          <ClientMessages namespaces={['portingSignature', 'form']}>
            <PhoneSignature
              id={view.id}
              signingToken={signingToken}
              number={view.summary.phoneNumber}
              signedBefore={view.signed}
              invalid={<SigningLinkInvalid mandant={contact} />}
            />
          </ClientMessages>
        </>
      )}
    </div>
  );
}
