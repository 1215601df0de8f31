import type { SetupFee } from '@storefront/wire';

/** SPEC §9 setup-fee text: "first month" or "first N months"; the UI picks the plural message. */
export function setupFeePeriod(setupFee: SetupFee): { months: number } {
  return { months: setupFee.duration };
}

/** What the setup period costs more (positive) or less (negative) per month than the regular fee. */
export function setupFeeDifference(setupFee: SetupFee, regularMonthly: number): number {
  return Math.round((setupFee.basicFeeDuringSetupFeeDuration.amount - regularMonthly) * 100) / 100;
}
