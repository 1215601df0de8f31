import { getTranslations } from 'next-intl/server';
import { PageLoading } from '@/components/feedback/PageLoading';

/** While the cart reads its items' prices and the delivery estimate: the heading, and the wait said. */
export default async function CartLoading() {
  const t = await getTranslations('cart');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <PageLoading text={t('loading')} />
    </div>
  );
}
