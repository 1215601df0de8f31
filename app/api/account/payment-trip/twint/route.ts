import { readRechargeTwintTrip } from '@/lib/account/twint-trip';
import { twintStatusRoute } from '@/lib/platform/bff/twint-status-route';

export const dynamic = 'force-dynamic';

/** GET /api/account/payment-trip/twint: the status of this browser's TWINT top-up, which its waiting page polls (ADR 48). */
export const GET = twintStatusRoute((market) => readRechargeTwintTrip(market));
