import type { Metadata } from 'next';
import Link from 'next/link';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartItem } from '@/components/cart/CartItem';
import { CartNotice } from '@/components/cart/CartNotice';
import { parseSelection, SELECTION_COOKIE } from '@/lib/cart/selection';
import { tariffView } from '@/lib/catalogue/tariff-view';
import { getMandant } from '@/lib/content-api/config';
import { getTariffGroups } from '@/lib/content-api/tariffs';
import { unwrap } from '@/lib/content-api/unwrap';
import { formatMoney } from '@/lib/i18n/format';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The cart reads the visitor's selection cookie: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/cart', {}, { title: t('cartTitle'), index: false });
}

export default async function CartPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  const t = await getTranslations('cart');
  const query = await searchParams;
  const selection = parseSelection((await cookies()).get(SELECTION_COOKIE)?.value);
  const catalogue = unwrap(await getTariffGroups(site.content)).flatMap((g) => g.tariffs);
  const byId = new Map(catalogue.map((tariff) => [tariff.tariffModelSalesId, tariff]));
  const items = selection.items.flatMap((item) => {
    const tariff = byId.get(item.id);
    return tariff ? [tariffView(tariff, 'DETAIL')] : [];
  });
  // SPEC §8: an item that is no longer available is dropped with a notice; the rest is kept.
  const dropped = items.length < selection.items.length;
  const noticeItem = typeof query.item === 'string' ? byId.get(query.item) : undefined;
  const monthly = items.reduce((sum, view) => sum + view.gross, 0);
  const mandant = await getMandant(site.content);
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <CartNotice notice={typeof query.notice === 'string' ? query.notice : undefined} name={noticeItem?.tariffName} dropped={dropped} />
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <Link className="button button--primary" href={localizedPath(site, '/tariffs')}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="cart-items">
            {items.map((view) => (
              <li key={view.tariff.tariffModelSalesId}>
                <CartItem view={view} locale={site.locale} />
              </li>
            ))}
          </ul>
          <section className="cart-summary" aria-labelledby="cart-summary">
            <h2 id="cart-summary">{t('summary')}</h2>
            <p className="cart-summary__total">
              {t('total')}: {t('monthlyTotal', { price: formatMoney(monthly, site.market.currency, site.locale, { tariff: true }) })}
            </p>
            {mandant.ok && <p>{t('orderByPhone', { phone: mandant.data.serviceLine.display })}</p>}
          </section>
        </>
      )}
    </div>
  );
}
