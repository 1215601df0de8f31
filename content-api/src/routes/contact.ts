import { Hono, type MiddlewareHandler } from 'hono';
import { contactMessage, contactReceipt } from '@storefront/wire';
import type { Clock } from '../clock';
import { apiError, type Ctx, type Env } from '../context';
import { leadDeleteAfter, leadRetentionCutoff } from '../retention';
import type { Store } from '../store';
import { jsonBodyFor } from '../json-body';

/** SPEC §7 Contact: the contact form (POST /contact/send). */
export function contactRoutes({ config, contact }: Pick<Store, 'config' | 'contact'>, clock: Clock) {
  const app = new Hono<Env>();

  /**
   * A message of the contact form, validated with the market's phone patterns (400 with one code per
   * invalid field), stored with the sandbox clock's time; messages older than 6 months are deleted on
   * every write (SPEC §9: contact requests are kept 6 months).
   */
  const configured: MiddlewareHandler<Env> = async (c, next) => {
    if (!config.mandant(c.get('market'))) return apiError(c, 404, 'not_found', 'This market has no configuration.');
    await next();
  };
  const countryConfigOf = (c: Ctx) => config.mandant(c.get('market'))!.countryConfig;

  app.post(
    '/send',
    configured,
    jsonBodyFor((c) => contactMessage(countryConfigOf(c))),
    async (c) => {
      const market = c.get('market');
      const now = clock.now();
      const stored = contact.addMessage(market, c.req.valid('json'), now, leadRetentionCutoff(now));
      return c.json(
        contactReceipt.parse({ id: stored.id, createdAt: stored.createdAt, deleteAfter: leadDeleteAfter(now).toISOString() }),
        201,
      );
    },
  );

  return app;
}
