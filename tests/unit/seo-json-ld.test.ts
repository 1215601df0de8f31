import { SEEDS } from '@/content-api/seed';
import type { Mandant } from '@/lib/platform/content-api/schemas';
import { breadcrumbList, itemList, organization } from '@/lib/platform/seo/json-ld';

const mandantOf = (market: string) => SEEDS.find((s) => s.market === market)!.mandant as Mandant;

describe('BreadcrumbList', () => {
  it('numbers the trail from the home page to the page itself', () => {
    expect(
      breadcrumbList([
        { name: 'Startseite', url: 'https://at.example/' },
        { name: 'Handytarife', url: 'https://at.example/tarife' },
        { name: 'Mobil M', url: 'https://at.example/tarife/mobil-m' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://at.example/' },
        { '@type': 'ListItem', position: 2, name: 'Handytarife', item: 'https://at.example/tarife' },
        { '@type': 'ListItem', position: 3, name: 'Mobil M', item: 'https://at.example/tarife/mobil-m' },
      ],
    });
  });
});

describe('ItemList', () => {
  it('numbers a listing page’s entries, each with its name and own page', () => {
    expect(
      itemList([
        { name: 'Mobil S', url: 'https://at.example/tarife/mobil-s' },
        { name: 'Mobil M', url: 'https://at.example/tarife/mobil-m' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Mobil S', url: 'https://at.example/tarife/mobil-s' },
        { '@type': 'ListItem', position: 2, name: 'Mobil M', url: 'https://at.example/tarife/mobil-m' },
      ],
    });
  });
});

describe('Organization', () => {
  const base = { origin: 'https://at.example', name: 'Mobile & Fibre', logo: 'https://at.example/icon.svg' };

  it('names the service line as a customer-service contact with the market’s languages, and the social profiles', () => {
    const mandant = mandantOf('AT');
    const org = organization({ ...base, mandant });
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://at.example/#organization',
      name: 'Mobile & Fibre',
      url: 'https://at.example/',
      email: mandant.email,
    });
    expect(org.contactPoint).toEqual([
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: mandant.serviceLine.international,
        email: mandant.email,
        areaServed: 'AT',
        availableLanguage: mandant.supportedLanguages,
      },
    ]);
    expect(org.sameAs).toEqual(Object.values(mandant.socialMediaConfig).filter(Boolean));
  });

  it('adds the camp line where the market has one, and leaves out numbers that are not service numbers', () => {
    const camp = mandantOf('CAMP');
    expect(organization({ ...base, mandant: camp }).contactPoint).toEqual([
      expect.objectContaining({ telephone: camp.serviceLine.international }),
      expect.objectContaining({ telephone: '+43 660 660 6690', email: 'campingplatz@camp.example.at' }),
    ]);
    const broken: Mandant = {
      ...camp,
      serviceLine: { ...camp.serviceLine, international: '+43 (0) 660' },
      campConfig: undefined,
      socialMediaConfig: {},
    };
    const org = organization({ ...base, mandant: broken });
    expect(org.contactPoint).toBeUndefined();
    expect(org.sameAs).toBeUndefined();
  });
});
