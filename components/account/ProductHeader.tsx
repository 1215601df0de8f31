import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PRODUCT_SCREEN_ROUTES, screensOf, type ProductScreen } from '@/lib/account/screens';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { CustomerProduct } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import './account.css';

/**
 * The top of a per-product screen: the screen as the page's heading, which product it is about, and
 * the product's other screens (the current one marked), so a customer moves between them directly.
 */
export async function ProductHeader({
  site,
  product,
  screen,
  children,
}: {
  site: Site;
  product: CustomerProduct;
  screen: ProductScreen;
  children?: ReactNode;
}) {
  const t = await getTranslations('accountArea');
  const account = await getTranslations('account');
  return (
    <header className="product-header">
      <p className="product-header__back">
        <a href={localizedPath(site, '/account')}>{t('backToOverview')}</a>
      </p>
      <h1>{t('screenHeading', { screen, product: product.name })}</h1>
      <p className="product-header__product">
        {account('productType', { type: product.type })}
        {product.msisdn && <> · {account('msisdn', { number: product.msisdn })}</>}
      </p>
      {children}
      <ProductScreenLinks site={site} product={product} current={screen} />
    </header>
  );
}

/** The screens of one product as links (the start page lists them per product, too). */
export async function ProductScreenLinks({ site, product, current }: { site: Site; product: CustomerProduct; current?: ProductScreen }) {
  const t = await getTranslations('accountArea');
  const screens = screensOf(product);
  if (screens.length === 0) return null;
  return (
    <nav aria-label={t('productScreens', { product: product.name })} className="product-screens">
      <ul>
        {screens.map((screen) => (
          <li key={screen}>
            <a
              href={localizedPath(site, PRODUCT_SCREEN_ROUTES[screen], { product: product.key })}
              aria-current={screen === current ? 'page' : undefined}
            >
              {t('screen', { screen })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
