/**
 * POST /api/identification/upload/{id|video}/link-sms {number} — a new upload link texted to the
 * visitor's phone (PUT /identification/{kind}/upload/link:sms/{number}, the order from its sealed
 * cookie). Same-origin only; rate-limited per IP (the content API also limits texts per order).
 *
 *   → 200 {sentTo, identTransactionId, expiresAt}: sent (SPEC §8 "SMS sent"); the desktop follows
 *     the new link too.
 *   → 400 {error:'invalid_request', fields:[{field:'number', code}]}: no number, or one the content
 *     API cannot text (SPEC §8 "SMS could not be sent to the given number").
 *   → 429 {error:'rate_limited', retryAfter}: too many texts.
 *   → 404 {error:'not_found'}: another kind, no order cookie, or an order needing no identification.
 * A form post without JavaScript is answered with 303 to the upload page: ?sms=sent or ?error=<code>.
 */
import { defineHandler, failure, success, type HandlerDefinition } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { sendUploadLinkSms } from '@/lib/platform/content-api/identification';
import { linkSmsContract, linkSmsFields, type LinkSmsFields } from '@/lib/platform/contracts/identification-upload';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { uploadKindOf } from '@/lib/identification/upload-kind';
import type { UploadKind } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';

export const dynamic = 'force-dynamic';

const TEXTS = [{ limit: 6, windowMs: 10 * 60_000, key: ({ ip }: { ip: string }) => ip }];

const pagePath = (site: Site, kind: UploadKind, query: string) =>
  localizedPath(site, '/checkout/identification/upload/[kind]', { kind }, query);

const definition = (kind: UploadKind): HandlerDefinition<LinkSmsFields, typeof linkSmsContract> => ({
  contract: linkSmsContract,
  body: linkSmsFields,
  limits: TEXTS,
  form: {
    done: (site) => pagePath(site, kind, 'sms=sent'),
    failed: (site, { error }) => pagePath(site, kind, `error=${error}`),
  },
  async handle({ site, body }) {
    const access = await readOrderAccess(site.market.code);
    if (!access) return failure(404, 'not_found');
    const sent = await sendUploadLinkSms(site.content, access, kind, body.number);
    if (sent.ok) return success(sent.data);
    // 409: the order needs no identification (any more); 401: the API no longer knows the order's token.
    return sent.error.status === 409 || sent.error.kind === 'unauthorized' ? failure(404, 'not_found') : upstreamFailure(sent.error);
  },
});
const DEFINITIONS: Record<UploadKind, HandlerDefinition<LinkSmsFields, typeof linkSmsContract>> = {
  id: definition('id'),
  video: definition('video'),
};

export const POST = defineHandler((_request, params) => {
  const kind = uploadKindOf(params.kind);
  return kind ? DEFINITIONS[kind] : failure(404, 'not_found');
});
