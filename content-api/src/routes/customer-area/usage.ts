import { Hono } from 'hono';
import { usage as usageSchema, usages } from '@storefront/wire';
import { dayOf, type Clock } from '../../clock';
import { apiError } from '../../context';
import { ownProduct, type BilledProduct } from '../../customer-area/products';
import { fixedLineUsageOf, usageOf, type UsageContext } from '../../customer-area/usage';
import { accountMethodOf } from '../../customer-payment/account-method';
import { prepaidBalance } from '../../customer-payment/prepaid-balance';
import type { CustomerEnv } from '../../require-customer';
import type { Store } from '../../store';
import { areaContext, type AreaCtx } from './area-context';

type UsageStore = Pick<Store, 'tariffs' | 'devices' | 'customerState' | 'payment' | 'prepaid' | 'customers'>;

/** A prepaid line's credit: what a recharge left, else the seed's. */
const creditOf = (store: UsageStore, c: AreaCtx, billed: BilledProduct) =>
  prepaidBalance(store, c.get('market'), c.get('customer').customerNumber, billed.product.key);

/**
 * GET /customerarea/usage: the usage of every SIM line (the lines whose units are counted); GET
 * /customerarea/usage/{productKey}: one line's, a fixed line's too (its bill period, nothing counted);
 * 404 for a device or a key that is not the customer's.
 */
export function usageRoutes(store: UsageStore, clock: Clock) {
  const app = new Hono<CustomerEnv>();
  const usagesOf = (c: AreaCtx, lines: BilledProduct[]) => {
    const market = c.get('market');
    const ctx: UsageContext = {
      market,
      language: c.get('language'),
      paidBy: accountMethodOf(store, market, c.get('customer').customerNumber, dayOf(clock.now()))?.method,
      recharge: store.prepaid.offer(market),
    };
    return lines.flatMap((billed) => (billed.line ? [usageOf(ctx, billed.line, creditOf(store, c, billed))] : []));
  };

  app.get('/', (c) => c.json(usages.parse(usagesOf(c, areaContext(c, store, clock).products))));

  app.get('/:productKey', (c) => {
    const area = areaContext(c, store, clock);
    const billed = ownProduct(area.products, c.req.param('productKey'));
    const [found] =
      billed?.item.kind === 'fixedLine'
        ? [fixedLineUsageOf(area.market, billed.product.key, billed.activation, area.today)]
        : billed
          ? usagesOf(c, [billed])
          : [];
    if (!found) return apiError(c, 404, 'not_found', 'No such product.');
    return c.json(usageSchema.parse(found));
  });

  return app;
}
