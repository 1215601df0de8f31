import { checkStructuredData, jsonLdScripts } from '@/tests/support/schema-org/check';
import { valueIssues } from '@/tests/support/schema-org/value-types';
import { isA, parseVocabulary, schemaOrgVocabulary } from '@/tests/support/schema-org/vocabulary';

const S = 'http://schema.org/';
const quad = (s: string, p: string, o: string) => `<${s}> <${p}> <${o}> <${S}> .`;
const TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';

/** A valid Product as our pages write it, sold by the Organization of another block. */
const ORG = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': 'https://at.example/#organization',
  name: 'Shop',
  url: 'https://at.example/',
};
const product = (offers: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Mobil M',
  ...extra,
  offers: {
    '@type': 'Offer',
    price: 12.9,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url: 'https://at.example/tarife/mobil-m',
    seller: { '@id': 'https://at.example/#organization' },
    ...offers,
  },
});
const check = (...blocks: unknown[]) => checkStructuredData(blocks.map((b) => JSON.stringify(b)));

describe('the schema.org vocabulary from npm', () => {
  it('reads types with their supertypes, properties with domains and ranges, and enumeration members', () => {
    const vocabulary = parseVocabulary(
      [
        quad(`${S}Thing`, TYPE, CLASS),
        quad(`${S}Intangible`, TYPE, CLASS),
        quad(`${S}Intangible`, 'http://www.w3.org/2000/01/rdf-schema#subClassOf', `${S}Thing`),
        quad(`${S}name`, TYPE, 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property'),
        quad(`${S}name`, `${S}domainIncludes`, `${S}Thing`),
        quad(`${S}name`, `${S}rangeIncludes`, `${S}Text`),
        quad(`${S}InStock`, TYPE, `${S}ItemAvailability`),
        `<${S}name> <http://www.w3.org/2000/01/rdf-schema#label> "name" <${S}> .`,
        quad('http://purl.org/dc/terms/title', TYPE, CLASS),
      ].join('\n'),
    );
    expect([...vocabulary.classes]).toEqual([
      ['Thing', []],
      ['Intangible', ['Thing']],
    ]);
    expect([...vocabulary.properties]).toEqual([['name', { domains: ['Thing'], ranges: ['Text'] }]]);
    expect([...vocabulary.members]).toEqual([['InStock', ['ItemAvailability']]]);
  });

  it('has the current types, following supertypes at any depth', () => {
    const vocabulary = schemaOrgVocabulary();
    expect(isA(vocabulary, 'UnitPriceSpecification', 'StructuredValue')).toBe(true);
    expect(isA(vocabulary, 'Store', 'Organization')).toBe(true);
    expect(isA(vocabulary, 'Offer', 'Product')).toBe(false);
    expect(vocabulary.members.get('Subscription')).toEqual(['PriceComponentTypeEnumeration']);
    expect(vocabulary.properties.get('billingStart')?.domains).toEqual(['UnitPriceSpecification']);
  });
});

describe('the values of a page’s JSON-LD against their properties’ ranges', () => {
  const vocabulary = schemaOrgVocabulary();
  const issuesOf = (...nodes: Record<string, unknown>[]) => valueIssues(vocabulary, nodes);

  it('accepts what our pages write: numbers, text, URLs, enumeration members, typed nodes and references', () => {
    expect(
      issuesOf(
        ORG,
        product({
          priceValidUntil: '2027-01-01',
          priceSpecification: [{ '@type': 'UnitPriceSpecification', price: 0, billingDuration: 'P1M' }],
        }),
      ),
    ).toEqual([]);
  });

  it('names each value of a type its property does not allow', () => {
    const wrong = product({
      priceCurrency: 12,
      availability: 'https://schema.org/Monday',
      priceValidUntil: '31.12.2026',
      url: 'not a url',
      seller: { '@type': 'Product', name: 'x' },
      priceSpecification: { '@type': 'UnitPriceSpecification', valueAddedTaxIncluded: 'yes', billingStart: 'one month' },
    });
    expect(issuesOf(ORG, wrong)).toEqual([
      { at: 'Product.offers.priceCurrency', message: '12 is none of Text' },
      { at: 'Product.offers.availability', message: '"https://schema.org/Monday" is none of ItemAvailability' },
      { at: 'Product.offers.url', message: '"not a url" is none of URL' },
      { at: 'Product.offers.seller', message: 'a Product is none of Organization, Person' },
      { at: 'Product.offers.priceValidUntil', message: '"31.12.2026" is none of Date' },
      { at: 'Product.offers.priceSpecification.valueAddedTaxIncluded', message: '"yes" is none of Boolean' },
      { at: 'Product.offers.priceSpecification.billingStart', message: '"one month" is none of Number' },
    ]);
  });

  it('takes a URL as the node it names where the property wants a node (a breadcrumb’s item), never where it wants a member', () => {
    const crumbs = {
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Start', item: 'https://at.example/' }],
    };
    expect(issuesOf(crumbs)).toEqual([]);
    expect(issuesOf({ ...crumbs, itemListElement: [{ '@type': 'ListItem', position: 1, item: 'Start' }] })).toEqual([
      { at: 'BreadcrumbList.itemListElement[0].item', message: '"Start" is none of Thing' },
    ]);
    expect(issuesOf(ORG, product({ availability: 'https://at.example/in-stock' }))).toEqual([
      { at: 'Product.offers.availability', message: '"https://at.example/in-stock" is none of ItemAvailability' },
    ]);
  });

  it('resolves a reference by the @id of another block, and reports one that leads nowhere', () => {
    expect(issuesOf(product())).toEqual([
      { at: 'Product.offers.seller', message: 'refers to https://at.example/#organization, which no block of the page defines' },
    ]);
    const person = { '@context': 'https://schema.org', '@type': 'Person', '@id': 'https://at.example/#organization', name: 'A' };
    expect(issuesOf(person, product())).toEqual([]);
  });
});

describe('checking a page’s structured data', () => {
  it('passes a valid Product with its seller, and gives Google’s wishes beyond that as advice', async () => {
    const report = await check(ORG, product());
    expect(report.errors).toEqual([]);
    expect(report.advice).toContain('Product: Missing field "review" (optional)');
  });

  it('fails unknown types, properties on the wrong type, and a Product without name, price, currency or availability', async () => {
    const broken = product(
      { '@type': 'Offer', color: 'red', priceCurrency: undefined, availability: undefined, price: undefined },
      { name: undefined },
    );
    const { errors } = await check(ORG, { ...ORG, '@id': undefined, '@type': 'Organisation' }, broken);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Organisation: Type "Organisation" is not a valid schema.org type',
        'Product.offers: Property "color" for type "Offer" is not supported by the schema.org specification',
        'Product: Required attribute "name" is missing',
        expect.stringMatching(/^Product\.offers: .*"price"/),
        'Product.offers: Missing field "availability" (optional)',
        expect.stringMatching(/^Product\.offers: .*"priceCurrency"/),
      ]),
    );
  });

  it('fails a block that is not schema.org JSON-LD', async () => {
    expect((await check({ ...ORG, '@context': 'http://example.org' })).errors).toContain(
      'block 1: @context is "http://example.org", not "https://schema.org"',
    );
  });

  it('finds every JSON-LD script of a page, escaped text included, and nothing else', () => {
    const html = `<html><head><script>var a = "<b>";</script><script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script>"}</script></head>
      <body><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;
    expect(jsonLdScripts(html).map((text) => JSON.parse(text))).toEqual([
      { '@type': 'Thing', name: '</script>' },
      { '@type': 'Organization' },
    ]);
  });
});
