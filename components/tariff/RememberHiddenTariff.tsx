'use client';

import { useEffect } from 'react';

/**
 * On a hidden tariff's detail page (cached, the same for every visitor): asks the server to add the
 * tariff to this visitor's session list, so that their overview lists it from now on (SPEC §9,
 * ADR 16). The answer is not needed: without it the tariff stays reachable by its link.
 */
export function RememberHiddenTariff({ id }: { id: string }) {
  useEffect(() => {
    void fetch('/api/hidden-tariffs', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id }),
    }).catch(() => undefined);
  }, [id]);
  return null;
}
