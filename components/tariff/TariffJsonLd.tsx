import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/JsonLd';
import { tariffProduct, type TariffFact } from '@/lib/catalogue/tariff-json-ld';
import type { TariffView } from '@/lib/catalogue/tariff-view';
import { formatMoney } from '@/lib/platform/i18n/format';
import { absoluteUrl, siteOrigin } from '@/lib/platform/site/metadata';
import type { Site } from '@/lib/platform/site/site';

const FACTS: readonly TariffFact[] = [
  'data',
  'minutes',
  'sms',
  'euRoamingData',
  'euRoamingVoice',
  'euRoamingSms',
  'euCalls',
  'maxDownload',
  'maxUpload',
  'fiveG',
  'dataRollover',
];

/**
 * A public tariff's schema.org Product for search engines, in the page's words and prices (a hidden
 * tariff's page renders none, ADR 16).
 */
export async function TariffJsonLd({ view, site }: { view: TariffView; site: Site }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'tariff' });
  const common = await getTranslations({ locale: site.locale, namespace: 'common' });
  const money = (amount: number, tariff = true) => formatMoney(amount, view.currency, site.locale, { tariff });
  const { tariff, net } = view;
  const { setupFee } = tariff;
  const texts = {
    labels: Object.fromEntries(FACTS.map((fact) => [fact, t(fact)])) as Record<TariffFact, string>,
    unlimited: common('unlimited'),
    ...(net ? { grossPrice: t('grossPrice', { price: money(view.gross), rate: net.vatRate }) } : {}),
    ...(setupFee
      ? {
          setupPeriod: t('setupFee', { months: setupFee.duration, price: money(setupFee.basicFeeDuringSetupFeeDuration.amount) }),
          setupFeeOnce: t('setupFeeOnce', { price: money(setupFee.setupFee.amount, false) }),
        }
      : {}),
  };
  const url = absoluteUrl(site, '/tariffs/[slug]', { slug: tariff.tariffDetailLink });
  return <JsonLd data={tariffProduct(view, { url, origin: siteOrigin(site.market.code), timeZone: site.market.timeZone, texts })} />;
}
