/** What the /identification routes share: a new attempt id, the sandbox page of an attempt. */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { IdentificationMethod } from '@storefront/wire';
import { apiError } from '../../context';

export const newAttemptId = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;

export const notOffered = (c: Context, method: IdentificationMethod) =>
  apiError(c, 404, 'not_offered', `This market does not offer ${method}.`);

/** The sandbox provider's page of an attempt, as an absolute URL of this server. */
export const providerPage = (c: Context, path: string, id: string) => `${new URL(c.req.url).origin}/sandbox/identification/${path}/${id}`;
