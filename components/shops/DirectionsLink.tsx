import { getTranslations } from 'next-intl/server';
import type { Shop } from '@/lib/platform/content-api/schemas';
import { directionsUrl } from '@/lib/content/shops/address';

/** Route planning to the location in a maps service, in a new window. */
export async function DirectionsLink({ shop }: { shop: Shop }) {
  const t = await getTranslations('shops');
  const common = await getTranslations('common');
  return (
    <a className="button button--secondary" href={directionsUrl(shop.address)} target="_blank" rel="noopener noreferrer">
      {t('directionsTo', { name: shop.name })} <span className="visually-hidden">{common('newWindow')}</span>
    </a>
  );
}
