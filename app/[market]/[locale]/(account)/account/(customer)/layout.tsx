import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { AccountNav } from '@/components/account/AccountNav';
import { AccountQueryProvider } from '@/components/account/AccountQueryProvider';
import { CustomerGreeting } from '@/components/account/CustomerGreeting';
import { KeepSessionAlive } from '@/components/account/KeepSessionAlive';
import { LogoutButton } from '@/components/account/LogoutButton';
import { PageLoading } from '@/components/feedback/PageLoading';
import { StreamWhenScripted } from '@/components/feedback/StreamWhenScripted';
import { sessionOf } from '@/lib/account/customer-status';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/account/account.css';

/**
 * The guarded customer area (ADR 18): only a live session of this market gets past it (else the login
 * page, or the logout after an upstream 401). It names the customer, keeps the session alive while
 * the area is used, and gives the islands below their query cache; each page fetches its own data.
 */
export default async function CustomerAreaLayout({ params, children }: { params: SiteParams; children: ReactNode }) {
  const site = await siteFromParams(params);
  await sessionOf(site);
  const area = await getTranslations('accountArea');
  const sections = (
    [
      ['overview', '/account'],
      ['invoices', '/account/invoices'],
      ['payment', '/account/payment'],
      ['personal', '/account/personal'],
      ['portings', '/account/portings'],
    ] as const
  ).map(([section, route]) => ({ href: localizedPath(site, route), label: area('section', { section }) }));
  return (
    <div className="container page account">
      <KeepSessionAlive />
      <header className="account-head">
        <div>
          <StreamWhenScripted fallback={null}>
            <CustomerGreeting site={site} />
          </StreamWhenScripted>
        </div>
        <LogoutButton />
      </header>
      <AccountNav label={area('sections')} links={sections} />
      <AccountMessages>
        <AccountQueryProvider>
          {/* While a page reads the customer's data: said, and shown as a quiet placeholder. */}
          <StreamWhenScripted fallback={<PageLoading text={area('loading')} />}>{children}</StreamWhenScripted>
        </AccountQueryProvider>
      </AccountMessages>
    </div>
  );
}
