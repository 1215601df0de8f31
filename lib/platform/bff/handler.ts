import 'server-only';
import { safeParse, type z } from 'zod';
import { serverConfig } from '@/lib/platform/config/server-config';
import { fieldErrorsOf } from '@/lib/platform/content-api/field-errors';
import type { BffErrorCode, FieldError, RouteContract } from '@/lib/platform/contracts/answer';
import { countRateLimitRefusal } from '@/lib/platform/metrics/rate-limit-refusals';
import { siteOfRequest, type Site } from '@/lib/platform/site/site';
import { DEFAULT_MAX_BODY_BYTES, isFormPost, readRawBody, type RawBody } from './body';
import { clearFormDraft, keptValues, writeFormDraft } from './form-draft';
import { isSameOrigin } from './origin';
import { clientIp, createSharedRateLimiter, type Hit } from './rate-limit';
import { routePattern } from './route-pattern';
import { secretMatches } from './secret';
import { readSession, touchSession } from './session';
import { isUpgraded, type SessionData } from './session-data';

/**
 * The one door of our route handlers (ADR 12). A handler is a small definition: who may call it, the
 * body it takes, its rate limits and its one business step. The door does the rest, in this order:
 * Origin check (state-changing methods), size limit, body (JSON or form post), site, access (session,
 * upgraded write access or a server secret), body schema, rate limits with Retry-After, the step;
 * then it turns the typed outcome into JSON or, for a form posted without JavaScript, a 303.
 */

/** Who may call: anyone, a logged-in customer, one with upgraded write access (SPEC §6), or a server holding a secret. */
export type Access = 'public' | 'login' | 'upgraded' | SecretAccess;
/** A server-to-server call: the secret of env variable `env`, from a header, the query or a body field. */
export type SecretAccess = { secret: 'PREVIEW_SECRET' | 'REVALIDATE_SECRET'; header?: string; query?: string; field?: string };

export type Failure<C extends string = BffErrorCode> = { ok: false; status: number; error: C; fields?: FieldError[]; retryAfter?: number };
export type Success<T> = { ok: true; data: T; status?: number; headers?: HeadersInit };
/** What a business step returns: success, an expected failure, or a response of its own (a file, a redirect). */
export type Outcome<T, C extends string> = Success<T> | Failure<C> | Response;

export const success = <T>(data: T, init: { status?: number; headers?: HeadersInit } = {}): Success<T> => ({ ok: true, data, ...init });
export const failure = <C extends string>(
  status: number,
  error: C,
  extra: { fields?: FieldError[]; retryAfter?: number } = {},
): Failure<C> => ({
  ok: false,
  status,
  error,
  ...extra,
});

export type HandlerContext<B> = {
  request: Request;
  site: Site;
  /** The live session: set for 'login' and 'upgraded' access and where `session: 'optional'` asks for it. */
  session: SessionData | null;
  body: B;
  query: URLSearchParams;
  params: Record<string, string | string[]>;
  ip: string;
};

/**
 * A fixed window per key; `key` returns undefined to skip (e.g. no e-mail given). Keys are per market.
 * Counted per route, method and place in `limits` (`POST /api/auth/login#1`): in Redis across every
 * instance when REDIS_URL is set, else in this process (lib/platform/bff/rate-limit.ts).
 */
export type Limit<B> = { limit: number; windowMs: number; key: (ctx: { ip: string; body: B }) => string | undefined };

type Answer<K extends RouteContract | undefined> = K extends RouteContract ? z.input<K['ok']> : unknown;

