import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getMandant } from '@/lib/platform/content-api/config';
import { getFixedLineTariffs } from '@/lib/platform/content-api/tariffs';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { IPTV, tvPackages } from '@/lib/domain/iptv';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Money } from '@/lib/platform/content-api/schemas';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/fixedline/fixedline.css';
import '@/components/catalogue/cards.css';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(
    site,
    '/iptv',
    {},
    {
      title: t('iptvTitle'),
      description: t('iptvDescription', {
        days: IPTV.replayDays,
        hours: IPTV.recordingHours,
        devices: IPTV.maxExtraDevices,
        mbits: IPTV.requiredMbits,
      }),
    },
  );
}

/** SPEC §2/§9 IP TV page: the facts, the extra box, and the TV packages of the fixed-line tariffs. */
export default async function IptvPage({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  if (!site.market.sellsFixedLine) notFound();
  const tariffs = unwrap(await getFixedLineTariffs(site.content));
  if (tariffs.length === 0) notFound();
  // SPEC §9 extra box: the market's own amounts, each in its currency; without them the section is left out.
  const box = unwrap(await getMandant(site.content)).fixedLinePrices?.iptv;
  const t = await getTranslations('iptv');
  const money = ({ amount, currencyCode }: Money) => formatMoney(amount, currencyCode, site.locale);
  const list = new Intl.ListFormat(site.locale, { type: 'conjunction' });
  const packages = tvPackages(tariffs);
  return (
    <div className="container page iptv-page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro', { devices: IPTV.maxExtraDevices, mbits: IPTV.requiredMbits })}</p>

      <section aria-labelledby="iptv-facts">
        <h2 id="iptv-facts">{t('factsHeading')}</h2>
        <ul className="checklist">
          <li>{t('replay', { days: IPTV.replayDays })}</li>
          <li>{t('recording', { hours: IPTV.recordingHours })}</li>
          <li>{t('devices', { count: IPTV.maxExtraDevices })}</li>
          <li>{t('bandwidth', { mbits: IPTV.requiredMbits })}</li>
          <li>{t('accessibility', { standard: IPTV.accessibilityStandard })}</li>
        </ul>
      </section>

      {box && (
        <section aria-labelledby="iptv-box">
          <h2 id="iptv-box">{t('extraBoxHeading')}</h2>
          <p>{t('extraBox', { oneOff: money(box.extraBoxOneOff), monthly: money(box.extraBoxMonthly) })}</p>
        </section>
      )}

      {packages.length > 0 && (
        <section aria-labelledby="iptv-packages">
          <h2 id="iptv-packages">{t('packagesHeading')}</h2>
          <ul className="card-grid">
            {packages.map(({ tvPackage, tariffs: bookable }) => (
              <li key={tvPackage.id}>
                <article className="product-card" aria-labelledby={`iptv-package-${tvPackage.id}`}>
                  <h3 id={`iptv-package-${tvPackage.id}`} className="product-card__name">
                    {tvPackage.name}
                  </h3>
                  <p>{tvPackage.description}</p>
                  <p className="product-card__price">{t('packagePrice', { price: money(tvPackage.money) })}</p>
                  <p className="product-card__note">{t('bookableWith', { tariffs: list.format(bookable.map((b) => b.tariffName)) })}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="iptv-check">
        <h2 id="iptv-check">{t('checkHeading')}</h2>
        <p>{t('checkText')}</p>
        <p>
          <Link className="button button--primary" href={`${localizedPath(site, '/internet')}#check`}>
            {t('checkLink')}
          </Link>
        </p>
      </section>
    </div>
  );
}
