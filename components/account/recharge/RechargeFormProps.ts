import type { PrepaidBalance } from '@/lib/platform/content-api/schemas';

/** What every top-up form of a line gets from the screen: whose line, which, and its credit now. */
export type RechargeFormProps = { customer: string; productKey: string; credit: PrepaidBalance };
