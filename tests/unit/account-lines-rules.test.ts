import { capsFormSchema, capsFormValues } from '@/lib/platform/contracts/account-lines';
import { euRoamingDataAfterAllowance } from '@/lib/domain/eu-roaming-cutoff';

const caps = [
  { id: 'DATA', name: 'Extra data', unit: 'EUR', value: 0, maxValue: 50, customizable: true },
  { id: 'ROAMING_WORLD', name: 'Outside the EU', unit: 'EUR', value: 10, maxValue: 100, customizable: true },
  { id: 'FIXED', name: 'Fixed', unit: 'EUR', value: 5, maxValue: 5, customizable: false },
];

describe('the spending-caps form', () => {
  it('holds the customizable caps as typed text', () => {
    expect(capsFormValues(caps)).toEqual({
      caps: [
        { id: 'DATA', value: '0' },
        { id: 'ROAMING_WORLD', value: '10' },
      ],
    });
  });

  it('sends whole amounts from 0 to each cap’s maximum', () => {
    const result = capsFormSchema(caps).safeParse({
      caps: [
        { id: 'DATA', value: ' 50 ' },
        { id: 'ROAMING_WORLD', value: '0' },
      ],
    });
    expect(result.data).toEqual({
      caps: [
        { id: 'DATA', value: 50 },
        { id: 'ROAMING_WORLD', value: 0 },
      ],
    });
  });

  it.each([
    ['51', 'too_large'],
    ['', 'required'],
    ['2.5', 'invalid_format'],
    ['-1', 'invalid_format'],
  ])('refuses %j at its field with %s', (value, code) => {
    const result = capsFormSchema(caps).safeParse({
      caps: [
        { id: 'DATA', value },
        { id: 'ROAMING_WORLD', value: '100' },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['caps.0.value', code]]);
  });
});

describe('EU roaming data after the allowance', () => {
  it('stops with the cut-off on, whatever the cap', () => {
    expect(euRoamingDataAfterAllowance(true, 20)).toEqual({ kind: 'stopsByCutoff' });
  });
  it('without the cut-off stops at a cap of 0 and is charged up to a cap above it', () => {
    expect(euRoamingDataAfterAllowance(false, 0)).toEqual({ kind: 'stopsByCap' });
    expect(euRoamingDataAfterAllowance(false, 20)).toEqual({ kind: 'chargedUpTo', cap: 20 });
  });
  it('says nothing for a line without an EU roaming cap', () => {
    expect(euRoamingDataAfterAllowance(false, undefined)).toBeUndefined();
  });
});
