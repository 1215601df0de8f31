import { findUpstreamRoute } from '@/lib/platform/bff/routes';

describe('the upstream allow-list for a customer’s portings', () => {
  it.each([
    ['GET', 'portings/mobile'],
    ['GET', 'portings/fixedline'],
    ['PUT', 'portings/phoneaccounts/PA-20000001-P2'],
    ['PUT', 'portings/phoneaccounts/PA-20000001-P2/action:represent'],
    ['PUT', 'portings/fixedline/phoneaccounts/PA-20000001-F1'],
  ] as const)('forwards %s %s with a login', (method, path) => {
    expect(findUpstreamRoute(method, path)?.access).toBe('login');
  });

  it('checks a correction before it goes upstream, with the content API’s own schema', () => {
    const body = findUpstreamRoute('PUT', 'portings/phoneaccounts/PA-20000001-P2')!.body!;
    const change = {
      firstname: ' Julia ',
      lastname: 'Schneider',
      contractType: 'POSTPAID',
      previousProviderId: 'telekom-de',
      desiredPortingDate: '2026-12-14',
      puk: '12345678',
    };
    expect(body.parse(change)).toMatchObject({ firstname: 'Julia' });
    expect(body.safeParse({ ...change, puk: '1234' }).success).toBe(false);
    expect(body.safeParse({ ...change, firstname: '' }).success).toBe(false);
    expect(body.safeParse({ ...change, contractType: 'prepaid' }).success).toBe(false);
  });

  it('takes a fixed-line date only with the customer’s confirmation', () => {
    const body = findUpstreamRoute('PUT', 'portings/fixedline/phoneaccounts/PA-20000001-F1')!.body!;
    expect(body.safeParse({ portingDate: '2026-12-07', isSignedByCustomer: true }).success).toBe(true);
    expect(body.safeParse({ portingDate: '2026-12-07', isSignedByCustomer: false }).success).toBe(false);
  });

  it('forwards no signing, no other customer-facing porting call and no other method', () => {
    expect(findUpstreamRoute('PUT', 'portings/phoneaccounts/PA-20000001-P1/form:sign')).toBeUndefined();
    expect(findUpstreamRoute('PUT', 'portings/phoneaccounts/PA-20000001-P2/action:approve')).toBeUndefined();
    expect(findUpstreamRoute('GET', 'portings/phoneaccounts/PA-20000001-P2')).toBeUndefined();
    expect(findUpstreamRoute('DELETE', 'portings/phoneaccounts/PA-20000001-P2')).toBeUndefined();
    expect(findUpstreamRoute('PUT', 'portings/mobile')).toBeUndefined();
  });
});
