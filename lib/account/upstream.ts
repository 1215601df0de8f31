import type { z } from 'zod';
import type { FieldError } from '@/lib/platform/contracts/answer';
import { sessionExpiredAnswer } from '@/lib/platform/contracts/upstream';

/**
 * How the customer area's islands read and write the customer's data: through /api/upstream (the
 * allow-listed door, ARCHITECTURE §5), for @tanstack/react-query's query and mutation functions, which
 * expect a failure to throw. A 401 means the content API logged the customer out: the browser goes
 * to the logout address the door names (SPEC §4). Client-safe.
 */

/** A failed call: the status, our machine-readable code and, for a 400, the invalid fields. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: FieldError[] = [],
  ) {
    super(code);
    this.name = 'UpstreamError';
  }
}

type Init = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Query parameters; a list repeats the parameter (events=CALL&events=SMS). */
  query?: Record<string, string | readonly string[] | undefined>;
  signal?: AbortSignal;
};

/** Sends the browser to the logout address; a seam for tests. */
export const leave = { to: (address: string) => window.location.assign(address) };

function urlOf(path: string, query: Init['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const one of [value ?? []].flat()) search.append(name, one);
  const text = search.toString();
  return `/api/upstream/${path}${text ? `?${text}` : ''}`;
}

async function failureOf(response: Response): Promise<UpstreamError> {
  const body = (await response.json().catch(() => undefined)) as { error?: unknown; fields?: unknown } | undefined;
  const code = typeof body?.error === 'string' ? body.error : response.status >= 500 ? 'unavailable' : 'invalid_request';
  const fields = Array.isArray(body?.fields) ? (body.fields as FieldError[]) : [];
  return new UpstreamError(response.status, code, fields);
}

/** Calls `path` below the content API through our door and reads the answer with `schema`. */
export async function upstream<S extends z.ZodType>(path: string, schema: S, init: Init = {}): Promise<z.output<S>> {
  const { method = 'GET', body, query, signal } = init;
  const sent = fetch(urlOf(path, query), {
    method,
    signal,
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf(sent, schema, signal);
}

/**
 * The answer of an island's call to the door or to one of our customer-area route handlers (a file
 * upload), read with `schema`: a call that never got an answer (SPEC §8: failing without a status)
 * and a 2xx the schema refuses are `unavailable`; a 401 sends the browser to the logout address.
 */
export async function answerOf<S extends z.ZodType>(sent: Promise<Response>, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await sent;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UpstreamError(0, 'unavailable');
  }
  if (response.status === 401) {
    const expired = sessionExpiredAnswer.safeParse(await response.json().catch(() => undefined));
    if (expired.success) leave.to(expired.data.logout);
    throw new UpstreamError(401, 'session_expired');
  }
  if (!response.ok) throw await failureOf(response);
  const answer = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new UpstreamError(response.status, 'unavailable');
  return parsed.data;
}
