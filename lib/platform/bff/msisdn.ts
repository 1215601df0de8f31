import 'server-only';

/**
 * The subscriber's number the mobile network adds to requests from its data connections (header
 * enrichment), which auto-login hands to the content API. Only the operator's gateway may set it: in
 * production the edge in front of the storefront must strip it from every other request.
 */
export const MSISDN_HEADER = 'x-msisdn';

/** The network's number on a request, when it came over the mobile network. */
export function networkMsisdn(headers: Headers): string | null {
  const value = headers.get(MSISDN_HEADER)?.trim();
  return value && /^\+?[\d ]{6,20}$/.test(value) ? value : null;
}
