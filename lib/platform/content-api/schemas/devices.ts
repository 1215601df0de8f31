import { z } from 'zod';
import { money, specialDeal } from './common';

export const networkFeature = z.enum(['VOLTE', 'VOWIFI', 'FIVEG', 'FOURG']);
export type NetworkFeature = z.infer<typeof networkFeature>;

/** EU energy label of a smartphone (regulation 2023/1669). */
export const energyLabel = z.object({
  energyClass: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G']),
  batteryEnduranceHours: z.number().positive().optional(),
  repairabilityClass: z.enum(['A', 'B', 'C', 'D', 'E']).optional(),
  labelUrl: z.string().optional(),
});
export type EnergyLabel = z.infer<typeof energyLabel>;

/** A device bought together with a tariff, with the discount on the device price. */
export const deviceTariffCombination = z.object({
  tariffModelSalesId: z.string(),
  discount: money,
});
export type DeviceTariffCombination = z.infer<typeof deviceTariffCombination>;

/** SPEC §3 Device model. */
export const deviceModel = z.object({
  deviceModelSaleId: z.string().min(1),
  displayName: z.string().min(1),
  manufacturer: z.string(),
  operatingSystem: z.enum(['IOS', 'ANDROID', 'OTHER']).optional(),
  descriptionHtml: z.string(),
  price: money,
  isStandalone: z.boolean(),
  networkFeatures: z.array(networkFeature),
  colorHex: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  colorName: z.string(),
  dataSizeInGB: z.number().positive().optional(),
  numPhysicalSimSlots: z.number().int().min(0),
  numESimSlots: z.number().int().min(0),
  combinations: z.array(deviceTariffCombination),
  orderInGroup: z.number().int(),
  contextPath: z.string(),
  inStock: z.boolean(),
  imageUrl: z.string().optional(),
  specialDeals: z.array(specialDeal),
  energyLabel: energyLabel.optional(),
});
export type DeviceModel = z.infer<typeof deviceModel>;

/** Router and repeater models add manufacturer part number and EAN. */
export const networkDeviceModel = deviceModel.extend({
  manufacturerPartNumber: z.string(),
  eanCode: z.string().regex(/^\d{8,14}$/),
});
export type NetworkDeviceModel = z.infer<typeof networkDeviceModel>;

/** A group of device models as the catalogue lists them: its name and its models (smartphones, or routers and repeaters). */
const groupOf = <Model extends z.ZodType>(model: Model) => z.object({ groupName: z.string(), models: z.array(model) });

export const deviceGroup = groupOf(deviceModel);
export type DeviceGroup = z.infer<typeof deviceGroup>;

export const networkDeviceGroup = groupOf(networkDeviceModel);
export type NetworkDeviceGroup = z.infer<typeof networkDeviceGroup>;

export const deviceGroups = z.array(deviceGroup);
export const networkDeviceGroups = z.array(networkDeviceGroup);

/** SPEC §3 Fixed-line connection: device fields plus supplier and building type. */
export const fixedLineConnection = deviceModel.extend({
  connectionSupplierName: z.string(),
  buildingTypeId: z.enum(['SINGLE_FAMILY_HOUSE', 'MULTI_PARTY_BUILDING']),
});
export type FixedLineConnection = z.infer<typeof fixedLineConnection>;
export const fixedLineConnections = z.array(fixedLineConnection);
