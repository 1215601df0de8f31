import { formatIban, ibanProblem, isValidIban, normalizeIban, SEPA_IBAN_LENGTHS } from '@/lib/domain/iban';

/** Examples from the SWIFT IBAN registry, one per market and a few with letters in the account part. */
const VALID = {
  AT: 'AT61 1904 3002 3457 3201',
  DE: 'DE89 3704 0044 0532 0130 00',
  CH: 'CH93 0076 2011 6238 5295 7',
  GB: 'GB29 NWBK 6016 1331 9268 19',
  IT: 'IT60 X054 2811 1010 0000 0123 456',
  FR: 'FR14 2004 1010 0505 0001 3M02 606',
  NL: 'NL91 ABNA 0417 1643 00',
  BE: 'BE68 5390 0754 7034',
  NO: 'NO93 8601 1117 947',
  MT: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  LI: 'LI21 0881 0000 2324 013A A',
  GI: 'GI75 NWBK 0000 0000 7099 453',
};

describe('IBAN of a direct debit (SEPA)', () => {
  it.each(Object.entries(VALID))('takes a valid %s IBAN', (_country, iban) => {
    expect(ibanProblem(iban)).toBeUndefined();
    expect(isValidIban(iban)).toBe(true);
  });

  it('knows the lengths of the markets’ countries: AT 20, DE 22, CH 21, GB 22, IT 27', () => {
    expect(SEPA_IBAN_LENGTHS).toMatchObject({ AT: 20, DE: 22, CH: 21, GB: 22, IT: 27 });
  });

  it('lists every EU, EEA and other SEPA country', () => {
    expect(Object.keys(SEPA_IBAN_LENGTHS)).toHaveLength(37);
    for (const [country, iban] of Object.entries(VALID)) expect(normalizeIban(iban)).toHaveLength(SEPA_IBAN_LENGTHS[country]!);
  });

  it('ignores spaces, non-breaking spaces and lower case', () => {
    expect(normalizeIban(' de89 3704\u00a00044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(ibanProblem('de89370400440532013000')).toBeUndefined();
  });

  it('asks for an IBAN when nothing was typed', () => {
    expect(ibanProblem('')).toBe('required');
    expect(ibanProblem('   ')).toBe('required');
  });

  it.each([
    ['no country code', '8937040044053201300'],
    ['letters as check digits', 'DEXX370400440532013000'],
    ['punctuation', 'DE89-3704-0044-0532-0130-00'],
    ['a country code alone', 'DE89'],
    ['an umlaut', 'DE89 3704 0044 0532 0130 0Ä'],
  ])('calls %s an invalid format', (_what, iban) => {
    expect(ibanProblem(iban)).toBe('invalid_format');
  });

  it('refuses a country outside SEPA even with valid check digits', () => {
    expect(ibanProblem('BR97 0036 0305 0000 1000 9795 493P 1')).toBe('unsupported_country');
    expect(ibanProblem('US12 3456 7890')).toBe('unsupported_country');
  });

  it('tells a missing or extra character apart from a typo', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 0')).toBe('wrong_length');
    expect(ibanProblem('AT61 1904 3002 3457 3201 0')).toBe('wrong_length');
    expect(ibanProblem('DE89 3704 0044 0532 0130 01')).toBe('wrong_checksum');
    expect(ibanProblem('DE88 3704 0044 0532 0130 00')).toBe('wrong_checksum');
  });

  it('catches two swapped digits', () => {
    expect(ibanProblem('AT61 1904 3002 3457 3210')).toBe('wrong_checksum');
    expect(ibanProblem('CH93 0076 2011 6238 5259 7')).toBe('wrong_checksum');
  });

  it('takes the accepted countries from the caller when it narrows them', () => {
    expect(ibanProblem(VALID.DE, { AT: 20 })).toBe('unsupported_country');
    expect(ibanProblem(VALID.AT, { AT: 20 })).toBeUndefined();
  });
});

describe('IBAN in groups of four', () => {
  it('prints the machine form in groups of four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('at611904300234573201')).toBe('AT61 1904 3002 3457 3201');
  });

  it('regroups what was typed in other groups, without a trailing space', () => {
    expect(formatIban('CH9300 762011 62385295 7')).toBe('CH93 0076 2011 6238 5295 7');
    expect(formatIban('')).toBe('');
    expect(formatIban('AT61')).toBe('AT61');
  });
});
