import { z } from 'zod';
import { paymentResultStatus } from '@/lib/platform/content-api/schemas/payment';
import { routeContract } from './answer';

/**
 * GET /api/checkout/twint: the status of the order's TWINT payment, which the TWINT page polls while
 * the person answers in the app. 404 not_found when this browser has no TWINT payment under way (its
 * trip was settled, or replaced by another payment).
 */
export const twintStatus = z.object({ result: paymentResultStatus });
export const twintStatusContract = routeContract(twintStatus, ['not_found']);
