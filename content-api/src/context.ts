import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { apiError as apiErrorSchema, previewDate } from '@storefront/wire';
import { isMarketCode, type MarketCode } from '@storefront/markets/markets';
import { dayOf, type Clock } from './clock';
import { languageOf, localise, type Language } from './localise';
import { present, type ReadDay } from './present';
import type { Store } from './store';
import type { Revalidate } from './sandbox/storefront';
import type { StorefrontOrigin } from './auth/links';

/**
 * `revalidate` tells the storefront which cache tags changed (sandbox/storefront.ts); absent in tests and
 * alone. `storefront` is the storefront's public origin per market, for links in e-mails and SMS
 * (auth/links.ts); the development hosts when absent.
 */
export type Deps = { store: Store; clock: Clock; revalidate?: Revalidate; storefront?: StorefrontOrigin };

/** Per request: the market (X-Market), the text language (Accept-Language) and the day content is read for. */
export type Env = { Variables: { market: MarketCode; language: Language; read: ReadDay } };
export type Ctx = Context<Env>;

export function apiError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 406 | 409 | 410 | 413 | 415 | 422 | 429 | 500,
  error: string,
  message: string,
) {
  return c.json(apiErrorSchema.parse({ error, message }), status);
}

/**
 * X-Market picks the market (AT when absent, 400 when unknown); previewdate (ISO date, 400 otherwise)
 * moves the read day of content reads into the future or past.
 */
export function requestContext(clock: Clock): MiddlewareHandler<Env> {
  return async (c, next) => {
    const market = (c.req.header('X-Market') ?? 'AT').toUpperCase();
    if (!isMarketCode(market)) return apiError(c, 400, 'invalid_market', `Unknown market "${market}".`);
    const today = dayOf(clock.now());
    const preview = c.req.query('previewdate');
    if (preview !== undefined && !previewDate.safeParse(preview).success) {
      return apiError(c, 400, 'invalid_previewdate', 'previewdate must be a calendar date in the form YYYY-MM-DD.');
    }
    c.set('market', market);
    c.set('language', languageOf(c.req.header('Accept-Language')));
    c.set('read', { day: preview ?? today, today });
    await next();
  };
}

/**
 * A seed record on the wire: windows applied, texts in the request's language, and the result parsed
 * with the storefront's own schema, so the reference API can never answer a shape the client rejects.
 */
export function wire<S extends z.ZodType>(c: Ctx, schema: S, value: unknown): z.infer<S> {
  return schema.parse(localise(present(value, c.get('read')), c.get('language')));
}

export function sendWire<S extends z.ZodType>(c: Ctx, schema: S, value: unknown) {
  return c.json(wire(c, schema, value) as object);
}
