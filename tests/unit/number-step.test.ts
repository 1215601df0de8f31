import { numberSchema, type NumberRules } from '@/lib/checkout/steps/number-schema';
import { fieldErrorsOf } from '@/lib/platform/content-api/field-errors';

/**
 * The number step's market rules (issue 14 §3.2, SPEC §5): PUK, PAC and STAC, the free porting dates,
 * an incumbent's business contract number, the consents, and the landline pattern.
 */

const providers: NumberRules['providers'] = [
  { id: 'a1', displayName: 'A1 Telekom Austria', supportedContractTypes: ['POSTPAID', 'PREPAID', 'BUSINESS'] },
  { id: 'hot', displayName: 'HoT', supportedContractTypes: ['PREPAID'] },
  { id: 'ee', displayName: 'EE', supportedContractTypes: ['POSTPAID', 'PREPAID', 'BUSINESS'] },
];
const rules = (market: NumberRules['market']): NumberRules => ({
  market,
  phone: { mobilePhoneNumberRegex: String.raw`0\d{3} ?\d{6,7}`, phoneNumberRegex: String.raw`0\d{1,4} ?\d{4,8}` },
  providers,
  freeDates: ['2026-03-04', '2026-03-05'],
  today: '2026-03-01',
});

const port = (extra: Record<string, unknown> = {}) => ({
  source: 'PORTING',
  transferPhoneNumber: '0664 1234567',
  contractType: 'PREPAID',
  previousProviderId: 'hot',
  holderFirstName: 'Anna',
  holderLastName: 'Berger',
  code: '12345678',
  date: '2026-03-04',
  terminationConfirmed: true,
  smsSent: true,
  ...extra,
});

const check = (market: NumberRules['market'], simCard: Record<string, unknown>, landline?: unknown) =>
  numberSchema(rules(market)).safeParse({ simCards: [simCard], ...(landline ? { landline } : {}) });

/** The fields refused, as the handler answers them. */
const refused = (market: NumberRules['market'], simCard: Record<string, unknown>, landline?: unknown) => {
  const result = check(market, simCard, landline);
  return result.success ? [] : fieldErrorsOf(result.error.issues);
};

describe('PUK (SPEC §5: 8 digits)', () => {
  it('takes 8 digits typed in groups and keeps them without spaces', () => {
    const result = check('AT', port({ code: ' 1234 5678 ' }));
    expect(result.success && result.data.simCards[0]).toMatchObject({ code: '12345678' });
  });

  it('refuses fewer or other characters than 8 digits', () => {
    expect(refused('AT', port({ code: '1234 567' }))).toEqual([{ field: 'simCards.0.code', code: 'invalid_format' }]);
    expect(refused('AT', port({ code: '1234567a' }))).toEqual([{ field: 'simCards.0.code', code: 'invalid_format' }]);
  });

  it('is required for a prepaid card, optional for a contract', () => {
    expect(refused('AT', port({ code: '' }))).toEqual([{ field: 'simCards.0.code', code: 'required' }]);
    expect(refused('AT', port({ code: '', contractType: 'POSTPAID', previousProviderId: 'a1', terminationType: 'IMMEDIATE' }))).toEqual([]);
  });
});

