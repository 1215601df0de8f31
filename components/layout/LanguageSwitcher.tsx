'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { currentRoute } from '@/lib/i18n/current-route';
import { localizedPath } from '@/lib/i18n/paths';
import { languageOf, type Locale } from '@/lib/markets/markets';

/** Links to the same page in the market's other languages (home when the page has no route). */
export function LanguageSwitcher({ locales }: { locales: readonly Locale[] }) {
  const t = useTranslations('nav');
  const site = useSite();
  const match = currentRoute(usePathname(), site);
  return (
    <nav aria-label={t('language')} className="language-switcher">
      <ul>
        {locales.map((locale) => {
          const target = { locale, defaultLocale: site.defaultLocale };
          const href = match ? localizedPath(target, match.route, match.params) : localizedPath(target, '/');
          const current = locale === site.locale;
          return (
            <li key={locale}>
              {/* A plain anchor: switching language reloads the page with the other locale's messages. */}
              <a href={href} hrefLang={locale} lang={locale} aria-current={current ? 'true' : undefined}>
                {t('languageName', { language: languageOf(locale) })}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
