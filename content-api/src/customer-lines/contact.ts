/**
 * Where the customer area sends a customer's confirmations: their e-mail address (personal data, as
 * changed in the customer area or given by the seed), else an SMS to their login number.
 */
import type { OutboxMessage } from '../store/outbox';
import type { Store } from '../store';
import type { Customer } from '../store/customers';

type WithEmail = { eMail?: string };

export function contactOf(store: Pick<Store, 'customerState'>, customer: Customer): Pick<OutboxMessage, 'channel' | 'to'> {
  const changed = store.customerState.get<WithEmail>(customer.market, customer.customerNumber, 'personal')?.eMail;
  const eMail = changed ?? (customer as Customer & WithEmail).eMail;
  return eMail ? { channel: 'EMAIL', to: eMail } : { channel: 'SMS', to: customer.phoneNumber };
}
