import { LEAD_RETENTION_MONTHS } from '@storefront/rules/fibre';

/** The instant before which a lead is deleted: `now` minus 6 calendar months (UTC). */
export function leadRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEAD_RETENTION_MONTHS);
  return cutoff;
}

/** When a lead created at `createdAt` is deleted at the latest. */
export function leadDeleteAfter(createdAt: Date): Date {
  const until = new Date(createdAt);
  until.setUTCMonth(until.getUTCMonth() + LEAD_RETENTION_MONTHS);
  return until;
}
