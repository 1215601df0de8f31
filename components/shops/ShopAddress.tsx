import { getTranslations } from 'next-intl/server';
import { telHref } from '@/lib/domain/service-numbers';
import type { Shop } from '@/lib/platform/content-api/schemas';
import { addressLines } from '@/lib/content/shops/address';
import '@/components/company/company.css';

/** Postal address, phone and e-mail of a location. */
export async function ShopAddress({ shop }: { shop: Shop }) {
  const t = await getTranslations('shops');
  return (
    <div className="shop-address">
      <address>
        {addressLines(shop.address).map((line) => (
          <span key={line} className="shop-address__line">
            {line}
          </span>
        ))}
      </address>
      <dl className="contact-list">
        <dt>{t('phone')}</dt>
        <dd>
          <a href={telHref(shop.phone)}>{shop.phone}</a>
        </dd>
        {shop.email && (
          <>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
