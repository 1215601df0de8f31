import { defineHandler, success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { validateWalletMerchant } from '@/lib/platform/content-api/payment';
import { walletMerchantBody, walletMerchantContract } from '@/lib/platform/contracts/checkout-wallet';

/**
 * POST /api/checkout/wallet {validationURL, clientToken}: the wallet sheet asks the shop to validate
 * the merchant (onmerchantvalidation); this handler asks the payment provider (POST
 * /payment/method/applepay/validatemerchant) and answers its merchant session, which the island
 * hands to the sheet. The browser never talks to the provider's API. 10 a minute per IP.
 */
export const POST = defineHandler({
  contract: walletMerchantContract,
  body: walletMerchantBody,
  limits: [{ limit: 10, windowMs: 60_000, key: ({ ip }) => ip }],
  async handle({ site, body }) {
    const { validationURL, clientToken } = body;
    const session = await validateWalletMerchant(site.content, 'applepay', { validationURL, clientToken });
    return session.ok ? success(session.data) : upstreamFailure(session.error);
  },
});
