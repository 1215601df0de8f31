/**
 * ID photo upload and selfie video, SPEC §7 (kind = id or video):
 * - GET /identification/{kind}/upload/link (order headers): a new link for the phone (the
 *   storefront's page /identification/{kind}?token=…, also as a QR code) working once, for
 *   LINK_MINUTES on the sandbox clock.
 * - PUT /identification/{kind}/upload/link:sms/{number} (order headers): such a new link texted to
 *   the number (400 for one that is none; 3 texts per order in 10 minutes, then 429 with Retry-After).
 * - POST /identification/{kind}/upload (X-Upload-Token: the link's token; multipart: front and back
 *   image, or one video): checked while it streams (upload-body.ts); 404 unknown token, 410 used or
 *   expired link, 413/415/400 with an uploadRefusal body. Answers 201 with what was received.
 * - POST /identification/{kind}/upload/status {identTransactionId} (order headers): WAITING,
 *   UPLOADED, VERIFIED or FAILED; VERIFIED completes the order's identification.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import QRCode from 'qrcode';
import {
  identificationLink,
  uploadKind,
  uploadLinkSent,
  uploadReceipt,
  uploadRefusal,
  uploadStatus,
  uploadStatusRequest,
  type UploadKind,
} from '@storefront/wire';
import { maxUploadBodyOf } from '@storefront/rules/identification-upload';
import { tooMany } from '../../auth/kit';
import type { StorefrontOrigin } from '../../auth/links';
import { authThrottle } from '../../auth/throttle';
import type { Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { offers } from '../../identification/methods';
import { boundaryOf } from '../../identification/multipart';
import { attemptOf, complete, openOrder, identOrder, type IdentStores } from '../../identification/order';
import { UPLOAD_LINK_TEXTS } from '../../identification/texts';
import { readUpload } from '../../identification/upload-body';
import { LINK_MINUTES, UPLOAD_RULES, uploadStatusOf } from '../../identification/upload-rules';
import { internationalNumber } from '../../phone';
import { leadRetentionCutoff } from '../../retention';
import type { Store } from '../../store';
import { tokenHash } from '../../store/customers';
import type { Attempt } from '../../store/identification';
import type { StoredOrder } from '../../store/orders';
import { newAttemptId, notOffered } from './shared';
import { jsonBody } from '../../json-body';
import { invalid } from '../../invalid-request';

export type UploadStores = IdentStores & Pick<Store, 'outbox' | 'authThrottle'>;

const gone = (c: Context, error: 'link_used' | 'link_expired') =>
  c.json(uploadRefusal.parse({ error, message: error === 'link_used' ? 'This link was used already.' : 'This link has expired.' }), 410);

/** Completes the identification once the review of its upload says VERIFIED. */
export function settleUpload(store: IdentStores, attempt: Attempt, now: Date): Attempt {
  if (attempt.finishedAt || uploadStatusOf(attempt, now) !== 'VERIFIED') return attempt;
  complete(store, attempt, now);
  return store.identification.attempt(attempt.market, attempt.id)!;
}

