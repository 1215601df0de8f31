import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { IntentLink } from '@/components/layout/IntentLink';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import { dealOf, type TariffView } from '@/lib/catalogue/tariff-view';
import { requiredPartner } from '@/lib/domain/partner-referer';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';
import { Allowances } from './Allowances';
import { DealBadges } from './DealBadges';
import { ExpiringDeal } from './ExpiringDeal';
import { OrderButton } from './OrderButton';
import { PartnerNote } from './PartnerNote';
import { TariffPrice } from './TariffPrice';
import '@/components/catalogue/cards.css';
import './tariff.css';

/**
 * One tariff in a list: name, kind and deal labels, allowances, its minimum term if it has one, price,
 * details and order. With the Collapsed deal the card starts folded: name, price and order button stay
 * in view, the rest opens under a native <details> (works without JavaScript, keyboard and screen readers).
 */
export async function TariffCard({ view, site, headingLevel = 3 }: { view: TariffView; site: Site; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('tariff');
  const d = await getTranslations('deals');
  const { tariff } = view;
  const color = dealOf(view, 'cardColor');
  const banner = dealOf(view, 'banner');
  const expiring = dealOf(view, 'expiring');
  // The rule holds on every page, whichever page contexts the deal names for its label.
  const partner = requiredPartner(tariff);
  const collapsed = dealOf(view, 'collapsed');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localizedPath(site, '/tariffs/[slug]', { slug: tariff.tariffDetailLink });
  const style = color ? ({ '--card-accent': color.color } as CSSProperties) : undefined;
  const details: ReactNode = (
    <>
      <DealBadges view={view} />
      <Allowances data={tariff.data} voice={tariff.voice} sms={tariff.sms} />
      {tariff.hasFiveG && <p className="tariff-card__feature">{t('fiveGIncluded')}</p>}
      {tariff.bonusDescription && <p className="tariff-card__bonus">{tariff.bonusDescription}</p>}
      {tariff.commitmentMonths > 0 && <p className="tariff-card__term">{t('commitment', { months: tariff.commitmentMonths })}</p>}
    </>
  );
  return (
    <article
      className={`tariff-card${color ? ' tariff-card--colored' : ''}`}
      style={style}
      aria-labelledby={`tariff-${tariff.tariffModelSalesId}`}
    >
      <header className="tariff-card__header">
        <Heading id={`tariff-${tariff.tariffModelSalesId}`} className="tariff-card__name">
          <IntentLink href={href}>{tariff.tariffName}</IntentLink>
        </Heading>
        {banner && <p className="tariff-card__banner">{banner.text}</p>}
      </header>
      {collapsed ? (
        <details className="tariff-card__more">
          <summary>
            <LabelWithContext label={d('moreDetails')} context={t('detailsSuffix', { name: tariff.tariffName })} />
          </summary>
          {details}
        </details>
      ) : (
        details
      )}
      <TariffPrice view={view} />
      {expiring && <ExpiringDeal validUntil={expiring.validUntil} label={expiring.label} />}
      {partner && <PartnerNote partner={partner} />}
      <div className="tariff-card__actions">
        <IntentLink href={href} className="button button--secondary">
          <LabelWithContext label={t('details')} context={t('detailsSuffix', { name: tariff.tariffName })} />
        </IntentLink>
        <OrderButton id={tariff.tariffModelSalesId} name={tariff.tariffName} locale={site.locale} />
      </div>
    </article>
  );
}
