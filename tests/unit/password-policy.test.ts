import { maskedNumber } from '@/lib/domain/masked-number';
import { passwordProblem } from '@/lib/domain/password-policy';

describe('password policy', () => {
  it.each([
    ['Demo-Passwort-2026', null],
    ['Sonnenblume-73', null],
    ['short1!', 'too_short'],
    ['x'.repeat(120) + 'Y1234567890', 'too_long'],
    ['onlyletterslong', 'too_weak'],
    ['1234567890123', 'too_weak'],
    ['aaaaaaaaaaa1', 'too_weak'],
    ['Passwort2026!', 'too_weak'],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses a password that contains the customer’s number', () => {
    expect(passwordProblem('Kunde-10000001', ['10000001', '+436641234501'])).toBe('too_weak');
    expect(passwordProblem('Ruf-641234501x', ['10000001', '+436641234501'])).toBe('too_weak');
    expect(passwordProblem('Kunde-10000001', [])).toBeNull();
  });
});

describe('masked number', () => {
  it('shows the country code and the last 3 digits', () => {
    expect(maskedNumber('+436641234501')).toBe('+43 ••• 501');
    expect(maskedNumber('+447700900123')).toBe('+44 ••• 123');
    expect(maskedNumber('+41795550101')).toBe('+41 ••• 101');
  });
});
