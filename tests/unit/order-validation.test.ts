import { orderValidationBody, type OrderValidationBody } from '@/lib/platform/content-api/schemas';
import { CHECKOUT_STEPS, orderFaults, orderFieldFaults } from '@/lib/domain/order-validation';

const ENVELOPE = { error: 'invalid_order', message: 'The order is invalid.' };
const orderValidationResult = { safeParse: (wire: object) => orderValidationBody.safeParse({ ...ENVELOPE, ...wire }) };

/** A body as the content API sends it, read by the wire schema into the shop's type (tsc checks that it fits). */
const body = (wire: object): OrderValidationBody => orderValidationBody.parse({ ...ENVELOPE, ...wire });

describe('the validation body of POST /orders/validate (400) and POST /orders (406)', () => {
  it('reads a body with sections left out as having no faults there', () => {
    expect(body({ personalInfo: ['email'] })).toEqual({
      ...ENVELOPE,
      simCards: [],
      fixedLines: [],
      products: [],
      personalInfo: ['email'],
      address: [],
      paymentMethod: [],
      additionalInfo: [],
    });
  });

  it('reads the SIM cards, fixed lines and products per item of the order', () => {
    const parsed = body({
      simCards: [{ index: 1, invalidFields: ['code', 'date'] }],
      products: [{ index: 0, invalidFields: ['deviceModel'] }],
    });
    expect(parsed.simCards).toEqual([{ index: 1, invalidFields: ['code', 'date'] }]);
    expect(parsed.products).toEqual([{ index: 0, invalidFields: ['deviceModel'] }]);
  });

  it('refuses a field SPEC does not list, or an item without its place', () => {
    expect(orderValidationResult.safeParse({ personalInfo: ['shoeSize'] }).success).toBe(false);
    expect(orderValidationResult.safeParse({ simCards: [{ invalidFields: ['code'] }] }).success).toBe(false);
    expect(orderValidationResult.safeParse({ simCards: [{ index: -1, invalidFields: ['code'] }] }).success).toBe(false);
  });
});

