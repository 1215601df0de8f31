'use client';

import { useTranslations } from 'next-intl';

/**
 * Shown when a page cannot be rendered. For content-API outages (digest CONTENT_UNAVAILABLE) it is
 * the try-again-later page; the server answers it with 503.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const unavailable = error.digest === 'CONTENT_UNAVAILABLE';
  return (
    <div className="container page page--narrow">
      <h1>{t('unavailableHeading')}</h1>
      <p role="alert">{unavailable ? t('unavailableText') : t('generic')}</p>
      <button type="button" className="button button--primary" onClick={() => reset()}>
        {t('retry')}
      </button>
    </div>
  );
}
