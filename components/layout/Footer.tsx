import { getTranslations } from 'next-intl/server';
import { getMandant } from '@/lib/platform/content-api/config';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Mandant } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import { FooterCompanyLinks } from './FooterCompanyLinks';
import { FooterHelpLinks } from './FooterHelpLinks';
import { FooterInfoLinks } from './FooterInfoLinks';
import { GoogleRating } from './GoogleRating';
import { ServiceContact } from '@/components/legal/ServiceContact';
import { ServiceHours } from './ServiceHours';

const SOCIAL = ['facebook', 'instagram', 'tiktok', 'twitter', 'youtube', 'linkedin'] as const;

/**
 * Service contacts, apps and social links from /config/mandant; without it the footer stays minimal.
 * Its links are plain anchors, not next/link: below the fold on every page, ~25 Link islands cost every
 * page view their hydration and, scrolled into view, a prefetch each (ADR 33).
 */
export async function Footer({ site }: { site: Site }) {
  const t = await getTranslations('footer');
  const mandant = await getMandant(site.content);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {mandant.ok && <ServiceContacts mandant={mandant.data} />}
        {mandant.ok && <AppsAndSocial mandant={mandant.data} />}
        <LegalLinks site={site} />
        <FooterHelpLinks site={site} />
        <FooterInfoLinks site={site} />
        <FooterCompanyLinks site={site} />
        <GoogleRating site={site} />
      </div>
      <div className="container site-footer__bottom">
        <p>{t('copyright', { year })}</p>
      </div>
    </footer>
  );
}

/** Terms, fees, privacy and imprint: shown even when /config/mandant cannot be read. */
async function LegalLinks({ site }: { site: Site }) {
  const t = await getTranslations('footer');
  const legal = await getTranslations('legal.nav');
  const links = [
    { key: 'terms', href: localizedPath(site, '/terms'), label: legal('terms') },
    { key: 'fees', href: `${localizedPath(site, '/terms')}#fees`, label: legal('fees') },
    { key: 'privacy', href: localizedPath(site, '/privacy'), label: legal('privacy') },
    { key: 'imprint', href: localizedPath(site, '/imprint'), label: legal('imprint') },
  ];
  return (
    <nav aria-labelledby="footer-legal">
      <h2 id="footer-legal">{t('legal')}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

async function ServiceContacts({ mandant }: { mandant: Mandant }) {
  const t = await getTranslations('footer');
  return (
    <section aria-labelledby="footer-service">
      <h2 id="footer-service">{t('service')}</h2>
      <ServiceContact mandant={mandant} messengers />
      <ServiceHours hours={mandant.serviceHours} />
    </section>
  );
}

async function AppsAndSocial({ mandant }: { mandant: Mandant }) {
  const t = await getTranslations('footer');
  const common = await getTranslations('common');
  const { appStoreConfig: apps, socialMediaConfig: social } = mandant;
  const appLinks = [
    { href: apps.linkIos, label: t('appIos') },
    { href: apps.linkAndroid, label: t('appAndroid') },
    { href: apps.linkHuawei, label: t('appHuawei') },
  ].filter((a): a is { href: string; label: string } => Boolean(a.href));
  const socialLinks = SOCIAL.flatMap((network) => (social[network] ? [{ network, href: social[network] }] : []));
  return (
    <>
      {appLinks.length > 0 && (
        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps">{t('apps')}</h2>
          <ul className="link-list">
            {appLinks.map((a) => (
              <li key={a.href}>
                <a href={a.href} target="_blank" rel="noopener noreferrer">
                  {a.label} <span className="visually-hidden">{common('newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {socialLinks.length > 0 && (
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t('social')}</h2>
          <ul className="link-list">
            {socialLinks.map((s) => (
              <li key={s.network}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {t('socialNetwork', { network: s.network })} <span className="visually-hidden">{common('newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
