/**
 * SPEC §9 fixed-line amounts of each market, served on GET /config/mandant as fixedLinePrices and used
 * by the seed's own texts (FAQ, connection products, TV package descriptions). Every amount carries
 * its currency; none is another market's figure under a new label.
 *
 * - AT, DE, IT, CAMP (EUR): SPEC §9 as given: fibre connection from 300 EUR with 10 m included, 50 EUR
 *   per further metre; an extra IP TV box 99 EUR once plus 3.90 EUR a month. (CAMP sells no fixed line;
 *   its configuration still carries the euro figures.)
 * - CH (CHF), chosen for the Swiss market: connection from CHF 290, CHF 49 per further metre; an extra
 *   box CHF 99 once plus CHF 4.90 a month.
 * - UK (GBP), chosen for the UK market: connection from £260, £45 per further metre; an extra box £89
 *   once plus £3.50 a month.
 */
import type { FixedLinePrices, Money } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import { moneyText, type Lang } from './money-text';

export type SeedFixedLinePrices = Required<FixedLinePrices>;

function prices(
  currencyCode: 'EUR' | 'CHF' | 'GBP',
  [connectionFrom, extraMetre, extraBoxOneOff, extraBoxMonthly]: [number, number, number, number],
): SeedFixedLinePrices {
  const m = (amount: number): Money => ({ amount, currencyCode });
  return {
    fibre: { connectionFrom: m(connectionFrom), extraMetre: m(extraMetre) },
    iptv: { extraBoxOneOff: m(extraBoxOneOff), extraBoxMonthly: m(extraBoxMonthly) },
  };
}

/** SPEC §9 in euros, exactly as the spec gives them. */
const SPEC_EUR = prices('EUR', [300, 50, 99, 3.9]);

export const FIXED_LINE_PRICES: Record<MarketCode, SeedFixedLinePrices> = {
  AT: SPEC_EUR,
  DE: SPEC_EUR,
  IT: SPEC_EUR,
  CAMP: SPEC_EUR,
  CH: prices('CHF', [290, 49, 99, 4.9]),
  UK: prices('GBP', [260, 45, 89, 3.5]),
};

/** The market's extra IP TV box amounts as running text ("€99", "CHF 4.90"). */
export function extraBoxText(market: MarketCode, lang: Lang): { oneOff: string; monthly: string } {
  const { extraBoxOneOff, extraBoxMonthly } = FIXED_LINE_PRICES[market].iptv;
  return { oneOff: moneyText(extraBoxOneOff, lang), monthly: moneyText(extraBoxMonthly, lang) };
}

/** The market's fibre connection amounts as running text ("300 €", "£45"). */
export function fibreText(market: MarketCode, lang: Lang): { from: string; metre: string } {
  const { connectionFrom, extraMetre } = FIXED_LINE_PRICES[market].fibre;
  return { from: moneyText(connectionFrom, lang), metre: moneyText(extraMetre, lang) };
}
