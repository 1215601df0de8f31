import { getTranslations } from 'next-intl/server';
import './faq.css';

type Props = {
  action: string;
  query: string;
  error?: string;
  /** The field's id and label where the form searches more than the FAQ (the help centre). */
  id?: string;
  label?: string;
};

/** A GET form (?q=…): works without JavaScript, and the server renders the results. */
export async function FaqSearchForm({ action, query, error, id = 'faq-q', label }: Props) {
  const t = await getTranslations('faq');
  const errorId = `${id}-error`;
  return (
    <form role="search" method="get" action={action} className="faq-search">
      <div className="field">
        <label htmlFor={id}>{label ?? t('searchLabel')}</label>
        <div className="field__with-action">
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="button button--primary">
            {t('searchSubmit')}
          </button>
        </div>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
