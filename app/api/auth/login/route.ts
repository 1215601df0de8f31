import { z } from 'zod';
import { login } from '@/lib/content-api/auth';
import { jsonError } from '@/lib/bff/errors';
import { readBody, seeOther } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { clientIp, createRateLimiter } from '@/lib/bff/rate-limit';
import { requestSite } from '@/lib/bff/request-site';
import { startSession } from '@/lib/bff/session';
import { localizedPath } from '@/lib/i18n/paths';

const body = z.object({
  identifier: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  locale: z.string().max(10).optional(),
});

const perIp = createRateLimiter({ limit: 30, windowMs: 15 * 60_000 });
const perAccount = createRateLimiter({ limit: 8, windowMs: 15 * 60_000 });

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const input = await readBody(request, body);
  const site = await requestSite(request, input.ok ? input.data.locale : null);
  const loginPath = localizedPath(site, '/account/login');
  const failed = (status: number, error: 'invalid_request' | 'invalid_credentials' | 'rate_limited' | 'unavailable', retryAfter?: number) =>
    input.fromForm
      ? seeOther(`${loginPath}?error=${error}`)
      : jsonError(status, error, retryAfter ? { retryAfter } : {}, retryAfter ? { 'Retry-After': String(retryAfter) } : undefined);

  if (!input.ok) return failed(400, 'invalid_request');
  const account = input.data.identifier.replace(/\s+/g, '');
  for (const limited of [perIp(`${site.market}:${clientIp(request)}`), perAccount(`${site.market}:${account}`)]) {
    if (!limited.allowed) return failed(429, 'rate_limited', limited.retryAfterSeconds);
  }
  const result = await login(site.content, {
    phoneNumberOrCustomerNumber: input.data.identifier,
    secret: input.data.password,
  });
  if (!result.ok) {
    return result.error.kind === 'unauthorized' || result.error.kind === 'rejected'
      ? failed(401, 'invalid_credentials')
      : failed(503, 'unavailable');
  }
  await startSession(site.market, result.data.token);
  const accountPath = localizedPath(site, '/account');
  return input.fromForm ? seeOther(accountPath) : Response.json({ ok: true, redirect: accountPath });
}
