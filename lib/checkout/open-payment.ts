import 'server-only';
import { headers } from 'next/headers';
import { getPaymentMethods, startInstalmentPurchase } from '@/lib/content-api/payment';
import { requestHost } from '@/lib/markets/request-market';
import type { PlacedOrder } from '@/lib/model/order-state';
import { siteOrigin } from '@/lib/site/metadata';
import type { Site } from '@/lib/site/site';
import { stepPath } from './checkout-paths';
import type { PlacedOrderAccess } from './progress';

export type OpenPaymentStep = { kind: 'financing'; form: { action: string; fields: Record<string, string> } } | { kind: 'retry'; href: string };

/** The origin the visitor uses: the market's configured protocol with the host they asked for. */
async function requestOrigin(site: Site): Promise<string> {
  const configured = new URL(siteOrigin(site.market.code));
  const host = requestHost(await headers());
  return host ? `${configured.protocol}//${host}` : configured.origin;
}

/**
 * What the visitor does next while the order's payment is open: an order financed by instalments
 * continues at the financing provider (a new purchase of its billing contract, whose fingerprint form
 * the browser posts there; the 7 days count from the order), any other goes back to the payment step.
 * Undefined when nothing is open to pay. `_access` is the order's cookie, part of the seam's signature.
 */
export async function openPaymentStep(site: Site, _access: PlacedOrderAccess, order: PlacedOrder): Promise<OpenPaymentStep | undefined> {
  if (!order.isPaymentOpen || order.status === 'CANCELLED') return undefined;
  const retry: OpenPaymentStep = { kind: 'retry', href: stepPath(site, 'payment') };
  const dueNowBy = order.paymentMethod.productPaymentMethodName ?? order.paymentMethod.paymentMethodName;
  if (dueNowBy !== 'FINANCING') return retry;
  const methods = await getPaymentMethods(site.content);
  const provider = methods.ok ? methods.data.find((m) => m.name === 'FINANCING')?.provider : undefined;
  if (!provider) return retry;
  const returnUrl = `${await requestOrigin(site)}/api/checkout/payment-return?kind=financing`;
  const purchase = await startInstalmentPurchase(site.content, provider, order.salesOrderId, { returnUrl });
  if (!purchase.ok) return retry;
  const { action, fields } = purchase.data.fingerprintForm;
  return { kind: 'financing', form: { action, fields } };
}
