import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SEEDS } from '@/content-api/seed';
import { COMPANIES } from '@/content/legal/companies';
import { cookiesOf } from '@/content/legal/cookies';
import { feesOf } from '@/content/legal/fees';
import { imprintDocument } from '@/content/legal/imprint';
import { privacyDocument } from '@/content/legal/privacy';
import { termsDocument } from '@/content/legal/terms';
import type { LegalDocument, LegalLanguage } from '@/content/legal/types';
import { FORM_DRAFT_COOKIE } from '@/lib/platform/bff/form-draft';
import { SESSION_COOKIE } from '@/lib/platform/bff/session-data';
import { PERSONAL_COOKIE } from '@/lib/cart/personal-data';
import { SELECTION_COOKIE } from '@/lib/cart/selection';
import { CHECKOUT_COOKIE } from '@/lib/checkout/progress';
import { SHOWN_HIDDEN_COOKIE } from '@/lib/domain/hidden-tariffs';
import { PARTNER_COOKIE } from '@/lib/domain/partner-referer';
import { languageOf, MARKET_CODES, MARKETS } from '@/lib/platform/markets/markets';

/** Every market with every language it is shown in. */
const PAGES = MARKET_CODES.flatMap((market) => MARKETS[market].locales.map((locale) => [market, languageOf(locale)] as const));
const DOCUMENTS = { terms: termsDocument, privacy: privacyDocument, imprint: imprintDocument };

const texts = (doc: LegalDocument) => [
  doc.title,
  doc.intro,
  ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
];

