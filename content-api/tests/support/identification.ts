/** Identification in tests: an app with a placed order per market, its order headers, and the browser at the provider pages. */
import { orderCreated, type OrderCreated } from '@storefront/wire';
import { newNumberSim, orderOf, reserveNumbers, sender, type Send } from './orders';
import { referenceApp } from './reference-api';

export const NOW = '2026-11-23T10:00:00Z';
export const RETURN_URL = 'https://shop.example/identifikation/zurueck';

export const asOrder = ({ salesOrderId, orderToken }: OrderCreated) => ({ 'X-Sales-Order-Id': salesOrderId, 'X-Order-Token': orderToken });

/** A placed order of Mobil M with a new number (identification open). */
export async function placeOrder(send: Send, market: 'AT' | 'DE' = 'AT'): Promise<OrderCreated> {
  const [reserved] = await reserveNumbers(send);
  const tariff = market === 'AT' ? 'AT-MOBILE-M' : 'DE-MOBILE-M';
  const response = await send('POST', '/orders', orderOf(market, { simCards: [newNumberSim(tariff, reserved!)], products: [] }));
  if (response.status !== 201) throw new Error(`order answered ${response.status}: ${await response.text()}`);
  return orderCreated.parse(await response.json());
}

export function identApp() {
  const { app, clock, store } = referenceApp(NOW);
  return { app, clock, store, at: sender(app, 'AT'), de: sender(app, 'DE') };
}

/** The browser posting a provider page's form, the redirect not followed. */
export const formPost = (app: ReturnType<typeof identApp>['app'], url: string, form: Record<string, string>) =>
  app.request(new URL(url, 'http://localhost').pathname, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
