import { Hono } from 'hono';
import { z } from 'zod';
import { countryByIp, googleReviews, landingPageItems, mandant, mapsConfig, regions } from '../../../lib/content-api/schemas';
import { marketOfCountry } from '../../../lib/markets/country';
import { MARKETS } from '../../../lib/markets/markets';
import { apiError, sendWire, type Deps, type Env } from '../context';
import { visibleOn } from '../present';

const countryHeader = z.string().regex(/^[A-Za-z]{2}$/);

export function configRoutes({ store }: Deps) {
  const app = new Hono<Env>();

  app.get('/landingpageitems', (c) => {
    const market = c.get('market');
    const read = c.get('read');
    const landing = store.config.landing(market) ?? { tariffIds: [], smartphoneIds: [] };
    const tariffs = store.tariffs.mobile(market).filter((t) => visibleOn(t, read));
    const phones = store.devices
      .groups(market, 'smartphones')
      .flatMap((g) => g.models)
      .filter((m) => visibleOn(m, read));
    const inOrder = <T>(ids: string[], items: T[], idOf: (item: T) => string) =>
      ids.flatMap((id) => items.find((item) => idOf(item) === id) ?? []);
    return sendWire(c, landingPageItems, {
      tariffs: inOrder(landing.tariffIds, tariffs, (t) => t.tariffModelSalesId),
      smartphoneModels: inOrder(landing.smartphoneIds, phones, (m) => m.deviceModelSaleId),
    });
  });

  /**
   * Geo-IP stand-in: the visitor's country comes from X-Client-Country (the storefront forwards what its
   * edge knows). Answers the redirect offer of the market of that country; 404 when the visitor is in
   * this market's own country or in a country no market serves.
   */
  app.get('/countries/byip', (c) => {
    const parsed = countryHeader.safeParse(c.req.header('X-Client-Country'));
    const country = parsed.success ? parsed.data.toUpperCase() : undefined;
    const target = country && marketOfCountry(country);
    if (!target || MARKETS[target].country === MARKETS[c.get('market')].country) {
      return apiError(c, 404, 'not_found', 'No other market serves this visitor.');
    }
    const redirect = store.config.countryRedirect(target);
    if (!redirect) return apiError(c, 404, 'not_found', 'No other market serves this visitor.');
    return sendWire(c, countryByIp, { countryCode: MARKETS[target].country, ...redirect });
  });

  app.get('/mandant', (c) => sendWire(c, mandant, store.config.mandant(c.get('market'))));
  app.get('/countries/regions', (c) => sendWire(c, regions, store.config.regions(c.get('market'))));
  app.get('/reviews/google', (c) => sendWire(c, googleReviews, store.config.reviews(c.get('market'))));
  app.get('/maps/google', (c) => {
    const maps = store.config.maps(c.get('market'));
    return maps ? sendWire(c, mapsConfig, maps) : apiError(c, 404, 'not_found', 'No maps key is configured.');
  });

  return app;
}
