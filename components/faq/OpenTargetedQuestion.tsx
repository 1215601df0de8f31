'use client';

import { useEffect } from 'react';

/** Opens the question a link points at (/faq#esim-activate), on arrival and whenever the hash changes. */
export function OpenTargetedQuestion() {
  useEffect(() => {
    const openTarget = () => {
      let id = window.location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // a malformed escape: look the id up as written
      }
      const target = id ? document.getElementById(id) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.querySelector('summary')?.focus();
    };
    openTarget();
    window.addEventListener('hashchange', openTarget);
    return () => window.removeEventListener('hashchange', openTarget);
  }, []);
  return null;
}
