'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { SimState } from '@/lib/platform/content-api/schemas';
import { ReplacementConfirm } from './ReplacementConfirm';
import { ReplacementRequest } from './ReplacementRequest';
import { useSimState } from './sim-query';
import './sim.css';

type Props = {
  customer: string;
  initial: SimState;
  /** Whether the customer has the SIM_CHANGE feature (SPEC §6; without it the page explains); undefined when it could not be read. */
  allowed: boolean | undefined;
};

/**
 * SIM replacement (SPEC §3, §7): not offered without SIM_CHANGE, nor for a blocked card (only
 * customer service helps then, SPEC §4). A posted card waiting for its ICCID is confirmed first;
 * another card can still be asked for (the one sent before then stops being valid).
 */
export function SimReplacement({ customer, initial, allowed }: Props) {
  const t = useTranslations('accountSim.replacement');
  const sim = useTranslations('accountSim');
  const state = useSimState(customer, initial);
  const [confirmed, setConfirmed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The confirmation form goes once the card is in use: the focus moves to the section, not to the page's start.
  const onConfirmed = () => {
    setConfirmed(true);
    headingRef.current?.focus();
  };
  const { shippedReplacement } = state;

  let body;
  if (allowed === undefined) body = <p className="notice notice--error">{sim('loadFailed')}</p>;
  else if (!allowed) body = <p className="notice notice--neutral">{t('notOffered')}</p>;
  else if (state.status === 'BLOCKED') body = <p className="notice notice--neutral">{t('blocked')}</p>;
  else
    body = (
      <>
        <p>{t('intro')}</p>
        {shippedReplacement && (
          <>
            <ReplacementConfirm customer={customer} state={{ ...state, shippedReplacement }} onConfirmed={onConfirmed} />
            <p>{t('again')}</p>
          </>
        )}
        <ReplacementRequest customer={customer} state={state} />
      </>
    );

  return (
    <section aria-labelledby="sim-replacement" className="sim-replacement">
      <h2 id="sim-replacement" tabIndex={-1} ref={headingRef}>
        {t('heading')}
      </h2>
      {body}
      {/* The confirmation form goes once the card is in use, so its success is told here. */}
      <div role="status">{confirmed && !shippedReplacement && <p className="notice">{t('confirmed')}</p>}</div>
    </section>
  );
}
