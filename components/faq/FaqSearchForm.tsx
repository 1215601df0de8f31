import { getTranslations } from 'next-intl/server';
import './faq.css';

const ERROR_ID = 'faq-search-error';

/** A GET form (?q=…): works without JavaScript, and the server renders the results. */
export async function FaqSearchForm({ action, query, error }: { action: string; query: string; error?: string }) {
  const t = await getTranslations('faq');
  return (
    <form role="search" method="get" action={action} className="faq-search">
      <div className="field">
        <label htmlFor="faq-q">{t('searchLabel')}</label>
        <div className="field__with-action">
          <input
            id="faq-q"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ERROR_ID : undefined}
          />
          <button type="submit" className="button button--primary">
            {t('searchSubmit')}
          </button>
        </div>
        {error && (
          <p id={ERROR_ID} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
