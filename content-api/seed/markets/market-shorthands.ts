/**
 * Shorthands the CH, UK and IT market seeds share: deal rows, legal-document links, service hours,
 * app-store and social links, the ids of the tariffs a smartphone can be combined with, and demo
 * customers built from product rows.
 */
import type { PageContext, ServiceHours, SpecialDealName } from '@storefront/wire';
import { luhnCheckDigit } from '@storefront/rules/luhn';
import type { L, SeedCustomer, SeedCustomerProduct, SeedDeal, SeedTariff, Window } from '../types';

/** Every catalogue page a tariff card appears on. */
export const EVERYWHERE: PageContext[] = ['LANDING', 'OVERVIEW', 'DETAIL'];
export const LISTS: PageContext[] = ['OVERVIEW', 'DETAIL'];

export function deal(name: SpecialDealName, pages: PageContext[], text?: L | string, window?: Window): SeedDeal {
  return { name, pages, ...(text === undefined ? {} : { specialDealText: text }), ...window };
}

/** A secret tariff: not listed on the overview, reachable by its link. */
export const HIDDEN: SeedDeal = deal('Hidden', ['DETAIL']);

/** The legal document of a tariff, served by the files API as /files/legal/<market>-<slug>.pdf. */
export function legalDocuments(market: string, name: L): (slug: string) => { name: L; url: string } {
  return (slug) => ({ name, url: `/files/legal/${market}-${slug}.pdf` });
}

const WORKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

/** Monday to Friday, plus Saturday when given. */
export function serviceHours(workdays: [string, string], saturday?: [string, string]): ServiceHours {
  const hours: ServiceHours = [{ days: [...WORKDAYS], start: workdays[0], end: workdays[1] }];
  if (saturday) hours.push({ days: ['SATURDAY'], start: saturday[0], end: saturday[1] });
  return hours;
}

/** Store links of the self-care app; `country` is the App Store storefront (ch, gb, it). */
export function appStoreLinks(country: string, appId: string, huaweiId: string) {
  return {
    linkIos: `https://apps.apple.com/${country}/app/example-self-care/id${appId}`,
    linkAndroid: `https://play.google.com/store/apps/details?id=com.example.selfcare.${country}`,
    linkHuawei: `https://appgallery.huawei.com/app/${huaweiId}`,
  };
}

/** The market's profiles under one handle (example_ch, example_uk …). */
export function socialMediaLinks(handle: string, linkedinPage: string) {
  return {
    facebook: `https://www.facebook.com/${handle}`,
    instagram: `https://www.instagram.com/${handle}`,
    tiktok: `https://www.tiktok.com/@${handle}`,
    youtube: `https://www.youtube.com/@${handle}`,
    linkedin: `https://www.linkedin.com/company/${linkedinPage}`,
  };
}

/** Postpaid tariffs still on sale: the ones a smartphone can be bought with. */
export function combinableTariffIds(tariffs: SeedTariff[]): string[] {
  return tariffs
    .filter((t) => t.paymentType === 'POST_PAY' && t.validTo === undefined && !t.specialDeals.some((d) => d.name === 'Hidden'))
    .map((t) => t.tariffModelSalesId);
}

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

/**
 * One product of a customer: name, type and payment type as the wire has them, what it was sold as
 * and since when; SIM lines and fixed lines have a number, and a SIM line may be an eSIM.
 */
export type ProductRow = Omit<SeedCustomerProduct, 'key' | 'sim'> & { esim?: true };

/** A card's ICCID: 89 (telecom), the country's calling code, our issuer 01, the customer and line, and the check digit. */
function iccidOf(phoneNumber: string, customerNumber: string, line: number): string {
  const country = /^\+(1|7|2\d|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|\d{3})/.exec(phoneNumber)?.[1] ?? '00';
  const body = `89${country}01${customerNumber}${String(line).padStart(2, '0')}`.padEnd(19, '0').slice(0, 19);
  return body + luhnCheckDigit(body);
}

/**
 * A demo customer whose product keys are P-<customer number>-1, -2 …; SIM lines get a card (an eSIM
 * where the row says so) with its ICCID. Features default to both (SPEC §6: CALL_FORWARDING, SIM_CHANGE).
 */
export function demoCustomer(
  person: Omit<SeedCustomer, 'secret' | 'products' | 'isCompany' | 'features'> & Partial<Pick<SeedCustomer, 'features'>>,
  products: ProductRow[],
): SeedCustomer {
  return {
    ...person,
    secret: DEMO_PASSWORD,
    isCompany: person.companyName !== undefined,
    features: person.features ?? ['CALL_FORWARDING', 'SIM_CHANGE'],
    products: products.map(({ esim, ...row }, i) => ({
      key: `P-${person.customerNumber}-${i + 1}`,
      ...row,
      ...(row.type === 'IMSI'
        ? { sim: { type: esim ? ('ESIM' as const) : ('SIM' as const), iccid: iccidOf(person.phoneNumber, person.customerNumber, i + 1) } }
        : {}),
    })),
  };
}
