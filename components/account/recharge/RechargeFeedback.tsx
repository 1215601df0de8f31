'use client';

import { useTranslations } from 'next-intl';
import { TELLING } from '@/components/account/SaveFeedback';
import type { SaveState } from '@/components/account/useAccountWrite';
import { useErrorMessage } from '@/components/form/useErrorMessage';
import { useSite } from '@/components/site/SiteProvider';
import type { UpstreamError } from '@/lib/account/upstream';
import type { RechargeResult } from '@/lib/platform/content-api/schemas';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { formatMoney } from '@/lib/platform/i18n/format';
import { WALLET_CLOSED } from './useRecharge';
import '@/components/account/account.css';

type Props = {
  state: SaveState;
  error?: UpstreamError;
  /** The content API's answer to a top-up decided at once. */
  answer?: RechargeResult;
  /** What a write without such an answer means once it succeeded (a trip: "opening the payment page"). */
  saved?: string;
};

/**
 * What became of a top-up, announced where it was sent: the new balance (a status), or why it did
 * not go through (an alert): the provider's reason (SPEC §3 payment result ERROR), no stored card
 * (409), or the door's failure. Field errors of a 400 are shown at their fields instead. Both regions
 * stay in the page so screen readers announce what appears in them.
 */
export function RechargeFeedback({ state, error, answer, saved }: Props) {
  const t = useTranslations('accountRecharge');
  const message = useErrorMessage();
  const { locale } = useSite();
  const done = state === 'saved' && answer;
  let failure: string[] = [];
  if (done && answer.result === 'ERROR') failure = [t('declined'), t('reason', { reason: answer.reason ?? 'other' })];
  else if (state === 'failed' && error && error.fields.length === 0) {
    if (error.code === 'no_stored_card') failure = [t('noStoredCard')];
    else if (error.code === WALLET_CLOSED) failure = [t('wallet.closed')];
    else failure = TELLING.includes(error.code) ? [t('failed'), message(error.code as BffErrorCode)] : [t('failed')];
  }
  return (
    <>
      <div role="status" className="save-feedback">
        {state === 'saving' && <p>{t('sending')}</p>}
        {state === 'saved' && !answer && saved && <p>{saved}</p>}
        {done && answer.result === 'SUCCESS' && answer.balance && (
          <p className="notice">{t('success', { balance: formatMoney(answer.balance.amount, answer.balance.currencyCode, locale) })}</p>
        )}
        {done && answer.result === 'PENDING' && <p className="notice notice--neutral">{t('pending')}</p>}
      </div>
      <div role="alert" className="save-feedback">
        {failure.length > 0 && (
          <div className="notice notice--error">
            {failure.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