export type HandlerDefinition<B, K extends RouteContract | undefined> = {
  access?: Access;
  /** Read the session for a public handler too. */
  session?: 'optional';
  /** The route's answer contract (lib/platform/contracts): types the step's outcome. */
  contract?: K;
  /** The body: a schema, or one built for the site (undefined when its rules cannot be read: 503). */
  body?: Schema<B> | ((site: Site) => Promise<Schema<B> | undefined>);
  /** The query parameters a caller may send, besides `locale`; anything else is a 400. */
  query?: z.ZodType;
  /**
   * Largest accepted request body in bytes (DEFAULT_MAX_BODY_BYTES when unset): 413 when the
   * Content-Length says more, or as soon as a body without one passes it.
   */
  maxBytes?: number;
  limits?: Limit<B>[];
  /**
   * Where a form posted without JavaScript goes after success and after a failure (the code in the URL).
   * `body` is the checked body where it got that far; `posted` the fields as posted, even when they
   * failed the check (what a page must keep, such as a link's token).
   */
  form?: {
    done: (site: Site, data: Answer<K>) => string;
    failed: (site: Site, failure: Failure<BffErrorCode>, body: B | undefined, posted: Record<string, unknown>) => string;
    /**
     * The posted fields the page shows again after a failure, with the fields at fault (a short-lived
     * sealed cookie, lib/platform/bff/form-draft.ts; never secrets). Without it nothing typed comes back.
     */
    keep?: (name: string) => boolean;
  };
  handle: (ctx: HandlerContext<B>) => Promise<Outcome<Answer<K>, BffErrorCode>>;
};

/** A zod schema (classic or mini) whose output is B. */
export type Schema<B> = z.core.$ZodType<B>;

