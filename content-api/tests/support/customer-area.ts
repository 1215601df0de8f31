/** Customer-area tests: a demo customer's logged-in requests to the in-process reference API. */
import { loginResponse } from '@storefront/wire';
import { DEMO_PASSWORD } from '../../seed/markets/market-shorthands';
import { sender, type Send } from './orders';

type App = Parameters<typeof sender>[0];

/** Requests of one logged-in demo customer (bearer token and market set); `language` is Accept-Language. */
export async function customerSender(app: App, customerNumber: string, market = 'AT', language = 'en-GB'): Promise<Send> {
  const send = sender(app, market);
  const response = await send('POST', '/authentication/login/', { phoneNumberOrCustomerNumber: customerNumber, secret: DEMO_PASSWORD });
  if (response.status !== 200) throw new Error(`login of ${customerNumber} failed: ${response.status}`);
  const { token } = loginResponse.parse(await response.json());
  return (method, path, body, headers = {}) =>
    send(method, path, body, { Authorization: `Bearer ${token}`, 'Accept-Language': language, ...headers });
}
