import { getTranslations } from 'next-intl/server';
import { LANGUAGE_PARAM } from '@/lib/platform/i18n/route-request';
import { languageOf, type Locale } from '@/lib/platform/markets/markets';

/**
 * Links to the same page in the market's other languages. Each is relative, `?hl={locale}`: the proxy
 * redirects it to the page's path in that language (lib/platform/i18n/route-request.ts), so the layout that
 * renders them needs to know neither its page nor the route table, and the browser runs nothing.
 */
export async function LanguageSwitcher({ locales, current }: { locales: readonly Locale[]; current: Locale }) {
  const t = await getTranslations('nav');
  return (
    <nav aria-label={t('language')} className="language-switcher">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a href={`?${LANGUAGE_PARAM}=${locale}`} hrefLang={locale} lang={locale} aria-current={locale === current ? 'true' : undefined}>
              {t('languageName', { language: languageOf(locale) })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
