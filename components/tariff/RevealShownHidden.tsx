'use client';

import { useEffect } from 'react';
import { readShownHiddenTariffs } from '@/lib/domain/hidden-tariffs';

/** Reveals the hidden tariffs this visitor has already been shown in this session (SPEC §9 last line). */
export function RevealShownHidden() {
  useEffect(() => {
    const shown = new Set(readShownHiddenTariffs(window.sessionStorage));
    document.querySelectorAll<HTMLElement>('[data-hidden-tariff]').forEach((el) => {
      if (shown.has(el.dataset.hiddenTariff ?? '')) el.hidden = false;
    });
  }, []);
  return null;
}
