/**
 * The sandbox card provider's test cards, documented like a real provider's (README "Sandbox
 * payment"): the number picks what happens. Any other number is refused, so a real card typed into
 * the sandbox goes nowhere. Expiry any month from the current one on (sandbox clock); CVV any 3
 * digits (4 for American Express); holder any name.
 */
import { passesLuhn } from '@storefront/rules/luhn';
import type { CardScenario } from '../../store/payment';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX';

export type TestCard = { number: string; brand: CardBrand; scenario: CardScenario; description: string };

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'VISA', scenario: 'APPROVE', description: 'Approved without 3-D Secure' },
  { number: '5555555555554444', brand: 'MASTERCARD', scenario: 'APPROVE', description: 'Approved without 3-D Secure' },
  { number: '378282246310005', brand: 'AMEX', scenario: 'APPROVE', description: 'Approved without 3-D Secure' },
  { number: '4000000000003220', brand: 'VISA', scenario: 'CHALLENGE', description: '3-D Secure challenge: approve, decline or abandon' },
  {
    number: '5200000000001096',
    brand: 'MASTERCARD',
    scenario: 'CHALLENGE',
    description: '3-D Secure challenge: approve, decline or abandon',
  },
  { number: '4000000000000002', brand: 'VISA', scenario: 'DECLINE', description: 'Declined by the issuer' },
  { number: '4000000000009995', brand: 'VISA', scenario: 'INSUFFICIENT_FUNDS', description: 'Declined: insufficient funds' },
];

export type CardInput = { number: string; expiry: string; cvv: string; holder: string };

/** The hosted field's problems with what was typed, by field (number, expiry, cvv, holder). */
export type CardProblem = 'required' | 'invalid_format' | 'invalid_checksum' | 'not_a_test_card' | 'expired';

export type CheckedCard = { card: TestCard; expiryMonth: number; expiryYear: number; holder: string };

/** Checks a card as the hosted field does; `today` is the sandbox clock's ISO date. */
export function checkCard(
  input: CardInput,
  today: string,
): { ok: true; value: CheckedCard } | { ok: false; problems: Record<string, CardProblem> } {
  const problems: Record<string, CardProblem> = {};
  const digits = input.number.replace(/[\s-]/g, '');
  let card: TestCard | undefined;
  if (!digits) problems.number = 'required';
  else if (!/^\d{12,19}$/.test(digits)) problems.number = 'invalid_format';
  else if (!passesLuhn(digits)) problems.number = 'invalid_checksum';
  else if (!(card = TEST_CARDS.find((c) => c.number === digits))) problems.number = 'not_a_test_card';

  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  if (!input.expiry.trim()) problems.expiry = 'required';
  else if (!expiry || month < 1 || month > 12) problems.expiry = 'invalid_format';
  else if (`${year}-${String(month).padStart(2, '0')}` < today.slice(0, 7)) problems.expiry = 'expired';

  const cvvLength = card?.brand === 'AMEX' ? 4 : 3;
  if (!input.cvv.trim()) problems.cvv = 'required';
  else if (!new RegExp(`^\\d{${cvvLength}}$`).test(input.cvv.trim())) problems.cvv = 'invalid_format';

  const holder = input.holder.trim();
  if (!holder) problems.holder = 'required';
  else if (holder.length > 70) problems.holder = 'invalid_format';

  if (!card || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, value: { card, expiryMonth: month, expiryYear: year, holder } };
}