describe('legal documents', () => {
  it.each(PAGES)('%s in %s: every document has text, and unique section ids', (market, language) => {
    for (const [name, build] of Object.entries(DOCUMENTS)) {
      const doc = build(market, language);
      const ids = doc.sections.map((s) => s.id);
      expect([name, new Set(ids).size]).toEqual([name, ids.length]);
      for (const text of texts(doc)) expect([name, text.trim().length > 0, text.includes('undefined')]).toEqual([name, true, false]);
    }
  });

  it.each(PAGES)('%s in %s: the terms have the sections the footer and the PDF link point to', (market, language) => {
    const ids = termsDocument(market, language).sections.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'contract',
        'prices',
        'activation',
        'tariff-change',
        'cost-limits',
        'porting',
        'termination',
        'withdrawal',
        'liability',
        'data-protection',
        'final',
        'fees',
      ]),
    );
  });

  it.each(PAGES)('%s in %s: the company of the market is named in terms, privacy and imprint', (market, language) => {
    for (const build of Object.values(DOCUMENTS)) expect(texts(build(market, language)).join(' ')).toContain(COMPANIES[market].name);
  });

  it('runs the camp shop under the Austrian company', () => {
    expect(COMPANIES.CAMP).toBe(COMPANIES.AT);
    expect(COMPANIES.AT.name).toBe('Mobile & Fibre Austria GmbH');
  });

  it('names the market’s regulator in the imprint', () => {
    const regulator = { AT: 'RTR', DE: 'Bundesnetzagentur', CH: 'BAKOM', UK: 'Ofcom', IT: 'AGCOM', CAMP: 'RTR' } as const;
    for (const market of MARKET_CODES) {
      const language: LegalLanguage = languageOf(MARKETS[market].locales[0]!);
      expect(texts(imprintDocument(market, language)).join(' ')).toContain(regulator[market]);
    }
  });

  it('keeps contact requests and traffic data for 6 months (SPEC §9)', () => {
    const retention = privacyDocument('AT', 'en').sections.find((s) => s.id === 'retention')!;
    expect(retention.list).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Contact requests: 6 months/), expect.stringMatching(/^Traffic data: 6 months/)]),
    );
  });

  it('writes Swiss German without ß', () => {
    for (const build of Object.values(DOCUMENTS)) expect(texts(build('CH', 'de')).filter((t) => t.includes('ß'))).toEqual([]);
    expect(texts(termsDocument('AT', 'de')).join(' ')).toContain('außer');
  });

  it('states the fees in the market currency, with no activation fee (SPEC §9)', () => {
    for (const market of MARKET_CODES) {
      const fees = feesOf(market, 'en');
      expect(fees.find((f) => f.id === 'activation')?.amount).toBe(0);
      expect(fees.every((f) => f.amount >= 0 && f.label.length > 0)).toBe(true);
    }
    expect(
      termsDocument('UK', 'en')
        .sections.find((s) => s.id === 'cost-limits')!
        .paragraphs.join(' '),
    ).toContain('£');
  });

  it('lists the cookies the shop really sets', () => {
    const cookies = cookiesOf('AT', 'de');
    expect(cookies.map((c) => c.name)).toEqual([
      SESSION_COOKIE,
      SELECTION_COOKIE,
      PERSONAL_COOKIE,
      CHECKOUT_COOKIE,
      '__Host-checkout-trace',
      '__Host-order',
      '__Host-card-trip',
      '__Host-checkout-trip',
      '__Host-payment-trip',
      '__Host-ident-trip',
      FORM_DRAFT_COOKIE,
      SHOWN_HIDDEN_COOKIE,
      PARTNER_COOKIE,
      'js',
      'consent',
      '_pk_id',
      '_pk_ses',
    ]);
    expect(cookies.find((c) => c.name === PERSONAL_COOKIE)).toMatchObject({
      category: 'necessary',
      lifetime: { kind: 'fixed', duration: { count: 7, unit: 'days' } },
    });
    expect(cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      category: 'necessary',
      lifetime: { kind: 'idle', idle: { count: 30, unit: 'minutes' }, max: { count: 12, unit: 'hours' } },
    });
    expect(cookies.filter((c) => c.category === 'statistics').map((c) => c.name)).toEqual(['_pk_id', '_pk_ses']);
    expect(cookies.find((c) => c.name === CHECKOUT_COOKIE)).toMatchObject({
      lifetime: { kind: 'fixed', duration: { count: 24, unit: 'hours' } },
    });
    expect(cookies.find((c) => c.name === FORM_DRAFT_COOKIE)).toMatchObject({
      lifetime: { kind: 'fixed', duration: { count: 10, unit: 'minutes' } },
    });
    expect(cookies.find((c) => c.name === SHOWN_HIDDEN_COOKIE)).toMatchObject({ lifetime: { kind: 'browser' } });
  });

  it('has a row for every cookie a module of the shop names, in every language', () => {
    // Each cookie is named once, as an exported *_COOKIE constant. The editors' preview date is set for
    // staff previewing next month's offers, never for a visitor, so the visitors' policy leaves it out.
    const lib = path.join(__dirname, '../../lib');
    const named = readdirSync(lib, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(path.join(lib, file), 'utf8').matchAll(/export const \w+_COOKIE = '([^']+)'/g)].map((m) => m[1]!))
      .filter((name) => name !== 'preview_date');
    expect(named.length).toBeGreaterThan(8);
    for (const [market, language] of PAGES) {
      const rows = cookiesOf(market, language);
      expect(rows.map((c) => c.name)).toEqual(expect.arrayContaining(named));
      for (const row of rows) expect(row.purpose.length).toBeGreaterThan(20);
    }
  });

  /** How each language would claim that mobile tariffs have no minimum term. */
  const NO_MINIMUM_TERM: Record<LegalLanguage, RegExp> = {
    en: /no minimum term/i,
    de: /keine Mindest(vertragsdauer|laufzeit)/i,
    fr: /pas de durée minimale/i,
    it: /(nessun|non hanno) vincol/i,
  };
  /** The termination paragraph on mobile tariffs. */
  const MOBILE_TARIFFS: Record<LegalLanguage, RegExp> = {
    en: /^Mobile tariffs/,
    de: /^Mobilfunktarife/,
    fr: /^Les abonnements mobiles/,
    it: /^Le offerte mobili/,
  };

  it.each(PAGES)(
    '%s in %s: the terms follow the tariffs: a minimum term they carry is stated, none is claimed away',
    (market, language) => {
      const terms = termsDocument(market, language);
      expect(texts(terms).join(' ')).not.toMatch(NO_MINIMUM_TERM[language]);
      const mobile = terms.sections.find((s) => s.id === 'termination')!.paragraphs.find((p) => MOBILE_TARIFFS[language].test(p));
      const mobileTerms = new Set(
        SEEDS.find((seed) => seed.market === market)!
          .tariffs.map((t) => t.commitmentMonths)
          .filter((months) => months > 0),
      );
      for (const months of mobileTerms) expect([months, mobile]).toEqual([months, expect.stringMatching(new RegExp(`\\b${months}\\b`))]);
    },
  );
});
