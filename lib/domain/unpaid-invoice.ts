import type { Invoice, InvoiceStatus } from '@storefront/wire';

const UNPAID_STATUSES: readonly InvoiceStatus[] = ['OPEN', 'APPROVED', 'IN_PROGRESS', 'PARTIAL_PAID'];

/** SPEC §4: an invoice is unpaid when its total is positive and its status is OPEN, APPROVED, IN_PROGRESS or PARTIAL_PAID. */
export function isUnpaid(invoice: Pick<Invoice, 'total' | 'status'>): boolean {
  return invoice.total.amount > 0 && UNPAID_STATUSES.includes(invoice.status);
}
