import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { IntentLink } from '@/components/layout/IntentLink';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import { dealOf, type TariffView } from '@/lib/catalogue/tariff-view';
import { localizedPath } from '@/lib/i18n/paths';
import type { Site } from '@/lib/site/site';
import { Allowances } from './Allowances';
import { DealBadges } from './DealBadges';
import { ExpiringDeal } from './ExpiringDeal';
import { OrderButton } from './OrderButton';
import { TariffPrice } from './TariffPrice';
import '@/components/catalogue/cards.css';

/** One tariff in a list: name, kind and deal labels, allowances, its minimum term if it has one, price, details and order. */
export async function TariffCard({ view, site, headingLevel = 3 }: { view: TariffView; site: Site; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('tariff');
  const { tariff } = view;
  const color = dealOf(view, 'cardColor');
  const banner = dealOf(view, 'banner');
  const expiring = dealOf(view, 'expiring');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = localizedPath(site, '/tariffs/[slug]', { slug: tariff.tariffDetailLink });
  const style = color ? ({ '--card-accent': color.color } as CSSProperties) : undefined;
  return (
    <article className={`tariff-card${color ? ' tariff-card--colored' : ''}`} style={style} aria-labelledby={`tariff-${tariff.tariffModelSalesId}`}>
      <header className="tariff-card__header">
        <Heading id={`tariff-${tariff.tariffModelSalesId}`} className="tariff-card__name">
          <IntentLink href={href}>{tariff.tariffName}</IntentLink>
        </Heading>
        {banner && <p className="tariff-card__banner">{banner.text}</p>}
      </header>
      <DealBadges view={view} />
      <Allowances data={tariff.data} voice={tariff.voice} sms={tariff.sms} />
      {tariff.hasFiveG && <p className="tariff-card__feature">{t('fiveGIncluded')}</p>}
      {tariff.bonusDescription && <p className="tariff-card__bonus">{tariff.bonusDescription}</p>}
      {tariff.commitmentMonths > 0 && <p className="tariff-card__term">{t('commitment', { months: tariff.commitmentMonths })}</p>}
      <TariffPrice view={view} />
      {expiring && <ExpiringDeal validUntil={expiring.validUntil} label={expiring.label} />}
      <div className="tariff-card__actions">
        <IntentLink href={href} className="button button--secondary">
          <LabelWithContext label={t('details')} context={t('detailsSuffix', { name: tariff.tariffName })} />
        </IntentLink>
        <OrderButton id={tariff.tariffModelSalesId} name={tariff.tariffName} locale={site.locale} />
      </div>
    </article>
  );
}
