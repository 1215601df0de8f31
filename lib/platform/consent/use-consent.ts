'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { consentCookieValue, parseConsent, type Consent, type ConsentChoice, type ConsentDecision } from './consent';

const CHANGE_EVENT = 'consentchange';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

const readCookie = () => consentCookieValue(document.cookie) ?? '';
/** While rendering on the server and hydrating, the choice is unknown. */
const unknown = () => null;

/**
 * The stored choice: `undefined` before hydration (the cached HTML is the same for everybody), null
 * when the visitor has not chosen yet, else their choice.
 */
export function useConsent(): Consent | null | undefined {
  const raw = useSyncExternalStore(subscribe, readCookie, unknown);
  return useMemo(() => (raw === null ? undefined : parseConsent(raw)), [raw]);
}

/**
 * Stores a choice through our route handler (which sets the cookie for 12 months) and tells every
 * island on the page. Resolves false when it could not be saved.
 */
export async function saveConsent(decision: ConsentDecision, ticked: ConsentChoice): Promise<boolean> {
  try {
    const response = await fetch('/api/consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision, ...ticked }),
    });
    if (!response.ok) return false;
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}
