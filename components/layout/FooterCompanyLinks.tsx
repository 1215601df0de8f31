import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Route } from '@/lib/platform/i18n/pathnames';
import type { Site } from '@/lib/platform/site/site';

/** The footer's "Company" links: about, careers, press, shops, accessibility statement and social tariff. */
export async function FooterCompanyLinks({ site }: { site: Site }) {
  const t = await getTranslations('company.nav');
  const kind = site.market.code === 'CAMP' ? 'camp' : 'shops';
  const links: { route: Route; label: string }[] = [
    { route: '/about', label: t('about') },
    { route: '/careers', label: t('careers') },
    { route: '/press', label: t('press') },
    { route: '/shops', label: t('shops', { kind }) },
    { route: '/accessibility', label: t('accessibility') },
    { route: '/social-tariff', label: t('socialTariff') },
  ];
  return (
    <nav aria-labelledby="footer-company">
      <h2 id="footer-company">{t('heading')}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.route}>
            <a href={localizedPath(site, link.route)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
