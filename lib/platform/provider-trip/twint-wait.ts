import 'server-only';
import { qrCodeDataUrl } from '@/lib/platform/bff/qr-code';
import { serverConfig } from '@/lib/platform/config/server-config';
import { getTwintStatus } from '@/lib/platform/content-api/payment';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { approvalWaitOf } from './app-approval';

/** What a TWINT waiting page shows (ADR 48): the wait, or that the app answered (the page then goes to `check`). */
export type TwintWaitView = {
  /** The trip's return as a path: settles the payment once answered. */
  check: string;
  answered: boolean;
  /** The TWINT app's hand-over address and its QR code, while the payment waits. */
  app?: { link: string; qrCode: string };
  /** The status could not be read. */
  unavailable: boolean;
  startedAt: number;
  limitSeconds: number;
};

/**
 * A trip's TWINT payment as its waiting page shows it (PUT /payment/method/twint/transaction/{id}):
 * the checkout's and the top-up's page alike. `check` is that trip's own return address.
 */
export async function twintWaitOf(
  ctx: ContentContext,
  attempt: string,
  startedAt: number | undefined,
  check: string,
): Promise<TwintWaitView> {
  const status = await getTwintStatus(ctx, attempt);
  const limitSeconds = serverConfig().TWINT_WAIT_SECONDS;
  const started = startedAt ?? Date.now();
  const link = status.ok && status.data.result === 'PENDING' ? status.data.redirectUrl : undefined;
  return {
    check,
    answered: approvalWaitOf(status.ok ? status.data.result : undefined, started, Date.now(), limitSeconds) === 'answered',
    ...(link ? { app: { link, qrCode: await qrCodeDataUrl(link) } } : {}),
    unavailable: !status.ok,
    startedAt: started,
    limitSeconds,
  };
}
