'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { get } from '@/components/form/post';
import { usePolling } from '@/components/form/usePolling';
import { useHydrated } from '@/components/form/useHydrated';
import type { TwintWaitView } from '@/lib/platform/provider-trip/twint-wait';
import { twintStatusContract } from '@/lib/platform/contracts/checkout-twint';
import { APPROVAL_POLL_MS, approvalWaitOf } from '@/lib/platform/provider-trip/app-approval';
import './twint.css';

type Props = Omit<TwintWaitView, 'answered'> & {
  /** What is paid: an order (the checkout) or a prepaid top-up (the customer area). */
  purpose: 'order' | 'recharge';
  /** The route handler that reads this browser's TWINT payment's status (twintStatusContract). */
  status: string;
  /** The payment step or the top-up page, to choose another method. */
  otherMethod: string;
};

/**
 * The TWINT page's wait (issue 27 §2). The QR code is for a phone other than this device (shown on
 * wide screens), the link opens the app on this phone (shown on every screen); both are in the HTML.
 * With JavaScript the page asks for the status every few seconds (usePolling, as the porting
 * signature's desktop does) and goes to the trip's return once the app answered or the payment is no
 * longer this browser's; at the time limit it stops and says so. Without JavaScript the "check the
 * payment status" link does the same on request. The checkout's page and the top-up's page (ADR 48).
 */
export function TwintWait({ purpose, status, app, check, otherMethod, startedAt, limitSeconds, unavailable }: Props) {
  const t = useTranslations('checkoutTwint');
  const live = useHydrated();
  const [timedOut, setTimedOut] = useState(() => approvalWaitOf(undefined, startedAt, Date.now(), limitSeconds) === 'timed_out');

  usePolling({
    active: live && !timedOut,
    key: check,
    intervalMs: APPROVAL_POLL_MS,
    ask: () => get(status, twintStatusContract),
    settle(answer) {
      const result = answer.ok ? answer.data.result : undefined;
      const wait = approvalWaitOf(result, startedAt, Date.now(), limitSeconds);
      if (wait === 'answered' || (!answer.ok && answer.error === 'not_found')) {
        window.location.assign(check);
        return false;
      }
      if (wait === 'timed_out') {
        setTimedOut(true);
        return false;
      }
      return true;
    },
  });

  return (
    <div className="container page twint">
      <h1>{t('heading')}</h1>
      <p>{t('intro', { purpose })}</p>
      {unavailable && (
        <p className="notice notice--error" role="alert">
          {t('unavailable')}
        </p>
      )}
      {app && (
        <div className="twint__ways">
          <section className="twint__qr" aria-labelledby="twint-qr">
            <h2 id="twint-qr">{t('qr.heading')}</h2>
            {/* A data URL drawn on the server: next/image has nothing to optimise here. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={app.qrCode} alt={t('qr.alt', { purpose })} width={200} height={200} />
            <p>{t('qr.scan')}</p>
          </section>
          <section className="twint__app" aria-labelledby="twint-app">
            <h2 id="twint-app">{t('app.heading')}</h2>
            <p>
              <a className="button button--primary" href={app.link}>
                {t('app.open')}
              </a>
            </p>
          </section>
        </div>
      )}
      <p className={timedOut ? 'notice notice--error' : 'notice'} role="status">
        {timedOut ? t('timedOut', { purpose }) : t('waiting')}
      </p>
      <ul className="twint__actions">
        <li>
          <a className="button button--secondary" href={check}>
            {t('check')}
          </a>
        </li>
        <li>
          <a href={otherMethod}>{t('otherMethod', { purpose })}</a>
        </li>
      </ul>
    </div>
  );
}
