import { get } from '@/components/form/post';
import { usePolling } from '@/components/form/usePolling';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { signedStatusContract } from '@/lib/platform/contracts/porting-signature';
import { ENDING_CODES, signatureUrl } from './signature-api';

/** How often the desktop asks whether the phone has signed. */
const POLL_MS = 2_500;

/**
 * The desktop following a signature made on the phone (issue 16 §2): while `active`, asks GET
 * /api/portings/{id}/issigned (usePolling: only while the tab is visible), until the porting is
 * signed (`onSigned`) or the page may no longer ask (`onEnded` with the code). A failed read is
 * simply asked again.
 */
export function useFollowSigned(id: string, active: boolean, onSigned: () => void, onEnded: (code: BffErrorCode) => void) {
  usePolling({
    active,
    key: id,
    intervalMs: POLL_MS,
    ask: () => get(signatureUrl(id, 'issigned'), signedStatusContract),
    settle(answer) {
      if (answer.ok && answer.data.isSigned) onSigned();
      else if (!answer.ok && ENDING_CODES.includes(answer.error)) onEnded(answer.error);
      else return true;
      return false;
    },
  });
}
