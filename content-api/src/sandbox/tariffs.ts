import { Hono } from 'hono';
import { z } from 'zod';
import { TAGS } from '@storefront/wire/tags';
import { apiError, type Env } from '../context';
import type { Store } from '../store';
import type { Revalidate } from './storefront';
import { jsonBody } from '../json-body';

const priceBody = z.object({ amount: z.number().positive().max(10_000) });

/**
 * Sandbox admin writes to the catalogue, standing in for an editor changing data in the provider's
 * backend. After each write the storefront is told which cache tags changed (storefront.ts).
 */
export function sandboxTariffRoutes({ tariffs }: Pick<Store, 'tariffs'>, revalidate: Revalidate | undefined) {
  const app = new Hono<Env>();

  /**
   * PUT /sandbox/tariffs/:id/price {amount} (X-Market picks the market): the tariff's monthly price,
   * gross for consumer tariffs, net for business ones. → 200 {tariffModelSalesId, money,
   * storefrontRevalidated}; 400 for a bad body; 404 for a tariff the market does not have.
   */
  app.put(
    '/:id/price',
    jsonBody(priceBody, (c) => apiError(c, 400, 'invalid_request', 'amount must be a positive number.')),
    async (c) => {
      const body = c.req.valid('json');
      const market = c.get('market');
      const { amount } = body;
      const changed = tariffs.change(market, c.req.param('id'), (t) => ({
        ...t,
        money: 'amount' in t.money ? { ...t.money, amount } : { ...t.money, netAmount: amount },
      }));
      if (!changed) return apiError(c, 404, 'not_found', 'No such tariff.');
      const storefrontRevalidated = revalidate ? await revalidate([TAGS.tariffs(market)]) : false;
      return c.json({ tariffModelSalesId: changed.tariffModelSalesId, money: changed.money, storefrontRevalidated });
    },
  );

  return app;
}
