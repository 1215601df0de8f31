/** The terminations a customer gave ('contract'): one per product, never withdrawn here (customer service does that). */
import type { TerminationConfirmation, TerminationReason } from '@storefront/wire';
import type { Store } from '../store';
import type { Line } from './lines';

export type StoredTermination = TerminationConfirmation & { reason?: TerminationReason };
type ContractState = { terminations: Record<string, StoredTermination> };

const ASPECT = 'contract';

export function terminationOf(store: Pick<Store, 'customerState'>, line: Line): StoredTermination | undefined {
  return store.customerState.get<ContractState>(line.market, line.customer.customerNumber, ASPECT)?.terminations[line.product.key];
}

export function storeTermination(store: Pick<Store, 'customerState'>, line: Line, termination: StoredTermination): void {
  const { market, customer } = line;
  const state = store.customerState.get<ContractState>(market, customer.customerNumber, ASPECT) ?? { terminations: {} };
  store.customerState.put<ContractState>(market, customer.customerNumber, ASPECT, {
    terminations: { ...state.terminations, [line.product.key]: termination },
  });
}
