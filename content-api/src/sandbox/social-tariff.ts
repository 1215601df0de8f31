import { Hono } from 'hono';
import type { Env } from '../context';
import type { Store } from '../store';

/** GET /sandbox/socialtariff/applications: the stored applications of the market (without files). */
export function sandboxSocialTariffRoutes({ socialTariff }: Pick<Store, 'socialTariff'>) {
  return new Hono<Env>().get('/applications', (c) => c.json(socialTariff.applications(c.get('market'))));
}
