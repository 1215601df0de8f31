import {
  allowedMethods,
  orderValidationBody,
  PAYMENT_METHOD_NAMES,
  portingProviders,
  type OrderRequest,
  type SimCardOrder,
} from '@storefront/wire';
import { CUSTOMERS, loginAs, newNumberSim, orderOf, reserveNumbers, sender } from './support/orders';
import { referenceApp } from './support/reference-api';

// A Monday; the porting lead (3 working days) makes Thursday 26 November the earliest porting date.
const NOW = '2026-11-23T10:00:00Z';
const { app, clock } = referenceApp(NOW);
beforeEach(() => clock.set(new Date(NOW)));

type Market = 'AT' | 'UK' | 'IT' | 'CH';
const validate = (body: unknown, market: Market = 'AT', headers?: Record<string, string>) =>
  sender(app, market)('POST', '/orders/validate', body, headers);

/** The validation result of an order that must fail. */
async function rejected(body: unknown, market: Market = 'AT') {
  const response = await validate(body, market);
  expect(response.status).toBe(400);
  return orderValidationBody.parse(await response.json());
}

async function newSim(market: Market, tariff: string, extra: Partial<SimCardOrder> = {}): Promise<SimCardOrder> {
  const [reserved] = await reserveNumbers(sender(app, market));
  return newNumberSim(tariff, reserved!, extra);
}

/** An AT order of one Mobil M SIM card with a new number, changed by `change`. */
async function atOrder(change: Partial<OrderRequest> = {}): Promise<OrderRequest> {
  return orderOf('AT', { simCards: [await newSim('AT', 'AT-MOBILE-M')] }, change);
}

const personal = (change: Partial<OrderRequest['personalInfo']>) => ({ personalInfo: { ...CUSTOMERS.AT.personalInfo, ...change } });
const address = (change: Partial<OrderRequest['address']>) => ({ address: { ...CUSTOMERS.AT.address, ...change } });

/** A porting SIM card of the AT market, changed by `change`. */
const porting = (change: Partial<SimCardOrder> = {}): SimCardOrder => ({
  tariffModelSalesId: 'AT-MOBILE-M',
  simType: 'SIM',
  numberSource: 'PORTING',
  transferPhoneNumber: '0664 1234567',
  previousProviderId: 'a1',
  contractType: 'POSTPAID',
  terminationType: 'IMMEDIATE',
  date: '2026-11-26',
  ...change,
});
const portingIssues = async (change: Partial<SimCardOrder>) => (await rejected(orderOf('AT', { simCards: [porting(change)] }))).simCards;

