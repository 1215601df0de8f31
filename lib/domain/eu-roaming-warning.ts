import type { Balance } from '@storefront/wire';
import { usageLevel } from './usage-level';

/**
 * The EU roaming data warning of the spending caps screen: once a line has used 80 % of its EU
 * roaming data allowance in the bill period (usageLevel's "near", or the allowance used up), the
 * customer is told what happens next (eu-roaming-cutoff.ts) and offered the cut-off and the cap.
 * No warning for unlimited EU data, nor for a line without an EU roaming data allowance.
 */
export type EuRoamingDataWarning = {
  /** Share of the allowance used, in whole percent rounded down (never "80 %" for 79.99 %). */
  usedPercent: number;
  used: number;
  limit: number;
  unit: string;
  /** The allowance is used up: the cut-off or the cap applies now, not next. */
  usedUp: boolean;
};

export function euRoamingDataWarning(euRoaming: readonly Balance[]): EuRoamingDataWarning | undefined {
  const data = euRoaming.find((balance) => balance.balanceGroupType === 'DATA');
  if (!data || data.unlimited || data.limit <= 0) return undefined;
  const level = usageLevel(data);
  if (level !== 'near' && level !== 'reached') return undefined;
  const usedPercent = Math.floor((Math.round(data.usage * 100) * 100) / Math.round(data.limit * 100));
  return { usedPercent, used: data.usage, limit: data.limit, unit: data.unit, usedUp: level === 'reached' };
}
