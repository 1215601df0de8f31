import { changesPorting, correctionValuesOf } from '@/lib/domain/porting-correction';
import { failureHelpOf } from '@/lib/domain/porting-failure';
import { awaitsSignature, PORTING_STEPS, timelineOf } from '@/lib/domain/porting-timeline';
import type { MobilePorting, PortingFailureReason } from '@/lib/platform/content-api/schemas';

const PORTING: MobilePorting = {
  phoneAccountId: 'PA-20000001-P2',
  phoneNumber: '+49 160 5550102',
  tariffName: 'Smart L',
  contractType: 'POSTPAID',
  firstname: 'J.',
  lastname: 'Schneider',
  birthDay: '1991-06-23',
  previousProviderId: 'telekom-de',
  desiredPortingDate: '2026-12-14',
  terminationType: 'IMMEDIATE',
  puk: '12345678',
  isSigned: true,
  isPreValidated: false,
  status: 'FAILED',
  portingErrors: ['WRONG_NAME'],
};

describe('the timeline of a mobile porting (SPEC §4)', () => {
  it('runs OPEN → READY_FOR_PROCESSING → IN_PROCESS → FINISHED', () => {
    expect(PORTING_STEPS).toEqual(['OPEN', 'READY_FOR_PROCESSING', 'IN_PROCESS', 'FINISHED']);
  });

  it('marks the steps before the status done, the status current and the rest to come', () => {
    expect(timelineOf('OPEN')?.map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(timelineOf('READY_FOR_PROCESSING')?.map((s) => s.state)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(timelineOf('IN_PROCESS')?.map((s) => s.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(timelineOf('FINISHED')?.map((s) => s.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(timelineOf('IN_PROCESS')?.find((s) => s.state === 'current')?.step).toBe('IN_PROCESS');
  });

  it('puts a FAILED porting on no step: it explains why it stopped instead', () => {
    expect(timelineOf('FAILED')).toBeUndefined();
  });

  it('asks for the signature (the finish-processing prompt) only while OPEN and unsigned', () => {
    expect(awaitsSignature({ status: 'OPEN', isSigned: false })).toBe(true);
    expect(awaitsSignature({ status: 'OPEN', isSigned: true })).toBe(false);
    expect(awaitsSignature({ status: 'FAILED', isSigned: false })).toBe(false);
    expect(awaitsSignature({ status: 'IN_PROCESS', isSigned: false })).toBe(false);
  });
});

describe('what a failed porting asks of its customer (SPEC §4 failure reasons)', () => {
  const help = (reasons: PortingFailureReason[], contractType: MobilePorting['contractType'] = 'POSTPAID') =>
    failureHelpOf({ portingErrors: reasons, contractType });

  it('asks for the names on a wrong name, the company name too on a business contract', () => {
    expect(help(['WRONG_NAME'])).toEqual({ reasons: ['WRONG_NAME'], fields: ['firstname', 'lastname'], sign: false, contact: false });
    expect(help(['WRONG_NAME'], 'BUSINESS').fields).toEqual(['firstname', 'lastname', 'companyName']);
  });

  it('asks for the contract type with the provider (which must offer it) and the company name a business contract needs', () => {
    expect(help(['WRONG_CONTYPE']).fields).toEqual(['companyName', 'contractType', 'previousProviderId']);
  });

  it('asks for another date on a wrong date, and once the prepaid provider knows the customer leaves', () => {
    expect(help(['WRONG_WISH_DATE']).fields).toEqual(['desiredPortingDate']);
    expect(help(['PREPAY_DEPARTURE_NOT_ANNOUNCED']).fields).toEqual(['desiredPortingDate']);
  });

  it.each(['POA_NOT_RECEIVED_ON_TIME', 'POA_INCORRECT', 'POA_NOT_SIGNED', 'POA_REQUIRED'] as const)(
    'answers %s with a new signature, no data',
    (reason) => {
      expect(help([reason])).toEqual({ reasons: [reason], fields: [], sign: true, contact: false });
    },
  );

  it('sends a number switched off too long ago to customer service', () => {
    expect(help(['SUBNUMBER_DISCONNECT_DATE_TOO_FAR_BACK'])).toEqual({
      reasons: ['SUBNUMBER_DISCONNECT_DATE_TOO_FAR_BACK'],
      fields: [],
      sign: false,
      contact: true,
    });
  });

  it('offers all the data for OTHER, and treats a failure without a reason as OTHER', () => {
    const all = ['firstname', 'lastname', 'companyName', 'contractType', 'previousProviderId', 'desiredPortingDate'];
    expect(help(['OTHER']).fields).toEqual(all);
    expect(help([])).toEqual({ reasons: ['OTHER'], fields: all, sign: false, contact: false });
  });

  it('joins several reasons: each explained once, their data in form order', () => {
    const joined = help(['WRONG_WISH_DATE', 'WRONG_NAME', 'POA_INCORRECT', 'WRONG_NAME']);
    expect(joined.reasons).toEqual(['WRONG_WISH_DATE', 'WRONG_NAME', 'POA_INCORRECT']);
    expect(joined.fields).toEqual(['firstname', 'lastname', 'desiredPortingDate']);
    expect(joined.sign).toBe(true);
  });
});

describe('a correction of a porting (SPEC §7 PUT /portings/phoneaccounts/{id})', () => {
  it('starts from the porting’s data, an absent company name and PUK empty', () => {
    expect(correctionValuesOf({ ...PORTING, puk: undefined })).toEqual({
      firstname: 'J.',
      lastname: 'Schneider',
      companyName: '',
      contractType: 'POSTPAID',
      previousProviderId: 'telekom-de',
      desiredPortingDate: '2026-12-14',
      puk: '',
    });
  });

  it('sends data only when it changes something: unchanged, the porting is re-presented alone', () => {
    const values = correctionValuesOf(PORTING);
    expect(changesPorting(PORTING, values)).toBe(false);
    expect(changesPorting(PORTING, { ...values, firstname: ' J. ', companyName: '  ' })).toBe(false);
    expect(changesPorting(PORTING, { ...values, firstname: 'Julia' })).toBe(true);
    expect(changesPorting(PORTING, { ...values, companyName: 'Schneider GmbH' })).toBe(true);
    expect(changesPorting(PORTING, { ...values, desiredPortingDate: '2026-12-15' })).toBe(true);
    expect(changesPorting(PORTING, { ...values, puk: '87654321' })).toBe(true);
  });
});