describe('POST /orders/validate', () => {
  it('answers 200 for a valid order, for a logged-in customer too', async () => {
    const order = await atOrder();
    const response = await validate(order);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true });
    const token = await loginAs(sender(app, 'AT'), '10000001');
    expect((await validate(order, 'AT', { Authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('answers 401 to a bearer token that is not valid', async () => {
    expect((await validate(await atOrder(), 'AT', { Authorization: 'Bearer expired' })).status).toBe(401);
  });

  it('lists every section for a body that is no order', async () => {
    const result = await rejected('not json at all');
    expect(result.personalInfo).toEqual(['firstName', 'lastName', 'email', 'confirmEmail', 'phone', 'birthday']);
    expect(result.address).toEqual(['street', 'houseNumber', 'zip', 'city', 'country']);
    expect(result.paymentMethod).toEqual(['paymentMethodName']);
    expect(result.additionalInfo).toEqual(['items', 'termsAccepted']);
  });

  describe('personal info', () => {
    it('needs a customer of 18 on the sandbox clock', async () => {
      const order = await atOrder(personal({ birthday: '2008-11-24' }));
      expect((await rejected(order)).personalInfo).toEqual(['birthday']);
      expect((await validate(await atOrder(personal({ birthday: '2008-11-23' })))).status).toBe(200);
      clock.set(new Date('2026-11-24T08:00:00Z'));
      expect((await validate(await atOrder(personal({ birthday: '2008-11-24' })))).status).toBe(200);
    });

    it('checks names, e-mail and the market’s phone patterns', async () => {
      const order = await atOrder(
        personal({ firstName: ' ', lastName: '', email: 'anna@', confirmEmail: 'anna@', phone: '+39 333 1234567' }),
      );
      expect((await rejected(order)).personalInfo).toEqual(['firstName', 'lastName', 'email', 'phone']);
      expect((await rejected(await atOrder(personal({ confirmEmail: 'anna.b@example.org' })))).personalInfo).toEqual(['confirmEmail']);
      // E-mail addresses compare without case; a landline is a phone number too.
      expect((await validate(await atOrder(personal({ confirmEmail: 'Anna.Berger@example.org', phone: '01 5123456' })))).status).toBe(200);
    });

    it('needs company name (at most 60 characters) and a VAT number of the market’s pattern for a business tariff', async () => {
      const business = async (change: Partial<OrderRequest['personalInfo']>) =>
        orderOf('AT', { simCards: [await newSim('AT', 'AT-BUSINESS-M')] }, personal(change));
      expect((await rejected(await business({}))).personalInfo).toEqual(['companyName', 'vatNumber']);
      expect((await rejected(await business({ companyName: 'x'.repeat(61), vatNumber: 'ATU1234567' }))).personalInfo).toEqual([
        'companyName',
        'vatNumber',
      ]);
      expect((await validate(await business({ companyName: 'Berger Bau GmbH', vatNumber: 'ATU12345678' }))).status).toBe(200);
    });

    it('needs the company fields of a private tariff ordered as a company', async () => {
      expect((await rejected(await atOrder(personal({ isCompany: true })))).personalInfo).toEqual(['companyName', 'vatNumber']);
    });
  });

  describe('address', () => {
    it('checks postal code and country against the market', async () => {
      expect((await rejected(await atOrder(address({ zip: '10700', country: 'DE' })))).address).toEqual(['zip', 'country']);
    });

    it('needs a house number, or in the UK a house name instead', async () => {
      expect((await rejected(await atOrder(address({ houseNumber: undefined, houseName: 'Villa Berger' })))).address).toEqual([
        'houseNumber',
      ]);
      expect((await rejected(await atOrder(address({ houseNumber: 'Hof' })))).address).toEqual(['houseNumber']);
      const uk = orderOf(
        'UK',
        { simCards: [await newSim('UK', 'UK-EVERYDAY-30GB')] },
        {
          address: { ...CUSTOMERS.UK.address, houseNumber: undefined, houseName: 'Rose Cottage' },
        },
      );
      expect((await validate(uk, 'UK')).status).toBe(200);
    });
  });

  describe('SIM cards', () => {
    it('needs a tariff on sale today that offers the SIM type', async () => {
      const order = orderOf('AT', {
        simCards: [
          await newSim('AT', 'AT-NO-SUCH-TARIFF', { cardName: 'a' }),
          await newSim('AT', 'AT-MOBILE-PROMO-30', { cardName: 'b' }), // ended 10 days ago
          await newSim('AT', 'AT-MOBILE-M-60', { cardName: 'c' }), // on sale in 20 days
          await newSim('AT', 'AT-PREPAID-5', { cardName: 'd', simType: 'ESIM' }), // SIM only
        ],
      });
      expect((await rejected(order)).simCards).toEqual([
        { index: 0, invalidFields: ['tariff'] },
        { index: 1, invalidFields: ['tariff'] },
        { index: 2, invalidFields: ['tariff'] },
        { index: 3, invalidFields: ['simType'] },
      ]);
    });

    it('needs a name for each of several SIM cards', async () => {
      const order = orderOf('AT', {
        simCards: [await newSim('AT', 'AT-MOBILE-M'), await newSim('AT', 'AT-MOBILE-S', { cardName: 'Papa' })],
      });
      expect((await rejected(order)).simCards).toEqual([{ index: 0, invalidFields: ['cardName'] }]);
    });

    it('needs a live reservation of the market and one of its offered numbers, once per order', async () => {
      const [first, second] = await reserveNumbers(sender(app, 'AT'), [2]);
      const [uk] = await reserveNumbers(sender(app, 'UK'));
      const order = orderOf('AT', {
        simCards: [
          newNumberSim('AT-MOBILE-M', first!, { cardName: 'a' }),
          newNumberSim('AT-MOBILE-M', first!, { cardName: 'b' }),
          newNumberSim('AT-MOBILE-M', second!, { cardName: 'c', phoneNumber: first!.generatedNumbers[1] }),
          newNumberSim('AT-MOBILE-M', uk!, { cardName: 'd' }),
          newNumberSim('AT-MOBILE-M', { numberingPlanAssignmentId: 'unknown', generatedNumbers: ['+43 660 1111111'] }, { cardName: 'e' }),
        ],
      });
      expect((await rejected(order)).simCards).toEqual([
        { index: 1, invalidFields: ['numberingPlanAssignment'] },
        { index: 2, invalidFields: ['numberingPlanAssignment'] },
        { index: 3, invalidFields: ['numberingPlanAssignment'] },
        { index: 4, invalidFields: ['numberingPlanAssignment'] },
      ]);
    });

    it('refuses a reservation that expired on the sandbox clock', async () => {
      const order = await atOrder();
      clock.set(new Date('2026-11-23T10:15:01Z'));
      expect((await rejected(order)).simCards).toEqual([{ index: 0, invalidFields: ['numberingPlanAssignment'] }]);
    });

    it('takes a STAC cancellation (new number, old contract cancelled) in the UK only', async () => {
      const cancel = { numberSource: 'CANCEL' as const, cancelPhoneNumber: '0664 1234567', code: '123456ABC', previousProviderId: 'a1' };
      expect((await rejected(orderOf('AT', { simCards: [await newSim('AT', 'AT-MOBILE-M', cancel)] }))).simCards).toEqual([
        { index: 0, invalidFields: ['numberSource'] },
      ]);
      const uk = (code: string) =>
        newSim('UK', 'UK-EVERYDAY-30GB', { ...cancel, cancelPhoneNumber: '07700 900 456', code, previousProviderId: 'ee' });
      expect((await validate(orderOf('UK', { simCards: [await uk('123456ABC')] }), 'UK')).status).toBe(200);
      expect((await rejected(orderOf('UK', { simCards: [await uk('ABC123456')] }), 'UK')).simCards).toEqual([
        { index: 0, invalidFields: ['code'] },
      ]);
    });
  });

  describe('porting', () => {
    it('accepts a contract’s number without a code and a prepaid card’s with its 8-digit PUK', async () => {
      expect((await validate(orderOf('AT', { simCards: [porting()] }))).status).toBe(200);
      expect(
        (await validate(orderOf('AT', { simCards: [porting({ contractType: 'PREPAID', terminationType: undefined, code: '12345678' })] })))
          .status,
      ).toBe(200);
    });

    it('needs the PUK of a prepaid card, 8 digits (SPEC §5)', async () => {
      expect(await portingIssues({ contractType: 'PREPAID', terminationType: undefined })).toEqual([{ index: 0, invalidFields: ['code'] }]);
      expect(await portingIssues({ contractType: 'PREPAID', code: '1234567' })).toEqual([{ index: 0, invalidFields: ['code'] }]);
      expect(await portingIssues({ code: '1234 5678' })).toEqual([{ index: 0, invalidFields: ['code'] }]);
    });

    it('needs a working day from three working days ahead (SPEC §5 “porting date invalid”)', async () => {
      for (const date of ['2026-11-25', '2026-11-28', '2026-12-08', '2027-03-01', undefined]) {
        expect(await portingIssues({ date })).toEqual([{ index: 0, invalidFields: ['date'] }]);
      }
    });

    it('needs a mobile number, a known network with the contract type, and how the old contract ends', async () => {
      expect(await portingIssues({ transferPhoneNumber: '01 5123456', previousProviderId: 'hot', terminationType: undefined })).toEqual([
        { index: 0, invalidFields: ['transferPhoneNumber', 'contractType', 'terminationType'] },
      ]);
      expect(await portingIssues({ previousProviderId: 'telekom-de' })).toEqual([{ index: 0, invalidFields: ['previousProvider'] }]);
    });

    it('takes the previous providers of GET /portings/providers, with their contract types', async () => {
      const providers = portingProviders.parse(await (await sender(app, 'AT')('GET', '/portings/providers')).json());
      for (const provider of providers) {
        for (const contractType of provider.supportedContractTypes) {
          const sim = porting({ previousProviderId: provider.id, contractType, code: '12345678' });
          expect((await validate(orderOf('AT', { simCards: [sim] }))).status).toBe(200);
        }
      }
      expect(await portingIssues({ previousProviderId: 'spusu', contractType: 'PREPAID', code: '12345678' })).toEqual([
        { index: 0, invalidFields: ['contractType'] },
      ]);
    });

    it('accepts only the contract types POSTPAID, PREPAID and BUSINESS (SPEC §5)', async () => {
      expect(await portingIssues({ contractType: 'CONTRACT' as SimCardOrder['contractType'] })).toEqual([
        { index: 0, invalidFields: ['contractType'] },
      ]);
    });

    it('refuses the same number ported twice in one order', async () => {
      const order = orderOf('AT', {
        simCards: [porting({ cardName: 'a' }), porting({ cardName: 'b', transferPhoneNumber: '+43 664 1234567' })],
      });
      expect((await rejected(order)).simCards).toEqual([{ index: 1, invalidFields: ['transferPhoneNumber'] }]);
    });

    it('takes a PAC in the UK instead of a PUK, and no termination type', async () => {
      const uk = (code: string) =>
        orderOf('UK', {
          simCards: [
            porting({
              tariffModelSalesId: 'UK-EVERYDAY-30GB',
              transferPhoneNumber: '07700 900 789',
              previousProviderId: 'o2-uk',
              terminationType: undefined,
              code,
            }),
          ],
        });
      expect((await validate(uk('ABC123456'), 'UK')).status).toBe(200);
      expect((await rejected(uk('12345678'), 'UK')).simCards).toEqual([{ index: 0, invalidFields: ['code'] }]);
    });
  });

  describe('fixed lines and products', () => {
    it('needs a fixed-line tariff of the market and a landline number to take over', async () => {
      const order = orderOf(
        'AT',
        {
          fixedLines: [{ tariffModelSalesId: 'AT-FIBRE-300', externalPhoneNumber: '01 5123456' }],
        },
        { delivery: undefined },
      );
      expect((await validate(order)).status).toBe(200);
      const wrong = orderOf('AT', { fixedLines: [{ tariffModelSalesId: 'DE-FIBRE-300', externalPhoneNumber: 'none' }] });
      expect((await rejected(wrong)).fixedLines).toEqual([{ index: 0, invalidFields: ['tariff', 'externalPhoneNumber'] }]);
      const two = orderOf('AT', { fixedLines: [{ tariffModelSalesId: 'AT-FIBRE-300' }, { tariffModelSalesId: 'AT-FIBRE-500' }] });
      expect((await rejected(two)).additionalInfo).toEqual(['fixedLines']);
    });

    it('needs a device on sale and in stock', async () => {
      const products = ['galaxy-s25-128-navy', 'iphone-16-256-ultramarine', 'fairphone-5-256-sun-yellow', 'no-such-phone'].map(
        (deviceModelSaleId) => ({ deviceModelSaleId }),
      );
      const order = await atOrder({ products, paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: 'CREDITCARD' } });
      expect((await rejected(order)).products).toEqual([
        { index: 1, invalidFields: ['deviceModel'] },
        { index: 2, invalidFields: ['deviceModel'] },
        { index: 3, invalidFields: ['deviceModel'] },
      ]);
    });
  });

  describe('payment method', () => {
    const paying = async (paymentMethod: OrderRequest['paymentMethod'], tariff = 'AT-MOBILE-M', extra: Partial<OrderRequest> = {}) =>
      validate(orderOf('AT', { simCards: [await newSim('AT', tariff)] }, { paymentMethod, ...extra }));

    it('refuses a method the payment API does not offer and takes each one it offers the cart: one list (payment.ts)', async () => {
      const carts = [
        ['AT', 'AT-MOBILE-M', 'POST_PAY'],
        ['AT', 'AT-PREPAID-10', 'PRE_PAY'],
        ['UK', 'UK-EVERYDAY-30GB', 'POST_PAY'],
        ['CH', 'CH-MOBILE-M', 'POST_PAY'],
        ['IT', 'IT-GIGA-150', 'POST_PAY'],
      ] as const;
      for (const [market, tariff, paymentType] of carts) {
        const allowed = await sender(app, market)('POST', '/payment/methods/allowed', {
          items: [{ type: 'TARIFF', paymentType }],
          isCompany: false,
        });
        const offered = allowedMethods.parse(await allowed.json()).map((m) => m.name);
        const sim = await newSim(market, tariff);
        for (const paymentMethodName of PAYMENT_METHOD_NAMES) {
          const response = await validate(orderOf(market, { simCards: [sim] }, { paymentMethod: { paymentMethodName } }), market);
          // Instalments finance devices, never the bills.
          const takes = offered.includes(paymentMethodName) && paymentMethodName !== 'FINANCING';
          expect([market, tariff, paymentMethodName, response.status]).toEqual([market, tariff, paymentMethodName, takes ? 200 : 400]);
        }
      }
    });

    it('takes no method outside the schema and no instalments for the bills', async () => {
      expect((await paying({ paymentMethodName: 'CREDITCARD' })).status).toBe(200);
      for (const paymentMethodName of ['FINANCING', 'TWINT', 'PAYPAL']) {
        const response = await paying({ paymentMethodName });
        expect(orderValidationBody.parse(await response.json()).paymentMethod).toEqual(['paymentMethodName']);
      }
    });

    it('takes a one-off method for a prepaid card, no direct debit', async () => {
      expect((await paying({ paymentMethodName: 'EPS' }, 'AT-PREPAID-10')).status).toBe(200);
      const response = await paying({ paymentMethodName: 'SEPA' }, 'AT-PREPAID-10');
      expect(orderValidationBody.parse(await response.json()).paymentMethod).toEqual(['paymentMethodName']);
    });

    it('needs a product payment method for devices and none without', async () => {
      const devices = { products: [{ deviceModelSaleId: 'galaxy-s25-128-navy' }] };
      expect((await paying({ paymentMethodName: 'SEPA', productPaymentMethodName: 'FINANCING' }, 'AT-MOBILE-M', devices)).status).toBe(200);
      for (const [paymentMethod, extra] of [
        [{ paymentMethodName: 'SEPA' }, devices],
        [{ paymentMethodName: 'SEPA', productPaymentMethodName: 'TWINT' }, devices],
        [{ paymentMethodName: 'SEPA', productPaymentMethodName: 'CREDITCARD' }, {}],
      ] as const) {
        const response = await paying(paymentMethod, 'AT-MOBILE-M', extra);
        expect(orderValidationBody.parse(await response.json()).paymentMethod).toEqual(['productPaymentMethodName']);
      }
    });

    it('takes no instalments for a company’s devices (consumer credit)', async () => {
      const company = {
        ...personal({ companyName: 'Berger Bau GmbH', vatNumber: 'ATU12345678' }),
        products: [{ deviceModelSaleId: 'galaxy-s25-128-navy' }],
      };
      const response = await paying({ paymentMethodName: 'INVOICE', productPaymentMethodName: 'FINANCING' }, 'AT-BUSINESS-M', company);
      expect(orderValidationBody.parse(await response.json()).paymentMethod).toEqual(['productPaymentMethodName']);
    });
  });

  describe('additional info', () => {
    it('needs the terms accepted (SPEC §5)', async () => {
      expect((await rejected(await atOrder({ termsAccepted: false }))).additionalInfo).toEqual(['termsAccepted']);
    });

    it('needs a delivery method the market offers when anything travels; eSIMs alone need none', async () => {
      expect((await rejected(await atOrder({ delivery: undefined }))).additionalInfo).toEqual(['delivery.method']);
      expect((await rejected(await atOrder({ delivery: { method: 'PICKUP_POINT' } }))).additionalInfo).toEqual([
        'delivery.method',
        'delivery.pickupPointId',
      ]);
      const esim = orderOf('AT', { simCards: [await newSim('AT', 'AT-MOBILE-M', { simType: 'ESIM' })] }, { delivery: undefined });
      expect((await validate(esim)).status).toBe(200);
    });

    it('checks a delivery address and, in Italy, the Fermopoint', async () => {
      const italian = async (delivery: OrderRequest['delivery']) =>
        orderOf('IT', { simCards: [await newSim('IT', 'IT-GIGA-150')] }, { delivery });
      expect((await validate(await italian({ method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-01' }), 'IT')).status).toBe(200);
      expect((await rejected(await italian({ method: 'PICKUP_POINT', pickupPointId: 'FP-XX' }), 'IT')).additionalInfo).toEqual([
        'delivery.pickupPointId',
      ]);
      const elsewhere = { ...CUSTOMERS.IT.address, zip: '123', city: '' };
      expect((await rejected(await italian({ method: 'EXPRESS', address: elsewhere }), 'IT')).additionalInfo).toEqual([
        'delivery.address.zip',
        'delivery.address.city',
      ]);
    });

    it('takes an activation date within 6 months (SPEC §9)', async () => {
      expect((await validate(await atOrder({ desiredActivationDate: '2027-05-23' }))).status).toBe(200);
      expect((await rejected(await atOrder({ desiredActivationDate: '2027-05-24' }))).additionalInfo).toEqual(['desiredActivationDate']);
      expect((await rejected(await atOrder({ desiredActivationDate: '2026-11-22' }))).additionalInfo).toEqual(['desiredActivationDate']);
    });

    it('needs at least one item and at most 5 SIM cards', async () => {
      expect((await rejected(orderOf('AT', {}))).additionalInfo).toEqual(['items']);
      const six = Array.from({ length: 6 }, (_, i) => porting({ cardName: `SIM ${i}`, transferPhoneNumber: `0664 123456${i}` }));
      expect((await rejected(orderOf('AT', { simCards: six }))).additionalInfo).toEqual(['simCards']);
    });
  });
});
