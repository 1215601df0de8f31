import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { StickyOrderBar } from '@/components/catalogue/StickyOrderBar';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { Allowances } from '@/components/tariff/Allowances';
import { DealBadges } from '@/components/tariff/DealBadges';
import { ExpiringDeal } from '@/components/tariff/ExpiringDeal';
import { OrderButton, OrderSubmit } from '@/components/tariff/OrderButton';
import { PartnerNote } from '@/components/tariff/PartnerNote';
import { RememberHiddenTariff } from '@/components/tariff/RememberHiddenTariff';
import { TariffFacts } from '@/components/tariff/TariffFacts';
import { TariffJsonLd } from '@/components/tariff/TariffJsonLd';
import { TariffPrice } from '@/components/tariff/TariffPrice';
import { dealOf, tariffView } from '@/lib/catalogue/tariff-view';
import { publicFileUrl } from '@/lib/platform/content-api/public-file-url';
import { getTariffGroups } from '@/lib/platform/content-api/tariffs';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { requiredPartner } from '@/lib/domain/partner-referer';
import { isCustomerPlan, isHiddenTariff } from '@/lib/domain/special-deals';
import { formatDataAmount, formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type Site } from '@/lib/platform/site/site';
import '@/components/catalogue/cards.css';
import '@/components/tariff/tariff-detail.css';

type Props = { params: Promise<{ market: string; locale: string; slug: string }> };

/** The order form's id: the sticky order bar watches it and its button submits it. */
const ORDER_FORM = 'tariff-order';

/** Rendered on first request, then cached like every catalogue page. */
export function generateStaticParams() {
  return [];
}

async function findTariff(site: Site, slug: string) {
  const groups = unwrap(await getTariffGroups(site.content));
  const tariff = groups.flatMap((g) => g.tariffs).find((t) => t.tariffDetailLink === slug);
  // A loyalty or upgrade plan is the customer area's (ADR 50): no public page.
  if (!tariff || isCustomerPlan(tariff)) notFound();
  return tariff;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { slug } = await params;
  const tariff = await findTariff(site, slug);
  const t = await getTranslations({ locale: site.locale });
  const view = tariffView(tariff, 'DETAIL');
  const amount = (a: typeof tariff.data) => {
    const parts = formatDataAmount(a, site.locale);
    return parts.kind === 'unlimited' ? t('common.unlimited') : t('tariff.dataValue', { value: parts.value, unit: parts.unit });
  };
  const price = formatMoney(view.gross, view.currency, site.locale, { tariff: true });
  const values = { name: tariff.tariffName, data: amount(tariff.data), minutes: amount(tariff.voice), sms: amount(tariff.sms), price };
  return pageMetadata(
    site,
    '/tariffs/[slug]',
    { slug },
    {
      title: t('meta.tariffTitle', values),
      description: t('meta.tariffDescription', { ...values, period: tariff.billPeriodTranslation }),
      // Link-only (SPEC §3): never indexed, whatever page contexts its Hidden deal names.
      index: !isHiddenTariff(tariff),
    },
  );
}

export default async function TariffPage({ params }: Props) {
  const site = await siteFromParams(params);
  const { slug } = await params;
  const tariff = await findTariff(site, slug);
  const t = await getTranslations('tariff');
  const d = await getTranslations('deals');
  const nav = await getTranslations('nav');
  const view = tariffView(tariff, 'DETAIL');
  const banner = dealOf(view, 'banner');
  const expiring = dealOf(view, 'expiring');
  const hidden = isHiddenTariff(tariff);
  const partner = requiredPartner(tariff);
  const locale = await getLocale();
  return (
    <div className="container page tariff-detail">
      {/* Link-only and noindex (ADR 16): a hidden tariff is in no structured data, not even its own page's. */}
      {!hidden && (
        <>
          <BreadcrumbJsonLd
            site={site}
            trail={[
              { name: nav('home'), route: '/' },
              { name: nav('tariffs'), route: '/tariffs' },
              { name: tariff.tariffName, route: '/tariffs/[slug]', params: { slug } },
            ]}
          />
          <TariffJsonLd view={view} site={site} />
        </>
      )}
      <p className="tariff-detail__back">
        <Link href={localizedPath(site, '/tariffs')}>← {t('back')}</Link>
      </p>
      {hidden && (
        <>
          <RememberHiddenTariff id={tariff.tariffModelSalesId} />
          <p className="notice">{d('hiddenNotice')}</p>
        </>
      )}
      {/* Phone first: name, price, allowances and the order button fill the first screen at 360 × 640,
          above a first visit's cookie banner; the description follows (beside the order box from 50rem). */}
      <div className="tariff-detail__head">
        <div className="tariff-detail__title">
          <h1>{tariff.tariffName}</h1>
          <DealBadges view={view} />
          {banner && <p className="tariff-card__banner">{banner.text}</p>}
        </div>
        <div className="tariff-detail__buy">
          <TariffPrice view={view} size="lg" />
          <Allowances data={tariff.data} voice={tariff.voice} sms={tariff.sms} />
          {expiring && <ExpiringDeal validUntil={expiring.validUntil} label={expiring.label} />}
          {partner && <PartnerNote partner={partner} />}
          <OrderButton id={tariff.tariffModelSalesId} name={tariff.tariffName} locale={locale} formId={ORDER_FORM} />
        </div>
        <div className="tariff-detail__about">
          <p className="lead">{tariff.tariffDescription}</p>
          {tariff.bonusDescription && <p className="tariff-card__bonus">{tariff.bonusDescription}</p>}
        </div>
      </div>
      {tariff.tariffDescriptionParts.length > 0 && (
        <section aria-labelledby="features">
          <h2 id="features">{t('features')}</h2>
          <ul className="checklist">
            {tariff.tariffDescriptionParts.map((part) => (
              <li key={part}>{part}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="facts">
        <h2 id="facts">{t('facts')}</h2>
        <TariffFacts tariff={tariff} />
        {view.net && <p className="fine-print">{t('vatNote', { rate: view.net.vatRate })}</p>}
        {tariff.legalDocument && (
          <p>
            <a href={publicFileUrl(tariff.legalDocument.url, site.locale)} type="application/pdf">
              {tariff.legalDocument.name || t('legalDocument')}
            </a>
          </p>
        )}
      </section>
      <StickyOrderBar watch={ORDER_FORM}>
        <TariffPrice view={view} size="sm" />
        <OrderSubmit name={tariff.tariffName} form={ORDER_FORM} />
      </StickyOrderBar>
    </div>
  );
}
