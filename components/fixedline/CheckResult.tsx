'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode, RefObject } from 'react';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import { useSite } from '@/components/site/SiteProvider';
import { FIBRE, isFibre } from '@/lib/domain/fibre';
import { connectionFor } from '@/lib/domain/fixed-line';
import type { CheckAnswer, FixedLineOffer } from '@/lib/fixedline/check-answer';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { BuildingType, FibrePrices, FixedLineTariff } from '@/lib/platform/content-api/schemas';
import { FibreCostEstimate } from './FibreCostEstimate';
import { FixedLineTariffCard } from './FixedLineTariffCard';

/**
 * A found (or planned) address: the fibre banner, the build progress of a planned area with its
 * "tell me when it is built" form, and per
 * supplier its line, the connection price for the chosen building type and the tariffs to order; a
 * home-fibre house gets the cost estimate when the market's fibre amounts are known.
 */
export function CheckResult({
  answer,
  addressLabel,
  building,
  fibrePrices,
  servicePhone,
  headingRef,
  ordering,
  onOrder,
  buildNotice,
}: {
  answer: CheckAnswer;
  addressLabel: string;
  building: BuildingType;
  fibrePrices?: FibrePrices;
  servicePhone: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  ordering?: string;
  onOrder: (tariff: FixedLineTariff, offer: FixedLineOffer) => void;
  /** A planned area's "tell me when it is built" form, or its confirmation. */
  buildNotice?: ReactNode;
}) {
  const t = useTranslations('fibre');
  const { locale } = useSite();
  const { result, offers } = answer;
  const count = offers.filter((o) => o.supplier.isOrderAllowed).reduce((sum, o) => sum + o.tariffs.length, 0);
  const fibreNow = offers.filter((o) => o.supplier.availability === 'AVAILABLE' && isFibre(o.supplier.lineType));
  const fastestFibre = Math.max(0, ...fibreNow.map((o) => o.supplier.maxDownload));
  const expansion = result.resultCode === 'PLANNED' ? result.fibreExpansion : undefined;
  const homeFibre = offers.some((o) => o.supplier.lineType === 'FTTH');
  return (
    <section className="fibre-result" aria-labelledby="fibre-result-heading">
      <h3 id="fibre-result-heading" ref={headingRef} tabIndex={-1}>
        {t('resultHeading', { address: addressLabel })}
      </h3>
      <p role="status">{t('resultSummary', { count })}</p>
      {fibreNow.length > 0 && (
        <p className="fibre-banner">{t('fibreBanner', { mbits: fastestFibre, percent: FIBRE.bandwidthGuaranteePercent })}</p>
      )}
      {expansion && (
        <div className="fibre-banner fibre-banner--planned">
          <p className="fibre-banner__title">{t('plannedBanner')}</p>
          <p>
            {t('plannedText', {
              threshold: expansion.requiredPercent,
              ordered: expansion.orderedPercent,
              min: FIBRE.buildMonthsMin,
              max: FIBRE.buildMonthsMax,
            })}
          </p>
          <progress
            max={expansion.requiredPercent}
            value={Math.min(expansion.orderedPercent, expansion.requiredPercent)}
            aria-label={t('plannedBanner')}
          />
        </div>
      )}
      {expansion && buildNotice}
      {homeFibre && building === 'SINGLE_FAMILY_HOUSE' && fibrePrices && (
        <FibreCostEstimate prices={fibrePrices} servicePhone={servicePhone} headingLevel={4} />
      )}
      {offers.map((offer) => {
        const { supplier } = offer;
        const connection = connectionFor(offer.connections, building);
        const planned = supplier.availability === 'PLANNED';
        const headingId = `fibre-supplier-${supplier.name}`;
        return (
          <section key={supplier.name} className="fibre-supplier" aria-labelledby={headingId}>
            <h4 id={headingId}>
              {t('supplierHeading', {
                supplier: supplier.displayName,
                line: t('lineType', { type: supplier.lineType }),
                mbits: supplier.maxDownload,
              })}
            </h4>
            {planned && <p>{t('supplierPlanned')}</p>}
            {connection && (
              <p>
                {t('connection', { type: building, price: formatMoney(connection.price.amount, connection.price.currencyCode, locale) })}
              </p>
            )}
            {!supplier.isOrderAllowed && <p className="notice">{t('orderByPhone', { phone: servicePhone })}</p>}
            <ul className="card-grid">
              {offer.tariffs.map((tariff) => (
                <li key={tariff.tariffModelSalesId}>
                  <FixedLineTariffCard
                    tariff={tariff}
                    context="SUPPLIER"
                    headingLevel={5}
                    actions={
                      supplier.isOrderAllowed && (
                        <button
                          type="button"
                          className="button button--primary"
                          disabled={ordering !== undefined}
                          onClick={() => onOrder(tariff, offer)}
                        >
                          <LabelWithContext
                            label={ordering === tariff.tariffModelSalesId ? t('adding') : t(planned ? 'preOrder' : 'order')}
                            context={t('orderSuffix', { name: tariff.tariffName })}
                          />
                        </button>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
