/**
 * GET /api/identification/upload/{id|video}/status?attempts=IDU-…,IDU-… — what the desktop follows
 * while the phone uploads: each link's status (POST /identification/{kind}/upload/status, with the
 * visitor's order from its sealed cookie), the furthest of them.
 *
 *   → 200 {status: WAITING|UPLOADED|VERIFIED|FAILED}
 *   → 404 {error:'not_found'}: another kind, no order cookie, or an attempt that is not the order's.
 *   → 400 {error:'invalid_request'}: no attempts, or more than MAX_FOLLOWED.
 */
import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { getUploadStatus } from '@/lib/platform/content-api/identification';
import { uploadStatusContract, uploadStatusQuery } from '@/lib/platform/contracts/identification-upload';
import { furthestStatus } from '@/lib/identification/upload-progress';
import { uploadKindOf } from '@/lib/identification/upload-kind';

export const dynamic = 'force-dynamic';

/** Per IP: one desktop asks every 2.5 s; a few tabs or a reload fit. */
const POLLS = [{ limit: 120, windowMs: 60_000, key: ({ ip }: { ip: string }) => ip }];

export const GET = defineHandler({
  contract: uploadStatusContract,
  query: uploadStatusQuery,
  limits: POLLS,
  async handle({ site, params, query }) {
    const kind = uploadKindOf(params.kind);
    const access = await readOrderAccess(site.market.code);
    if (!kind || !access) return failure(404, 'not_found');
    const attempts = uploadStatusQuery.parse({ attempts: query.get('attempts') }).attempts;
    const answers = await Promise.all(attempts.map((id) => getUploadStatus(site.content, access, kind, id)));
    const statuses = answers.flatMap((answer) => (answer.ok ? [answer.data.status] : []));
    if (statuses.length === answers.length) return success({ status: furthestStatus(statuses) });
    // An order the API no longer knows (or whose token it refuses) has no uploads to follow either.
    const refused = answers.some((answer) => !answer.ok && ['not_found', 'unauthorized'].includes(answer.error.kind));
    return refused ? failure(404, 'not_found') : failure(503, 'unavailable');
  },
});