export function uploadRoutes(store: UploadStores, clock: Clock, storefront: StorefrontOrigin) {
  const app = new Hono<Env>();
  const throttle = authThrottle(store, clock);

  app.use('/:kind/upload/*', async (c, next) => {
    const kind = uploadKind.safeParse(c.req.param('kind'));
    if (!kind.success) return apiError(c, 404, 'not_found', 'No such resource.');
    if (!offers(c.get('market'), UPLOAD_RULES[kind.data].method)) return notOffered(c, UPLOAD_RULES[kind.data].method);
    await next();
  });
  const kindOf = (c: Context) => c.req.param('kind') as UploadKind;

  /** A new attempt of the order with its single-use link for the phone (earlier links keep working until used or expired). */
  const issueLink = (c: Context<Env>, kind: UploadKind, order: StoredOrder, now: Date) => {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + LINK_MINUTES * 60_000).toISOString();
    const id = newAttemptId(kind === 'id' ? 'IDU' : 'VID');
    const attempt: Attempt = {
      id,
      market: c.get('market'),
      salesOrderId: order.salesOrderId,
      method: UPLOAD_RULES[kind].method,
      createdAt: now.toISOString(),
      expiresAt,
    };
    store.identification.add(attempt, tokenHash(token));
    return { link: `${storefront(c.get('market'))}/identification/${kind}?token=${token}`, token, identTransactionId: id, expiresAt };
  };

  app.get('/:kind/upload/link', async (c) => {
    const found = openOrder(c, store, clock);
    if (!found.ok) return found.response;
    const link = issueLink(c, kindOf(c), found.order, clock.now());
    const qrcode = await QRCode.toDataURL(link.link, { errorCorrectionLevel: 'M', margin: 2 });
    return c.json(identificationLink.parse({ ...link, qrcode }));
  });

  app.put('/:kind/upload/:call{link:sms}/:number', (c) => {
    const market = c.get('market');
    const found = openOrder(c, store, clock);
    if (!found.ok) return found.response;
    const to = internationalNumber(c.req.param('number'), market);
    if (!to) return invalid(c, [{ field: 'number', code: 'invalid_format' }]);
    const retryAfter = throttle.send(market, `upload-link:${found.order.salesOrderId}`);
    if (retryAfter > 0) return tooMany(c, retryAfter);
    const now = clock.now();
    const kind = kindOf(c);
    const link = issueLink(c, kind, found.order, now);
    const text = UPLOAD_LINK_TEXTS[c.get('language')](kind, link.link, LINK_MINUTES);
    store.outbox.send(market, { channel: 'SMS', to, text, customerNumber: found.order.customerNumber }, now, leadRetentionCutoff(now));
    return c.json(uploadLinkSent.parse({ sentTo: to, identTransactionId: link.identTransactionId, expiresAt: link.expiresAt }));
  });

  app.post(
    '/:kind/upload/status',
    jsonBody(uploadStatusRequest, (c) => apiError(c, 400, 'invalid_request', 'identTransactionId is required.')),
    async (c) => {
      const body = c.req.valid('json');
      const found = identOrder(c, store, clock);
      if (!found.ok) return found.response;
      const attempt = attemptOf(store, found.order, body.identTransactionId, UPLOAD_RULES[kindOf(c)].method);
      if (!attempt) return apiError(c, 404, 'not_found', 'No such upload.');
      const now = clock.now();
      const settled = settleUpload(store, attempt, now);
      return c.json(uploadStatus.parse({ identTransactionId: settled.id, status: uploadStatusOf(settled, now) }));
    },
  );

  app.post('/:kind/upload', async (c) => {
    const rule = UPLOAD_RULES[kindOf(c)];
    const token = c.req.header('X-Upload-Token');
    const attempt = token ? store.identification.byTokenHash(tokenHash(token)) : undefined;
    if (!attempt || attempt.market !== c.get('market') || attempt.method !== rule.method)
      return apiError(c, 404, 'link_invalid', 'No such upload link.');
    if (attempt.upload) return gone(c, 'link_used');
    const now = clock.now();
    if (Date.parse(attempt.expiresAt!) <= now.getTime()) return gone(c, 'link_expired');
    const boundary = boundaryOf(c.req.header('Content-Type'));
    if (!boundary)
      return c.json(uploadRefusal.parse({ error: 'unsupported_media_type', message: 'The body must be multipart/form-data.' }), 415);
    // Refused before reading when the client announces more than the files may have.
    if (Number(c.req.header('Content-Length') ?? 0) > maxUploadBodyOf(rule)) {
      return c.json(
        uploadRefusal.parse({
          error: 'payload_too_large',
          message: `The upload may have at most ${maxUploadBodyOf(rule)} bytes.`,
          maxBytes: maxUploadBodyOf(rule),
        }),
        413,
      );
    }
    const read = await readUpload(c.req.raw.body, boundary, rule);
    if (!read.ok) return c.json(uploadRefusal.parse(read.refusal.body), read.refusal.status);
    // Another upload with the same link may have finished while this one streamed: only the first counts.
    const current = store.identification.attempt(attempt.market, attempt.id);
    if (current?.upload) return gone(c, 'link_used');
    store.identification.save({ ...attempt, upload: { at: clock.now().toISOString(), files: read.files } });
    return c.json(uploadReceipt.parse({ identTransactionId: attempt.id, files: read.files }), 201);
  });

  return app;
}
