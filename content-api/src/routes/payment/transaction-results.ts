/** A payment transaction as the wire shows it: its result, and the provider page a pending one waits on. */
import type { Context } from 'hono';
import type { CardPaymentResponse, PaymentResult } from '@storefront/wire';
import type { Transaction, TransactionKind } from '../../store/payment';

const PROVIDER_PAGES: Partial<Record<TransactionKind, string>> = { CARD: '3ds', EPS: 'eps', FINANCING: 'financing', TWINT: 'twint' };

/** The provider page a pending transaction waits on, as an absolute URL of this server. */
function providerPage(c: Context, t: Transaction): string | undefined {
  if (t.result !== 'PENDING' || t.eps?.confirmsLater) return undefined;
  const path = PROVIDER_PAGES[t.kind];
  return path && `${new URL(c.req.url).origin}/sandbox/payment/${path}/${t.id}`;
}

export function paymentResultOf(c: Context, t: Transaction): PaymentResult {
  const redirectUrl = providerPage(c, t);
  return { transactionId: t.id, result: t.result, ...(redirectUrl ? { redirectUrl } : {}), ...(t.reason ? { reason: t.reason } : {}) };
}

export function cardResponseOf(c: Context, t: Transaction): CardPaymentResponse {
  const { result, ...rest } = paymentResultOf(c, t);
  return { status: result, ...rest };
}