describe('validation faults on the checkout steps', () => {
  it('has the steps personal data, number, delivery, payment, summary in that order', () => {
    expect(CHECKOUT_STEPS).toEqual(['personal', 'number', 'delivery', 'payment', 'summary']);
  });

  it('finds nothing faulty in an empty body', () => {
    expect(orderFaults(body({}))).toBeUndefined();
    // The wire lists an item only with its invalid fields; the rule stays quiet about an empty one all the same.
    expect(orderFieldFaults({ ...body({}), simCards: [{ index: 0, invalidFields: [] }] })).toEqual([]);
  });

  it('puts the personal info and the address on the personal-data step', () => {
    expect(orderFieldFaults(body({ personalInfo: ['firstName', 'vatNumber', 'birthday'], address: ['zip', 'houseName'] }))).toEqual([
      { step: 'personal', field: 'personalInfo.firstName', code: 'invalid' },
      { step: 'personal', field: 'personalInfo.vatNumber', code: 'invalid' },
      { step: 'personal', field: 'personalInfo.birthday', code: 'invalid' },
      { step: 'personal', field: 'address.zip', code: 'invalid' },
      { step: 'personal', field: 'address.houseName', code: 'invalid' },
    ]);
  });

  it('names the SPEC §5 message where a field has just one', () => {
    expect(
      orderFieldFaults(
        body({
          personalInfo: ['email', 'confirmEmail', 'phone'],
          simCards: [{ index: 0, invalidFields: ['date', 'numberingPlanAssignment'] }],
        }),
      ),
    ).toEqual([
      { step: 'personal', field: 'personalInfo.email', code: 'invalid_email' },
      { step: 'personal', field: 'personalInfo.confirmEmail', code: 'emails_do_not_match' },
      { step: 'personal', field: 'personalInfo.phone', code: 'invalid_phone' },
      { step: 'number', field: 'simCards.0.date', code: 'porting_date_invalid' },
      { step: 'number', field: 'simCards.0.numberingPlanAssignment', code: 'number_cannot_be_used' },
    ]);
  });

  it('puts a SIM card’s number and porting on the number step, its type and tariff on the summary (the type is chosen in the cart)', () => {
    const faults = orderFieldFaults(
      body({
        simCards: [
          {
            index: 2,
            invalidFields: [
              'tariff',
              'simType',
              'cardName',
              'numberSource',
              'transferPhoneNumber',
              'cancelPhoneNumber',
              'code',
              'previousProvider',
              'contractType',
              'terminationType',
            ],
          },
        ],
      }),
    );
    expect(faults.map((f) => [f.step, f.field])).toEqual([
      ['number', 'simCards.2.cardName'],
      ['number', 'simCards.2.numberSource'],
      ['number', 'simCards.2.transferPhoneNumber'],
      ['number', 'simCards.2.cancelPhoneNumber'],
      ['number', 'simCards.2.code'],
      ['number', 'simCards.2.previousProvider'],
      ['number', 'simCards.2.contractType'],
      ['number', 'simCards.2.terminationType'],
      ['summary', 'simCards.2.tariff'],
      ['summary', 'simCards.2.simType'],
    ]);
  });

  it('puts a fixed line’s number on the number step and refused products on the summary', () => {
    expect(
      orderFieldFaults(
        body({
          fixedLines: [{ index: 0, invalidFields: ['externalPhoneNumber', 'tariff'] }],
          products: [{ index: 1, invalidFields: ['deviceModel'] }],
        }),
      ),
    ).toEqual([
      { step: 'number', field: 'fixedLines.0.externalPhoneNumber', code: 'invalid' },
      { step: 'summary', field: 'fixedLines.0.tariff', code: 'invalid' },
      { step: 'summary', field: 'products.1.deviceModel', code: 'invalid' },
    ]);
  });

  it('puts the payment method on the payment step and the additional info on the summary, the delivery’s on the delivery step', () => {
    expect(
      orderFieldFaults(
        body({
          paymentMethod: ['paymentMethodName', 'productPaymentMethodName'],
          additionalInfo: ['termsAccepted', 'delivery.address.zip'],
        }),
      ),
    ).toEqual([
      { step: 'delivery', field: 'delivery.address.zip', code: 'invalid' },
      { step: 'payment', field: 'paymentMethod.paymentMethodName', code: 'invalid' },
      { step: 'payment', field: 'paymentMethod.productPaymentMethodName', code: 'invalid' },
      { step: 'summary', field: 'termsAccepted', code: 'invalid' },
    ]);
  });

  it('keeps SIM cards apart by their place in the order and names a field once', () => {
    const fields = orderFieldFaults(
      body({
        simCards: [
          { index: 0, invalidFields: ['code', 'code'] },
          { index: 1, invalidFields: ['code'] },
        ],
      }),
    ).map((f) => f.field);
    expect(fields).toEqual(['simCards.0.code', 'simCards.1.code']);
  });

  it('sums up as "one or more steps faulty" with the faulty steps in step order, whatever the body’s order', () => {
    const faults = orderFaults(
      body({
        additionalInfo: ['desiredActivationDate'],
        paymentMethod: ['paymentMethodName'],
        simCards: [{ index: 0, invalidFields: ['code'] }],
        personalInfo: ['lastName'],
      }),
    );
    expect(faults?.message).toBe('steps_faulty');
    expect(faults?.faultySteps).toEqual(['personal', 'number', 'payment', 'summary']);
    expect(faults?.fields.map((f) => f.step)).toEqual(['personal', 'number', 'payment', 'summary']);
  });

  it('names a step once however many of its fields are faulty', () => {
    expect(orderFaults(body({ personalInfo: ['firstName', 'lastName'], address: ['city'] }))?.faultySteps).toEqual(['personal']);
  });
});
