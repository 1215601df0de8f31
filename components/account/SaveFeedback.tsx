'use client';

import { useTranslations } from 'next-intl';
import type { UpstreamError } from '@/lib/account/upstream';
import { useErrorMessage } from '@/components/form/useErrorMessage';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import type { SaveState } from './useAccountWrite';
import './account.css';

/** Codes whose own message says more than "could not be saved" (the customer can act on it). */
export const TELLING: readonly string[] = ['rate_limited', 'unavailable', 'not_found', 'forbidden_origin'];

type Props = {
  state: SaveState;
  error?: UpstreamError;
  /** A message of the island's own for this failure (e.g. "the next free tariff change is on …"). */
  failure?: string;
  /** What "saved" means here, when more than SPEC's "saved successfully". */
  saved?: string;
};

/**
 * SPEC §8's answer to a save in the customer area, announced where it happened: "saved successfully"
 * (a status) or "could not be saved" with the reason when there is one the customer can act on (an
 * alert). Both regions stay in the page so screen readers announce what appears in them. A failure
 * with field errors is shown at the fields and in the form's summary instead.
 */
export function SaveFeedback({ state, error, failure, saved }: Props) {
  const t = useTranslations('accountArea');
  const message = useErrorMessage();
  const showFailure = state === 'failed' && error && error.fields.length === 0;
  return (
    <>
      <div role="status" className="save-feedback">
        {state === 'saving' && <p>{t('saving')}</p>}
        {state === 'saved' && <p className="notice">{saved ?? t('saved')}</p>}
      </div>
      <div role="alert" className="save-feedback">
        {showFailure && (
          <div className="notice notice--error">
            <p>{t('notSaved')}</p>
            {failure ? <p>{failure}</p> : TELLING.includes(error.code) && <p>{message(error.code as BffErrorCode)}</p>}
          </div>
        )}
      </div>
    </>
  );
}
