import { Hono } from 'hono';
import { z } from 'zod';
import { countryByIp, googleReviews, landingPageItems, mandant, mapsConfig, regions } from '@storefront/wire';
import { marketOfCountry } from '@storefront/markets/country';
import { MARKETS } from '@storefront/markets/markets';
import { apiError, sendWire, type Env } from '../context';
import { visibleOn } from '../present';
import type { Store } from '../store';

const countryHeader = z.string().regex(/^[A-Za-z]{2}$/);

/** GET /config/…: the market's configuration and the home page's picks. */
export function configRoutes({ config, tariffs, devices }: Pick<Store, 'config' | 'tariffs' | 'devices'>) {
  const app = new Hono<Env>();

  app.get('/landingpageitems', (c) => {
    const market = c.get('market');
    const read = c.get('read');
    const landing = config.landing(market) ?? { tariffIds: [], smartphoneIds: [] };
    const visibleTariffs = tariffs.mobile(market).filter((t) => visibleOn(t, read));
    const phones = devices
      .groups(market, 'smartphones')
      .flatMap((g) => g.models)
      .filter((m) => visibleOn(m, read));
    const inOrder = <T>(ids: string[], items: T[], idOf: (item: T) => string) =>
      ids.flatMap((id) => items.find((item) => idOf(item) === id) ?? []);
    return sendWire(c, landingPageItems, {
      tariffs: inOrder(landing.tariffIds, visibleTariffs, (t) => t.tariffModelSalesId),
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
    const redirect = config.countryRedirect(target);
    if (!redirect) return apiError(c, 404, 'not_found', 'No other market serves this visitor.');
    return sendWire(c, countryByIp, { countryCode: MARKETS[target].country, ...redirect });
  });

  app.get('/mandant', (c) => sendWire(c, mandant, config.mandant(c.get('market'))));
  app.get('/countries/regions', (c) => sendWire(c, regions, config.regions(c.get('market'))));
  app.get('/reviews/google', (c) => sendWire(c, googleReviews, config.reviews(c.get('market'))));
  app.get('/maps/google', (c) => {
    const maps = config.maps(c.get('market'));
    return maps ? sendWire(c, mapsConfig, maps) : apiError(c, 404, 'not_found', 'No maps key is configured.');
  });

  return app;
}
