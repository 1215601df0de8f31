import { parseAmount } from '@/lib/platform/i18n/parse-amount';

describe('typed amounts', () => {
  it.each([
    ['1426,87', 1426.87],
    ['1426.87', 1426.87],
    ['1.426,87', 1426.87],
    ['1,426.87', 1426.87],
    ['1’426.87', 1426.87],
    ['1 426,87', 1426.87],
    ['€ 1426', 1426],
    ['CHF 2251.03', 2251.03],
    ['1.426', 1426],
    ['1,5', 1.5],
    ['0', 0],
  ])('reads %s as %d', (input, value) => {
    expect(parseAmount(input)).toBe(value);
  });

  it.each(['', 'abc', '-100', '12,345,6', '1426.', '1.4.2', '1426,876', '1,42,6'])('refuses %j', (input) => {
    expect(parseAmount(input)).toBeNull();
  });
});
