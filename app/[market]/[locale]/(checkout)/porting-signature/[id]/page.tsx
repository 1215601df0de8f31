import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { DesktopSignature } from '@/components/porting-signature/DesktopSignature';
import { PortingSummary } from '@/components/porting-signature/PortingSummary';
import { readSession } from '@/lib/platform/bff/session';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { isPortingId } from '@/lib/porting/caller';
import { desktopSignature } from '@/lib/porting/desktop-view';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';

type Params = Promise<{ market: string; locale: string; id: string }>;

/** Reads the session or the order cookie and the porting as it stands: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'portingSignature' });
  return pageMetadata(site, '/porting-signature/[id]', { id }, { title: t('title'), index: false });
}

/**
 * The desktop signature page of a porting (SPEC §2, issue 16 §2): for a customer's porting (session)
 * or a ported number of the visitor's order (order cookie). What is signed, where it stands, and the
 * ways to sign; without access, how to get it.
 */
export default async function PortingSignaturePage({ params }: { params: Params }) {
  const { id } = await params;
  const site = await siteFromParams(params);
  if (!isPortingId(id)) notFound();
  const t = await getTranslations('portingSignature');
  const session = await readSession(site.market.code);
  const view = await desktopSignature(site, id, session);
  const loginHref = localizedPath(site, '/account/login');

  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      {view.kind === 'login' && (
        <section className="notice notice--neutral" aria-labelledby="porting-login">
          <h2 id="porting-login">{t('access.loginHeading')}</h2>
          <p>{t('access.login')}</p>
          <p>
            <Link href={loginHref}>{t('access.loginLink')}</Link>
          </p>
        </section>
      )}
      {view.kind === 'not_found' && <p className="notice notice--error">{t('access.notFound')}</p>}
      {view.kind === 'unavailable' && <p className="notice notice--error">{t('access.unavailable')}</p>}
      {view.kind === 'ready' && (
        <>
          <p>{t('lead', { number: view.summary.phoneNumber })}</p>
          <PortingSummary summary={view.summary} locale={site.locale} />
          <ClientMessages namespaces={['portingSignature', 'form']}>
            <DesktopSignature
              id={id}
              number={view.summary.phoneNumber}
              initial={view.state}
              followsPhone={view.followsPhone}
              link={view.link}
              accountHref={session ? localizedPath(site, '/account/portings') : undefined}
              loginHref={loginHref}
            />
          </ClientMessages>
        </>
      )}
    </div>
  );
}
