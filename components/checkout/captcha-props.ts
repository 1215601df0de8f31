import type { OfferedNumbers } from '@/lib/platform/contracts/checkout-numbers';

/**
 * What the number step asks of a captcha (ADR 49): render its check, read the proof it gives (the
 * sandbox challenge's answer, or the provider widget's token) and reserve numbers with it. The
 * configured captcha decides which one the step shows (NumberCaptcha, WidgetCaptcha).
 */
export type CaptchaProps = {
  /** The check's focus target: the error summary links the number's error here while no number is reserved. */
  id: string;
  locale: string;
  /** The error of the number to choose (none reserved yet, or the reservation ended). */
  error?: string;
  onReserved: (offers: OfferedNumbers[]) => void;
};

/** Why a reservation did not happen, as the captcha tells it. */
export type CaptchaProblem = 'required' | 'failed' | 'rate_limited' | 'unavailable';
