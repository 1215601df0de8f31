import 'server-only';
import ky from 'ky';
import { pathOf, type ApiPath } from './api-path';
import { inCallSpan } from './call-span';
import { failureKind, type ContentContext } from './client';
import { fail, ok, type Result } from './result';
import { contentApiConfig } from './settings';

function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/**
 * A content-API read whose answer is a file (a PDF, an audio greeting) of one of `types`. The body is
 * not read: the caller streams it on. Never cached here (the route handler sets Cache-Control).
 */
export async function getBinary(
  ctx: ContentContext,
  target: string | ApiPath,
  types: readonly string[],
  options: { token?: string } = {},
): Promise<Result<Response>> {
  const { path, pattern } = pathOf(target);
  let response: Response;
  try {
    response = await inCallSpan({ method: 'get', pattern, market: ctx.market }, (traceHeaders) =>
      ky(path, {
        prefix: contentApiConfig.CONTENT_API_URL,
        timeout: contentApiConfig.CONTENT_API_TIMEOUT_MS,
        throwHttpErrors: false,
        retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
        headers: {
          ...traceHeaders,
          'X-Market': ctx.market,
          'Accept-Language': ctx.locale,
          Accept: types.join(', '),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
        cache: 'no-store',
      }),
    );
  } catch {
    return fail({ kind: 'unavailable', path });
  }
  // Bodies that are not passed on are dropped without waiting: ky tees the response, and a tee's
  // cancel only settles once both branches are cancelled.
  if (!response.ok) {
    discard(response);
    return fail({ kind: failureKind(response.status), status: response.status, path });
  }
  if (!types.includes(response.headers.get('content-type')?.split(';')[0]?.trim() ?? '')) {
    discard(response);
    return fail({ kind: 'invalid_response', status: response.status, path });
  }
  return ok(response);
}
