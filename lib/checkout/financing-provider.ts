import 'server-only';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { getInstalmentConfig, getPaymentMethods } from '@/lib/platform/content-api/payment';
import type { Result } from '@/lib/platform/content-api/result';
import type { InstalmentConfig } from '@/lib/platform/content-api/schemas';

/** The market's financing provider (GET /payment/methods names it with FINANCING). */
export async function financingProvider(ctx: ContentContext): Promise<Result<string | undefined>> {
  const methods = await getPaymentMethods(ctx);
  return methods.ok ? { ok: true, data: methods.data.find((m) => m.name === 'FINANCING')?.provider } : methods;
}

/**
 * The market's financing provider's config (SPEC §7 GET …/ratepayment/config): its public apiKey, which
 * goes with the fingerprint form the browser posts to the provider (ADR 49). Undefined: no provider.
 */
export async function financingConfig(ctx: ContentContext): Promise<Result<InstalmentConfig | undefined>> {
  const provider = await financingProvider(ctx);
  if (!provider.ok || !provider.data) return provider.ok ? { ok: true, data: undefined } : provider;
  return getInstalmentConfig(ctx, provider.data);
}
