'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether the island has hydrated: false in the server's HTML and the first client render, true after.
 * Controls that work only with JavaScript (a signature pad, a card field) appear once they can.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
