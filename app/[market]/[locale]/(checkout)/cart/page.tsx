import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ACTIVATION_DATE_FIELD, ActivationDateForm } from '@/components/cart/ActivationDateForm';
import { CartDeviceItem } from '@/components/cart/CartDeviceItem';
import { CartFixedLineItem } from '@/components/cart/CartFixedLineItem';
import { CartItem } from '@/components/cart/CartItem';
import { CartNotice } from '@/components/cart/CartNotice';
import { CartSummary, type DeliveryEstimate } from '@/components/cart/CartSummary';
import { OpenOrderNotice } from '@/components/cart/OpenOrderNotice';
import { deviceLabels } from '@/components/device/labels';
import { PageLoading } from '@/components/feedback/PageLoading';
import { StreamWhenScripted } from '@/components/feedback/StreamWhenScripted';
import { readFormDraft } from '@/lib/platform/bff/form-draft';
import { loadCartCatalogue } from '@/lib/cart/cart-catalogue';
import { prunePath } from '@/lib/cart/cart-paths';
import { readCart } from '@/lib/cart/cart-store';
import type { CartCatalogue } from '@/lib/cart/availability';
import { cartView, needsAttention, type CartLine, type CartView, type DeviceLine } from '@/lib/cart/cart-view';
import { deliveryRequestOf } from '@/lib/checkout/delivery-request';
import { openOrder } from '@/lib/checkout/open-order';
import { DEVICE_KINDS } from '@/lib/catalogue/device-kinds';
import { DEVICE_ROUTES, detailParams, findModel } from '@/lib/catalogue/devices';
import { stepPath, thankYouPath } from '@/lib/checkout/checkout-paths';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { getMandant } from '@/lib/platform/content-api/config';
import { calculateDelivery } from '@/lib/platform/content-api/orders';
import { ACTIVATION_WITHIN_MONTHS, isActivationDateAllowed } from '@/lib/domain/activation-date';
import { addMonths } from '@/lib/domain/calendar-day';
import { dayIn } from '@/lib/domain/opening-hours';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type Site, type SiteParams } from '@/lib/platform/site/site';
import '@/components/cart/cart.css';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The cart reads the visitor's selection cookie and sealed personal data: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/cart', {}, { title: t('cartTitle'), index: false });
}

/** The name and kind of the item a cart notice is about, from the catalogue (it may have just left the cart). */
async function noticeSubject(
  catalogue: CartCatalogue,
  id: string | undefined,
): Promise<{ name: string; kind: CartLine['kind'] } | undefined> {
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

/** The standard delivery cost of what travels (POST /orders/deliveries:calculate); 'at_checkout' when it cannot be read. */
async function deliveryOf(ctx: ContentContext, view: CartView): Promise<DeliveryEstimate> {
  const request = deliveryRequestOf(view);
  if (!request) return undefined;
  const delivery = await calculateDelivery(ctx, request);
  return delivery.ok ? { cost: delivery.data.cost } : 'at_checkout';
}

/** The activation date's faults the handler sends back (?error=), shown on the field. */
const ACTIVATION_DATE_FAULTS = ['unavailable_date', 'invalid_date'];

export default async function CartPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('cart');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <StreamWhenScripted fallback={<PageLoading text={t('loading')} />}>
        <CartContents site={site} query={await searchParams} />
      </StreamWhenScripted>
    </div>
  );
}

/** What the cart holds, priced from the catalogue, with the delivery estimate and any open order. */
async function CartContents({ site, query }: { site: Site; query: Record<string, string | string[] | undefined> }) {
  const t = await getTranslations('cart');
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
  const [subject, mandant, order, delivery] = await Promise.all([
    noticeSubject(catalogue, subjectId),
    getMandant(site.content),
    openOrder(site.content, site.market.code),
    deliveryOf(site.content, view),
  ]);
  const phone = mandant.ok ? mandant.data.serviceLine.display : undefined;
  // SPEC §3, §9: the SIM cards' desired activation date, from the market's today to 6 months ahead.
  const today = dayIn(site.market.timeZone, new Date());
  const lastDay = addMonths(today, ACTIVATION_WITHIN_MONTHS);
  const hasSim = view.lines.some((l) => l.kind === 'tariff');
  const staleDate = selection.activationDate !== undefined && !isActivationDateAllowed(selection.activationDate, today);
  const sentFault = typeof query.error === 'string' && ACTIVATION_DATE_FAULTS.includes(query.error) ? query.error : undefined;
  const dateFault = hasSim ? (sentFault ?? (staleDate ? 'unavailable_date' : undefined)) : undefined;
  // A date refused without JavaScript comes back as it was typed.
  const typedDate = sentFault ? (await readFormDraft(site.market.code, '/api/cart'))?.values.activationDate : undefined;
  const ready = !view.lines.some(needsAttention) && !(hasSim && staleDate);
  const devices = view.lines.filter((l): l is DeviceLine => l.kind === 'device');
  return (
    <>
      <CartNotice
        notice={notice}
        name={subject?.name}
        kind={subject?.kind}
        dropped={view.dropped}
        phone={phone}
        activationDateField={dateFault && ACTIVATION_DATE_FIELD}
      />
      {order && <OpenOrderNotice order={order} continueHref={thankYouPath(site)} locale={site.locale} />}
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
                {line.kind === 'tariff' && <CartItem line={line} locale={site.locale} />}
                {line.kind === 'device' && (
                  <CartDeviceItem
                    line={line}
                    locale={site.locale}
                    href={localizedPath(site, DEVICE_ROUTES[line.item.deviceKind].detail, detailParams(line.group, line.model))}
                  />
                )}
                {line.kind === 'fixedline' && (
                  <CartFixedLineItem line={line} locale={site.locale} checkHref={`${localizedPath(site, '/internet')}#check`} />
                )}
              </li>
            ))}
          </ul>
          {hasSim && (
            <ActivationDateForm
              value={typedDate ?? selection.activationDate}
              from={today}
              to={lastDay}
              error={dateFault}
              locale={site.locale}
            />
          )}
          <CartSummary
            totals={view.totals}
            devices={devices}
            delivery={delivery}
            currency={site.market.currency}
            locale={site.locale}
            phone={phone}
            checkoutHref={ready ? stepPath(site, 'personal') : undefined}
          />
        </>
      )}
    </>
  );
}
