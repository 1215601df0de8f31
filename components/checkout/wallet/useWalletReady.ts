import { useSyncExternalStore } from 'react';
import { canPayWithWallet } from './payment-request';

/** Nothing to subscribe to: whether the browser can pay does not change while the page is open. */
const subscribe = () => () => {};

/**
 * Whether the browser can pay with the mobile wallet, asked once the page runs: false on the server,
 * while hydrating and without JavaScript, so the wallet is simply not offered there (ADR 47).
 */
export function useWalletReady(): boolean {
  return useSyncExternalStore(subscribe, canPayWithWallet, () => false);
}
