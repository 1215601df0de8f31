import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { publicFileUrl } from '@/lib/platform/content-api/public-file-url';
import { BadgeList } from '@/components/catalogue/BadgeList';
import { dealLabels } from '@/components/catalogue/deal-labels';
import { FormerPrice } from '@/components/catalogue/FormerPrice';
import { dealsFor, toShopDeals } from '@/lib/domain/special-deals';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { FixedLineTariff, PageContext } from '@/lib/platform/content-api/schemas';
import '@/components/catalogue/cards.css';
import '@/components/tariff/tariff.css';

/**
 * A fixed-line tariff: speeds, monthly price with its deals on the page context, commitment, one-off
 * and monthly setup fees, add-on packages and legal document. Renders on the server (the fibre page's
 * list) and inside the availability check island; `actions` holds what the place offers.
 */
export function FixedLineTariffCard({
  tariff,
  context,
  headingLevel,
  actions,
}: {
  tariff: FixedLineTariff;
  context: PageContext;
  headingLevel: 3 | 5;
  actions: ReactNode;
}) {
  const t = useTranslations('fibre');
  const tariffT = useTranslations('tariff');
  const d = useTranslations('deals');
  const locale = useLocale();
  const money = (amount: number, tariffPrice = false) => formatMoney(amount, tariff.money.currencyCode, locale, { tariff: tariffPrice });
  const deals = toShopDeals(dealsFor(tariff.specialDeals, context));
  const labels = dealLabels(deals, d);
  const crossed = deals.find((deal) => deal.kind === 'crossedOutPrice');
  const banner = deals.find((deal) => deal.kind === 'banner');
  const Heading = headingLevel === 3 ? 'h3' : 'h5';
  const id = `fixedline-${context.toLowerCase()}-${tariff.tariffModelSalesId}`;
  return (
    <article className="tariff-card fixedline-card" aria-labelledby={id}>
      <header className="tariff-card__header">
        <Heading id={id} className="tariff-card__name">
          {tariff.tariffName}
        </Heading>
        {banner && <p className="tariff-card__banner">{banner.text}</p>}
      </header>
      <BadgeList labels={labels} />
      <ul className="fixedline-card__speeds">
        <li>{t('download', { mbits: tariff.speedData.maxDownload })}</li>
        <li>{t('upload', { mbits: tariff.speedData.maxUpload })}</li>
      </ul>
      <div className="tariff-price">
        {crossed && (
          <FormerPrice
            className="tariff-price__former"
            former={money(crossed.formerAmount, true)}
            now={money(tariff.money.amount, true)}
            d={d}
          />
        )}
        <p className="tariff-price__amount">
          {money(tariff.money.amount, true)} <span className="tariff-price__period">{tariff.billPeriodTranslation}</span>
        </p>
      </div>
      <ul className="fixedline-card__terms">
        <li>{tariffT('commitment', { months: tariff.commitmentMonths })}</li>
        <li>{tariff.oneTimeSetupFee.amount > 0 ? t('setupOnce', { price: money(tariff.oneTimeSetupFee.amount) }) : t('setupOnceFree')}</li>
        {tariff.monthlySetupFee && tariff.monthlySetupFee.amount > 0 && (
          <li>{t('setupMonthly', { price: money(tariff.monthlySetupFee.amount) })}</li>
        )}
      </ul>
      {tariff.additionalPackages.length > 0 && (
        <details className="fixedline-card__packages">
          <summary>{t('packagesHeading')}</summary>
          <ul>
            {tariff.additionalPackages.map((p) => (
              <li key={p.id}>{t('packagePrice', { name: p.name, price: money(p.money.amount) })}</li>
            ))}
          </ul>
        </details>
      )}
      {tariff.legalDocument && (
        <p className="fine-print">
          <a href={publicFileUrl(tariff.legalDocument.url, locale)} type="application/pdf">
            {tariff.legalDocument.name || tariffT('legalDocument')}
          </a>
        </p>
      )}
      <div className="tariff-card__actions">{actions}</div>
    </article>
  );
}
