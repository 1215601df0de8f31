/**
 * The payment step's rules: the methods of a cart, the details a method needs before the step is done
 * (and so the flow's isDone), the method that pays now, the failure reason's way back to the step, the
 * flat form's checks (IBAN codes as the API names them) and the providers' return addresses.
 */
import type { CartLine } from '@/lib/cart/cart-view';
import { isDone, type CheckoutCart } from '@/lib/checkout/flow';
import { failureMessageOf, methodChoices, payNowMethod, paymentCartOf, paymentDetailsComplete } from '@/lib/checkout/payment-methods';
import { cardReturnUrl, paymentCheckPath, paymentReturnUrl } from '@/lib/checkout/payment-urls';
import { walletValue } from '@/lib/checkout/wallet-sheet';
import { requestOrigin, withQuery } from '@/lib/platform/provider-trip/urls';
import type { CheckoutProgress } from '@/lib/checkout/progress';
import type { AllowedMethod, PaymentCart } from '@/lib/platform/content-api/schemas/payment';
import type { PaymentStep } from '@/lib/platform/contracts/checkout';
import { paymentForm } from '@/lib/platform/contracts/checkout-payment';

const tariff = (paymentType: 'POST_PAY' | 'PRE_PAY') => ({ kind: 'tariff', view: { tariff: { paymentType } } }) as unknown as CartLine;
const device = { kind: 'device' } as unknown as CartLine;
const line = { kind: 'fixedline' } as unknown as CartLine;
const postpaid: PaymentCart = { items: [{ type: 'TARIFF', paymentType: 'POST_PAY' }], isCompany: false };
const prepaid: PaymentCart = { items: [{ type: 'TARIFF', paymentType: 'PRE_PAY' }], isCompany: false };
const withDevice: PaymentCart = { items: [...postpaid.items, { type: 'DEVICE' }], isCompany: false };

const allowed = (...names: AllowedMethod['name'][]): AllowedMethod[] =>
  names.map((name) => ({
    name,
    isManualPayment: name === 'INVOICE' || name === 'EPS',
    ...(name === 'FINANCING' ? { provider: 'ratenwerk' } : {}),
  }));

const card = { token: 'tok_1', brand: 'VISA', last4: '1111' };
const sepa = { accountHolder: 'Anna Berger', iban: 'AT61 1904 3002 3457 3201', mandateAccepted: true as const };
const eps = { bic: 'BKAUATWW', bankName: 'Bank Austria' };

describe('the payment cart of a cart', () => {
  it('names each tariff with its payment type, each line and device, and the customer type', () => {
    expect(paymentCartOf([tariff('PRE_PAY'), device, line], true)).toEqual({
      items: [{ type: 'TARIFF', paymentType: 'PRE_PAY' }, { type: 'DEVICE' }, { type: 'FIXEDLINE' }],
      isCompany: true,
    });
  });
});

describe('method choices', () => {
  it('keeps instalments out of the monthly bills and offers them for devices only', () => {
    const choices = methodChoices(allowed('CREDITCARD', 'SEPA', 'EPS', 'INVOICE', 'FINANCING'), withDevice);
    expect(choices.monthly).toEqual(['CREDITCARD', 'SEPA', 'EPS', 'INVOICE']);
    expect(choices.product).toEqual(['CREDITCARD', 'SEPA', 'EPS', 'INVOICE', 'FINANCING']);
    expect(choices.financingProvider).toBe('ratenwerk');
    expect(methodChoices(allowed('CREDITCARD', 'SEPA'), postpaid).product).toEqual([]);
  });

  it('offers the mobile wallet for what is due now: the devices, a prepaid card; never the monthly bills', () => {
    const offered = allowed('CREDITCARD', 'APPLEPAY', 'SEPA');
    expect(methodChoices(offered, withDevice)).toMatchObject({
      monthly: ['CREDITCARD', 'SEPA'],
      product: ['CREDITCARD', 'APPLEPAY', 'SEPA'],
    });
    expect(methodChoices(offered, postpaid).monthly).toEqual(['CREDITCARD', 'SEPA']);
    expect(methodChoices(offered, { items: [{ type: 'FIXEDLINE' }], isCompany: false }).monthly).toEqual(['CREDITCARD', 'SEPA']);
    expect(methodChoices(allowed('CREDITCARD', 'APPLEPAY'), prepaid).monthly).toEqual(['CREDITCARD', 'APPLEPAY']);
    expect(paymentDetailsComplete({ method: 'SEPA', productMethod: 'APPLEPAY', sepa })).toBe(true);
  });

  it('leaves out methods the checkout has no flow for, and instalments without a provider', () => {
    const choices = methodChoices(
      [...allowed('CREDITCARD', 'TWINT', 'DIRECT_DEBIT'), { name: 'FINANCING', isManualPayment: false }],
      withDevice,
    );
    expect(choices.monthly).toEqual(['CREDITCARD', 'TWINT']);
    expect(choices.product).toEqual(['CREDITCARD', 'TWINT']);
  });

  it('offers TWINT, which needs no details before the order (the app is asked after it)', () => {
    expect(paymentDetailsComplete({ method: 'TWINT' })).toBe(true);
    expect(payNowMethod({ method: 'INVOICE', productMethod: 'TWINT' }, true)).toBe('TWINT');
  });
});

