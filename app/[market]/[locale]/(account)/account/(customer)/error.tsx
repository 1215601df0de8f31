'use client';

import { useTranslations } from 'next-intl';
import '@/components/account/account.css';

/**
 * A customer-area page that could not be rendered (the content API down, an answer we could not
 * read): the header and the logout stay, the page says so and offers to try again.
 */
export default function CustomerAreaError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('accountArea');
  return (
    <section className="account-error" aria-labelledby="account-error-heading">
      <h1 id="account-error-heading">{t('errorHeading')}</h1>
      <p role="alert">{t('errorText')}</p>
      <button type="button" className="button button--primary" onClick={() => reset()}>
        {t('retry')}
      </button>
    </section>
  );
}
