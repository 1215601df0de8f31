/**
 * ID photo upload and selfie video: the files each takes, their limits, how long a link works and
 * the sandbox's review of what came. A phone opens the link (its token), uploads once; the desktop
 * polls the status: WAITING, UPLOADED, then VERIFIED (the sandbox reviewer approves every upload
 * REVIEW_SECONDS after it came, on the sandbox clock) or FAILED (PUT /sandbox/identification/uploads/{id}).
 */
import type { UploadKind, UploadStatus } from '../../../lib/content-api/schemas';
import type { Attempt } from '../store/identification';
import type { Sniffed } from './sniff';

export type UploadRule = { method: 'ID_UPLOAD' | 'VIDEO'; fields: string[]; types: Sniffed[]; maxBytes: number };

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  id: { method: 'ID_UPLOAD', fields: ['front', 'back'], types: ['image/jpeg', 'image/png'], maxBytes: 8 * 1024 * 1024 },
  video: { method: 'VIDEO', fields: ['video'], types: ['video/mp4', 'video/quicktime', 'video/webm'], maxBytes: 25 * 1024 * 1024 },
};

/** Room for the multipart framing around the files. */
export const FRAMING_BYTES = 64 * 1024;
export const maxBodyOf = (rule: UploadRule) => rule.fields.length * rule.maxBytes + FRAMING_BYTES;

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
