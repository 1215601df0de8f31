import type { z } from 'zod';
import type { ErrorBody } from '@/lib/platform/contracts/answer';

/** What an island needs of a route's contract (lib/platform/contracts): its success answer T and its error answer. */
export type Contract<T> = { ok: z.ZodType<T>; error: z.ZodType<ErrorBody> };

/**
 * The contract, or a function loading it on first use: an island whose page ships no classic zod
 * (contact, fibre check) loads the contract module when the visitor sends.
 */
export type ContractSource<T> = Contract<T> | (() => Promise<Contract<T>>);

/** How a post ended: the route's success answer, or its error body. */
export type Posted<T> = { ok: true; data: T } | ({ ok: false } & ErrorBody);

const UNAVAILABLE: Posted<never> = { ok: false, error: 'unavailable' };

/**
 * Posts to one of our route handlers: JSON, or FormData as multipart (files). Either way it asks for
 * JSON, so a handler never answers the island with the 303 meant for a form posted without
 * JavaScript. The answer is read with the route's contract; a network failure, or an answer the
 * contract does not know, is `unavailable`. `headers` carry what is not the body's (an upload link's token).
 */
export function post<T>(
  url: string,
  body: FormData | Record<string, unknown>,
  source: ContractSource<T>,
  headers: Record<string, string> = {},
): Promise<Posted<T>> {
  const multipart = body instanceof FormData;
  return answerOf(
    fetch(url, {
      method: 'POST',
      headers: multipart
        ? { ...headers, Accept: 'application/json' }
        : { ...headers, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: multipart ? body : JSON.stringify(body),
    }),
    source,
  );
}

/** A read from one of our route handlers (a search), its answer read with the route's contract as `post` reads it. */
export function get<T>(url: string, source: ContractSource<T>): Promise<Posted<T>> {
  return answerOf(fetch(url, { headers: { Accept: 'application/json' } }), source);
}

async function answerOf<T>(sent: Promise<Response>, source: ContractSource<T>): Promise<Posted<T>> {
  let response: Response;
  let json: unknown;
  let contract: Contract<T>;
  try {
    response = await sent;
    json = await response.json();
    contract = typeof source === 'function' ? await source() : source;
  } catch {
    return UNAVAILABLE;
  }
  const ok = response.ok ? contract.ok.safeParse(json) : undefined;
  if (ok?.success) return { ok: true, data: ok.data };
  const failed = contract.error.safeParse(json);
  return failed.success ? { ok: false, ...failed.data } : UNAVAILABLE;
}

/** A multipart body: texts as they are, numbers as text, files as files; absent values are left out. */
export function formDataOf(values: Record<string, string | number | File | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File) data.set(name, value);
    else if (value !== undefined) data.set(name, String(value));
  }
  return data;
}
