import 'server-only';
import { sendFixedLineContact } from '@/lib/platform/content-api/fixedline';
import type { FixedLineBuildNoticeRequest, FixedLineContactRequest } from '@/lib/platform/content-api/schemas';
import { defineHandler, success, type Schema } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { leadContract } from './contracts';

/**
 * A handler of one of the fibre check's contact requests (POST /fixedline/contact): the not-found
 * state's callback lead, or a planned area's "tell me when it is built". Both are rate-limited per IP
 * (10 in 15 minutes) and per e-mail address (3 an hour), each route counting its own; the answer says
 * when the API deletes the request.
 */
export const leadHandler = <B extends FixedLineContactRequest | FixedLineBuildNoticeRequest>(body: Schema<B>) =>
  defineHandler({
    contract: leadContract,
    body,
    limits: [
      { limit: 10, windowMs: 15 * 60_000, key: ({ ip }) => ip },
      { limit: 3, windowMs: 60 * 60_000, key: ({ body }) => body.email.toLowerCase() },
    ],
    async handle({ site, body }) {
      const receipt = await sendFixedLineContact(site.content, body);
      return receipt.ok
        ? success({ ok: true as const, deleteAfter: receipt.data.deleteAfter }, { status: 201 })
        : upstreamFailure(receipt.error);
    },
  });
