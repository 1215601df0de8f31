'use client';

import { useEffect, useState } from 'react';
import { get } from '@/components/form/post';
import { usePolling } from '@/components/form/usePolling';
import { uploadStatusContract, uploadStatusPath, type UploadProgressStatus } from '@/lib/platform/contracts/identification-upload';
import { handoffView, isFollowing, POLL_MS, type HandoffView } from '@/lib/identification/upload-progress';
import type { UploadKind } from '@/lib/platform/content-api/schemas';

/**
 * Follows the phone's upload from the desktop: asks our status handler every POLL_MS (usePolling:
 * only while the tab is visible) while the upload is still to come or being checked, and no more once
 * it is decided, the links expired or the order is gone. A failed ask is simply asked again.
 * `expiresAt`: when the last followed link stops working (ms).
 */
export function useUploadProgress(kind: UploadKind, attempts: readonly string[], expiresAt: number): HandoffView {
  const [status, setStatus] = useState<UploadProgressStatus>('WAITING');
  const [now, setNow] = useState(() => Date.now());
  const [gone, setGone] = useState(false);
  const view = handoffView(status, expiresAt, now);
  const following = isFollowing(view) && !gone;

  useEffect(() => {
    const left = expiresAt - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);

  usePolling({
    active: following,
    key: `${kind}:${attempts.join(',')}`,
    intervalMs: POLL_MS,
    ask: () => get(uploadStatusPath(kind, attempts), uploadStatusContract),
    settle(answer) {
      setNow(Date.now());
      if (answer.ok) setStatus(answer.data.status);
      else if (answer.error === 'not_found') {
        setGone(true);
        return false;
      }
      return true;
    },
  });

  return view;
}
