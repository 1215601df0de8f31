'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { SaveFeedback } from '@/components/account/SaveFeedback';
import { useAccountWrite } from '@/components/account/useAccountWrite';
import { upstream } from '@/lib/account/upstream';
import { simState } from '@/lib/platform/contracts/sim-cards';
import type { SimState } from '@/lib/platform/content-api/schemas';
import { simPath, simQueryKey, useSimState } from './sim-query';
import './sim.css';

type Props = {
  customer: string;
  initial: SimState;
  /** The line as the customer knows it (its number, else its name). */
  line: string;
};

/**
 * The line's SIM card and blocking it (SPEC §4: only customer service reactivates a blocked SIM):
 * the warning first, then an explicit confirmation, then (as it needs upgraded write access) the
 * upgrade prompt, after which the same block goes through and the card shows as blocked.
 */
export function SimBlock({ customer, initial, line }: Props) {
  const t = useTranslations('accountSim');
  const state = useSimState(customer, initial);
  const client = useQueryClient();
  const key = simQueryKey(customer, state.phoneAccountId);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasConfirming = useRef(false);

  const block = useAccountWrite<string, SimState>({
    write: (productKey) => upstream(`${simPath(productKey)}/action:lock`, simState, { method: 'PUT' }),
    query: { key, fromAnswer: (answer) => answer },
    onSuccess: () => setConfirming(false),
    // Blocked meanwhile (another tab, customer service): show the card as it is.
    onFailure: (error) => {
      if (error.code === 'already_blocked') void client.invalidateQueries({ queryKey: key });
    },
  });

  // The confirmation takes the focus when it opens, and gives it back to its button when cancelled
  // (to the section's heading once the card is blocked and the button gone).
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) (startRef.current ?? headingRef.current)?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const blocked = state.status === 'BLOCKED';
  return (
    <>
      <section aria-labelledby="sim-card">
        <h2 id="sim-card">{t('card.heading')}</h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('card.type')}</dt>
            <dd>{t('card.typeValue', { type: state.simType })}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('card.iccid')}</dt>
            <dd>
              <code>{state.humanReadableIccid}</code>
            </dd>
          </div>
          <div className="facts__row">
            <dt>{t('card.status')}</dt>
            <dd className={blocked ? 'sim-status sim-status--blocked' : 'sim-status'}>{t('card.statusValue', { status: state.status })}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="sim-block" className="sim-block">
        <h2 id="sim-block" tabIndex={-1} ref={headingRef}>
          {t('block.heading')}
        </h2>
        {blocked ? (
          <p className="notice">{t('block.blocked')}</p>
        ) : (
          <>
            <p className="notice notice--warning">{t('block.warning')}</p>
            {confirming ? (
              <div className="sim-block__confirm" role="group" aria-labelledby="sim-block-confirm">
                <h3 id="sim-block-confirm" tabIndex={-1} ref={confirmRef}>
                  {t('block.confirmHeading', { line })}
                </h3>
                <p>{t('block.confirmText')}</p>
                <div className="sim-block__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => block.save(state.phoneAccountId)}
                    disabled={block.state === 'saving'}
                  >
                    {t('block.confirm')}
                  </button>
                  <button type="button" className="button button--link" onClick={() => setConfirming(false)}>
                    {t('block.cancel')}
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className="button" ref={startRef} onClick={() => setConfirming(true)}>
                {t('block.start')}
              </button>
            )}
          </>
        )}
        {block.upgrade}
        <SaveFeedback
          state={block.state}
          error={block.error}
          saved={t('block.done')}
          failure={block.error?.code === 'already_blocked' ? t('block.already_blocked') : undefined}
        />
      </section>
    </>
  );
}
