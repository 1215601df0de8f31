import { perIp } from '@/lib/platform/bff/auth-limits';
import { defineHandler } from '@/lib/platform/bff/handler';
import { sendPortingLinkSms } from '@/lib/platform/content-api/porting-signature';
import { linkSmsContract, linkSmsFields, type LinkSmsFields } from '@/lib/platform/contracts/porting-signature';
import { onPorting } from '@/lib/porting/porting-request';

const SENDS = [perIp<LinkSmsFields>()];

/**
 * POST /api/portings/{id}/link-sms {number}: texts a signing link to the number (PUT
 * …/link:sms/{number}), for signing on the phone. Answers linkSmsContract: {sentTo, expiresAt}; 400
 * with the field `number` when the content API cannot text it (SPEC §8 "SMS could not be sent to the
 * given number"); 429 after 3 links in 10 minutes.
 */
export const POST = defineHandler({
  session: 'optional',
  contract: linkSmsContract,
  body: linkSmsFields,
  limits: SENDS,
  handle: (ctx) => onPorting(ctx, undefined, (id, caller) => sendPortingLinkSms(ctx.site.content, caller.auth, id, ctx.body.number)),
});
