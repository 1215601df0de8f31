/** A market's service configuration and the home page's picks (lib/model: see common.ts). */
import type { Money } from './common';
import type { DeviceModel } from './devices';
import type { Tariff } from './tariffs';

export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

/** Opening of the service line: days with one time slot each ("08:00"–"20:00"). */
export type ServiceHours = { days: Weekday[]; start: string; end: string }[];

/** SPEC §9 fibre amounts of a market: a single-family house's connection (first metres included) and each further metre. */
export type FibrePrices = { connectionFrom: Money; extraMetre: Money };

/** SPEC §9 IP TV amounts of a market: an extra box, once and per month. */
export type IptvPrices = { extraBoxOneOff: Money; extraBoxMonthly: Money };

/**
 * The market's own fixed-line amounts, each with its currency. A group is absent where the market
 * sells no fixed line or no IP TV, and where an amount came in another currency than the market's
 * (lib/content-api/config drops such a group: a data error is not shown under another label).
 */
export type FixedLinePrices = { fibre?: FibrePrices; iptv?: IptvPrices };

/** SPEC §3 Service configuration of a market (/config/mandant). */
export type Mandant = {
  serviceLine: { display: string; international: string; whatsapp?: string; signal?: string; fixedLine?: string };
  serviceHours: ServiceHours;
  fax?: string;
  email: string;
  analytics: { googleTagManagerId?: string; matomoSiteId?: string };
  /** The market's default locale, when it names one. */
  locale?: string;
  supportedLanguages: string[];
  serviceProviderOperatorCode: string;
  /** Patterns are regular expressions as strings. */
  countryConfig: {
    countryId: string;
    zipCodeRegex: string;
    vatNumberRegex: string;
    mobilePhoneNumberRegex: string;
    phoneNumberRegex: string;
    domainCountryCode: string;
  };
  appStoreConfig: { linkIos?: string; linkAndroid?: string; linkHuawei?: string };
  socialMediaConfig: {
    facebook?: string;
    instagram?: string;
    tiktok?: string;
    twitter?: string;
    youtube?: string;
    linkedin?: string;
  };
  campConfig?: { serviceLineCamp: string; emailCamp: string };
  fixedLinePrices?: FixedLinePrices;
};

export type Region = { name: string; shortname: string };

/** The market's Google rating (0–5 stars) and where to read the reviews. */
export type GoogleReviews = { rating: number; userRatingsTotal: number; url: string };

export type MapsConfig = { apiKey: string; mapId: string };

/** The tariffs and smartphone models of the home page. */
export type LandingPageItems = { tariffs: Tariff[]; smartphoneModels: DeviceModel[] };
