import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** Translated 404 of the market and locale the path was meant for. */
export default async function NotFound() {
  const t = await getTranslations('errors');
  const meta = await getTranslations('meta');
  return (
    <div className="container page page--narrow">
      <title>{meta('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('notFoundHeading')}</h1>
      <p>{t('notFoundText')}</p>
      <p>
        {/* A plain link to "/" is the home page of this host in its default language. */}
        <Link className="button button--primary" href="/">
          {t('toHome')}
        </Link>
      </p>
    </div>
  );
}
