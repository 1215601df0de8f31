import { simReplacementConfirmation, type SimReplacement, type SimState } from '@/lib/platform/content-api/schemas';
import { simStateAfterReplacement } from '@/lib/account/sim-replacement';
import { luhnCheckDigit } from '@/lib/domain/luhn';

const state: SimState = {
  phoneAccountId: 'P-40000002-3',
  status: 'ACTIVE',
  simType: 'SIM',
  humanReadableIccid: '8944 1000 0000 0000 0001',
};
const answer = (over: Partial<SimReplacement>): SimReplacement => ({
  productKey: 'P-40000002-3',
  simType: 'SIM',
  status: 'SHIPPED',
  technicalIccid: '9844010000000000F0',
  humanReadableIccid: '8944 1000 0000 0000 0019',
  requestedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

describe('simStateAfterReplacement', () => {
  it('keeps the card in use while a posted card waits for its printed ICCID', () => {
    expect(simStateAfterReplacement(state, answer({}))).toEqual({
      ...state,
      shippedReplacement: { requestedAt: '2026-11-23T10:00:00.000Z' },
    });
  });

  it('puts the confirmed card in use and forgets the waiting one', () => {
    const waiting = { ...state, shippedReplacement: { requestedAt: '2026-11-20T10:00:00.000Z' } };
    expect(simStateAfterReplacement(waiting, answer({ status: 'ACTIVE' }))).toEqual({
      ...state,
      humanReadableIccid: '8944 1000 0000 0000 0019',
    });
  });

  it('makes a line an eSIM line at once, a posted card that was waiting no longer', () => {
    const waiting = { ...state, shippedReplacement: { requestedAt: '2026-11-20T10:00:00.000Z' } };
    expect(simStateAfterReplacement(waiting, answer({ simType: 'ESIM', status: 'ACTIVE' }))).toEqual({
      ...state,
      simType: 'ESIM',
      humanReadableIccid: '8944 1000 0000 0000 0019',
    });
  });
});

describe('simReplacementConfirmation (the ICCID typed from the new card)', () => {
  const withCheckDigit = (digits: string) => digits + luhnCheckDigit(digits);
  const nineteen = withCheckDigit('894410000000000001');
  const twenty = withCheckDigit('8944100000000000017');
  const codeOf = (iccid: string) => {
    const parsed = simReplacementConfirmation.safeParse({ iccid });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it('takes 19 or 20 digits with their Luhn check digit, spaced as printed or not', () => {
    expect(codeOf(nineteen)).toBeUndefined();
    expect(codeOf(twenty)).toBeUndefined();
    expect(codeOf(twenty.replace(/(\d{4})(?=\d)/g, '$1 '))).toBeUndefined();
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['8944 1000 12', 'invalid_format'],
    ['8944-1000-0000-0000-000A', 'invalid_format'],
  ])('refuses %j as %s', (iccid, code) => {
    expect(codeOf(iccid)).toBe(code);
  });

  it('refuses a wrong check digit', () => {
    const wrong = twenty.slice(0, -1) + ((Number(twenty.at(-1)) + 1) % 10);
    expect(codeOf(wrong)).toBe('invalid_checksum');
  });
});
