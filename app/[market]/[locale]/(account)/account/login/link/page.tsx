import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readSession } from '@/lib/platform/bff/session';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountLogin.landing' });
  // The token is in the URL: never pass it on as a referrer.
  return { ...(await pageMetadata(site, '/account/login/link', {}, { title: t('heading'), index: false })), referrer: 'no-referrer' };
}

/**
 * Where the e-mailed one-time link lands. Opening the link logs nobody in (mail scanners open
 * links): the visitor's click posts the token to /api/auth/token, which answers with a 303.
 */
export default async function LoginLinkPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  if (await readSession(site.market.code)) redirect(localizedPath(site, '/account'));
  const t = await getTranslations('accountLogin.landing');
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : undefined;
  const invalid = !token || query.error === 'token_invalid';
  return (
    <div className="container page page--narrow">
      <h1>{t('heading')}</h1>
      {invalid ? (
        <div role="alert" className="notice notice--error">
          <p>{t('invalid')}</p>
          <p>
            <a href={localizedPath(site, '/account/login', undefined, 'method=link')}>{t('newLink')}</a>
          </p>
        </div>
      ) : (
        <form method="post" action="/api/auth/token" className="form">
          <p>{t('intro')}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={site.locale} />
          <button type="submit" className="button button--primary">
            {t('submit')}
          </button>
        </form>
      )}
    </div>
  );
}
