/**
 * The sandbox bank answers for SEPA direct-debit mandates (README "Sandbox payment"): every IBAN that
 * passes the check is accepted, except these, whose bank refuses direct debits from the account.
 */
import { normalizeIban } from '@storefront/rules/iban';

export const DIRECT_DEBIT_REFUSED_IBANS: ReadonlySet<string> = new Set(['AT641904300000000666', 'DE31370400440000000666']);

export function refusesDirectDebit(iban: string): boolean {
  return DIRECT_DEBIT_REFUSED_IBANS.has(normalizeIban(iban));
}
