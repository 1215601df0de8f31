import { loginResponse } from '@storefront/wire';
import { SEEDS } from '../seed';
import { referenceApp } from './support/reference-api';

/** The sandbox's revocation of a customer's tokens: the next call with one answers 401 (SPEC §4). */

const { app } = referenceApp('2026-11-23T10:00:00Z');
const customer = SEEDS.find((s) => s.market === 'AT')!.customers[0]!;
const send = (path: string, init: RequestInit & { market?: string } = {}) =>
  app.request(path, { ...init, headers: { 'X-Market': init.market ?? 'AT', 'Content-Type': 'application/json', ...init.headers } });

async function tokenOf(): Promise<string> {
  const response = await send('/authentication/login/', {
    method: 'POST',
    body: JSON.stringify({ phoneNumberOrCustomerNumber: customer.customerNumber, secret: customer.secret }),
  });
  return loginResponse.parse(await response.json()).token;
}

describe('DELETE /sandbox/customers/{customerNumber}/tokens', () => {
  it('revokes every token of the customer', async () => {
    const [first, second] = [await tokenOf(), await tokenOf()];
    expect((await send(`/sandbox/customers/${customer.customerNumber}/tokens`, { method: 'DELETE' })).status).toBe(204);
    for (const token of [first, second]) {
      expect((await send('/customerarea/products', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    }
    // A new login works again.
    expect((await send('/customerarea/products', { headers: { Authorization: `Bearer ${await tokenOf()}` } })).status).toBe(200);
  });

  it('answers 404 for a customer unknown in the market', async () => {
    expect((await send(`/sandbox/customers/${customer.customerNumber}/tokens`, { method: 'DELETE', market: 'DE' })).status).toBe(404);
  });
});
