import type { z } from 'zod';

/** Reads a JSON or form body; `fromForm` tells whether to answer with a redirect (no JavaScript). */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S>; fromForm: boolean } | { ok: false; fromForm: boolean; issues?: z.core.$ZodIssue[] }> {
  const type = request.headers.get('content-type') ?? '';
  const fromForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
  let raw: unknown;
  try {
    raw = fromForm ? Object.fromEntries(await request.formData()) : await request.json();
  } catch {
    return { ok: false, fromForm };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, data: parsed.data, fromForm } : { ok: false, fromForm, issues: parsed.error.issues };
}

/**
 * 303 to a path or URL: after a form post the browser follows with GET. The Location stays relative
 * (RFC 9110 allows it) because behind the proxy request.url names the server's own host, not the
 * market host the visitor used.
 */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}
