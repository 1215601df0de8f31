import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { INFO_ROUTES, infoTopicsOf } from '@/lib/content/info-topics';
import type { Site } from '@/lib/platform/site/site';

/** The footer's "Service & info" links: the information pages the market shows (SPEC §2). */
export async function FooterInfoLinks({ site }: { site: Site }) {
  const t = await getTranslations('info');
  return (
    <nav aria-labelledby="footer-info">
      <h2 id="footer-info">{t('nav.heading')}</h2>
      <ul className="link-list">
        {infoTopicsOf(site.market).map((topic) => (
          <li key={topic}>
            <a href={localizedPath(site, INFO_ROUTES[topic])}>{t(`pages.${topic}.label`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
