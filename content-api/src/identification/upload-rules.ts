/**
 * ID photo upload and selfie video: the files each takes, their limits, how long a link works and
 * the sandbox's review of what came. A phone opens the link (its token), uploads once; the desktop
 * polls the status: WAITING, UPLOADED, then VERIFIED (the sandbox reviewer approves every upload
 * REVIEW_SECONDS after it came, on the sandbox clock) or FAILED (PUT /sandbox/identification/uploads/{id}).
 */
import type { UploadKind, UploadStatus } from '@storefront/wire';
import { UPLOAD_LIMITS, type UploadLimits } from '@storefront/rules/identification-upload';
import type { Attempt } from '../store/identification';

/** The files, types and sizes of lib/domain/identification-upload.ts (the storefront checks the same), and the method an upload identifies by. */
export type UploadRule = UploadLimits & { method: 'ID_UPLOAD' | 'VIDEO' };

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  id: { method: 'ID_UPLOAD', ...UPLOAD_LIMITS.id },
  video: { method: 'VIDEO', ...UPLOAD_LIMITS.video },
};

export const LINK_MINUTES = 15;
export const REVIEW_SECONDS = 5;

/** The upload of an attempt as the desktop sees it at `now`. */
export function uploadStatusOf(attempt: Attempt, now: Date): UploadStatus['status'] {
  const upload = attempt.upload;
  if (!upload) return 'WAITING';
  if (upload.review) return upload.review;
  if (attempt.finishedAt) return 'VERIFIED';
  return now.getTime() - Date.parse(upload.at) >= REVIEW_SECONDS * 1000 ? 'VERIFIED' : 'UPLOADED';
}
