import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { settleReturn } from '@/lib/identification/settle';
import { anyReturn, attemptId } from '@/lib/platform/provider-trip/returns';

/**
 * GET /api/identification/return?state&transactionId (the national digital ID) or
 * ?state&TransactionId&status (bank e-ident), SPEC §7, ADR 22, 43: an identity provider sends the
 * browser back here. A return of this browser's trip for its attempt is settled
 * (lib/identification/settle.ts) and the browser goes on: 303 to the method's return page (the
 * success, or the national digital ID's differing details to confirm), to the chooser with SPEC §8's
 * failure, or to the cart without an order. Any other return (forged, replayed, expired, another
 * attempt): 303 to the chooser with ?trip=refused&reason=…. The URL's `status` is never believed.
 */
export const GET = defineHandler({
  query: anyReturn,
  async handle({ site, query }) {
    const { state, transactionId, TransactionId } = Object.fromEntries(query);
    const named = attemptId.safeParse(transactionId ?? TransactionId);
    return seeOther(await settleReturn(site, { state, attempt: named.data }));
  },
});
