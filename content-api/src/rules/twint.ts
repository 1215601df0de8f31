/**
 * TWINT, the Swiss instant payment (SPEC §7): a payment waits for the person to approve it in their
 * TWINT app; nobody answering within the time limit ends it as ERROR EXPIRED (computed on read,
 * payment-ledger.ts asOf). The limit is the sandbox's setting SANDBOX_TWINT_TIMEOUT_SECONDS, five
 * minutes unless set (the provider's own limit is a few minutes too).
 */
export const TWINT_TIMEOUT_SECONDS = 5 * 60;

/** How long a TWINT payment waits for the app, from the environment when it names a positive number of seconds. */
export function twintTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.SANDBOX_TWINT_TIMEOUT_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : TWINT_TIMEOUT_SECONDS) * 1000;
}
