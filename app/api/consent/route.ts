import { NextResponse } from 'next/server';
import { z } from 'zod';
import { jsonError } from '@/lib/bff/errors';
import { readBody, seeOther } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { choiceFor, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, serializeConsent } from '@/lib/consent/consent';

/** A ticked checkbox arrives as "on" from a form, as true from the islands. */
const ticked = z
  .union([z.boolean(), z.literal('on'), z.literal('true')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

const body = z.object({
  decision: z.enum(['all', 'none', 'custom']),
  preferences: ticked,
  statistics: ticked,
  marketing: ticked,
  /** Where a form post (no JavaScript) returns to: a path of this site. */
  returnTo: z.string().max(2000).optional(),
});

const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

function isHttps(request: Request): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';
}

/**
 * Stores the visitor's cookie choice in the first-party `consent` cookie (12 months, SameSite=Lax,
 * readable by the page's islands). Set by the server so that browsers that cap script-set cookies
 * keep it for the full period; the banner and the settings page post here, with or without JavaScript.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const input = await readBody(request, body);
  if (!input.ok) return jsonError(400, 'invalid_request');
  const { decision, returnTo, ...categories } = input.data;
  const value = serializeConsent(choiceFor(decision, categories), new Date());
  const answer = input.fromForm
    ? seeOther(returnTo && isLocalPath(returnTo) ? returnTo : '/')
    : Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
  const response = new NextResponse(answer.body, { status: answer.status, headers: answer.headers });
  response.cookies.set({ name: CONSENT_COOKIE, value, path: '/', maxAge: CONSENT_MAX_AGE_SECONDS, sameSite: 'lax', secure: isHttps(request) });
  return response;
}
