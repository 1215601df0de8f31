import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/account/LoginForm';
import { AutoLoginForm } from '@/components/account/login/AutoLoginForm';
import { LinkLogin } from '@/components/account/login/LinkLogin';
import { LOGIN_METHODS, LoginMethodNav, type LoginMethod } from '@/components/account/login/LoginMethodNav';
import { OpenIdLogin } from '@/components/account/login/OpenIdLogin';
import { TanLogin } from '@/components/account/login/TanLogin';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { readFormDraft } from '@/lib/platform/bff/form-draft';
import { networkMsisdn } from '@/lib/platform/bff/msisdn';
import { readSession } from '@/lib/platform/bff/session';
import { bffErrorCode } from '@/lib/platform/contracts/answer';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/account/login', {}, { title: t('loginTitle'), index: false });
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The route handler each method's form posts to (the SMS code's second step posts the login itself). */
const formOf = (method: LoginMethod, sent: boolean) =>
  ({
    password: '/api/auth/login',
    tan: sent ? '/api/auth/login' : '/api/auth/tan',
    link: '/api/auth/onetimelink',
    openid: '/api/auth/openid',
  })[method];

/**
 * The login methods of SPEC §6, one at a time (?method=): password, code by SMS, link by e-mail and
 * OpenID with its SMS code; auto-login is offered when the request came over the mobile network. A
 * form posted without JavaScript comes back here with ?error=, ?sent= or the OpenID authcode.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  if (await readSession(site.market.code)) redirect(localizedPath(site, '/account'));
  const t = await getTranslations('accountLogin');
  const login = await getTranslations('login');
  const account = await getTranslations('account');
  const query = await searchParams;
  const method: LoginMethod = LOGIN_METHODS.find((m) => m === query.method) ?? 'password';
  const error = bffErrorCode.safeParse(query.error).data;
  const sent = query.sent === '1';
  const onMobileNetwork = networkMsisdn(await headers()) !== null;
  // A form refused without JavaScript: what was typed comes back (never the password or code, ADR 30).
  const typed = error ? (await readFormDraft(site.market.code, formOf(method, sent)))?.values : undefined;
  return (
    <div className="container page page--narrow">
      <h1>{login('heading')}</h1>
      {query.reason === 'expired' && (
        <p className="notice" role="status">
          {account('sessionEnded')}
        </p>
      )}
      {query.notice === 'password_set' && (
        <p className="notice notice--success" role="status">
          {t('notice.password_set')}
        </p>
      )}
      {onMobileNetwork && <AutoLoginForm locale={site.locale} />}
      <LoginMethodNav site={site} current={method} />
      <p>{t(`intro.${method}`)}</p>
      <ClientMessages namespaces={['login', 'form', 'accountLogin', 'accountPassword']}>
        {method === 'password' && <LoginForm locale={site.locale} initialError={error} typed={typed} />}
        {method === 'tan' && <TanLogin locale={site.locale} initialStep={sent ? 'code' : 'phone'} initialError={error} typed={typed} />}
        {method === 'link' && <LinkLogin locale={site.locale} initialSent={sent} initialError={error} typed={typed} />}
        {method === 'openid' && (
          <OpenIdLogin locale={site.locale} initialAuthcode={one(query.authcode)} initialError={error} typed={typed} />
        )}
      </ClientMessages>
      <ul className="login-help">
        <li>
          <a href={localizedPath(site, '/account/password/reset')}>{t('forgot')}</a>
        </li>
        <li>
          <a href={localizedPath(site, '/account/password/first')}>{t('firstPassword')}</a>
        </li>
      </ul>
    </div>
  );
}
