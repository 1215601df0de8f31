import ky, { type Options } from 'ky';
import type { z } from 'zod';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';
import { pathOf, type ApiPath } from './api-path';
import { inCallSpan } from './call-span';
import { logOnce } from './log-once';
import { contentApiConfig } from './settings';
import { fail, ok, type ApiFailureKind, type Result } from './result';

/** Who is asking: the market (X-Market), the text language, and the preview date when previewing. */
export type ContentContext = { market: MarketCode; locale: Locale; previewDate?: string };

export type CallOptions = {
  method?: 'get' | 'post' | 'put' | 'delete';
  json?: unknown;
  /** A multipart body (file uploads; ky sets its Content-Type with the boundary), or raw bytes with a Content-Type header. */
  body?: FormData | Blob;
  /** Query parameters; a URLSearchParams repeats a parameter (?events=CALL&events=SMS). */
  searchParams?: Record<string, string> | URLSearchParams;
  /** Upstream bearer token of a logged-in customer; such calls are never cached. */
  token?: string;
  /** Cache tags of a catalogue read; without tags the answer is not cached. */
  tags?: string[];
  headers?: Record<string, string>;
};

function logMismatchOnce(path: string, issues: z.core.$ZodIssue[]) {
  const first = issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  logOnce(`schema:${path}`, `answer for ${path} does not match its schema: ${first.join('; ')}`);
}

/** The failure kind of a non-2xx status. */
export function failureKind(status: number): ApiFailureKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One content-API call: the market's headers, the preview date on reads, a single retry for idempotent
 * reads, a timeout, and the answer parsed with its schema, in a span of its own (call-span.ts; a path
 * with ids comes as apiPath`…`, which gives the span its pattern). Never throws for expected failures.
 */
export async function call<S extends z.ZodType>(
  ctx: ContentContext,
  target: string | ApiPath,
  schema: S,
  options: CallOptions = {},
): Promise<Result<z.infer<S>>> {
  const { path, pattern } = pathOf(target);
  const method = options.method ?? 'get';
  const searchParams = new URLSearchParams(options.searchParams);
  if (ctx.previewDate && method === 'get') searchParams.set('previewdate', ctx.previewDate);
  const cacheable = method === 'get' && !options.token && !ctx.previewDate && options.tags;
  const kyOptions: Options & { next?: { revalidate?: number; tags?: string[] } } = {
    prefix: contentApiConfig.CONTENT_API_URL,
    method,
    json: options.json,
    body: options.body,
    searchParams,
    timeout: contentApiConfig.CONTENT_API_TIMEOUT_MS,
    throwHttpErrors: false,
    retry: method === 'get' ? { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] } : 0,
    headers: {
      'X-Market': ctx.market,
      'Accept-Language': ctx.locale,
      ...options.headers,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    ...(cacheable
      ? { next: { revalidate: contentApiConfig.CONTENT_REVALIDATE_SECONDS, tags: options.tags } }
      : { cache: 'no-store' as const }),
  };
  let response: Response;
  try {
    response = await inCallSpan({ method, pattern, market: ctx.market }, (traceHeaders) =>
      ky(path, { ...kyOptions, headers: { ...traceHeaders, ...kyOptions.headers } }),
    );
  } catch {
    return fail({ kind: 'unavailable', path });
  }
  return answerOf(response, path, schema);
}

/** A content-API answer read with its schema: the data, or the failure with the answer's body for field mapping. */
export async function answerOf<S extends z.ZodType>(response: Response, path: string, schema: S): Promise<Result<z.infer<S>>> {
  const body = await readJson(response).catch(() => undefined);
  if (!response.ok) {
    return fail({ kind: failureKind(response.status), status: response.status, path, body });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    logMismatchOnce(path, parsed.error.issues);
    return fail({ kind: 'invalid_response', status: response.status, path });
  }
  return ok(parsed.data);
}
