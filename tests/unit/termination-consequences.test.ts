import { terminationConsequences } from '@/lib/domain/termination-consequences';

describe('terminationConsequences', () => {
  const mobile = { paymentType: 'POST_PAY' as const, hasNumber: true, paysOffDevice: false };

  it('ends a contract line with a final invoice, its number portable until then', () => {
    expect(terminationConsequences(mobile, '2026-12-31')).toEqual(['SERVICE_ENDS', 'NUMBER_PORTABLE_UNTIL_END', 'FINAL_INVOICE']);
  });

  it('names a minimum term that still runs on the day, and device instalments', () => {
    expect(terminationConsequences({ ...mobile, runtimeEnd: '2027-03-14', paysOffDevice: true }, '2027-03-14')).toEqual([
      'SERVICE_ENDS',
      'NUMBER_PORTABLE_UNTIL_END',
      'MINIMUM_TERM_RUNS',
      'FINAL_INVOICE',
      'DEVICE_INSTALMENTS_CONTINUE',
    ]);
    expect(terminationConsequences({ ...mobile, runtimeEnd: '2026-12-30' }, '2026-12-31')).not.toContain('MINIMUM_TERM_RUNS');
  });

  it('refunds a prepaid line’s credit; a fixed line has no number to port', () => {
    expect(terminationConsequences({ ...mobile, paymentType: 'PRE_PAY' }, '2026-11-23')).toContain('PREPAID_BALANCE_REFUND');
    expect(terminationConsequences({ ...mobile, hasNumber: false }, '2026-12-31')).toEqual(['SERVICE_ENDS', 'FINAL_INVOICE']);
  });
});
