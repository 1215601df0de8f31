/** Smartphones, routers, repeaters and fixed-line connections (lib/model: see common.ts). */
import type { Money, SpecialDeal } from './common';

export type NetworkFeature = 'VOLTE' | 'VOWIFI' | 'FIVEG' | 'FOURG';

/** EU energy label of a smartphone (regulation 2023/1669). */
export type EnergyLabel = {
  energyClass: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
  batteryEnduranceHours?: number;
  repairabilityClass?: 'A' | 'B' | 'C' | 'D' | 'E';
  labelUrl?: string;
};

/** A device bought together with a tariff, with the discount on the device price. */
export type DeviceTariffCombination = { tariffModelSalesId: string; discount: Money };

/** SPEC §3 Device model: one variant (colour, storage) of a device group. */
export type DeviceModel = {
  deviceModelSaleId: string;
  displayName: string;
  manufacturer: string;
  operatingSystem?: 'IOS' | 'ANDROID' | 'OTHER';
  descriptionHtml: string;
  price: Money;
  isStandalone: boolean;
  networkFeatures: NetworkFeature[];
  colorHex: string;
  colorName: string;
  dataSizeInGB?: number;
  numPhysicalSimSlots: number;
  numESimSlots: number;
  combinations: DeviceTariffCombination[];
  orderInGroup: number;
  contextPath: string;
  inStock: boolean;
  imageUrl?: string;
  specialDeals: SpecialDeal[];
  energyLabel?: EnergyLabel;
};

/** Router and repeater models add manufacturer part number and EAN. */
export type NetworkDeviceModel = DeviceModel & { manufacturerPartNumber: string; eanCode: string };

export type DeviceGroup = { groupName: string; models: DeviceModel[] };
export type NetworkDeviceGroup = { groupName: string; models: NetworkDeviceModel[] };
