'use client';

import { useEffect, useState } from 'react';
import { get } from '@/components/form/post';
import { uploadStatusContract, uploadStatusPath, type UploadProgressStatus } from '@/lib/contracts/identification-upload';
import { handoffView, isFollowing, POLL_MS, type HandoffView } from '@/lib/identification/upload-progress';
import type { UploadKind } from '@/lib/model/identification';

/**
 * Follows the phone's upload from the desktop: asks our status handler every POLL_MS while the
 * upload is still to come or being checked, not while the tab is hidden (and at once when it shows
 * again), and no more once it is decided, the links expired or the order is gone. A failed ask is
 * simply asked again. `expiresAt`: when the last followed link stops working (ms).
 */
export function useUploadProgress(kind: UploadKind, attempts: readonly string[], expiresAt: number): HandoffView {
  const [status, setStatus] = useState<UploadProgressStatus>('WAITING');
  const [now, setNow] = useState(() => Date.now());
  const [gone, setGone] = useState(false);
  const view = handoffView(status, expiresAt, now);
  const following = isFollowing(view) && !gone;
  const list = attempts.join(',');

  useEffect(() => {
    const left = expiresAt - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [expiresAt]);

  useEffect(() => {
    if (!following) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    let stopped = false;
    const schedule = () => {
      clearTimeout(timer);
      if (!document.hidden) timer = setTimeout(ask, POLL_MS);
    };
    async function ask() {
      if (asking) return;
      asking = true;
      const answer = await get(uploadStatusPath(kind, list.split(',')), uploadStatusContract);
      asking = false;
      if (stopped) return;
      setNow(Date.now());
      if (answer.ok) setStatus(answer.data.status);
      else if (answer.error === 'not_found') return setGone(true);
      schedule();
    }
    const onVisibility = () => (document.hidden ? clearTimeout(timer) : void ask());
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [kind, list, following]);

  return view;
}
