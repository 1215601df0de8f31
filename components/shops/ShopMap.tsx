import { getTranslations } from 'next-intl/server';
import type { Shop } from '@/lib/platform/content-api/schemas';
import { mapUrl, overviewPositions } from '@/lib/content/shops/address';
import '@/components/company/company.css';

const WIDTH = 480;
const HEIGHT = 300;

/**
 * Where the locations are, drawn from their coordinates: no third-party script or tiles load. Shown
 * only when the market has a maps key (/config/maps/google); the numbered pins match the list, which
 * stays the accessible source of every address. With one location it links out to the maps service.
 */
export async function ShopMap({ shops, headingId }: { shops: Shop[]; headingId: string }) {
  const t = await getTranslations('shops');
  const common = await getTranslations('common');
  const pins = overviewPositions(
    shops.map((s) => s.geolocation),
    WIDTH,
    HEIGHT,
  );
  const single = shops.length === 1 ? shops[0] : undefined;
  return (
    <section aria-labelledby={headingId} className="shop-map">
      <h2 id={headingId}>{t('map')}</h2>
      <figure className="shop-map__figure">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="shop-map__canvas" role="img" aria-label={t('mapLabel', { count: shops.length })}>
          {pins.map((pin, i) => (
            <g key={shops[i]!.id} transform={`translate(${pin.x} ${pin.y})`}>
              <circle r="12" className="shop-map__pin" />
              <text textAnchor="middle" dy="4" className="shop-map__number">
                {i + 1}
              </text>
            </g>
          ))}
        </svg>
        <figcaption>{single ? t('mapCaptionOne') : t('mapCaption')}</figcaption>
      </figure>
      {single && (
        <p>
          <a href={mapUrl(single.geolocation)} target="_blank" rel="noopener noreferrer">
            {t('openMap', { name: single.name })} <span className="visually-hidden">{common('newWindow')}</span>
          </a>
        </p>
      )}
    </section>
  );
}
