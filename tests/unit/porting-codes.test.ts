import { incumbentContractNumberProblem } from '@/lib/domain/incumbent-contract-number';
import { normalizePuk, PUK_LENGTH, pukProblem } from '@/lib/domain/puk';
import {
  isSwitchingCodeValidOn,
  normalizeSwitchingCode,
  switchingCodeExpiry,
  switchingCodeProblem,
  switchingCodeType,
} from '@/lib/domain/switching-codes';

describe('PUK (SPEC §5, §9: 8 digits)', () => {
  it('has 8 digits', () => {
    expect(PUK_LENGTH).toBe(8);
    expect(pukProblem('12345678')).toBeUndefined();
    expect(pukProblem('00000000')).toBeUndefined();
  });

  it('may be typed in groups, as printed on the SIM holder', () => {
    expect(normalizePuk(' 1234 5678 ')).toBe('12345678');
    expect(pukProblem('1234 5678')).toBeUndefined();
  });

  it('asks for the PUK when nothing was typed', () => {
    expect(pukProblem('  ')).toBe('required');
  });

  it.each(['1234567', '123456789', '1234567a', '1234-5678', '１２３４５６７８'])('says "PUK must be 8 digits" for %j', (puk) => {
    expect(pukProblem(puk)).toBe('invalid_format');
  });
});

describe('UK switching codes (PAC and STAC)', () => {
  it('tells a PAC (3 letters, 6 digits) from a STAC (6 digits, 3 letters)', () => {
    expect(switchingCodeType('ABC123456')).toBe('PAC');
    expect(switchingCodeType('123456ABC')).toBe('STAC');
  });

  it('takes the code in lower case and with spaces', () => {
    expect(normalizeSwitchingCode(' abc 123 456 ')).toBe('ABC123456');
    expect(switchingCodeType('abc 123456')).toBe('PAC');
    expect(switchingCodeType('123 456 abc')).toBe('STAC');
    expect(switchingCodeProblem('abc 123456', 'PAC')).toBeUndefined();
  });

  it.each(['AB1234567', 'ABC12345', 'ABC1234567', '12345ABCD', 'ABC-123456', '123456AB1', 'ÄBC123456'])(
    'reads neither code in %j',
    (code) => {
      expect(switchingCodeType(code)).toBeUndefined();
      expect(switchingCodeProblem(code, 'PAC')).toBe('invalid_format');
    },
  );

  it('asks for a code when nothing was typed', () => {
    expect(switchingCodeProblem('', 'PAC')).toBe('required');
  });

  it('needs a PAC to keep the number: a STAC is the wrong code', () => {
    expect(switchingCodeProblem('ABC123456', 'PAC')).toBeUndefined();
    expect(switchingCodeProblem('123456ABC', 'PAC')).toBe('wrong_type');
    expect(switchingCodeProblem('123456ABC', 'STAC')).toBeUndefined();
    expect(switchingCodeProblem('ABC123456', 'STAC')).toBe('wrong_type');
  });

  it('is valid for 30 days after the day it was issued', () => {
    expect(switchingCodeExpiry('2026-03-01')).toBe('2026-03-31');
    expect(switchingCodeExpiry('2026-02-10')).toBe('2026-03-12');
    expect(switchingCodeExpiry('2024-02-10')).toBe('2024-03-11');
    expect(switchingCodeExpiry('2026-12-15')).toBe('2027-01-14');
  });

  it('can be used on its expiry date, not the day after', () => {
    const expiry = switchingCodeExpiry('2026-03-01');
    expect(isSwitchingCodeValidOn(expiry, '2026-03-01')).toBe(true);
    expect(isSwitchingCodeValidOn(expiry, '2026-03-30')).toBe(true);
    expect(isSwitchingCodeValidOn(expiry, '2026-03-31')).toBe(true);
    expect(isSwitchingCodeValidOn(expiry, '2026-04-01')).toBe(false);
  });
});

describe("an incumbent's business contract number (SPEC §5: starts with 3)", () => {
  const business = { fromIncumbent: true, contractType: 'BUSINESS' } as const;

  it('starts with 3 when a business contract moves from the incumbent', () => {
    expect(incumbentContractNumberProblem('3001234567', business)).toBeUndefined();
    expect(incumbentContractNumberProblem(' 3001234567 ', business)).toBeUndefined();
    expect(incumbentContractNumberProblem('1001234567', business)).toBe('incumbent_business_starts_with_3');
    expect(incumbentContractNumberProblem('K3001234', business)).toBe('incumbent_business_starts_with_3');
  });

  it('checks nothing for a private contract or another provider', () => {
    expect(incumbentContractNumberProblem('1001234567', { fromIncumbent: true, contractType: 'POSTPAID' })).toBeUndefined();
    expect(incumbentContractNumberProblem('1001234567', { fromIncumbent: true, contractType: 'PREPAID' })).toBeUndefined();
    expect(incumbentContractNumberProblem('1001234567', { fromIncumbent: false, contractType: 'BUSINESS' })).toBeUndefined();
  });

  it('leaves an empty field to the required check', () => {
    expect(incumbentContractNumberProblem('', business)).toBeUndefined();
  });
});
