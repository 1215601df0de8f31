import { findUpstreamRoute } from '@/lib/platform/bff/routes';

describe('the customer area on the upstream allow-list', () => {
  it.each([
    ['GET', 'customerarea/usage', 'login'],
    ['GET', 'customerarea/usage/P-10000001-1', 'login'],
    ['GET', 'customerarea/invoices', 'login'],
    ['GET', 'customerarea/invoices/itemisedbill/P-10000001-1/2026/10', 'login'],
    ['GET', 'customerarea/customer', 'login'],
    ['PUT', 'customerarea/customer', 'login'],
    ['PUT', 'customerarea/customer/email', 'upgraded'],
    ['PUT', 'customerarea/customer/email/confirm', 'login'],
    ['GET', 'customerarea/features', 'login'],
  ])('forwards %s %s with %s access', (method, path, access) => {
    expect(findUpstreamRoute(method, path)?.access).toBe(access);
  });

  it('takes the year and the events filter as queries, and nothing it does not list', () => {
    const invoices = findUpstreamRoute('GET', 'customerarea/invoices')!;
    expect(invoices.query?.safeParse({ year: '2026' }).success).toBe(true);
    expect(invoices.query?.safeParse({ year: 'all' }).success).toBe(false);
    const bill = findUpstreamRoute('GET', 'customerarea/invoices/itemisedbill/P-1/2026/10')!;
    expect(bill.query?.safeParse({ events: 'ROAMING' }).success).toBe(true);
    expect(bill.query?.safeParse({ events: 'FAX' }).success).toBe(false);
    expect(bill.query?.safeParse({ other: '1' }).success).toBe(false);
  });

  it('forwards no other method or deeper path', () => {
    expect(findUpstreamRoute('DELETE', 'customerarea/customer')).toBeUndefined();
    expect(findUpstreamRoute('GET', 'customerarea/usage/P-1/extra')).toBeUndefined();
    expect(findUpstreamRoute('PUT', 'customerarea/features')).toBeUndefined();
  });
});
