import { getTranslations } from 'next-intl/server';
import '@/components/account/account.css';

/** While a customer-area page reads the customer's data: said, and shown as a quiet placeholder. */
export default async function CustomerAreaLoading() {
  const t = await getTranslations('accountArea');
  return (
    <div className="account-loading" role="status" aria-live="polite">
      <p>{t('loading')}</p>
      <div className="account-loading__bar" aria-hidden="true" />
      <div className="account-loading__bar" aria-hidden="true" />
    </div>
  );
}
