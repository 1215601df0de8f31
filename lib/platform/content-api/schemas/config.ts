import { z } from 'zod';
import { money } from './common';
import { deviceModel } from './devices';
import { tariff } from './tariffs';

export const weekday = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export type Weekday = z.infer<typeof weekday>;

/** Opening of the service line: days with one time slot each ("08:00"–"20:00"). */
export const serviceHours = z.array(
  z.object({
    days: z.array(weekday).min(1),
    start: z.string().regex(/^\d{2}:\d{2}$/),
    end: z.string().regex(/^\d{2}:\d{2}$/),
  }),
);
export type ServiceHours = z.infer<typeof serviceHours>;

/**
 * SPEC §9 amounts of the market's fixed line, each with its own currency: a fibre connection of a
 * single-family house (the first metres on the property included) and each further metre; an extra
 * IP TV box once and per month. Market data, never a figure relabelled with another currency.
 */
export const fixedLinePrices = z.object({
  fibre: z.object({ connectionFrom: money, extraMetre: money }).optional(),
  iptv: z.object({ extraBoxOneOff: money, extraBoxMonthly: money }).optional(),
});
export type FixedLinePrices = z.infer<typeof fixedLinePrices>;
export type FibrePrices = NonNullable<FixedLinePrices['fibre']>;
export type IptvPrices = NonNullable<FixedLinePrices['iptv']>;

/** SPEC §3 Service configuration (GET /config/mandant). */
export const mandant = z.object({
  serviceLine: z.object({
    display: z.string(),
    international: z.string(),
    whatsapp: z.string().optional(),
    signal: z.string().optional(),
    fixedLine: z.string().optional(),
  }),
  serviceHours,
  fax: z.string().optional(),
  email: z.email(),
  analytics: z.object({
    googleTagManagerId: z.string().optional(),
    matomoSiteId: z.string().optional(),
  }),
  locale: z.string().optional(),
  supportedLanguages: z.array(z.string()),
  serviceProviderOperatorCode: z.string(),
  countryConfig: z.object({
    countryId: z.string().length(2),
    zipCodeRegex: z.string(),
    vatNumberRegex: z.string(),
    mobilePhoneNumberRegex: z.string(),
    phoneNumberRegex: z.string(),
    domainCountryCode: z.string(),
  }),
  appStoreConfig: z.object({
    linkIos: z.string().optional(),
    linkAndroid: z.string().optional(),
    linkHuawei: z.string().optional(),
  }),
  socialMediaConfig: z.object({
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    tiktok: z.string().optional(),
    twitter: z.string().optional(),
    youtube: z.string().optional(),
    linkedin: z.string().optional(),
  }),
  campConfig: z
    .object({
      serviceLineCamp: z.string(),
      emailCamp: z.email(),
    })
    .optional(),
  /** Absent, or without a group, where the market sells no fixed line or no IP TV. */
  fixedLinePrices: fixedLinePrices.optional(),
});
export type Mandant = z.infer<typeof mandant>;

/** SPEC §3 Country redirect info (GET /config/countries/byip). */
export const countryByIp = z.object({
  countryCode: z.string().length(2),
  domain: z.string(),
  redirectHeader: z.string(),
  redirectText: z.string(),
});
export type CountryByIp = z.infer<typeof countryByIp>;

export const regions = z.array(z.object({ name: z.string(), shortname: z.string() }));
export type Region = z.infer<typeof regions>[number];

/** Google rating, returned as the provider sends it. */
export const googleReviews = z.object({
  rating: z.number().min(0).max(5),
  userRatingsTotal: z.number().int().min(0),
  url: z.string(),
});
export type GoogleReviews = z.infer<typeof googleReviews>;

export const mapsConfig = z.object({
  apiKey: z.string(),
  mapId: z.string(),
});
export type MapsConfig = z.infer<typeof mapsConfig>;

/** GET /config/landingpageitems: tariffs and smartphone models for the home page. */
export const landingPageItems = z.object({
  tariffs: z.array(tariff),
  smartphoneModels: z.array(deviceModel),
});
export type LandingPageItems = z.infer<typeof landingPageItems>;
