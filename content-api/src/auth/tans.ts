/** TANs (SPEC §6): 6 random digits, single use, 10 minutes, sent by SMS to the customer's phone. */
import { randomInt } from 'node:crypto';
import type { Language } from '../localise';
import type { Customer } from '../store/customers';
import { deliver, TAN_DIGITS, TAN_MS, type AuthDeps } from './kit';
import { TEXTS } from './texts';

/**
 * Makes a TAN for `owner` (the customer's number; for OpenID the authcode's hash), stores it hashed
 * (replacing the owner's earlier one) and texts it to the customer's phone.
 */
export function sendTan(deps: AuthDeps, customer: Customer, kind: 'TAN' | 'OPENID_TAN', owner: string, language: Language): void {
  const code = String(randomInt(0, 10 ** TAN_DIGITS)).padStart(TAN_DIGITS, '0');
  const now = deps.clock.now();
  deps.store.oneTimeCodes.add(customer.market, kind, owner, customer.customerNumber, code, new Date(now.getTime() + TAN_MS), now);
  deliver(deps, customer, { channel: 'SMS', to: customer.phoneNumber, text: TEXTS[language].tan(code, TAN_MS / 60_000) });
}
