/** Reads from the reference content API that pages of the bench depend on (real slugs, …). */
import { getOk } from './http.mjs';

/** The first tariff's detail slug (tariffDetailLink) of a market, as GET /tariffs lists it. */
export async function firstTariffSlug(apiUrl, market) {
  const { body } = await getOk(`${apiUrl}/tariffs`, { headers: { 'X-Market': market.toUpperCase(), Accept: 'application/json' } });
  const groups = JSON.parse(body.toString('utf8'));
  const slug = groups?.[0]?.tariffs?.[0]?.tariffDetailLink;
  if (typeof slug !== 'string' || !slug)
    throw new Error(`GET ${apiUrl}/tariffs (X-Market: ${market}) lists no tariff with a tariffDetailLink`);
  return slug;
}
