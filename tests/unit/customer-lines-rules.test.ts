import { findUpstreamRoute } from '@/lib/platform/bff/routes';
import { humanReadableIccid, iccidProblem, technicalIccid } from '@/lib/domain/iccid';
import { addMonths, earliestTerminationDate, endOfMonth, nextFreeTariffChange, runtimeEnd } from '@/lib/domain/line-contract';
import { luhnCheckDigit, passesLuhn } from '@/lib/domain/luhn';
import { greetingTypeOf, looksLike } from '@/lib/domain/voicemail-greeting';

describe('line contract calendar', () => {
  it('adds months within the target month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-15', 2)).toBe('2028-02-15');
    expect(endOfMonth('2028-01-10', 1)).toBe('2028-02-29');
  });

  it('runs a minimum term to the day before the same date, and none once it is over', () => {
    expect(runtimeEnd('2025-08-20', 24, '2026-11-23')).toBe('2027-08-19');
    expect(runtimeEnd('2025-08-20', 12, '2026-11-23')).toBeUndefined();
    expect(runtimeEnd('2025-08-20', 0, '2025-08-21')).toBeUndefined();
  });

  it('frees the next tariff change on the first of next month after a change this month', () => {
    expect(nextFreeTariffChange(undefined, '2026-11-23')).toBe('2026-11-23');
    expect(nextFreeTariffChange('2026-10-31', '2026-11-23')).toBe('2026-11-23');
    expect(nextFreeTariffChange('2026-12-02', '2026-12-31')).toBe('2027-01-01');
  });

  it('ends a contract at the end of next month, later at the end of its term; prepaid today', () => {
    expect(earliestTerminationDate('2026-11-23', 'POST_PAY')).toBe('2026-12-31');
    expect(earliestTerminationDate('2026-01-01', 'POST_PAY')).toBe('2026-02-28');
    expect(earliestTerminationDate('2026-11-23', 'POST_PAY', '2027-08-19')).toBe('2027-08-19');
    expect(earliestTerminationDate('2026-11-23', 'POST_PAY', '2026-12-15')).toBe('2026-12-31');
    expect(earliestTerminationDate('2026-11-23', 'PRE_PAY', '2027-08-19')).toBe('2026-11-23');
  });
});

describe('ICCID', () => {
  const iccid = `894301100000010100${luhnCheckDigit('894301100000010100')}`;

  it('checks 19 or 20 digits and the Luhn digit, as typed with spaces', () => {
    expect(passesLuhn(iccid)).toBe(true);
    expect(iccidProblem(humanReadableIccid(iccid))).toBeUndefined();
    expect(iccidProblem(' ')).toBe('required');
    expect(iccidProblem('8943 0110')).toBe('invalid_format');
    expect(iccidProblem(`${iccid.slice(0, -1)}${(Number(iccid.at(-1)) + 1) % 10}`)).toBe('invalid_checksum');
  });

  it('prints in groups of four and stores nibble-swapped, padded with F', () => {
    expect(humanReadableIccid('8943011000000101002')).toBe('8943 0110 0000 0101 002');
    expect(technicalIccid('8943011000000101002')).toBe('983410010000101000F2');
  });
});

describe('voicemail greeting', () => {
  it('accepts the four audio types, with parameters', () => {
    expect(greetingTypeOf('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(greetingTypeOf('Audio/MPEG')).toBe('audio/mpeg');
    expect(greetingTypeOf('audio/mp4')).toBeUndefined();
    expect(greetingTypeOf(undefined)).toBeUndefined();
  });

  it('recognises each container by its signature', () => {
    expect(looksLike('audio/mpeg', new Uint8Array([0x49, 0x44, 0x33, 4]))).toBe(true);
    expect(looksLike('audio/mpeg', new Uint8Array([0xff, 0xfb, 0x90]))).toBe(true);
    expect(looksLike('audio/wav', new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')]))).toBe(true);
    expect(looksLike('audio/wav', new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('AVI ')]))).toBe(false);
    expect(looksLike('audio/ogg', new Uint8Array(Buffer.from('OggS')))).toBe(true);
    expect(looksLike('audio/webm', new Uint8Array(Buffer.from('OggS')))).toBe(false);
  });
});

describe('the allow-list for a customer’s lines', () => {
  it('lets the customer read and set their lines with a login, and asks for upgraded access for SIM block, replacement, termination and PAC', () => {
    expect(findUpstreamRoute('GET', 'customerarea/tariffs/P-1-1')?.access).toBe('login');
    expect(findUpstreamRoute('PUT', 'customerarea/tariff/P-1-1')?.access).toBe('login');
    expect(findUpstreamRoute('PUT', 'customerarea/spendingcaps/P-1-1')?.access).toBe('login');
    expect(findUpstreamRoute('PUT', 'customerarea/settings/P-1-1')?.access).toBe('login');
    expect(findUpstreamRoute('PUT', 'simcards/P-1-1/action:lock')?.access).toBe('upgraded');
    expect(findUpstreamRoute('POST', 'simcards/replacements')?.access).toBe('upgraded');
    expect(findUpstreamRoute('POST', 'simcards/P-1-1/replacements/8943')?.access).toBe('upgraded');
    expect(findUpstreamRoute('POST', 'customerarea/contract:terminate')?.access).toBe('upgraded');
    expect(findUpstreamRoute('POST', 'customerarea/tariff/P-1-1/porting/authorisationcode/PAC')?.access).toBe('upgraded');
    expect(findUpstreamRoute('PUT', 'customerarea/settings/P-1-1/customvoicemail')).toBeUndefined();
    expect(findUpstreamRoute('DELETE', 'simcards/P-1-1')).toBeUndefined();
  });
});
