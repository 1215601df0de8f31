/**
 * What the top-up screen's islands send and read through /api/upstream (ADR 18): the wire's own
 * schemas of SPEC §7 prepaid recharge (lib/platform/content-api/schemas/payment-recharge.ts) and the line's
 * usage they read the credit from, re-exported for components, which never import the wire directly.
 * Client-safe.
 */
export { RECHARGE_REQUESTS, rechargeResult } from '@/lib/platform/content-api/schemas/payment-recharge';
export { usage } from '@/lib/platform/content-api/schemas/customer-usage';
/** The mobile wallet's session (GET /payment/applepay/getToken) and its merchant validation's answer (ADR 47). */
export { paymentProviderToken as walletSession, walletMerchantSession } from '@/lib/platform/content-api/schemas/payment';
