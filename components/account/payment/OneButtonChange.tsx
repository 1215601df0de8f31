'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SaveFeedback } from '../SaveFeedback';
import type { useAccountWrite } from '../useAccountWrite';

type Props = {
  /** The change's messages (accountPayment.<name>: heading, text, submit) and its heading's id. */
  name: 'card' | 'invoice' | 'wallet';
  /** The change's write: its state, failure and upgrade prompt. */
  change: Pick<ReturnType<typeof useAccountWrite>, 'state' | 'error' | 'upgrade'>;
  onStart: () => void;
  /** Whether the button waits for more than the write being sent. */
  disabled?: boolean;
  /** SaveFeedback's own words for this change. */
  feedback: { saved: string; failure?: string };
  /** A note below the button (e.g. a wallet that could not open). */
  children?: ReactNode;
};

/**
 * A payment method change with nothing to type: its heading and text, one button that starts it, and
 * the answer (or the upgrade prompt) where it happened.
 */
export function OneButtonChange({ name, change, onStart, disabled = false, feedback, children }: Props) {
  const t = useTranslations(`accountPayment.${name}`);
  return (
    <div className="payment-form" role="group" aria-labelledby={`${name}-heading`}>
      <h4 id={`${name}-heading`}>{t('heading')}</h4>
      <p>{t('text')}</p>
      <button type="button" className="button button--primary" onClick={onStart} disabled={change.state === 'saving' || disabled}>
        {t('submit')}
      </button>
      {children}
      {change.upgrade}
      <SaveFeedback state={change.state} error={change.error} {...feedback} />
    </div>
  );
}
