import { findUpstreamRoute } from '@/lib/platform/bff/routes';

describe('the upstream allow-list for a customer’s payment', () => {
  it('needs a login to read, pay what is open and recharge, and upgraded access to change the method (SPEC §6)', () => {
    for (const [method, path] of [
      ['GET', 'payment/method'],
      ['GET', 'payment/openposition'],
      ['GET', 'payment/openposition/BC-10000001'],
      ['GET', 'payment/creditcard/getToken'],
      ['GET', 'payment/status/tx_1'],
      ['POST', 'payment/billingcontracts/BC-10000001/order/creditcard'],
      ['POST', 'payment/billingcontracts/BC-10000001/order/eps'],
      ['POST', 'payment/method/creditcard:rechargeprepaid'],
      ['POST', 'payment/method/storedcreditcard:rechargeprepaid'],
      ['POST', 'payment/method/eps:rechargeprepaid'],
      ['POST', 'payment/method/paysafecard:rechargeprepaid'],
      ['POST', 'payment/method/voucher:rechargeprepaid'],
    ] as const) {
      expect(findUpstreamRoute(method, path)?.access).toBe('login');
    }
    for (const [method, path] of [
      ['PUT', 'payment/method/sepa'],
      ['PUT', 'payment/changemethod/creditcard'],
      ['PUT', 'payment/changemethod/creditcard/tx_1'],
      ['PUT', 'payment/changemethod/invoice'],
      ['PUT', 'payment/method/ebill'],
    ] as const) {
      expect(findUpstreamRoute(method, path)?.access).toBe('upgraded');
    }
    expect(findUpstreamRoute('POST', 'payment/method/bitcoin:rechargeprepaid')).toBeUndefined();
  });

  it("never forwards an order's billing contract with a customer's SEPA mandate", () => {
    const body = findUpstreamRoute('PUT', 'payment/method/sepa')!.body!.parse({
      billingContractId: 'BC-10000002',
      accountHolder: 'Anna Berger',
      iban: 'AT61 1904 3002 3457 3201',
      mandateAccepted: true,
    });
    expect(body).toEqual({ accountHolder: 'Anna Berger', iban: 'AT61 1904 3002 3457 3201', mandateAccepted: true });
  });

  it('checks a recharge body before it goes upstream: a PIN of 16 digits, as printed', () => {
    const route = findUpstreamRoute('POST', 'payment/method/paysafecard:rechargeprepaid')!;
    expect(route.body!.parse({ productKey: 'P-60000001-2', amount: 10, pin: '6111 2222 3333 0001' })).toEqual({
      productKey: 'P-60000001-2',
      amount: 10,
      pin: '6111222233330001',
    });
    expect(route.body!.safeParse({ productKey: 'P-60000001-2', amount: 10, pin: '6111 2222 3333' }).success).toBe(false);
  });
});
