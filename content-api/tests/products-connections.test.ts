import { fixedLineConnections } from '@storefront/wire';
import { referenceApp } from './support/reference-api';

/** GET /products/connections names each connection in the page's language, like every other seed text. */
const { app } = referenceApp('2026-11-23T10:00:00Z');

async function names(market: string, acceptLanguage: string): Promise<string[]> {
  const response = await app.request('/products/connections', { headers: { 'X-Market': market, 'Accept-Language': acceptLanguage } });
  expect(response.status).toBe(200);
  return fixedLineConnections.parse(await response.json()).map((c) => c.displayName);
}

describe('GET /products/connections', () => {
  it('names the connections in the language asked for', async () => {
    expect(await names('AT', 'de-AT')).toContain('Glasfaser-Anschluss Einfamilienhaus');
    expect(await names('AT', 'en-GB')).toContain('Fibre connection, detached house');
    expect(await names('CH', 'fr-CH')).toContain('Raccordement fibre, maison individuelle');
    expect(await names('IT', 'it-IT')).toContain('Allaccio fibra casa singola');
  });
});
