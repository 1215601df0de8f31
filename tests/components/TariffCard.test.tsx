import { createTranslator } from 'next-intl';
import { isValidElement, type ReactNode } from 'react';
import { TariffCard } from '@/components/tariff/TariffCard';
import { tariffView } from '@/lib/catalogue/tariff-view';
import { MARKETS } from '@/lib/markets/markets';
import type { Site } from '@/lib/site/site';
import en from '@/messages/en-GB.json';
import { tariff } from '@/tests/support/devices';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-GB', messages: en, namespace: namespace as 'tariff' }),
}));

/** The text the card writes in its own elements (the server components inside it render on their own). */
function ownText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(ownText).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node) && typeof node.type === 'string') return ownText(node.props.children);
  return '';
}

const site: Site = { market: MARKETS.AT, locale: 'en-GB', defaultLocale: 'de-AT', content: { market: 'AT', locale: 'en-GB' } };
const cardText = async (commitmentMonths: number) =>
  ownText(await TariffCard({ view: tariffView(tariff('AT-MOBILE-L', 19.9, { tariffName: 'Mobil L', commitmentMonths }), 'OVERVIEW'), site }));

describe('a tariff card (issue 27 §0: the texts follow the data)', () => {
  it('states the minimum term of a tariff that has one, and claims none for a tariff without', async () => {
    expect(await cardText(12)).toContain('12 months minimum term');
    expect(await cardText(24)).toContain('24 months minimum term');
    expect(await cardText(0)).not.toMatch(/minimum term/i);
  });
});