describe('UK switching codes', () => {
  const ukPort = (code: string) => port({ code, smsSent: undefined, previousProviderId: 'ee', contractType: 'POSTPAID' });

  it('ports with a PAC (3 letters, 6 digits), kept in capitals without spaces; no PUK, SMS or termination type', () => {
    const result = check('UK', ukPort('abc 123 456'));
    expect(result.success && result.data.simCards[0]).toMatchObject({ code: 'ABC123456' });
  });

  it('refuses a malformed PAC and a STAC given for a port', () => {
    expect(refused('UK', ukPort('AB1234567'))).toEqual([{ field: 'simCards.0.code', code: 'invalid_format' }]);
    expect(refused('UK', ukPort('123456ABC'))).toEqual([{ field: 'simCards.0.code', code: 'mismatch' }]);
    expect(refused('UK', ukPort(''))).toEqual([{ field: 'simCards.0.code', code: 'required' }]);
  });

  const cancel = (extra: Record<string, unknown> = {}) => ({
    source: 'CANCEL',
    cancelPhoneNumber: '0770 0900456',
    previousProviderId: 'ee',
    code: '123456abc',
    codeIssuedOn: '2026-02-20',
    number: { numberingPlanAssignmentId: 'npa-1', phoneNumber: '07700 900999', expiresAt: '2026-03-01T10:15:00Z' },
    ...extra,
  });

  it('cancels with a STAC (6 digits, 3 letters) issued within the last 30 days', () => {
    const result = check('UK', cancel());
    expect(result.success && result.data.simCards[0]).toMatchObject({ code: '123456ABC' });
    expect(refused('UK', cancel({ codeIssuedOn: '2026-01-30' }))).toEqual([]);
  });

  it('refuses a STAC older than 30 days, one issued in the future, and a PAC', () => {
    expect(refused('UK', cancel({ codeIssuedOn: '2026-01-29' }))).toEqual([{ field: 'simCards.0.codeIssuedOn', code: 'expired' }]);
    expect(refused('UK', cancel({ codeIssuedOn: '2026-03-02' }))).toEqual([{ field: 'simCards.0.codeIssuedOn', code: 'invalid_date' }]);
    expect(refused('UK', cancel({ code: 'ABC123456' }))).toEqual([{ field: 'simCards.0.code', code: 'mismatch' }]);
  });

  it('is the UK only', () => {
    expect(refused('AT', cancel())).toEqual([{ field: 'simCards.0.source', code: 'required' }]);
  });
});

describe('porting date (SPEC §5: porting date invalid, choose another day)', () => {
  it('must be one of the free dates', () => {
    expect(refused('AT', port({ date: '2026-03-05' }))).toEqual([]);
    expect(refused('AT', port({ date: '2026-03-06' }))).toEqual([{ field: 'simCards.0.date', code: 'unavailable_date' }]);
  });
});

describe("an incumbent's business contract number (SPEC §5: starts with 3)", () => {
  const business = (extra: Record<string, unknown>) =>
    port({ contractType: 'BUSINESS', previousProviderId: 'a1', terminationType: 'END_OF_COMMITMENT', code: '', ...extra });

  it('is asked when a business contract moves from the incumbent, and starts with 3', () => {
    expect(refused('AT', business({ contractNumber: '3001234567' }))).toEqual([]);
    expect(refused('AT', business({ contractNumber: '1001234567' }))).toEqual([
      { field: 'simCards.0.contractNumber', code: 'invalid_format' },
    ]);
    expect(refused('AT', business({}))).toEqual([{ field: 'simCards.0.contractNumber', code: 'required' }]);
  });

  it('is not asked for another provider or contract type', () => {
    expect(refused('AT', port({ contractNumber: '1001234567' }))).toEqual([]);
  });
});

describe('the rest of a port-in', () => {
  it('asks the termination type for a contract, the consents, a provider of the contract type and a mobile number', () => {
    const fields = refused(
      'AT',
      port({ contractType: 'POSTPAID', terminationConfirmed: false, smsSent: undefined, transferPhoneNumber: '01 234567' }),
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'simCards.0.terminationConfirmed', code: 'consent_required' },
        { field: 'simCards.0.smsSent', code: 'consent_required' },
        { field: 'simCards.0.terminationType', code: 'required' },
        { field: 'simCards.0.previousProviderId', code: 'required' },
        { field: 'simCards.0.transferPhoneNumber', code: 'invalid_format' },
      ]),
    );
  });
});

describe('landline number', () => {
  const tariff = port();
  it('keeps a landline number of the market pattern with its connection', () => {
    const line = {
      port: true,
      phoneNumber: '01 5123456',
      connectionId: 'AT-123',
      previousProvider: 'A1',
      buildingType: 'SINGLE_FAMILY_HOUSE',
    };
    expect(refused('AT', tariff, line)).toEqual([]);
    expect(refused('AT', tariff, { ...line, phoneNumber: '12' })).toEqual([{ field: 'landline.phoneNumber', code: 'invalid_format' }]);
    expect(refused('AT', tariff, { port: false })).toEqual([]);
  });
});
