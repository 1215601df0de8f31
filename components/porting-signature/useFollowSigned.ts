import { useEffect, useRef } from 'react';
import { get } from '@/components/form/post';
import type { BffErrorCode } from '@/lib/contracts/answer';
import { signedStatusContract } from '@/lib/contracts/porting-signature';
import { ENDING_CODES, signatureUrl } from './signature-api';

/** How often the desktop asks whether the phone has signed. */
const POLL_MS = 2_500;

/**
 * The desktop following a signature made on the phone (issue 16 §2): while `active`, asks GET
 * /api/portings/{id}/issigned every few seconds, only while the tab is visible (and at once when it
 * becomes visible again), until the porting is signed (`onSigned`) or the page may no longer ask
 * (`onEnded` with the code). A failed read is simply asked again.
 */
export function useFollowSigned(id: string, active: boolean, onSigned: () => void, onEnded: (code: BffErrorCode) => void) {
  const callbacks = useRef({ onSigned, onEnded });
  useEffect(() => {
    callbacks.current = { onSigned, onEnded };
  });

  useEffect(() => {
    if (!active) return;
    let asking = false;
    let over = false;
    const ask = async () => {
      if (asking || over || document.visibilityState !== 'visible') return;
      asking = true;
      const answer = await get(signatureUrl(id, 'issigned'), signedStatusContract);
      asking = false;
      if (over) return;
      if (answer.ok ? answer.data.isSigned : ENDING_CODES.includes(answer.error)) {
        over = true;
        if (answer.ok) callbacks.current.onSigned();
        else callbacks.current.onEnded(answer.error);
      }
    };
    const timer = setInterval(() => void ask(), POLL_MS);
    const onVisibility = () => void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      over = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [id, active]);
}
