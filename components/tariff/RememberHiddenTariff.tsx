'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * On a hidden tariff's detail page (cached, the same for every visitor): asks the server to add the
 * tariff to this visitor's session list, so that their overview lists it from now on (SPEC §9,
 * ADR 16). The answer is not needed: without it the tariff stays reachable by its link. Once it is
 * remembered, the router's cache is refreshed: an overview prefetched before (a cached view without
 * the tariff, ADR 24) must not be what a client navigation shows next.
 */
export function RememberHiddenTariff({ id }: { id: string }) {
  const router = useRouter();
  useEffect(() => {
    void fetch('/api/hidden-tariffs', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id }),
    })
      .then((answer) => answer.ok && router.refresh())
      .catch(() => undefined);
  }, [id, router]);
  return null;
}
