/**
 * What happens to mobile data in the EU once the tariff's roaming allowance is used up: the EU-roaming
 * data cut-off stops it; without the cut-off it is charged up to the EU roaming cap, and a cap of 0
 * allows no use beyond the included units (SPEC §4), so data stops then as well.
 */
export type EuRoamingDataAfterAllowance = { kind: 'stopsByCutoff' } | { kind: 'stopsByCap' } | { kind: 'chargedUpTo'; cap: number };

export const EU_ROAMING_DATA_CUTOFF = 'EU_ROAMING_DATA_CUTOFF';
export const EU_ROAMING_CAP = 'ROAMING_EU';

export function euRoamingDataAfterAllowance(cutoffOn: boolean, euCap: number | undefined): EuRoamingDataAfterAllowance | undefined {
  if (cutoffOn) return { kind: 'stopsByCutoff' };
  if (euCap === undefined) return undefined;
  return euCap === 0 ? { kind: 'stopsByCap' } : { kind: 'chargedUpTo', cap: euCap };
}
