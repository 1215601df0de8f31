import 'server-only';
import { getPaymentStatus } from '@/lib/platform/content-api/payment';
import type { Site } from '@/lib/platform/site/site';
import { stepPath } from './checkout-paths';
import { financingConfig } from './financing-provider';
import { readOpenFinancing } from './order-store';
import type { PlacedOrderAccess } from './progress';

/** What the thank-you page offers for an order whose payment is open. */
export type OpenPaymentStep =
  /**
   * Sign the instalment contract: the fingerprint form the browser posts (method POST) straight to the
   * financing provider, which records the device session and shows the plan (SPEC §7, ADR 49).
   */
  | { kind: 'financing'; form: { action: string; fields: Record<string, string> } }
  /** Pay again: the checkout's payment step, which keeps the placed order. */
  | { kind: 'retry'; href: string };

/**
 * For the thank-you page of a placed order whose payment is open (GET /orders/latest, isPaymentOpen):
 * the instalment purchase still waiting to be signed (its fingerprint form, SPEC §7, with the public
 * apiKey of GET …/ratepayment/config that tells the provider which shop's page it came from), or else
 * the way back to the payment step to try again. A purchase the provider no longer waits on (signed,
 * cancelled, expired: GET /payment/status/{purchaseId}) or whose status or config cannot be read
 * offers the retry.
 */
export async function openPaymentStep(site: Site, placed: PlacedOrderAccess): Promise<OpenPaymentStep> {
  const financing = await readOpenFinancing(site.market.code, placed);
  if (financing) {
    const [status, config] = await Promise.all([getPaymentStatus(site.content, financing.purchaseId), financingConfig(site.content)]);
    if (status.ok && status.data.result === 'PENDING' && config.ok && config.data) {
      return {
        kind: 'financing',
        form: { action: financing.form.action, fields: { ...financing.form.fields, apiKey: config.data.apiKey } },
      };
    }
  }
  return { kind: 'retry', href: stepPath(site, 'payment') };
}
