import { readTwintTrip } from '@/lib/checkout/twint-trip';
import { twintStatusRoute } from '@/lib/platform/bff/twint-status-route';

export const dynamic = 'force-dynamic';

/**
 * GET /api/checkout/twint: the status of this browser's TWINT payment, which the TWINT page polls.
 * Once the app answered, the page goes to the trip's return (GET /api/checkout/payment-return).
 */
export const GET = twintStatusRoute(readTwintTrip);
