import { SEEDS } from '@/content-api/seed';
import { tariffGroups, type Tariff } from '@/lib/platform/content-api/schemas';
import { grossOf } from '@/lib/domain/price';
import { publicTariffs } from '@/lib/domain/hidden-tariffs';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';
import { E2E_API_URL } from './urls';

/** What the reference API of the test run lists today for a market, read the way the shop reads it. */
export async function liveTariffs(market: MarketCode, locale: Locale): Promise<Tariff[]> {
  const response = await fetch(`${E2E_API_URL}/tariffs`, { headers: { 'X-Market': market, 'Accept-Language': locale } });
  return tariffGroups.parse(await response.json()).flatMap((g) => g.tariffs);
}

/** The overview's expected order for postpaid tariffs sorted by price, cheapest first (no hidden tariff, no customer plan). */
export function postpaidByPrice(tariffs: Tariff[]): Tariff[] {
  return publicTariffs(tariffs)
    .filter((t) => t.paymentType === 'POST_PAY')
    .sort((a, b) => grossOf(a.money) - grossOf(b.money));
}

export const seedOf = (market: MarketCode) => SEEDS.find((s) => s.market === market)!;

/** A tariff of the seed that becomes valid only on a future day ("+20d"). */
export const futureTariff = (market: MarketCode) => seedOf(market).tariffs.find((t) => t.validFrom?.startsWith('+'))!;
