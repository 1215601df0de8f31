import { infoDocument } from '@/content/info';
import { FINANCING_EXAMPLE_PRICE } from '@/content/info/financing';
import type { InfoDocument } from '@/content/info/types';
import { financingPrice } from '@/lib/domain/price';
import { formatMoney } from '@/lib/platform/i18n/format';
import { INFO_TOPICS, infoTopicsOf } from '@/lib/content/info-topics';
import { languageOf, MARKET_CODES, MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';

const PAGES = MARKET_CODES.flatMap((market) =>
  MARKETS[market].locales.flatMap((locale) => INFO_TOPICS.map((topic) => ({ market, locale, topic }))),
);

const text = (document: InfoDocument) =>
  [
    document.title,
    document.intro,
    ...document.sections.flatMap((s) => [
      s.heading,
      ...s.paragraphs,
      ...(s.list ?? []),
      ...(s.steps ?? []),
      ...(s.guides ?? []).flatMap((g) => [g.heading, ...g.steps, g.note ?? '']),
    ]),
  ].join('\n');

const doc = (topic: (typeof INFO_TOPICS)[number], market: MarketCode, locale: Locale) => infoDocument(topic, market, languageOf(locale));
const money = (market: MarketCode, locale: Locale, value: number, unitRate = false) =>
  formatMoney(value, MARKETS[market].currency, locale, { unitRate });

describe('information pages (SPEC §2)', () => {
  it.each(PAGES)('$topic in $market/$locale has a title, an intro and sections with unique ids and text', ({ market, locale, topic }) => {
    const document = doc(topic, market, locale);
    expect(document.title).not.toBe('');
    expect(document.intro).not.toBe('');
    const ids = document.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of document.sections) {
      expect(s.paragraphs.length + (s.list?.length ?? 0) + (s.steps?.length ?? 0) + (s.guides?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it('writes Swiss German without ß', () => {
    for (const topic of INFO_TOPICS) expect(text(doc(topic, 'CH', 'de-CH'))).not.toContain('ß');
    expect(text(doc('financing', 'AT', 'de-AT'))).toContain('ß');
  });

  it.each(['esim', 'volte', 'wifi-calling'] as const)('%s has step-by-step guides for iOS and Android in every language', (topic) => {
    for (const locale of ['en-GB', 'de-AT', 'fr-CH', 'it-IT'] as const) {
      const guides = doc(topic, 'AT', locale).sections.flatMap((s) => s.guides ?? []);
      expect(guides.map((g) => g.id)).toEqual(['ios', 'android']);
      for (const guide of guides) expect(guide.steps.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the market’s figures in its currency (SPEC §9)', () => {
  const LOCALES: [MarketCode, Locale][] = [
    ['AT', 'de-AT'],
    ['DE', 'de-DE'],
    ['CH', 'fr-CH'],
    ['CH', 'de-CH'],
    ['UK', 'en-GB'],
    ['IT', 'it-IT'],
    ['IT', 'en-GB'],
  ];

  it.each(LOCALES)('cost control in %s/%s: 0.004 per MB, 0.04 per minute and SMS, 64 kbit/s', (market, locale) => {
    const content = text(doc('cost-control', market, locale));
    expect(content).toContain(money(market, locale, 0.004, true));
    expect(content).toContain(money(market, locale, 0.04, true));
    expect(content).toContain('64 kbit/s');
  });

  it.each(LOCALES)('roaming in %s/%s recommends a limit of 10', (market, locale) => {
    expect(text(doc('roaming', market, locale))).toContain(money(market, locale, 10));
  });

  it.each(LOCALES)('porting in %s/%s: SMS 503 and 499, early morning, reachable by 8:00', (market, locale) => {
    const content = text(doc('porting', market, locale));
    expect(content).toMatch(/\b503\b/);
    expect(content).toMatch(/\b499\b/);
    expect(content).toMatch(/8(:| h )00/);
  });

  it.each(LOCALES)('financing in %s/%s: up to 24 months, price / 24, cancelled after 7 calendar days', (market, locale) => {
    const content = text(doc('financing', market, locale));
    const price = FINANCING_EXAMPLE_PRICE[market === 'CAMP' ? 'AT' : market];
    expect(content).toContain(money(market, locale, price));
    expect(content).toContain(money(market, locale, financingPrice(price).monthly));
    expect(content).toContain('24');
    expect(content).toMatch(/\b7\b/);
  });

  it('tells EU markets they roam like at home, and Switzerland and the UK that EU rules do not apply', () => {
    expect(text(doc('roaming', 'AT', 'de-AT'))).toContain('wie zu Hause');
    expect(text(doc('roaming', 'CH', 'de-CH'))).toContain('gelten die EU-Roamingregeln nicht');
    expect(text(doc('roaming', 'UK', 'en-GB'))).toContain('no longer covered by the EU rules');
  });

  it('shows instalment financing only where the market sells devices', () => {
    expect(infoTopicsOf(MARKETS.AT)).toContain('financing');
    expect(infoTopicsOf(MARKETS.CAMP)).not.toContain('financing');
    expect(infoTopicsOf(MARKETS.CAMP)).toHaveLength(INFO_TOPICS.length - 1);
  });
});
