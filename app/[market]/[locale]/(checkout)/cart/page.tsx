import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartDeviceItem } from '@/components/cart/CartDeviceItem';
import { CartFixedLineItem } from '@/components/cart/CartFixedLineItem';
import { CartItem } from '@/components/cart/CartItem';
import { CartNotice } from '@/components/cart/CartNotice';
import { CartSummary } from '@/components/cart/CartSummary';
import { deviceLabels } from '@/components/device/labels';
import { loadCartCatalogue } from '@/lib/cart/cart-catalogue';
import { prunePath } from '@/lib/cart/cart-paths';
import { readCart } from '@/lib/cart/cart-store';
import type { CartCatalogue } from '@/lib/cart/availability';
import { cartView, type CartLine } from '@/lib/cart/cart-view';
import { DEVICE_KINDS } from '@/lib/cart/selection';
import { DEVICE_ROUTES, detailParams, findModel } from '@/lib/catalogue/devices';
import { getMandant } from '@/lib/content-api/config';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The cart reads the visitor's selection cookie and sealed personal data: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/cart', {}, { title: t('cartTitle'), index: false });
}

/** The name and kind of the item a cart notice is about, from the catalogue (it may have just left the cart). */
async function noticeSubject(catalogue: CartCatalogue, id: string | undefined): Promise<{ name: string; kind: CartLine['kind'] } | undefined> {
  if (!id) return undefined;
  const tariff = catalogue.tariffs.find((t) => t.tariffModelSalesId === id);
  if (tariff) return { name: tariff.tariffName, kind: 'tariff' };
  const line = catalogue.fixedLineTariffs.find((t) => t.tariffModelSalesId === id);
  if (line) return { name: line.tariffName, kind: 'fixedline' };
  const { variant } = await deviceLabels();
  for (const kind of DEVICE_KINDS) {
    const found = findModel(catalogue.devices[kind] ?? [], id);
    if (found) return { name: variant(found.model), kind: 'device' };
  }
  return undefined;
}

export default async function CartPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  const t = await getTranslations('cart');
  const query = await searchParams;
  const notice = typeof query.notice === 'string' ? query.notice : undefined;
  const noticeId = typeof query.item === 'string' ? query.item : undefined;
  const { selection, personal } = await readCart(site.market.code);
  // A removed item is no longer in the selection: read the whole catalogue to name it.
  const everything = noticeId !== undefined && !selection.items.some((i) => i.id === noticeId);
  const catalogue = await loadCartCatalogue(site.content, selection, everything);
  const view = cartView(selection, catalogue, personal);
  // SPEC §8: what is no longer available leaves the stored cart once, in a handler that may write
  // cookies; it comes back with a notice, so a visit with one (after a cart action, or after that
  // handler) never goes there again. Such a visit hides the items and says why (`dropped`), as before.
  if (view.dropped && notice === undefined) redirect(prunePath(site));
  // A device bought with a tariff that displaced another: the notice is about that tariff.
  const stored = selection.items.find((i) => i.id === noticeId);
  const subjectId = notice === 'replaced' && stored?.kind === 'device' && stored.tariffId ? stored.tariffId : noticeId;
  const subject = await noticeSubject(catalogue, subjectId);
  const mandant = await getMandant(site.content);
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <CartNotice notice={notice} name={subject?.name} kind={subject?.kind} dropped={view.dropped} />
      {view.lines.length === 0 ? (
        <div className="empty-state">
          <p>{t('empty')}</p>
          <p className="cart-browse">
            <Link className="button button--primary" href={localizedPath(site, '/tariffs')}>
              {t('browse')}
            </Link>
            {site.market.sellsDevices && (
              <Link className="button button--secondary" href={localizedPath(site, '/smartphones')}>
                {t('browseDevices')}
              </Link>
            )}
          </p>
        </div>
      ) : (
        <>
          <ul className="cart-items">
            {view.lines.map((line) => (
              <li key={`${line.kind}-${line.id}`}>
                {line.kind === 'tariff' && <CartItem view={line.view} locale={site.locale} />}
                {line.kind === 'device' && (
                  <CartDeviceItem
                    line={line}
                    locale={site.locale}
                    href={localizedPath(site, DEVICE_ROUTES[line.item.deviceKind].detail, detailParams(line.group, line.model))}
                  />
                )}
                {line.kind === 'fixedline' && <CartFixedLineItem line={line} locale={site.locale} checkHref={`${localizedPath(site, '/internet')}#check`} />}
              </li>
            ))}
          </ul>
          <CartSummary totals={view.totals} currency={site.market.currency} locale={site.locale} phone={mandant.ok ? mandant.data.serviceLine.display : undefined} />
        </>
      )}
    </div>
  );
}
