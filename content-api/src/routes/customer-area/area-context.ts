/** What every customer-area handler computes with: the customer, their products, the market's today. */
import type { Context } from 'hono';
import { dayOf, type Clock } from '../../clock';
import type { CatalogueStore } from '../../customer-area/catalogue';
import type { InvoiceContext } from '../../customer-area/invoices';
import { productsOf } from '../../customer-area/products';
import type { CustomerEnv } from '../../require-customer';

export type AreaCtx = Context<CustomerEnv>;

export function areaContext(c: AreaCtx, store: CatalogueStore, clock: Clock): InvoiceContext {
  const market = c.get('market');
  const customer = c.get('customer');
  const today = dayOf(clock.now());
  return { market, language: c.get('language'), customer, today, products: productsOf(store, market, customer, today) };
}
