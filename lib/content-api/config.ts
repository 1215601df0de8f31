import 'server-only';
import type { GoogleReviews, LandingPageItems, Mandant, MapsConfig, Region } from '@/lib/model/config';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import { countryByIp, googleReviews, landingPageItems, mandant, mapsConfig, regions } from './schemas';
import { TAGS } from './tags';

export const getLandingPageItems = (ctx: ContentContext): Promise<Result<LandingPageItems>> =>
  call(ctx, 'config/landingpageitems', landingPageItems, { tags: [TAGS.tariffs(ctx.market), TAGS.devices(ctx.market)] });

export const getMandant = (ctx: ContentContext): Promise<Result<Mandant>> =>
  call(ctx, 'config/mandant', mandant, { tags: [TAGS.config(ctx.market)] });

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
