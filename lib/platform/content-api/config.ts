import 'server-only';
import { sameCurrency } from '@/lib/domain/price';
import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';
import { call, type ContentContext } from './client';
import { logOnce } from './log-once';
import type { Result } from './result';
import {
  countryByIp,
  googleReviews,
  landingPageItems,
  mandant,
  mapsConfig,
  regions,
  type FixedLinePrices,
  type GoogleReviews,
  type LandingPageItems,
  type Mandant,
  type MapsConfig,
  type Money,
  type Region,
} from './schemas';
import { TAGS } from './tags';

export const getLandingPageItems = (ctx: ContentContext): Promise<Result<LandingPageItems>> =>
  call(ctx, 'config/landingpageitems', landingPageItems, { tags: [TAGS.tariffs(ctx.market), TAGS.devices(ctx.market)] });

/**
 * The market's fixed-line amounts as far as they are in the market's own currency. A group with an
 * amount in another currency is a data error: logged once and left out, so the page shows nothing
 * rather than the figure under the market's label.
 */
function inMarketCurrency(market: MarketCode, prices: FixedLinePrices): FixedLinePrices {
  const { currency } = MARKETS[market];
  const own = <G extends Record<string, Money>>(group: keyof FixedLinePrices, amounts: G | undefined): G | undefined => {
    if (!amounts || sameCurrency(currency, Object.values(amounts))) return amounts;
    logOnce(
      `fixedLinePrices:${market}:${group}`,
      `/config/mandant of ${market}: fixedLinePrices.${group} is not all in ${currency}; not shown`,
    );
    return undefined;
  };
  return { fibre: own('fibre', prices.fibre), iptv: own('iptv', prices.iptv) };
}

export const getMandant = async (ctx: ContentContext): Promise<Result<Mandant>> => {
  const result = await call(ctx, 'config/mandant', mandant, { tags: [TAGS.config(ctx.market)] });
  if (!result.ok || !result.data.fixedLinePrices) return result;
  return { ok: true, data: { ...result.data, fixedLinePrices: inMarketCurrency(ctx.market, result.data.fixedLinePrices) } };
};

/** The visitor's country is per request: never cached. Read by /api/country only (wire shape). */
export const getCountryByIp = (ctx: ContentContext, clientCountry?: string) =>
  call(ctx, 'config/countries/byip', countryByIp, {
    headers: clientCountry ? { 'X-Client-Country': clientCountry } : undefined,
  });

export const getRegions = (ctx: ContentContext): Promise<Result<Region[]>> =>
  call(ctx, 'config/countries/regions', regions, { tags: [TAGS.config(ctx.market)] });

export const getGoogleReviews = (ctx: ContentContext): Promise<Result<GoogleReviews>> =>
  call(ctx, 'config/reviews/google', googleReviews, { tags: [TAGS.config(ctx.market)] });

export const getMapsConfig = (ctx: ContentContext): Promise<Result<MapsConfig>> =>
  call(ctx, 'config/maps/google', mapsConfig, { tags: [TAGS.config(ctx.market)] });
