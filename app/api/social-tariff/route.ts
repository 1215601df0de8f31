import { jsonError } from '@/lib/bff/errors';
import { seeOther } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { clientIp, createRateLimiter } from '@/lib/bff/rate-limit';
import { requestSite } from '@/lib/bff/request-site';
import { fieldErrorBody } from '@/lib/content-api/schemas';
import { sendSocialTariffApplication } from '@/lib/content-api/social-tariff';
import { localizedPath } from '@/lib/i18n/paths';
import { applicationForm, MAX_APPLICATION_BYTES, readApplication } from '@/lib/social-tariff/application';

const perIp = createRateLimiter({ limit: 10, windowMs: 60 * 60_000 });

/**
 * A social-tariff application (multipart: fields and the notice) forwarded to POST
 * /socialtariff/applications. JSON answers for the island: 201, 400 with field codes, 413, 415, 429,
 * 404 where no social tariff is offered, 503. A native form post (no JavaScript) is sent back to the
 * page with the outcome as its fragment.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const native = !(request.headers.get('accept') ?? '').includes('application/json');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_APPLICATION_BYTES) return jsonError(413, 'too_large');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, 'invalid_request', { fields: [] });
  }
  const locale = form.get('locale');
  const site = await requestSite(request, typeof locale === 'string' ? locale : null);
  const answer = (response: Response, outcome: 'sent' | 'failed') =>
    native ? seeOther(`${localizedPath(site, '/social-tariff')}#application-${outcome}`) : response;

  const limited = perIp(`${site.market}:${clientIp(request)}`);
  if (!limited.allowed) {
    const headers = { 'Retry-After': String(limited.retryAfterSeconds) };
    return answer(jsonError(429, 'rate_limited', { retryAfter: limited.retryAfterSeconds }, headers), 'failed');
  }
  const read = await readApplication(form);
  if (!read.ok) {
    const { ok: _ok, status, error, ...extra } = read;
    return answer(jsonError(status, error, extra), 'failed');
  }
  const sent = await sendSocialTariffApplication(site.content, applicationForm(read.application));
  if (sent.ok) return answer(Response.json({ ok: true, id: sent.data.id }, { status: 201 }), 'sent');
  const { error } = sent;
  if (error.kind === 'rejected' && error.status === 413) return answer(jsonError(413, 'too_large'), 'failed');
  if (error.kind === 'rejected' && error.status === 415) return answer(jsonError(415, 'unsupported_type'), 'failed');
  if (error.kind === 'rejected') {
    const body = fieldErrorBody.safeParse(error.body);
    return answer(jsonError(400, 'invalid_request', { fields: body.success ? body.data.fields : [] }), 'failed');
  }
  if (error.kind === 'not_found') return answer(jsonError(404, 'not_found'), 'failed');
  return answer(jsonError(503, 'unavailable'), 'failed');
}
