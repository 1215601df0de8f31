import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PromotionList } from '@/lib/domain/special-deals';
import './cards.css';

export type PromotionLink = { label?: string; name: string; href: string };

/**
 * The promotions of a list page (PromotionSmartphone, PromotionNetworkDevice, PromotionDataTariff,
 * PromotionMobileTariff; ADR 50): a banner above the results naming each promoted product with its
 * promotion's text, linking to it. Nothing when the page has none.
 */
export async function PromotionBanners({ list, promotions }: { list: PromotionList; promotions: PromotionLink[] }) {
  if (promotions.length === 0) return null;
  const d = await getTranslations('deals');
  const id = `promotions-${list}`;
  return (
    <section className="promotion-banner" aria-labelledby={id}>
      <h2 id={id} className="promotion-banner__heading">
        {d('promotionsHeading', { list })}
      </h2>
      <ul className="promotion-banner__list">
        {promotions.map(({ label, name, href }) => (
          <li key={href}>
            <Link href={href}>{d('promotionItem', { label: label ?? d('promotion', { list }), name })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
