import type { BuildingType, FixedLineTariff, FoundSupplier } from '@storefront/wire';

/**
 * The tariffs a supplier's line at an address can carry: the supplier's own tariffs up to the line's
 * download speed, cheapest first.
 */
export function matchingTariffs(tariffs: FixedLineTariff[], supplier: Pick<FoundSupplier, 'name' | 'maxDownload'>): FixedLineTariff[] {
  return tariffs
    .filter((t) => t.connectionSupplierName === supplier.name && t.speedData.maxDownload <= supplier.maxDownload)
    .sort((a, b) => a.money.amount - b.money.amount);
}

/** The connection product of a building type, if the supplier has one. */
export function connectionFor<T extends { buildingTypeId: BuildingType }>(connections: T[], buildingType: BuildingType): T | undefined {
  return connections.find((c) => c.buildingTypeId === buildingType);
}

/** SPEC §2 building types of the availability check, in the order the selector offers them. */
export const BUILDING_TYPES: readonly BuildingType[] = ['SINGLE_FAMILY_HOUSE', 'MULTI_PARTY_BUILDING'];
