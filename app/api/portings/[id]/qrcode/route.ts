import { z } from 'zod';
import { defineHandler } from '@/lib/platform/bff/handler';
import { getPortingQrCode } from '@/lib/platform/content-api/porting-signature';
import { qrCodeContract } from '@/lib/platform/contracts/porting-signature';
import { onPorting } from '@/lib/porting/porting-request';

/** Per IP: a new QR code when the last one expired. */
const NEW_CODES = [{ limit: 20, windowMs: 10 * 60_000, key: ({ ip }: { ip: string }) => ip }];

/**
 * POST /api/portings/{id}/qrcode: a new signing link for the phone with its QR code (GET
 * …/link:qrcode; a POST here, since every call makes a link). Answers qrCodeContract: {link, qrcode,
 * expiresAt}; 409 already_signed or not_signable.
 */
export const POST = defineHandler({
  session: 'optional',
  contract: qrCodeContract,
  body: z.object({}),
  limits: NEW_CODES,
  handle: (ctx) =>
    onPorting(ctx, undefined, async (id, caller) => {
      const made = await getPortingQrCode(ctx.site.content, caller.auth, id);
      return made.ok ? { ok: true, data: { link: made.data.link, qrcode: made.data.qrcode, expiresAt: made.data.expiresAt } } : made;
    }),
});
