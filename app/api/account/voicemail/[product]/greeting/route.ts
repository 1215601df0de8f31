import { z } from 'zod';
import { readBytes } from '@/lib/platform/bff/body';
import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { sessionExpired } from '@/lib/account/logout';
import type { SessionData } from '@/lib/platform/bff/session-data';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { getCustomVoicemail, uploadCustomVoicemail } from '@/lib/platform/content-api/customer-lines';
import type { ApiFailure } from '@/lib/platform/content-api/result';
import { greetingUploadContract } from '@/lib/platform/contracts/voicemail';
import { GREETING_MAX_BYTES, greetingTypeOf, looksLike } from '@/lib/domain/voicemail-greeting';
import type { Site } from '@/lib/platform/site/site';

export const dynamic = 'force-dynamic';

const NO_QUERY = z.strictObject({});
/** A product key as the content API names them (P-30000001-1); anything else is no product of anyone's. */
const PRODUCT_KEY = /^[A-Za-z0-9-]{1,64}$/;
/** Per IP: a customer uploads a greeting or two and perhaps tries a few recordings. */
const UPLOADS = [{ limit: 20, windowMs: 10 * 60_000, key: ({ ip }: { ip: string }) => ip }];

const productKeyOf = (params: Record<string, string | string[]>) => {
  const key = params.product;
  return typeof key === 'string' && PRODUCT_KEY.test(key) ? key : undefined;
};

/** A content-API failure as this route answers it: a refused token logs out (SPEC §4), the rest as every handler. */
const failed = (site: Site, session: SessionData | null, error: ApiFailure) =>
  error.kind === 'unauthorized' ? sessionExpired(site, session) : upstreamFailure(error);

/**
 * GET /api/account/voicemail/{product}/greeting: the line's custom greeting (GET …/customvoicemail)
 * streamed with its audio type, for the voicemail screen's player; never stored by a cache.
 */
export const GET = defineHandler({
  access: 'login',
  query: NO_QUERY,
  async handle({ site, session, params }) {
    const key = productKeyOf(params);
    if (!key) return failure(404, 'not_found');
    const audio = await getCustomVoicemail(site.content, session!.token, key);
    if (!audio.ok) return failed(site, session, audio.error);
    const headers = new Headers({
      'Content-Type': audio.data.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const length = audio.data.headers.get('content-length');
    if (length) headers.set('Content-Length', length);
    return new Response(audio.data.body, { status: 200, headers });
  },
});

/**
 * PUT /api/account/voicemail/{product}/greeting: a new greeting, the audio itself as the body with its
 * type (a file's, or audio/webm for a recording made in the browser), checked as the content API
 * checks it (at most 2 MB, MP3/WAV/Ogg/WebM by its first bytes) before it is passed on to PUT
 * …/customvoicemail. Answers lib/platform/contracts/voicemail.ts's greetingUploadContract.
 */
export const PUT = defineHandler({
  access: 'login',
  contract: greetingUploadContract,
  query: NO_QUERY,
  maxBytes: GREETING_MAX_BYTES,
  limits: UPLOADS,
  async handle({ site, session, params, request }) {
    const key = productKeyOf(params);
    if (!key) return failure(404, 'not_found');
    const type = greetingTypeOf(request.headers.get('content-type') ?? undefined);
    if (!type) return failure(415, 'unsupported_type');
    const bytes = await readBytes(request, GREETING_MAX_BYTES);
    if (bytes === 'too_large') return failure(413, 'too_large');
    if (bytes.byteLength === 0) return failure(400, 'invalid_request', { fields: [{ field: 'audio', code: 'required' }] });
    if (!looksLike(type, bytes)) return failure(415, 'unsupported_type');
    const uploaded = await uploadCustomVoicemail(site.content, session!.token, key, new Blob([bytes], { type }), type);
    return uploaded.ok ? success(uploaded.data) : failed(site, session, uploaded.error);
  },
});
