/**
 * What the desktop shows while the phone uploads (SPEC §2 "ID upload by QR code or SMS link"): the
 * phone may open any of the links the desktop handed out (the QR code's, a texted one), so the desktop
 * follows them all and shows the furthest status. Client-safe, no I/O.
 */
import type { UploadProgressStatus } from '@/lib/platform/contracts/identification-upload';

/** How often the desktop asks while it waits; paused while its tab is hidden. */
export const POLL_MS = 2500;

const ORDER: readonly UploadProgressStatus[] = ['WAITING', 'FAILED', 'UPLOADED', 'VERIFIED'];

/** The furthest of the followed links' statuses: a verified upload beats one being checked, which beats a failed one. */
export const furthestStatus = (statuses: readonly UploadProgressStatus[]): UploadProgressStatus =>
  statuses.reduce<UploadProgressStatus>((far, s) => (ORDER.indexOf(s) > ORDER.indexOf(far) ? s : far), 'WAITING');

/**
 * The desktop's state: waiting for the phone, the links expired with nothing uploaded (a new link is
 * needed), the upload being checked, verified, or failed (SPEC §8 "registration failed via ID upload").
 */
export type HandoffView = 'waiting' | 'expired' | 'checking' | 'verified' | 'failed';

/** `expiresAt`: when the last of the followed links stops working (ms); `now` in ms. */
export function handoffView(status: UploadProgressStatus, expiresAt: number, now: number): HandoffView {
  switch (status) {
    case 'WAITING':
      return now >= expiresAt ? 'expired' : 'waiting';
    case 'UPLOADED':
      return 'checking';
    case 'VERIFIED':
      return 'verified';
    case 'FAILED':
      return 'failed';
  }
}

/** Whether the desktop still asks: not once the upload is decided, nor when no link works any more. */
export const isFollowing = (view: HandoffView) => view === 'waiting' || view === 'checking';
