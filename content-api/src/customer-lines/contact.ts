/**
 * Where the customer area sends a customer's confirmations: their e-mail address (personal data, as
 * changed and confirmed in the customer area, else the seed's).
 */
import type { Store } from '../store';
import type { OutboxMessage } from '../store/outbox';
import type { Customer } from '../store/customers';
import type { PersonalState } from '../customer-area/personal-data';

export function contactOf(store: Pick<Store, 'customerState'>, customer: Customer): Pick<OutboxMessage, 'channel' | 'to'> {
  const changed = store.customerState.get<PersonalState>(customer.market, customer.customerNumber, 'personal')?.eMail;
  return { channel: 'EMAIL', to: changed ?? customer.personal.eMail };
}
