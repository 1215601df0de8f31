import type { Shop } from '@/lib/platform/content-api/schemas';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DirectionsLink } from './DirectionsLink';
import { ShopAddress } from './ShopAddress';
import { WeekSummary } from './WeekSummary';
import '@/components/company/company.css';

/** One location of the list: number (matching the map), name linking to its page, address, week, directions. */
export async function ShopCard({ shop, number, href }: { shop: Shop; number: number; href: string }) {
  const t = await getTranslations('shops');
  const headingId = `shop-${shop.id}`;
  return (
    <article className="shop-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="shop-card__name">
        <span className="shop-card__number" aria-hidden="true">
          {number}
        </span>
        <Link href={href}>{shop.name}</Link>
      </h2>
      <ShopAddress shop={shop} />
      <h3 className="shop-card__subheading">{t('openingHours')}</h3>
      <WeekSummary hours={shop.openingHours} />
      <p className="fine-print">{t('holidayNote')}</p>
      <p className="shop-card__actions">
        <DirectionsLink shop={shop} />
      </p>
    </article>
  );
}
