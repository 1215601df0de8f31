import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/platform/i18n/format';
import type { Locale } from '@/lib/platform/markets/markets';
import { previewDay } from '@/lib/platform/preview/preview-date';

/**
 * Shown on every page while an editor previews a date (issue 5 §4): which day the shop is shown
 * for, and the way out (a form, so it works without JavaScript and reloads the whole page).
 */
export async function PreviewBanner({ date, locale }: { date: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview' });
  return (
    <div role="region" aria-label={t('label')} className="preview-banner">
      <div className="container preview-banner__inner">
        <p>{t('notice', { date: formatDate(previewDay(date), locale, 'long', 'UTC') })}</p>
        <form method="post" action="/api/preview/exit">
          <button type="submit" className="button button--secondary">
            {t('exit')}
          </button>
        </form>
      </div>
    </div>
  );
}
