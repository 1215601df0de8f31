import { getTranslations } from 'next-intl/server';
import { PageLoading } from '@/components/feedback/PageLoading';

/** While a customer-area page reads the customer's data: said, and shown as a quiet placeholder. */
export default async function CustomerAreaLoading() {
  const t = await getTranslations('accountArea');
  return <PageLoading text={t('loading')} />;
}
