/** Expected failures of a content-API call, as values (STYLE "What we take" 6, 10). */
export type ApiFailureKind =
  | 'unavailable' // network error, timeout or 5xx
  | 'invalid_response' // 2xx whose body fails its schema
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  | 'rejected'; // 400/406 and other 4xx, with the body for field mapping

export type ApiFailure = { kind: ApiFailureKind; path: string; status?: number; body?: unknown };

export type Result<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = <T = never>(error: ApiFailure): Result<T> => ({ ok: false, error });

/** Thrown by catalogue pages when content cannot be read, so a cached page keeps being served. */
export class ContentUnavailableError extends Error {
  /** Rendered into the HTML by React; the server turns such an answer into a 503. */
  readonly digest = 'CONTENT_UNAVAILABLE';
  constructor(readonly failure: ApiFailure) {
    super(`Content API ${failure.kind} for ${failure.path}`);
    this.name = 'ContentUnavailableError';
  }
}
