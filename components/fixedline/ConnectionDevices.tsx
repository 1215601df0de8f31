import { useLocale, useTranslations } from 'next-intl';
import { extractHighlights } from '@/lib/catalogue/highlights';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { FixedLineConnection } from '@/lib/platform/content-api/schemas';
import '@/components/catalogue/cards.css';

/**
 * The connections a line at home is built with (SPEC §3 Fixed-line connection, GET
 * /products/connections): per network operator and building type, the one-off price and at most three
 * highlights read from the description (SPEC §9). Which one an address gets is the check's answer.
 */
export function ConnectionDevices({ connections }: { connections: FixedLineConnection[] }) {
  const t = useTranslations('fibre');
  const locale = useLocale();
  return (
    <ul className="card-grid">
      {connections.map((connection) => {
        const id = `connection-${connection.deviceModelSaleId}`;
        const highlights = extractHighlights(connection.descriptionHtml);
        return (
          <li key={connection.deviceModelSaleId}>
            <article className="product-card" aria-labelledby={id}>
              <h3 id={id} className="product-card__name">
                {connection.displayName}
              </h3>
              <p className="product-card__note">{t('connectionOperator', { operator: connection.connectionSupplierName })}</p>
              <p>
                {t('connection', {
                  type: connection.buildingTypeId,
                  price: formatMoney(connection.price.amount, connection.price.currencyCode, locale),
                })}
              </p>
              {highlights.length > 0 && (
                <ul className="product-card__facts">
                  {highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
