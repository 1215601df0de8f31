import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/account/password/ChangePasswordForm';
import { EmailChange } from '@/components/account/personal/EmailChange';
import { PersonalDetailsForm } from '@/components/account/personal/PersonalDetailsForm';
import { AccountMessages } from '@/components/account/AccountMessages';
import { customerOf } from '@/lib/account/customer-status';
import { countryName, languageOptions } from '@/lib/account/personal-options';
import { readOrLogOut } from '@/lib/account/product-of';
import { getMandant } from '@/lib/platform/content-api/config';
import { getCustomer } from '@/lib/platform/content-api/customerarea';
import { formatDate } from '@/lib/platform/i18n/format';
import { digitsOnly } from '@/lib/domain/market-patterns';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { absoluteUrl, pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/account/personal/personal.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountPersonal' });
  return pageMetadata(site, '/account/personal', {}, { title: t('heading'), index: false });
}

/**
 * Personal details (SPEC §3 Customer): what only customer service changes, shown; the contact
 * number, address, correspondence language and company data edited here; the e-mail address changed
 * with a confirmation link; the password changed.
 */
export default async function PersonalPage({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  const { session } = await customerOf(site);
  const [read, mandant] = await Promise.all([getCustomer(site.content, session.token), getMandant(site.content)]);
  const customer = readOrLogOut(site, read);
  const t = await getTranslations('accountPersonal');
  if (!customer.ok) {
    return (
      <>
        <h1>{t('heading')}</h1>
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      </>
    );
  }
  const data = customer.data;
  const languages = languageOptions(mandant.ok ? mandant.data.supportedLanguages : [], data.language);
  return (
    <>
      <h1>{t('heading')}</h1>
      <section aria-labelledby="personal-fixed">
        <h2 id="personal-fixed">{t('fixed.heading')}</h2>
        <dl className="personal-facts">
          <dt>{t('fixed.name')}</dt>
          <dd>
            {data.firstName} {data.lastName}
          </dd>
          <dt>{t('fixed.dateOfBirth')}</dt>
          <dd>{formatDate(new Date(`${data.dateOfBirth}T00:00:00Z`), site.locale, 'long', 'UTC')}</dd>
          <dt>{t('fixed.customerNumber')}</dt>
          <dd>{data.customerNumber}</dd>
        </dl>
        <p>
          {t('fixed.note')} <a href={localizedPath(site, '/contact')}>{t('fixed.contact')}</a>
        </p>
      </section>
      <AccountMessages namespaces={['accountPersonal', 'accountPassword']}>
        <section aria-labelledby="personal-details">
          <h2 id="personal-details">{t('details.heading')}</h2>
          <p>{t('details.intro')}</p>
          <PersonalDetailsForm
            initial={data}
            languages={languages}
            countryName={countryName(data.country, site.locale)}
            zipDigitsOnly={mandant.ok && digitsOnly(mandant.data.countryConfig.zipCodeRegex)}
          />
        </section>
        <section id="email" aria-labelledby="personal-email">
          <h2 id="personal-email">{t('email.heading')}</h2>
          <EmailChange initial={data} confirmUrl={absoluteUrl(site, '/account/personal/email')} />
        </section>
        <section aria-labelledby="personal-password">
          <h2 id="personal-password">{t('password.heading')}</h2>
          <ChangePasswordForm />
        </section>
      </AccountMessages>
    </>
  );
}
