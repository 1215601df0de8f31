import { Hono } from 'hono';
import { contactMessage, contactReceipt } from '@storefront/wire';
import { fieldErrorsOf } from '@storefront/wire/field-errors';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import { leadDeleteAfter, leadRetentionCutoff } from '../retention';
import type { Store } from '../store';
import { invalid } from '../invalid-request';
import { bodyAsSent } from '../json-body';

/** SPEC §7 Contact: the contact form (POST /contact/send). */
export function contactRoutes({ config, contact }: Pick<Store, 'config' | 'contact'>, clock: Clock) {
  const app = new Hono<Env>();

  /**
   * A message of the contact form, validated with the market's phone patterns (400 with one code per
   * invalid field), stored with the sandbox clock's time; messages older than 6 months are deleted on
   * every write (SPEC §9: contact requests are kept 6 months).
   */
  app.post('/send', async (c) => {
    const market = c.get('market');
    const mandant = config.mandant(market);
    if (!mandant) return apiError(c, 404, 'not_found', 'This market has no configuration.');
    const body = contactMessage(mandant.countryConfig).safeParse(await bodyAsSent(c));
    if (!body.success) return invalid(c, fieldErrorsOf(body.error.issues));
    const now = clock.now();
    const stored = contact.addMessage(market, body.data, now, leadRetentionCutoff(now));
    return c.json(
      contactReceipt.parse({ id: stored.id, createdAt: stored.createdAt, deleteAfter: leadDeleteAfter(now).toISOString() }),
      201,
    );
  });

  return app;
}
