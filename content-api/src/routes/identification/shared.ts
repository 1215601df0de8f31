/** What the /identification routes share: a new attempt id, the method's 404, the sandbox page of an attempt. */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { IdentificationMethod } from '@storefront/wire';
import { apiError, type Env } from '../../context';
import { offers } from '../../identification/methods';

export const newAttemptId = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

export const notOffered = (c: Context, method: IdentificationMethod) =>
  apiError(c, 404, 'not_offered', `This market does not offer ${method}.`);

/** notOffered where the market does not identify by `method`, answered before the route reads its body. */
export const offeredOnly =
  (method: IdentificationMethod): MiddlewareHandler<Env> =>
  async (c, next) => {
    if (!offers(c.get('market'), method)) return notOffered(c, method);
    await next();
  };

/** The sandbox provider's page of an attempt, as an absolute URL of this server. */
export const providerPage = (c: Context, path: string, id: string) => `${new URL(c.req.url).origin}/sandbox/identification/${path}/${id}`;
