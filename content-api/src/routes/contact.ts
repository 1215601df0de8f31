import { Hono } from 'hono';
import { contactMessage, contactReceipt, cookieTrackingKey, fieldErrorBody } from '../../../lib/content-api/schemas';
import { fieldErrorsOf } from '../../../lib/content-api/field-errors';
import { apiError, type Deps, type Env } from '../context';
import { leadDeleteAfter, leadRetentionCutoff } from '../retention';

/** SPEC §7 Contact: the contact form (POST /contact/send) and the cookie-tracking hit (GET /cookietracking/{x}). */
export function contactRoutes({ store, clock }: Deps) {
  const app = new Hono<Env>();

  /**
   * A message of the contact form, validated with the market's phone patterns (400 with one code per
   * invalid field), stored with the sandbox clock's time; messages older than 6 months are deleted on
   * every write (SPEC §9: contact requests are kept 6 months).
   */
  app.post('/contact/send', async (c) => {
    const market = c.get('market');
    const mandant = store.config.mandant(market);
    if (!mandant) return apiError(c, 404, 'not_found', 'This market has no configuration.');
    const body = contactMessage(mandant.countryConfig).safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) {
      return c.json(
        fieldErrorBody.parse({ error: 'invalid_request', message: 'Some fields are missing or invalid.', fields: fieldErrorsOf(body.error.issues) }),
        400,
      );
    }
    const now = clock.now();
    const stored = store.contact.addMessage(market, body.data, now, leadRetentionCutoff(now));
    return c.json(contactReceipt.parse({ id: stored.id, createdAt: stored.createdAt, deleteAfter: leadDeleteAfter(now).toISOString() }), 201);
  });

  /** Records one visit of a visitor who allowed statistics; the key is a pseudonymous visit id. */
  app.get('/cookietracking/:key', (c) => {
    const key = cookieTrackingKey.safeParse(c.req.param('key'));
    if (!key.success) return apiError(c, 400, 'invalid_request', 'The tracking key must be 8 to 64 letters, digits, "-" or "_".');
    const now = clock.now();
    store.cookieTracking.addHit(c.get('market'), key.data, now, leadRetentionCutoff(now));
    return c.body(null, 204);
  });

  /** Sandbox: what the contact form and the cookie tracking stored for the market. */
  app.get('/sandbox/contact/messages', (c) => c.json(store.contact.messages(c.get('market'))));
  app.get('/sandbox/cookietracking', (c) => c.json(store.cookieTracking.hits(c.get('market'))));

  return app;
}
