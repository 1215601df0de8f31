import { kindOf, numberErrorKey, numberLabelKey, simIndexOf } from '@/lib/checkout/steps/number-texts';

describe('the number step’s texts', () => {
  it('reads a field’s kind and SIM card from its path', () => {
    expect(kindOf('simCards.1.number.phoneNumber')).toBe('number.phoneNumber');
    expect(kindOf('landline.port')).toBe('landline.port');
    expect(simIndexOf('simCards.2.code')).toBe(2);
    expect(simIndexOf('landline.port')).toBe(-1);
  });

  it('names the order’s refusals the same at every field', () => {
    expect(numberErrorKey('date', 'unavailable_date', 'puk')).toBe('portingDate');
    expect(numberErrorKey('transferPhoneNumber', 'number_cannot_be_used', 'puk')).toBe('numberUnusable');
    expect(numberErrorKey('holderFirstName', 'too_long', 'puk')).toBe('too_long');
  });

  it('gives each kind of field its own message, by code', () => {
    expect(numberErrorKey('contractType', undefined, 'puk')).toBe('choice');
    expect(numberErrorKey('number.phoneNumber', 'expired', 'puk')).toBe('numberExpired');
    expect(numberErrorKey('phoneNumber', 'required', 'puk')).toBe('number');
    expect(numberErrorKey('landline.phoneNumber', 'required', 'puk')).toBe('required');
    expect(numberErrorKey('cancelPhoneNumber', 'invalid_format', 'stac')).toBe('phone');
    expect(numberErrorKey('codeIssuedOn', 'invalid_date', 'stac')).toBe('futureDate');
    expect(numberErrorKey('codeIssuedOn', 'expired', 'stac')).toBe('stacExpired');
    expect(numberErrorKey('contractNumber', 'invalid_format', 'puk')).toBe('contractNumber');
    expect(numberErrorKey('smsSent', 'required', 'puk')).toBe('smsSent');
    expect(numberErrorKey('landline.connectionId', 'invalid_format', 'puk')).toBe('connectionId');
    expect(numberErrorKey('holderLastName', 'required', 'puk')).toBe('required');
    expect(numberErrorKey('holderLastName', 'invalid_format', 'puk')).toBe('invalid_format');
  });

  it('names the code the card asks for', () => {
    expect(numberErrorKey('code', 'invalid_format', 'puk')).toBe('puk');
    expect(numberErrorKey('code', 'mismatch', 'pac')).toBe('pacMismatch');
    expect(numberErrorKey('code', 'mismatch', 'stac')).toBe('stacMismatch');
    expect(numberErrorKey('code', 'required', 'stac')).toBe('required');
    expect(numberLabelKey('code', 'stac')).toBe('stac');
  });

  it('labels the chosen numbers by their role and every other field by its kind', () => {
    expect(numberLabelKey('number.phoneNumber', 'puk')).toBe('newNumber');
    expect(numberLabelKey('temporaryNumber.phoneNumber', 'puk')).toBe('temporaryNumber');
    expect(numberLabelKey('landline.connectionId', 'puk')).toBe('landline.connectionId');
  });
});
