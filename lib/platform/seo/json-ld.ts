import type { BreadcrumbList, ContactPoint, ItemListLeaf, OfferLeaf, OrganizationLeaf, ProductLeaf, Thing, WithContext } from 'schema-dts';
import { isValidServiceNumber } from '@/lib/domain/service-numbers';
import type { Mandant } from '@/lib/platform/content-api/schemas';

/**
 * The shop's shapes as schema.org objects for search engines, typed with schema-dts (types only,
 * nothing of it reaches a bundle). Every JSON-LD block of a page is built here or from these pieces.
 */

const SCHEMA_ORG = 'https://schema.org';

/** The @id of a market's Organization: the seller of every offer names it by this, not by a copy. */
export const organizationId = (origin: string) => `${origin}/#organization`;

/** schema.org BreadcrumbList: the trail from the home page to the page itself, absolute URLs. */
export function breadcrumbList(items: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** schema.org ItemList of a listing page (a summary page): each entry's position, name and own page. */
export function itemList(items: { name: string; url: string }[]): WithContext<ItemListLeaf> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: item.url })),
  };
}

/** What one Offer of ours says: the price as the page shows it, sold by the market's Organization. */
export type OfferFacts = {
  price: number;
  priceCurrency: string;
  inStock: boolean;
  url: string;
  /** The market's origin, whose Organization is the seller. */
  origin: string;
} & Pick<OfferLeaf, 'priceSpecification' | 'priceValidUntil'>;

/** What a Product of ours says about itself (name, identifiers, facts), apart from its offer. */
export type ProductFacts = Omit<ProductLeaf, '@type' | 'offers'> & { name: string; url: string };

/** schema.org Product with its one Offer: devices and tariffs alike. */
export function productWithOffer(
  product: ProductFacts,
  { price, priceCurrency, inStock, url, origin, ...offer }: OfferFacts,
): WithContext<ProductLeaf> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    ...product,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
      seller: { '@id': organizationId(origin) },
      ...offer,
    },
  };
}

/**
 * schema.org Organization of a market's shop: name, home page, logo, the service line (and camp line)
 * as customer-service contact points with the market's languages, and the social profiles, all from
 * /config/mandant. Numbers that are not valid service numbers (SPEC §5) are left out.
 */
export function organization({
  origin,
  name,
  logo,
  mandant,
}: {
  origin: string;
  name: string;
  logo: string;
  mandant: Mandant;
}): WithContext<OrganizationLeaf> {
  const { serviceLine, countryConfig, supportedLanguages, socialMediaConfig, campConfig } = mandant;
  const contact = (telephone: string, email: string): ContactPoint => ({
    '@type': 'ContactPoint',
    contactType: 'customer service',
    telephone,
    email,
    areaServed: countryConfig.countryId,
    availableLanguage: supportedLanguages,
  });
  const contactPoint = [
    ...(isValidServiceNumber(serviceLine.international) ? [contact(serviceLine.international, mandant.email)] : []),
    ...(campConfig && isValidServiceNumber(campConfig.serviceLineCamp) ? [contact(campConfig.serviceLineCamp, campConfig.emailCamp)] : []),
  ];
  const sameAs = Object.values(socialMediaConfig).filter((link): link is string => Boolean(link));
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name,
    url: `${origin}/`,
    logo,
    email: mandant.email,
    ...(contactPoint.length > 0 ? { contactPoint } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * JSON to place inside a <script> element: "<" (and the JavaScript line separators) escaped, so
 * neither "</script>" nor "<!--" in a product text can end the element early. Still valid JSON.
 */
export function scriptJson(data: WithContext<Thing>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
