// The base stylesheet first, then the chrome's every page shows, imported here and only here so that
// Next serves them as one file; every feature's stylesheet (imported by its components) comes after.
import '../../globals.css';
import '@/components/layout/header.css';
import '@/components/layout/footer.css';
import '@/components/layout/dock.css';
import '@/components/consent/consent-banner.css';
import '@/components/consent/consent-form.css';
import '@/components/preview/preview-banner.css';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BottomDock } from '@/components/layout/BottomDock';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { OrganizationJsonLd } from '@/components/seo/OrganizationJsonLd';
import { SiteProvider } from '@/components/site/SiteProvider';
import { HEAD_SCRIPT } from '@/lib/platform/site/head-script';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

/**
 * Pages are rendered on first request and then cached (ISR): building never needs the content API.
 * How long is decided by the content reads, whose cache time is CONTENT_REVALIDATE_SECONDS
 * (lib/platform/content-api/settings.ts), the one source: every page reads at least /config/mandant (footer,
 * dock), so none is cached longer. Pages declare no `revalidate` of their own (tests/unit/app-conventions.test.ts).
 */
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = { themeColor: '#0b3d91', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return {
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    description: t('defaultDescription'),
    formatDetection: { telephone: false },
  };
}

/** `cartLink`: the header's cart link (the @cartLink slot), with the served count on the cart and the checkout. */
export default async function RootLayout({ children, cartLink, params }: { children: ReactNode; cartLink: ReactNode; params: SiteParams }) {
  const site = await siteFromParams(params);
  const t = await getTranslations('common');
  return (
    <html lang={site.locale} suppressHydrationWarning>
      <head>
        {/* In the head, so no inline script in the body makes the parser yield before the cookie banner
            (the banner would then paint after the framework's scripts ran: a late LCP); and moved by the
            door before the stylesheet links (door/first-in-head.ts), so it never waits for the CSS. */}
        <script data-first-in-head="" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        <ClientMessages>
          <SiteProvider value={site}>
            <a className="skip-link" href="#main">
              {t('skipToContent')}
            </a>
            {site.content.previewDate && <PreviewBanner date={site.content.previewDate} locale={site.locale} />}
            <Header site={site} cartLink={cartLink} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer site={site} />
            <BottomDock site={site} />
            <OrganizationJsonLd site={site} />
          </SiteProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