type RouteArgs = { params: Promise<Record<string, string | string[]>> };
type Prepared<B, K extends RouteContract | undefined> = HandlerDefinition<B, K> | Failure;
type Factory<B, K extends RouteContract | undefined> = (request: Request, params: Record<string, string | string[]>) => Prepared<B, K>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * A route handler from its definition, or from a function that picks the definition per request (the
 * upstream proxy's allow-list). Use as `export const POST = defineHandler({...})`.
 */
export function defineHandler<B = undefined, K extends RouteContract | undefined = undefined>(
  definition: HandlerDefinition<B, K> | Factory<B, K>,
): (request: Request, route?: RouteArgs) => Promise<Response> {
  const limiters = new Map<string, (key: string) => Promise<Hit>>();
  const limiterOf = (limit: Limit<B>, name: string) => {
    let hit = limiters.get(name);
    if (!hit) limiters.set(name, (hit = createSharedRateLimiter({ ...limit, name })));
    return hit;
  };
  return async (request, route) => {
    // A server holding a secret sends no Origin; browsers' state-changing calls must come from our pages.
    const fromServer = typeof definition !== 'function' && typeof definition.access === 'object';
    if (UNSAFE_METHODS.has(request.method) && !fromServer && !isSameOrigin(request)) return json(failure(403, 'forbidden_origin'));
    const params = (await route?.params) ?? {};
    const def = typeof definition === 'function' ? definition(request, params) : definition;
    if ('ok' in def) return json(def);
    return serve(request, params, def, limiterOf);
  };
}

async function serve<B, K extends RouteContract | undefined>(
  request: Request,
  params: Record<string, string | string[]>,
  def: HandlerDefinition<B, K>,
  limiterOf: (limit: Limit<B>, name: string) => (key: string) => Promise<Hit>,
): Promise<Response> {
  const maxBytes = def.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return json(failure(413, 'too_large'));
  const fromForm = isFormPost(request);
  const query = new URL(request.url).searchParams;
  const raw: RawBody = def.body ? await readRawBody(request, maxBytes) : { ok: true, value: {} };
  if (!raw.ok && raw.tooLarge) return json(failure(413, 'too_large'));
  const site = await siteOfRequest(request, localeOf(raw.ok ? raw.value : undefined, query));
  const posted = raw.ok ? raw.value : {};
  const answer = async (outcome: Failure<BffErrorCode> | Success<Answer<K>>, body?: B) => {
    if (!fromForm || !def.form) return json(outcome);
    if (def.form.keep) await keepDraft(site, request, def.form.keep, outcome, posted);
    return seeOther(outcome.ok ? def.form.done(site, outcome.data) : def.form.failed(site, outcome, body, posted));
  };

  const denied = checkAccess(request, def, raw, query);
  if (denied) return answer(denied);
  const needsLogin = def.access === 'login' || def.access === 'upgraded';
  const session = needsLogin || def.session ? await readSession(site.market.code) : null;
  if (needsLogin && !session) return answer(failure(401, 'unauthorized'));
  if (def.access === 'upgraded' && session && !isUpgraded(session, Date.now())) return answer(failure(403, 'upgrade_required'));
  if (!raw.ok) return answer(failure(400, 'invalid_request'));
  if (def.query) {
    const { locale: _locale, ...rest } = Object.fromEntries(query);
    if (!safeParse(def.query, rest).success) return answer(failure(400, 'invalid_request'));
  }
  const schema = typeof def.body === 'function' ? await def.body(site) : def.body;
  if (def.body && !schema) return answer(failure(503, 'unavailable'));
  const parsed = schema ? safeParse(schema, raw.value) : undefined;
  if (parsed && !parsed.success) return answer(failure(400, 'invalid_request', { fields: fieldErrorsOf(parsed.error.issues) }));
  const body = parsed?.data as B;

  const ip = clientIp(request);
  const route = `${request.method} ${routePattern(new URL(request.url).pathname, params)}`;
  for (const [index, limit] of (def.limits ?? []).entries()) {
    const key = limit.key({ ip, body });
    const name = `${route}#${index}`;
    const hit = key === undefined ? { allowed: true as const } : await limiterOf(limit, name)(`${site.market.code}:${key}`);
    if (!hit.allowed) {
      countRateLimitRefusal(name);
      return answer(failure(429, 'rate_limited', { retryAfter: hit.retryAfterSeconds }), body);
    }
  }

  const outcome = await def.handle({ request, site, session, body, query, params, ip });
  if (outcome instanceof Response) return outcome;
  if (outcome.ok && session) await touchSession();
  return answer(outcome, body);
}

/** A refused form post leaves what was typed for its page; a taken one clears what an earlier one left. */
async function keepDraft(
  site: Site,
  request: Request,
  keep: (name: string) => boolean,
  outcome: Failure<BffErrorCode> | Success<unknown>,
  posted: Record<string, unknown>,
) {
  if (outcome.ok) return clearFormDraft();
  return writeFormDraft(site.market.code, new URL(request.url).pathname, keptValues(posted, keep), outcome.fields);
}

/** A server secret, where the definition asks for one: 401 without it (checked before the body's shape). */
function checkAccess<B>(request: Request, def: HandlerDefinition<B, RouteContract | undefined>, raw: RawBody, query: URLSearchParams) {
  const access = def.access;
  if (typeof access !== 'object') return undefined;
  const field = access.field && raw.ok ? raw.value[access.field] : undefined;
  const given =
    (access.header && request.headers.get(access.header)) ||
    (access.query && query.get(access.query)) ||
    (typeof field === 'string' ? field : null);
  return secretMatches(given, serverConfig()[access.secret]) ? undefined : failure(401, 'unauthorized');
}

function localeOf(body: Record<string, unknown> | undefined, query: URLSearchParams): string | null {
  const fromBody = body?.locale;
  return typeof fromBody === 'string' && fromBody.length <= 10 ? fromBody : query.get('locale');
}

/** An outcome as JSON: the data, or `{error, fields?, retryAfter?}` with Retry-After on a 429. Never cached. */
export function json(outcome: Success<unknown> | Failure<string>): Response {
  if (outcome.ok)
    return Response.json(outcome.data, { status: outcome.status ?? 200, headers: { ...NO_STORE, ...headersOf(outcome.headers) } });
  const { status, error, fields, retryAfter } = outcome;
  const headers = retryAfter ? { ...NO_STORE, 'Retry-After': String(retryAfter) } : NO_STORE;
  return Response.json({ error, ...(fields ? { fields } : {}), ...(retryAfter ? { retryAfter } : {}) }, { status, headers });
}

const headersOf = (init: HeadersInit | undefined) => Object.fromEntries(new Headers(init));

/**
 * 303 to a path or URL: after a form post the browser follows with GET. The Location stays relative
 * (RFC 9110 allows it) because behind the proxy request.url names the server's own host, not the
 * market host the visitor used.
 */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
