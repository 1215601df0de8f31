import type { DayOfWeek, OpeningHoursSpecification, StoreLeaf, WithContext } from 'schema-dts';
import { publicHolidays, type IsoDay } from '@/lib/domain/holidays';
import { addDays, slotsOn, weekdayOf } from '@/lib/domain/opening-hours';
import type { MarketCode } from '@/lib/platform/markets/markets';
import type { Shop, Weekday } from '@/lib/platform/content-api/schemas';

const SCHEMA_DAY: Record<Weekday, DayOfWeek> = {
  MONDAY: 'https://schema.org/Monday',
  TUESDAY: 'https://schema.org/Tuesday',
  WEDNESDAY: 'https://schema.org/Wednesday',
  THURSDAY: 'https://schema.org/Thursday',
  FRIDAY: 'https://schema.org/Friday',
  SATURDAY: 'https://schema.org/Saturday',
  SUNDAY: 'https://schema.org/Sunday',
};

/** The days of the coming year a location is closed beyond its week (SPEC §9: holidays, 24 and 31 December). */
export function closedDays(market: MarketCode, today: IsoDay): IsoDay[] {
  const year = Number(today.slice(0, 4));
  const until = addDays(today, 365);
  const days = [year, year + 1].flatMap((y) => [...publicHolidays(market, y).map((h) => h.date), `${y}-12-24`, `${y}-12-31`]);
  return [...new Set(days)].filter((d) => d >= today && d <= until).sort();
}

/**
 * schema.org Store (LocalBusiness) of a location: address, position, phone, the weekly hours as one
 * OpeningHoursSpecification per slot, and each closing day of the coming year as a special closure.
 */
export function storeJsonLd(
  shop: Shop,
  { url, market, today }: { url: string; market: MarketCode; today: IsoDay },
): WithContext<StoreLeaf> {
  const weekly = shop.openingHours.map((slot): OpeningHoursSpecification => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: SCHEMA_DAY[slot.weekday],
    opens: slot.start,
    closes: slot.end,
  }));
  const closures = closedDays(market, today)
    .filter((day) => slotsOn(shop.openingHours, weekdayOf(day)).length > 0)
    .map((day): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: day,
      validThrough: day,
    }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': url,
    name: shop.name,
    url,
    telephone: shop.phone,
    ...(shop.email ? { email: shop.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.street,
      postalCode: shop.address.zip,
      addressLocality: shop.address.city,
      addressCountry: shop.address.countryId,
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.geolocation.latitude, longitude: shop.geolocation.longitude },
    openingHoursSpecification: [...weekly, ...closures],
  };
}