describe('a payment step is done with its details', () => {
  const cart = (devices: string[] = []): CheckoutCart => ({ simCards: [{ tariffId: 'T', simType: 'SIM' }], landline: false, devices });
  const progress = (payment: PaymentStep): CheckoutProgress => ({ cart: 'c', attempt: '0000000000000000', payment });

  it.each<[string, PaymentStep, boolean]>([
    ['a card without the provider token', { method: 'CREDITCARD' }, false],
    ['a card with its token', { method: 'CREDITCARD', card }, true],
    ['SEPA without the mandate', { method: 'SEPA' }, false],
    ['SEPA with the mandate', { method: 'SEPA', sepa }, true],
    ['EPS without a bank', { method: 'EPS' }, false],
    ['EPS with a bank', { method: 'EPS', eps }, true],
    ['invoice', { method: 'INVOICE' }, true],
  ])('%s', (_name, payment, done) => {
    expect(paymentDetailsComplete(payment)).toBe(done);
    expect(isDone('payment', progress(payment), cart())).toBe(done);
  });

  it('needs the devices’ method and its details for a cart with devices', () => {
    expect(isDone('payment', progress({ method: 'INVOICE' }), cart(['phone']))).toBe(false);
    expect(isDone('payment', progress({ method: 'INVOICE', productMethod: 'CREDITCARD' }), cart(['phone']))).toBe(false);
    expect(isDone('payment', progress({ method: 'INVOICE', productMethod: 'CREDITCARD', card }), cart(['phone']))).toBe(true);
    expect(isDone('payment', progress({ method: 'SEPA', sepa, productMethod: 'FINANCING' }), cart(['phone']))).toBe(true);
  });
});

describe('what pays now', () => {
  it('is the devices’ method with devices, the monthly one without', () => {
    expect(payNowMethod({ method: 'SEPA', productMethod: 'FINANCING' }, true)).toBe('FINANCING');
    expect(payNowMethod({ method: 'CREDITCARD', productMethod: 'FINANCING' }, false)).toBe('CREDITCARD');
    expect(payNowMethod({ method: 'EPS' }, false)).toBe('EPS');
  });
});

describe('a failed payment’s reason', () => {
  it('comes back as its message', () => {
    expect(failureMessageOf('INSUFFICIENT_FUNDS')).toBe('insufficient_funds');
    expect(failureMessageOf('DIRECT_DEBIT_REFUSED')).toBe('direct_debit_refused');
    expect(failureMessageOf(undefined)).toBe('other');
  });
});

