import { apiError } from '@storefront/wire';
import { SEEDS } from '../seed';
import { referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';
const { app } = referenceApp(NOW);

const get = (path: string, language = 'de-AT', market = 'AT') =>
  app.request(path, { headers: { 'X-Market': market, 'Accept-Language': language } });

async function pdfText(response: Response): Promise<string> {
  return Buffer.from(await response.arrayBuffer()).toString('latin1');
}

/** The text shown on the PDF's pages: the literal strings of its Tj operators, unescaped. */
function shownText(pdf: string): string {
  const strings = [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
    m[1]!.replace(/\\([0-7]{3})/g, (_, oct: string) => String.fromCharCode(parseInt(oct, 8))).replace(/\\(.)/g, '$1'),
  );
  return strings.join('\n');
}

/** Every xref offset points at the start of its object: a reader can open the file. */
function expectValidXref(pdf: string) {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(pdf.slice(startxref))!;
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, i) =>
    expect(pdf.slice(Number(entry.slice(0, 10)), Number(entry.slice(0, 10)) + 12)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)),
  );
  for (const [, length, stream] of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g)) {
    expect(stream!.length).toBe(Number(length));
  }
}

describe('files', () => {
  it.each(['at', 'de', 'ch', 'uk', 'it', 'camp'])('answers the withdrawal information of %s as a PDF', async (market) => {
    const response = await get(`/files/legal/withdrawal-${market}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await pdfText(response);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expectValidXref(pdf);
  });

  it('writes the withdrawal information in the language of Accept-Language, addressed to the market company', async () => {
    const german = shownText(await pdfText(await get('/files/legal/withdrawal-at.pdf', 'de-AT')));
    expect(german).toContain('Muster-Widerrufsformular');
    expect(german).toContain('Mobile & Fibre Austria GmbH');
    expect(german).toContain('service@example.at');
    const french = shownText(await pdfText(await get('/files/legal/withdrawal-ch.pdf', 'fr-CH', 'CH')));
    expect(french).toContain('formulaire de rétractation');
    expect(french).toContain('Mobile & Fibre Schweiz AG');
    const swissGerman = shownText(await pdfText(await get('/files/legal/withdrawal-ch.pdf', 'de-CH', 'CH')));
    expect(swissGerman).not.toContain('ß');
    const english = shownText(await pdfText(await get('/files/legal/withdrawal-uk.pdf', 'en-GB', 'UK')));
    expect(english).toContain('Model cancellation form');
    const italian = shownText(await pdfText(await get('/files/legal/withdrawal-it.pdf', 'it-IT', 'IT')));
    expect(italian).toContain('Modulo di recesso tipo');
  });

  it('fits the withdrawal information on one page', async () => {
    for (const [market, language] of [
      ['at', 'de-AT'],
      ['ch', 'fr-CH'],
      ['it', 'it-IT'],
      ['uk', 'en-GB'],
    ]) {
      const pdf = await pdfText(await get(`/files/legal/withdrawal-${market}.pdf`, language));
      expect([market, /\/Count (\d+)/.exec(pdf)?.[1]]).toEqual([market, '1']);
    }
  });

  it('escapes parentheses and backslashes and encodes € in WinAnsi', async () => {
    const pdf = await pdfText(await get('/files/legal/withdrawal-at.pdf', 'en-GB'));
    expect(pdf).toContain('\\(e.g. a letter');
    const afterHeader = pdf.split('\n').slice(2).join('\n');
    expect(afterHeader).not.toMatch(/[^\x00-\x7f]/);
    const german = await pdfText(await get('/files/legal/at-mobil-m.pdf', 'de-AT'));
    expect(german).toContain('\\200'); // € as WinAnsi 0x80
  });

  it.each(SEEDS.map((s) => [s.market, s] as const))(
    'answers the legal document of every %s tariff named in the seed',
    async (market, seed) => {
      const live = (t: { validFrom?: string }) => !t.validFrom?.startsWith('+');
      const urls = [...seed.tariffs, ...seed.fixedLineTariffs].filter(live).flatMap((t) => (t.legalDocument ? [t.legalDocument.url] : []));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        const response = await get(url, 'en-GB', market);
        expect([url, response.status]).toEqual([url, 200]);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect((await pdfText(response)).startsWith('%PDF-')).toBe(true);
      }
    },
  );

  it('builds a price list from the tariff: name, monthly price, allowances', async () => {
    const seed = SEEDS.find((s) => s.market === 'AT')!;
    const mobile = seed.tariffs.find((t) => t.legalDocument && !t.validFrom && !t.validTo && 'amount' in t.money)!;
    const text = shownText(await pdfText(await get(mobile.legalDocument!.url, 'de-AT')));
    expect(text).toContain(mobile.tariffName);
    expect(text).toContain('Grundentgelt pro Monat');
    expect(text).toMatch(/Daten: /);
    expect(text).toContain('Aktivierungsentgelt: keines');
  });

  it('answers unknown files with 404 JSON', async () => {
    for (const path of [
      '/files/legal/withdrawal-xx.pdf',
      '/files/legal/at-no-such-tariff.pdf',
      '/files/legal/nothing.pdf',
      '/files/legal/UPPER.pdf',
      '/files/other/withdrawal-at.pdf',
    ]) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(apiError.parse(await response.json()).error).toBe('not_found');
    }
  });
});
