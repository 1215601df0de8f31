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

type ExternalLink = { key: string; href: string; label: string };

async function AppsAndSocial({ mandant }: { mandant: Mandant }) {
  const t = await getTranslations('footer');
  const { appStoreConfig: apps, socialMediaConfig: social } = mandant;
  const appLinks = [
    { key: 'ios', href: apps.linkIos, label: t('appIos') },
    { key: 'android', href: apps.linkAndroid, label: t('appAndroid') },
    { key: 'huawei', href: apps.linkHuawei, label: t('appHuawei') },
  ].filter((a): a is ExternalLink => Boolean(a.href));
  const socialLinks = SOCIAL.flatMap((network) =>
    social[network] ? [{ key: network, href: social[network], label: t('socialNetwork', { network }) }] : [],
  );
  return (
    <>
      <ExternalLinks id="footer-apps" heading={t('apps')} links={appLinks} />
      <ExternalLinks id="footer-social" heading={t('social')} links={socialLinks} />
    </>
  );
}

/** A footer section of links to other sites (app stores, social networks), each opening a new window; none, no section. */
async function ExternalLinks({ id, heading, links }: { id: string; heading: string; links: ExternalLink[] }) {
  const common = await getTranslations('common');
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label} <span className="visually-hidden">{common('newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