describe('the payment form', () => {
  const codes = (hasDevices: boolean, body: Record<string, unknown>) => {
    const parsed = paymentForm(hasDevices).safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('asks for a method, and for the devices’ one with devices', () => {
    expect(codes(false, {})).toEqual(['method:required']);
    expect(codes(false, { method: 'CHEQUE' })).toEqual(['method:invalid_format']);
    expect(codes(true, { method: 'INVOICE' })).toEqual(['productMethod:required']);
    expect(codes(false, { method: 'FINANCING' })).toEqual(['method:invalid_format']);
    expect(codes(true, { method: 'INVOICE', productMethod: 'FINANCING' })).toEqual([]);
  });

  it('checks the IBAN with the API’s codes and needs the mandate for SEPA', () => {
    const sepaForm = (iban: string, mandateAccepted: unknown = 'on') =>
      codes(false, { method: 'SEPA', accountHolder: 'Anna Berger', iban, mandateAccepted });
    expect(sepaForm('AT61 1904 3002 3457 3201')).toEqual([]);
    expect(sepaForm('at611904300234573201', true)).toEqual([]);
    expect(sepaForm('AT62 1904 3002 3457 3201')).toEqual(['iban:invalid_checksum']);
    expect(sepaForm('AT61 1904 3002 3457 320')).toEqual(['iban:invalid_length']);
    expect(sepaForm('BR15 0000 0000 0000 1093 2840 814 P2')).toEqual(['iban:unsupported_country']);
    expect(sepaForm('AT61 1904 3002 3457 3201', false)).toEqual(['mandateAccepted:consent_required']);
    expect(codes(false, { method: 'SEPA', mandateAccepted: true })).toEqual(['accountHolder:required', 'iban:required']);
    expect(codes(true, { method: 'INVOICE', productMethod: 'SEPA' })).toEqual([
      'accountHolder:required',
      'iban:required',
      'mandateAccepted:consent_required',
    ]);
  });

  it('needs a bank for EPS, nothing more for a card or an invoice', () => {
    expect(codes(false, { method: 'EPS' })).toEqual(['bic:required']);
    expect(codes(false, { method: 'EPS', bic: 'BKAUATWW' })).toEqual([]);
    expect(codes(false, { method: 'CREDITCARD', newCard: 'on' })).toEqual([]);
    expect(codes(false, { method: 'INVOICE', iban: '' })).toEqual([]);
  });
});

describe('the providers’ return addresses', () => {
  const request = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/api/checkout/payment', { headers });

  it('use the host the visitor asked for with the request’s protocol, and carry the locale and the trip’s state', () => {
    const visited = request({ host: 'at.localhost:3000' });
    const state = 'S'.repeat(32);
    expect(requestOrigin(visited)).toBe('http://at.localhost:3000');
    expect(cardReturnUrl(visited, { locale: 'de-AT' }, state)).toBe(
      `http://at.localhost:3000/api/checkout/card?locale=de-AT&state=${state}`,
    );
    expect(paymentReturnUrl(visited, { locale: 'en-GB' }, state)).toBe(
      `http://at.localhost:3000/api/checkout/payment-return?locale=en-GB&state=${state}`,
    );
  });

  it('give the TWINT page the same return as a path of ours, naming the trip’s state and its payment', () => {
    const state = 'S'.repeat(32);
    expect(paymentCheckPath({ locale: 'fr-CH' }, state, 'tx_1')).toBe(
      `/api/checkout/payment-return?locale=fr-CH&state=${state}&transactionId=tx_1`,
    );
  });

  it('never take X-Forwarded-Host: the door has put the host a trusted proxy forwarded into Host', () => {
    const forwarded = request({ host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example.at' });
    expect(requestOrigin(forwarded)).toBe('http://127.0.0.1:3000');
  });

  it('add the provider’s redirect parameters to its URL', () => {
    expect(withQuery('https://bank.example/3ds?session=1', { md: 'a b', session: '2' })).toBe('https://bank.example/3ds?session=2&md=a+b');
  });
});

describe("the wallet sheet's amount", () => {
  it('is what is due now with two decimal places, rounded to the cent, never negative', () => {
    expect(walletValue(549)).toBe('549.00');
    expect(walletValue(19.9)).toBe('19.90');
    expect(walletValue(0.1 + 0.2)).toBe('0.30');
    expect(walletValue(10.005)).toBe('10.01');
    expect(walletValue(0)).toBe('0.00');
    expect(walletValue(-5)).toBe('0.00');
  });
});
