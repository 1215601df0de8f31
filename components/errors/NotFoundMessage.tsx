import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** The translated 404 message of the request's locale, with the way home. */
export async function NotFoundMessage() {
  const t = await getTranslations('errors');
  return (
    <div className="container page page--narrow">
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
