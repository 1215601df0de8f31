import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import { productOf } from './product-of';
import { PRODUCT_SCREEN_ROUTES, type ProductScreen } from './screens';

/** The route params of a per-product screen. */
export type ProductScreenParams = Promise<Awaited<SiteParams> & { product: string }>;

/** A per-product screen's `generateMetadata`: the screen as the title, never indexed (ADR 56). */
export function productScreenMetadata(screen: ProductScreen) {
  return async ({ params }: { params: ProductScreenParams }): Promise<Metadata> => {
    const site = await siteFromParams(params);
    const { product } = await params;
    const t = await getTranslations({ locale: site.locale, namespace: 'accountArea' });
    return pageMetadata(site, PRODUCT_SCREEN_ROUTES[screen], { product }, { title: t('screen', { screen }), index: false });
  };
}

/** What every per-product screen's page starts from: the site, the session and the customer's product with this screen (a 404 else). */
export async function productScreenOf(params: ProductScreenParams, screen: ProductScreen) {
  const site = await siteFromParams(params);
  const { session, product } = await productOf(site, (await params).product, screen);
  return { site, session, product, screen };
}
