import { cardExpiryProblem, parseCardExpiry } from '@/lib/domain/card-expiry';
import { passesLuhn } from '@/lib/domain/luhn';
import { cardBrand, cardNumberProblem, isValidCardCode, normalizeCardNumber } from '@/lib/domain/payment-card';

/** Test numbers of the payment providers (the Maestro one made up, 19 digits): each passes the Luhn check. */
const VISA = '4111 1111 1111 1111';
const VISA_13 = '4222222222222';
const MASTERCARD = '5555 5555 5555 4444';
const MASTERCARD_2_SERIES = '2223 0031 2200 3222';
const AMEX = '3782 822463 10005';
const MAESTRO_19 = '6759 6498 2643 8453 011';

describe('Luhn check digit', () => {
  it.each(['79927398713', '4111111111111111', '0', '18'])('accepts %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(['79927398710', '4111111111111112', '1', ''])('refuses %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
  });
});

describe('card number, checked in the browser before the payment provider', () => {
  it.each([VISA, VISA_13, MASTERCARD, MASTERCARD_2_SERIES, AMEX, MAESTRO_19])('takes %s', (number) => {
    expect(cardNumberProblem(number)).toBeUndefined();
  });

  it('tolerates spaces and dashes', () => {
    expect(normalizeCardNumber(' 4111-1111 1111-1111 ')).toBe('4111111111111111');
    expect(cardNumberProblem('4111-1111-1111-1111')).toBeUndefined();
  });

  it('asks for a number when nothing was typed', () => {
    expect(cardNumberProblem(' ')).toBe('required');
  });

  it('calls letters and other signs an invalid format', () => {
    expect(cardNumberProblem('4111 1111 1111 111O')).toBe('invalid_format');
    expect(cardNumberProblem('4111.1111.1111.1111')).toBe('invalid_format');
  });

  it('needs 13 to 19 digits', () => {
    expect(cardNumberProblem('411111111111')).toBe('wrong_length'); // 12
    expect(cardNumberProblem('41111111111111111111')).toBe('wrong_length'); // 20
    expect(cardNumberProblem('0000000000000')).toBeUndefined(); // 13, passes Luhn
    expect(cardNumberProblem('0000000000000000000')).toBeUndefined(); // 19
  });

  it('catches a mistyped digit', () => {
    expect(cardNumberProblem('4111 1111 1111 1112')).toBe('wrong_checksum');
    expect(cardNumberProblem('5555 5555 5555 4445')).toBe('wrong_checksum');
  });
});

describe('card brand, for display only', () => {
  it.each([
    [VISA, 'visa'],
    ['4', 'visa'],
    [MASTERCARD, 'mastercard'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720 99', 'mastercard'],
    [AMEX, 'amex'],
    ['34', 'amex'],
  ] as const)('shows %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each(['', '5', '50', '56', '2220', '2721', '222', '35', '6011 1111 1111 1117', MAESTRO_19])('names no brand for %s', (number) => {
    expect(cardBrand(number)).toBeUndefined();
  });
});

describe('card security code', () => {
  it('has three digits, four on an American Express card', () => {
    expect(isValidCardCode('123', 'visa')).toBe(true);
    expect(isValidCardCode('123', undefined)).toBe(true);
    expect(isValidCardCode('1234', 'visa')).toBe(false);
    expect(isValidCardCode('1234', 'amex')).toBe(true);
    expect(isValidCardCode('123', 'amex')).toBe(false);
    expect(isValidCardCode('12a', 'mastercard')).toBe(false);
  });
});

describe('card expiry date', () => {
  const today = '2026-03-15';

  it.each([
    ['03/27', { month: 3, year: 2027 }],
    ['3/27', { month: 3, year: 2027 }],
    [' 03 / 27 ', { month: 3, year: 2027 }],
    ['03/2027', { month: 3, year: 2027 }],
    ['0327', { month: 3, year: 2027 }],
    ['12-30', { month: 12, year: 2030 }],
  ])('reads %j as printed on the card', (input, expiry) => {
    expect(parseCardExpiry(input)).toEqual(expiry);
  });

  it('reads a month and a year from two selects', () => {
    expect(parseCardExpiry({ month: 3, year: 2027 })).toEqual({ month: 3, year: 2027 });
    expect(parseCardExpiry({ month: '03', year: '27' })).toEqual({ month: 3, year: 2027 });
  });

  it.each(['13/27', '00/27', '3/7', '03/270', 'March 27', '03/27/01'])('cannot read %j', (input) => {
    expect(parseCardExpiry(input)).toBeUndefined();
    expect(cardExpiryProblem(input, today)).toBe('invalid_format');
  });

  it('asks for a date when nothing was entered', () => {
    expect(cardExpiryProblem('', today)).toBe('required');
    expect(cardExpiryProblem({ month: '', year: '2027' }, today)).toBe('required');
  });

  it('takes a card to the last day of its expiry month', () => {
    expect(cardExpiryProblem('03/26', '2026-03-01')).toBeUndefined();
    expect(cardExpiryProblem('03/26', '2026-03-31')).toBeUndefined();
    expect(cardExpiryProblem('03/26', '2026-04-01')).toBe('expired');
  });

  it('refuses a card that expired in an earlier month or year', () => {
    expect(cardExpiryProblem('02/26', today)).toBe('expired');
    expect(cardExpiryProblem({ month: 12, year: 2025 }, today)).toBe('expired');
  });

  it('takes a date up to 20 years ahead, not a month more', () => {
    expect(cardExpiryProblem('03/46', today)).toBeUndefined();
    expect(cardExpiryProblem('04/46', today)).toBe('too_far_ahead');
    expect(cardExpiryProblem('03/62', today)).toBe('too_far_ahead');
  });

  it('refuses to judge against a day that is not one', () => {
    expect(() => cardExpiryProblem('03/27', '15.03.2026')).toThrow(RangeError);
  });
});
