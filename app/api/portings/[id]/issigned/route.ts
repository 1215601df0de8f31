import { z } from 'zod';
import { defineHandler } from '@/lib/platform/bff/handler';
import { isPortingSigned } from '@/lib/platform/content-api/porting-signature';
import { signedStatusContract } from '@/lib/platform/contracts/porting-signature';
import { onPorting } from '@/lib/porting/porting-request';

export const dynamic = 'force-dynamic';

/**
 * GET /api/portings/{id}/issigned: whether the porting is signed (GET …/issigned), which the desktop
 * page polls while the customer signs on the phone. The order cookie or the session decides access;
 * no rate limit, as it is a cheap read that an open page repeats every few seconds.
 */
export const GET = defineHandler({
  session: 'optional',
  contract: signedStatusContract,
  query: z.strictObject({}),
  handle: (ctx) => onPorting(ctx, undefined, (id, caller) => isPortingSigned(ctx.site.content, caller.auth, id)),
});
