import { deviceGroups, networkDeviceGroups, type DeviceGroup, type NetworkDeviceGroup } from '@/lib/platform/content-api/schemas';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';
import { E2E_API_URL } from './urls';

const read = async (path: string, market: MarketCode, locale: Locale) =>
  (await fetch(`${E2E_API_URL}/${path}`, { headers: { 'X-Market': market, 'Accept-Language': locale } })).json();

/** The smartphone groups the reference API of the test run lists today, read the way the shop reads them. */
export async function liveSmartphones(market: MarketCode, locale: Locale): Promise<DeviceGroup[]> {
  return deviceGroups.parse(await read('products/smartphones', market, locale));
}

export async function liveRouters(market: MarketCode, locale: Locale): Promise<NetworkDeviceGroup[]> {
  return networkDeviceGroups.parse(await read('products/router', market, locale));
}
