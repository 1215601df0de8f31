import { NextResponse } from 'next/server';

/** Machine-readable error codes of our route handlers; the UI maps each to a translated message. */
export type BffErrorCode =
  | 'invalid_request'
  | 'forbidden_origin'
  | 'invalid_credentials'
  | 'rate_limited'
  | 'unavailable'
  | 'not_found'
  | 'unauthorized'
  | 'session_expired'
  | 'upgrade_required'
  | 'unknown_product'
  | 'out_of_stock'
  | 'tariff_required'
  | 'invalid_combination'
  | 'supplier_mismatch'
  | 'consent_required'
  | 'too_large'
  | 'unsupported_type';

export function jsonError(status: number, error: BffErrorCode, extra: Record<string, unknown> = {}, headers?: HeadersInit) {
  return NextResponse.json({ error, ...extra }, { status, headers });
}
