import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { SessionData } from '@/lib/platform/bff/session-data';
import { getCustomerProducts } from '@/lib/platform/content-api/customerarea';
import type { Result } from '@/lib/platform/content-api/result';
import type { CustomerProduct } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import { customerOf, expiredPath } from './customer-status';
import { screensOf, type ProductScreen } from './screens';

/**
 * A customer-area read on the server: its data, or after an upstream 401 the logout (SPEC §4). Any
 * other failure stays a Result for the page to explain.
 */
export function readOrLogOut<T>(site: Site, result: Result<T>): Result<T> {
  if (!result.ok && result.error.kind === 'unauthorized') redirect(expiredPath(site));
  return result;
}

/** The logged-in customer's products, read once per render. */
export const productsOf = cache(async (site: Site): Promise<{ session: SessionData; products: Result<CustomerProduct[]> }> => {
  const { session } = await customerOf(site);
  return { session, products: readOrLogOut(site, await getCustomerProducts(site.content, session.token)) };
});

/**
 * The product a per-product screen is about: one of the customer's own that has this screen. A key
 * that is not theirs (or has no such screen) is a 404, the same as an unknown one: nobody learns
 * whether another customer's product exists. When the products cannot be read the page fails
 * (error.tsx offers a retry).
 */
export async function productOf(
  site: Site,
  key: string,
  screen: ProductScreen,
): Promise<{ session: SessionData; product: CustomerProduct }> {
  const { session, products } = await productsOf(site);
  if (!products.ok) throw new Error(`customer products unavailable (${products.error.kind})`);
  const product = products.data.find((p) => p.key === key);
  if (!product || !screensOf(product).includes(screen)) notFound();
  return { session, product };
}
