import type { z } from 'zod';
import {
  customer,
  customerProducts,
  customerUpdate,
  emailChangeConfirm,
  emailChangePending,
  emailChangeRequest,
  invoiceYear,
  invoiceYearQuery,
  itemisedBill,
  itemisedBillQuery,
  usage,
  usages,
  userFeatures,
  userStatus,
} from '@/lib/content-api/schemas';
import { matchPattern } from '@/lib/i18n/pathnames';

/**
 * The allow-list of content-API calls a browser may make through /api/upstream (ARCHITECTURE §5).
 * Anything not listed is a 404. `response` parses the answer before it reaches the browser.
 */
export type UpstreamRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the content API, with [param] segments. */
  pattern: string;
  /** 'login' needs a session; 'upgraded' also needs upgraded write access (SPEC §6). */
  access: 'public' | 'login' | 'upgraded';
  body?: z.ZodType;
  /** The query parameters the call takes (a strict object schema); none when absent. */
  query?: z.ZodType;
  response: z.ZodType;
};

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { method: 'GET', pattern: 'user/status', access: 'login', response: userStatus },
  { method: 'GET', pattern: 'customerarea/products', access: 'login', response: customerProducts },
  { method: 'GET', pattern: 'customerarea/usage', access: 'login', response: usages },
  { method: 'GET', pattern: 'customerarea/usage/[productKey]', access: 'login', response: usage },
  { method: 'GET', pattern: 'customerarea/invoices', access: 'login', query: invoiceYearQuery, response: invoiceYear },
  {
    method: 'GET',
    pattern: 'customerarea/invoices/itemisedbill/[productKey]/[year]/[month]',
    access: 'login',
    query: itemisedBillQuery,
    response: itemisedBill,
  },
  { method: 'GET', pattern: 'customerarea/customer', access: 'login', response: customer },
  { method: 'PUT', pattern: 'customerarea/customer', access: 'login', body: customerUpdate, response: customer },
  // SPEC §6 / ARCHITECTURE §5: changing the e-mail address needs upgraded write access; confirming the link does not.
  { method: 'PUT', pattern: 'customerarea/customer/email', access: 'upgraded', body: emailChangeRequest, response: emailChangePending },
  { method: 'PUT', pattern: 'customerarea/customer/email/confirm', access: 'login', body: emailChangeConfirm, response: customer },
  { method: 'GET', pattern: 'customerarea/features', access: 'login', response: userFeatures },
];

export function findUpstreamRoute(method: string, path: string): UpstreamRoute | undefined {
  return UPSTREAM_ROUTES.find((r) => r.method === method && matchPattern(r.pattern, path) !== null);
}
