import { defineHandler, success } from '@/lib/bff/handler';
import { upstreamFailure } from '@/lib/bff/upstream-failure';
import { sendFixedLineContact } from '@/lib/content-api/fixedline';
import { fixedLineContactRequest } from '@/lib/content-api/schemas';
import { leadContract } from '@/lib/contracts/fixedline';

/** POST /api/fixedline/contact: the not-found state's contact request (POST /fixedline/contact), rate-limited per IP and e-mail. */
export const POST = defineHandler({
  contract: leadContract,
  body: fixedLineContactRequest,
  limits: [
    { limit: 10, windowMs: 15 * 60_000, key: ({ ip }) => ip },
    { limit: 3, windowMs: 60 * 60_000, key: ({ body }) => body.email.toLowerCase() },
  ],
  async handle({ site, body }) {
    const receipt = await sendFixedLineContact(site.content, body);
    return receipt.ok ? success({ ok: true as const, deleteAfter: receipt.data.deleteAfter }, { status: 201 }) : upstreamFailure(receipt.error);
  },
});
