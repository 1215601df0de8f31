import { AUSTRIA_COUNTRY_CONFIG } from '@/content-api/seed/markets/austria';
import { fieldErrorsOf } from '@/lib/platform/content-api/field-errors';
import { contactMessage, isMarketPhoneNumber } from '@/lib/platform/content-api/schemas';

const schema = contactMessage(AUSTRIA_COUNTRY_CONFIG);
const valid = {
  name: 'Anna Berger',
  email: 'anna.berger@example.org',
  phone: '0660 1234567',
  subject: 'invoice',
  message: 'Meine letzte Rechnung ist doppelt abgebucht worden.',
  customerNumber: '',
  callbackNumber: '',
};
const errorsOf = (input: Record<string, string>) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error.issues);
};

describe('contact form message (SPEC §3, §5)', () => {
  it('accepts a complete message and drops empty optional fields', () => {
    const result = schema.parse(valid);
    expect(result).toMatchObject({ name: 'Anna Berger', subject: 'invoice' });
    expect(result.customerNumber).toBeUndefined();
    expect(result.callbackNumber).toBeUndefined();
  });

  it('marks every empty required field, and an unchosen subject, as required', () => {
    expect(errorsOf({ ...valid, name: ' ', email: '', phone: '', subject: '', message: '' })).toEqual([
      { field: 'name', code: 'required' },
      { field: 'email', code: 'required' },
      { field: 'phone', code: 'required' },
      { field: 'subject', code: 'required' },
      { field: 'message', code: 'required' },
    ]);
  });

  it('rejects an invalid e-mail address and a number that is neither an Austrian mobile nor landline number', () => {
    expect(errorsOf({ ...valid, email: 'anna.berger@', phone: '12345' })).toEqual([
      { field: 'email', code: 'invalid_format' },
      { field: 'phone', code: 'invalid_format' },
    ]);
  });

  it('checks the optional customer number (digits) and call-back number (market patterns) only when given', () => {
    expect(errorsOf({ ...valid, customerNumber: '1000-0001', callbackNumber: '+49 30 1234567' })).toEqual([
      { field: 'customerNumber', code: 'invalid_format' },
      { field: 'callbackNumber', code: 'invalid_format' },
    ]);
    expect(errorsOf({ ...valid, customerNumber: '10000001', callbackNumber: '01 890 6600' })).toEqual([]);
  });

  it('limits the length of the message', () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual([{ field: 'message', code: 'too_long' }]);
  });

  it('takes mobile and landline numbers from the market configuration', () => {
    expect(isMarketPhoneNumber(AUSTRIA_COUNTRY_CONFIG, '+43 664 1234567')).toBe(true);
    expect(isMarketPhoneNumber(AUSTRIA_COUNTRY_CONFIG, '0512/123456')).toBe(true);
    expect(isMarketPhoneNumber(AUSTRIA_COUNTRY_CONFIG, '+39 333 1234567')).toBe(false);
    expect(isMarketPhoneNumber({ mobilePhoneNumberRegex: '(', phoneNumberRegex: '(' }, '0664 1234567')).toBe(false);
  });
});
