import { createTranslator } from 'next-intl';
import { Fragment, isValidElement, type ReactNode } from 'react';
import { TariffCard } from '@/components/tariff/TariffCard';
import { tariffView } from '@/lib/catalogue/tariff-view';
import { MARKETS } from '@/lib/platform/markets/markets';
import type { Site } from '@/lib/platform/site/site';
import en from '@/messages/en-GB.json';
import { tariff } from '@/tests/support/devices';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-GB', messages: en, namespace: namespace as 'tariff' }),
}));

/** The text the card writes in its own elements (the server components inside it render on their own). */
function ownText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(ownText).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node) && (typeof node.type === 'string' || node.type === Fragment))
    return ownText(node.props.children);
  return '';
}

const site: Site = { market: MARKETS.AT, locale: 'en-GB', defaultLocale: 'de-AT', content: { market: 'AT', locale: 'en-GB' } };
const cardText = async (commitmentMonths: number) =>
  ownText(
    await TariffCard({ view: tariffView(tariff('AT-MOBILE-L', 19.9, { tariffName: 'Mobil L', commitmentMonths }), 'OVERVIEW'), site }),
  );

describe('a tariff card (issue 27 §0: the texts follow the data)', () => {
  it('states the minimum term of a tariff that has one, and claims none for a tariff without', async () => {
    expect(await cardText(12)).toContain('12 months minimum term');
    expect(await cardText(24)).toContain('24 months minimum term');
    expect(await cardText(0)).not.toMatch(/minimum term/i);
  });

  it('folds the details of a Collapsed tariff under a native disclosure, keeping the price and order in view (ADR 50)', async () => {
    const view = tariffView(
      tariff('AT-MOBILE-L', 19.9, {
        tariffName: 'Mobil L',
        commitmentMonths: 12,
        specialDeals: [{ name: 'Collapsed', pages: ['OVERVIEW'] }],
      }),
      'OVERVIEW',
    );
    const card = await TariffCard({ view, site });
    const details = (node: ReactNode): boolean =>
      Array.isArray(node)
        ? node.some(details)
        : isValidElement<{ children?: ReactNode }>(node) && (node.type === 'details' || details(node.props.children));
    expect(details(card)).toBe(true);
    expect(ownText(card)).toContain('12 months minimum term');
  });
});
