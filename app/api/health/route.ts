import { defineHandler, success } from '@/lib/platform/bff/handler';

export const dynamic = 'force-dynamic';

/** GET /api/health: the storefront process answers (for load balancers). */
export const GET = defineHandler({ handle: async () => success({ status: 'ok' }) });
