import type { ShopDeviceGroup, ShopDeviceModel } from '@/lib/catalogue/devices';
import type { FixedLineTariff, Tariff } from '@/lib/platform/content-api/schemas';

/** A smartphone model in wire shape with the fields the tests care about. */
export function phone(id: string, overrides: Partial<ShopDeviceModel> = {}): ShopDeviceModel {
  return {
    deviceModelSaleId: id,
    displayName: 'Apple iPhone 16',
    manufacturer: 'Apple',
    operatingSystem: 'IOS',
    descriptionHtml: '<p>Intro.</p><ul><li>One</li><li>Two</li></ul>',
    price: { amount: 949, currencyCode: 'EUR' },
    isStandalone: true,
    networkFeatures: ['FIVEG', 'FOURG', 'VOLTE', 'VOWIFI'],
    colorHex: '#232326',
    colorName: 'Black',
    dataSizeInGB: 128,
    numPhysicalSimSlots: 1,
    numESimSlots: 2,
    combinations: [],
    orderInGroup: 1,
    contextPath: id,
    inStock: true,
    specialDeals: [],
    ...overrides,
  };
}

export const group = (groupName: string, models: ShopDeviceModel[]): ShopDeviceGroup => ({ groupName, models });

/** A postpaid tariff in wire shape. */
export function tariff(id: string, amount: number, overrides: Partial<Tariff> = {}): Tariff {
  const none = { value: 0, unit: 'GB', isUnlimited: false };
  return {
    tariffModelSalesId: id,
    tariffDetailLink: id.toLowerCase(),
    tariffName: `Tariff ${id}`,
    hasCostLimits: false,
    data: none,
    voice: none,
    sms: none,
    euRoamingData: none,
    euRoamingVoice: none,
    euRoamingSms: none,
    money: { amount, currencyCode: 'EUR' },
    paymentType: 'POST_PAY',
    customerType: 'PRIVATE',
    simTypes: ['SIM', 'ESIM'],
    commitmentMonths: 0,
    billPeriodType: 'MONTH',
    billPeriodTranslation: 'monthly',
    billPeriodTranslationShort: '/month',
    hasSpendingCap: false,
    hasDataRollover: false,
    hasFiveG: true,
    roamingEnabled: true,
    speedData: { maxDownload: 300, maxUpload: 50 },
    specialDeals: [],
    tariffDescription: '',
    tariffDescriptionParts: [],
    ...overrides,
  };
}

/** A fixed-line tariff in wire shape: Glasfaser 300 on the OFAA network, as the AT seed offers it. */
export function fibreTariff(overrides: Partial<FixedLineTariff> = {}): FixedLineTariff {
  const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });
  return {
    tariffModelSalesId: 'AT-FIBRE-300',
    tariffName: 'Glasfaser 300',
    connectionSupplierName: 'OFAA',
    money: eur(44.9),
    billPeriodTranslation: 'monatlich',
    speedData: { maxDownload: 300, maxUpload: 150 },
    commitmentMonths: 24,
    oneTimeSetupFee: eur(69.9),
    monthlySetupFee: eur(29.9),
    additionalPackages: [],
    specialDeals: [],
    ...overrides,
  };
}
