import 'server-only';
import { call, type ContentContext } from './client';
import { countryByIp, googleReviews, landingPageItems, mandant, mapsConfig, regions } from './schemas';
import { TAGS } from './tags';

export const getLandingPageItems = (ctx: ContentContext) =>
  call(ctx, 'config/landingpageitems', landingPageItems, { tags: [TAGS.tariffs(ctx.market), TAGS.devices(ctx.market)] });

export const getMandant = (ctx: ContentContext) =>
  call(ctx, 'config/mandant', mandant, { tags: [TAGS.config(ctx.market)] });

/** The visitor's country is per request: never cached. */
export const getCountryByIp = (ctx: ContentContext, clientCountry?: string) =>
  call(ctx, 'config/countries/byip', countryByIp, {
    headers: clientCountry ? { 'X-Client-Country': clientCountry } : undefined,
  });

export const getRegions = (ctx: ContentContext) =>
  call(ctx, 'config/countries/regions', regions, { tags: [TAGS.config(ctx.market)] });

export const getGoogleReviews = (ctx: ContentContext) =>
  call(ctx, 'config/reviews/google', googleReviews, { tags: [TAGS.config(ctx.market)] });

export const getMapsConfig = (ctx: ContentContext) =>
  call(ctx, 'config/maps/google', mapsConfig, { tags: [TAGS.config(ctx.market)] });
