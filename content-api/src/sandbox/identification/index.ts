/**
 * The sandbox identity providers and their admin call:
 *
 * …/id-austria/*  the national digital ID's login, approve or deny (id-austria.ts)
 * …/bank/*        a bank's e-ident login (bank.ts)
 * PUT /sandbox/identification/uploads/{identTransactionId}  {status: VERIFIED|FAILED}: the reviewer's
 *   answer to an ID photo or selfie video upload (without it, every upload is VERIFIED 5 s after it came)
 *
 * The pages know only their attempt's id, so they answer whatever X-Market says.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { complete } from '../../identification/order';
import type { Store } from '../../store';
import { bankPageRoutes } from './bank';
import { idAustriaPageRoutes } from './id-austria';
import { jsonBody } from '../../json-body';

const review = z.strictObject({ status: z.enum(['VERIFIED', 'FAILED']) });

export function sandboxIdentificationRoutes(store: Pick<Store, 'identification' | 'orders' | 'customers'>, clock: Clock) {
  const app = new Hono<Env>();
  app.route('/id-austria', idAustriaPageRoutes(store));
  app.route('/bank', bankPageRoutes(store));

  app.put(
    '/uploads/:id',
    jsonBody(review, (c) => apiError(c, 400, 'invalid_request', 'status must be VERIFIED or FAILED.')),
    async (c) => {
      const body = c.req.valid('json');
      const attempt = store.identification.anyMarket(c.req.param('id'));
      if (!attempt?.upload) return apiError(c, 404, 'not_found', 'No upload with this id.');
      if (attempt.finishedAt || attempt.upload.review) return apiError(c, 409, 'reviewed', 'This upload was reviewed already.');
      const reviewed = store.identification.save({ ...attempt, upload: { ...attempt.upload, review: body.status } });
      if (body.status === 'VERIFIED') complete(store, reviewed, clock.now());
      return c.json({ identTransactionId: reviewed.id, status: body.status });
    },
  );
  return app;
}
