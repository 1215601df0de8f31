'use client';

import { useEffect } from 'react';
import { rememberShownHiddenTariff } from '@/lib/domain/hidden-tariffs';

/** Notes in session storage that this hidden tariff has been shown, so the overview lists it too. */
export function RememberHiddenTariff({ id }: { id: string }) {
  useEffect(() => {
    rememberShownHiddenTariff(window.sessionStorage, id);
  }, [id]);
  return null;
}
