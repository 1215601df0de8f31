/**
 * A content-API path with its pattern: the path is what is asked for, the pattern names the call in
 * traces (call-span.ts) without the ids, phone numbers or tokens in the path.
 */
export type ApiPath = { path: string; pattern: string };

/**
 * apiPath`customerarea/usage/${productKey}`: each value one path segment, encoded, and `{}` in the
 * pattern ("customerarea/usage/{}").
 */
export function apiPath(parts: TemplateStringsArray, ...values: (string | number)[]): ApiPath {
  return {
    path: parts.reduce((path, part, i) => path + encodeURIComponent(values[i - 1] ?? '') + part),
    pattern: parts.join('{}'),
  };
}

/** A path without values is its own pattern. */
export const pathOf = (path: string | ApiPath): ApiPath => (typeof path === 'string' ? { path, pattern: path } : path);
