/** What every customer-area handler computes with: the customer, their products, the market's today. */
import type { Context } from 'hono';
import { dayOf, type Clock } from '../../clock';
import type { CatalogueStore } from '../../customer-area/catalogue';
import { billsPaidBy, type AccountStores } from '../../customer-payment/account-method';
import type { InvoiceContext } from '../../customer-area/invoices';
import { productsOf } from '../../customer-area/products';
import type { CustomerEnv } from '../../require-customer';

export type AreaCtx = Context<CustomerEnv>;

export function areaContext(c: AreaCtx, store: CatalogueStore & AccountStores, clock: Clock): InvoiceContext {
  const market = c.get('market');
  const customer = c.get('customer');
  const today = dayOf(clock.now());
  // A customer without a stored method (none of the demo customers) gets paper bills.
  const paidBy = billsPaidBy(store, market, customer.customerNumber, today) ?? { paymentMethod: 'INVOICE', paymentMethodState: 'ACTIVE' };
  return { market, language: c.get('language'), customer, today, products: productsOf(store, market, customer, today), paidBy };
}
