import { getTranslations } from 'next-intl/server';
import { getGoogleReviews } from '@/lib/platform/content-api/config';
import { formatNumber } from '@/lib/platform/i18n/format';
import type { Site } from '@/lib/platform/site/site';

/**
 * The shop's Google rating from /config/reviews/google: the score with one decimal in the page's
 * locale, the number of reviews and a link to them (new window, said so). Nothing when unavailable.
 */
export async function GoogleRating({ site }: { site: Site }) {
  const reviews = await getGoogleReviews(site.content);
  if (!reviews.ok) return null;
  const t = await getTranslations('rating');
  const common = await getTranslations('common');
  const { rating, userRatingsTotal, url } = reviews.data;
  const score = formatNumber(rating, site.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="footer-rating" className="google-rating">
      <h2 id="footer-rating">{t('heading')}</h2>
      <p className="google-rating__score">
        <span className="google-rating__stars" aria-hidden="true">
          <span className="google-rating__filled" style={{ width: `${(rating / 5) * 100}%` }}>
            ★★★★★
          </span>
          ★★★★★
        </span>
        <span>{t.rich('summary', { rating: score, count: userRatingsTotal, score: (chunks) => <strong>{chunks}</strong> })}</span>
      </p>
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('link')} <span className="visually-hidden">{common('newWindow')}</span>
        </a>
      </p>
    </section>
  );
}
