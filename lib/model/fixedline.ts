/** Fixed line: tariffs, connections and the availability check (lib/model: see common.ts). */
import type { LegalDocument, Money, SpecialDeal } from './common';
import type { DeviceModel } from './devices';
import type { SpeedData } from './tariffs';

export type BuildingType = 'SINGLE_FAMILY_HOUSE' | 'MULTI_PARTY_BUILDING';

/** How a line reaches the building: fibre to the home or building, or copper from a street cabinet. */
export type LineType = 'FTTH' | 'FTTB' | 'FTTC' | 'VDSL';

/** An option, telephony or TV package bookable with a fixed-line tariff. */
export type AdditionalPackage = { id: string; name: string; kind: 'OPTION' | 'TELEPHONY' | 'TV'; money: Money; description: string };

/** SPEC §3 Fixed-line tariff. */
export type FixedLineTariff = {
  tariffModelSalesId: string;
  tariffName: string;
  connectionSupplierName: string;
  money: Money;
  billPeriodTranslation: string;
  speedData: SpeedData;
  commitmentMonths: number;
  oneTimeSetupFee: Money;
  monthlySetupFee?: Money;
  additionalPackages: AdditionalPackage[];
  specialDeals: SpecialDeal[];
  legalDocument?: LegalDocument;
};

/** SPEC §3 Fixed-line connection: a device model plus its supplier and building type. */
export type FixedLineConnection = DeviceModel & { connectionSupplierName: string; buildingTypeId: BuildingType };

/** SPEC §3 Address, as the availability check knows it. */
export type FixedLineAddress = {
  id: string;
  street: string;
  houseNumber: string;
  stairs?: string;
  door?: string;
  zip: string;
  city: string;
  /** ISO 3166 alpha-2. */
  countryId: string;
};

/** A supplier whose line reaches the address: available now, or planned (fibre build not started). */
export type FoundSupplier = {
  name: string;
  displayName: string;
  lineType: LineType;
  availability: 'AVAILABLE' | 'PLANNED';
  /** Fastest download in Mbit/s the line carries at this address. */
  maxDownload: number;
  isOrderAllowed: boolean;
};

export type AddressResultCode = 'FOUND' | 'MULTIPLE' | 'NOT_FOUND' | 'PLANNED';

/** SPEC §3 Address search result, plus the fibre build progress of a planned area. */
export type AddressSearchResult = {
  resultCode: AddressResultCode;
  allowEnteredAddressIfNotInPossibleAddresses: boolean;
  foundSuppliers: FoundSupplier[];
  /** Name of the supplier to offer first (one of foundSuppliers). */
  preferredSupplier?: string;
  verifiedAddress?: FixedLineAddress;
  possibleAddresses: FixedLineAddress[];
  /** PLANNED: share of the area's addresses that ordered, and the share at which building starts. */
  fibreExpansion?: { orderedPercent: number; requiredPercent: number };
};

/** SPEC §3 Supplier: its line type, connections and tariffs. */
export type FixedLineSupplier = {
  name: string;
  displayName: string;
  lineType: LineType;
  isOrderAllowed: boolean;
  connections: FixedLineConnection[];
  tariffs: FixedLineTariff[];
};
