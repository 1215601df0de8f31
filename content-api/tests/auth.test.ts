import { apiError, customerProducts, loginResponse, userStatus } from '@storefront/wire';
import { TOKEN_LIFETIME_MS } from '../src/routes/auth';
import { SEEDS } from '../seed';
import { referenceApp } from './support/reference-api';

const { app, clock } = referenceApp('2026-11-23T10:00:00Z');
const at = SEEDS.find((s) => s.market === 'AT')!;
const privateCustomer = at.customers.find((c) => !c.isCompany)!;

const login = (phoneNumberOrCustomerNumber: string, secret: string, market = 'AT') =>
  app.request('/authentication/login/', {
    method: 'POST',
    headers: { 'X-Market': market, 'Content-Type': 'application/json' },
    body: JSON.stringify({ phoneNumberOrCustomerNumber, secret }),
  });

const withToken = (path: string, token?: string, market = 'AT') =>
  app.request(path, { headers: { 'X-Market': market, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

describe('authentication', () => {
  it('issues a bearer token for the customer number and secret', async () => {
    const response = await login(privateCustomer.customerNumber, privateCustomer.secret);
    expect(response.status).toBe(200);
    const { token } = loginResponse.parse(await response.json());
    const status = userStatus.parse(await (await withToken('/user/status', token)).json());
    expect(status.customerNumber).toBe(privateCustomer.customerNumber);
    const products = customerProducts.parse(await (await withToken('/customerarea/products', token)).json());
    expect(products).toEqual(customerProducts.parse(privateCustomer.products));
  });

  it('accepts the phone number in national form with spaces', async () => {
    const national = privateCustomer.phoneNumber.replace('+43', '0').replace(/^(\d{4})/, '$1 ');
    expect((await login(national, privateCustomer.secret)).status).toBe(200);
  });

  it('answers a wrong secret and an unknown customer alike with 401, without saying which part was wrong', async () => {
    const wrongSecret = await login(privateCustomer.customerNumber, 'wrong');
    const unknown = await login('99999999', privateCustomer.secret);
    expect(wrongSecret.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrongSecret.json()).toEqual(await unknown.json());
  });

  it('answers a login without its fields with 400', async () => {
    const response = await app.request('/authentication/login/', { method: 'POST', headers: { 'X-Market': 'AT' }, body: '{"secret":1}' });
    expect(response.status).toBe(400);
    expect(apiError.parse(await response.json()).error).toBe('invalid_request');
  });

  it('answers customer reads without a token, with a foreign one or an expired one with 401', async () => {
    const { token } = loginResponse.parse(await (await login(privateCustomer.customerNumber, privateCustomer.secret)).json());
    expect((await withToken('/customerarea/products')).status).toBe(401);
    expect((await withToken('/customerarea/products', 'not-a-token')).status).toBe(401);
    expect((await withToken('/customerarea/products', token, 'DE')).status).toBe(401);
    clock.set(new Date(clock.now().getTime() + TOKEN_LIFETIME_MS + 1000));
    expect((await withToken('/user/status', token)).status).toBe(401);
    expect((await withToken('/customerarea/products', token)).status).toBe(401);
  });
});
