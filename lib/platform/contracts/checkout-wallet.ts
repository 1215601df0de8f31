import { z } from 'zod';
import { walletMerchantRequest, walletMerchantSession } from '@/lib/platform/content-api/schemas/payment';
import { routeContract } from './answer';

/**
 * POST /api/checkout/wallet (ADR 47): the wallet sheet's merchant validation, from the summary's order
 * button. The island sends the sheet's validationURL and the client token the page opened the sheet
 * with (GET /payment/applepay/getToken); the answer is the merchant session the sheet completes its
 * validation with. 400 with fields (the provider refused the URL or the token), 404 not_found where
 * the market takes no wallet, 503 when the provider cannot be reached.
 */
export const walletMerchantBody = walletMerchantRequest.extend({ locale: z.string().optional() });
export const walletMerchantContract = routeContract(walletMerchantSession, ['not_found']);
