'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CopyButton } from '@/components/account/sim/CopyButton';
import { useSite } from '@/components/site/SiteProvider';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { MAX_FOLLOWED } from '@/lib/platform/contracts/identification-upload';
import { formatClockTime } from '@/lib/platform/i18n/format';
import type { IdentificationLink, UploadKind, UploadLinkSent } from '@/lib/platform/content-api/schemas';
import { LinkSmsForm } from './LinkSmsForm';
import { useUploadProgress } from './useUploadProgress';
import './upload.css';

type Props = {
  kind: UploadKind;
  link: Omit<IdentificationLink, 'token'>;
  /** This page (a new link), the thank-you page (the order), the method chooser. */
  hrefs: { self: string; thankYou: string; chooser: string };
  sms: { initialSent?: boolean; initialError?: BffErrorCode };
};

/**
 * The desktop's hand-off to the phone (SPEC §2 "ID upload by QR code or SMS link", "selfie video"):
 * the link as a QR code and as text, a new link by SMS, and the phone's progress followed live and
 * announced politely: waiting, checking, verified (on to the order), failed (SPEC §8 "registration
 * failed via ID upload": try again or another method), or expired (a new link).
 */
export function UploadHandoff({ kind, link, hrefs, sms }: Props) {
  const t = useTranslations('identificationUpload.desktop');
  const site = useSite();
  const [followed, setFollowed] = useState({ attempts: [link.identTransactionId], expiresAt: Date.parse(link.expiresAt) });
  const view = useUploadProgress(kind, followed.attempts, followed.expiresAt);
  const until = formatClockTime(new Date(link.expiresAt), site.locale, site.market.timeZone);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  // The QR code and the SMS form go once the phone has uploaded: focus left there goes to the status, not to the page.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (document.activeElement === document.body) statusHeading.current?.focus();
  }, [view]);

  const follow = (sent: UploadLinkSent) =>
    setFollowed((current) => ({
      attempts: [...current.attempts, sent.identTransactionId].slice(-MAX_FOLLOWED),
      expiresAt: Math.max(current.expiresAt, Date.parse(sent.expiresAt)),
    }));

  const newLink = (
    <form method="get" action={hrefs.self}>
      <button type="submit" className="button button--primary">
        {view === 'failed' ? t('tryAgain') : t('newLink')}
      </button>
    </form>
  );

  return (
    <div className="ident-upload__handoff">
      {view === 'waiting' && (
        <>
          <section className="ident-upload__qr" aria-labelledby="handoff-qr">
            <h2 id="handoff-qr">{t('qrHeading')}</h2>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={link.qrcode} alt={t('qrAlt', { kind })} width={200} height={200} />
            <p>{t('validUntil', { time: until })}</p>
            <p className="ident-upload__link">
              {t('linkLabel')} <code>{link.link}</code> <CopyButton value={link.link} label={t('linkCopyLabel')} />
            </p>
          </section>
          <section aria-labelledby="handoff-sms">
            <h2 id="handoff-sms">{t('smsHeading')}</h2>
            <LinkSmsForm kind={kind} locale={site.locale} onSent={follow} initialSent={sms.initialSent} initialError={sms.initialError} />
          </section>
        </>
      )}
      <section className="ident-upload__status" aria-labelledby="handoff-status">
        <h2 id="handoff-status" ref={statusHeading} tabIndex={-1}>
          {t('statusHeading')}
        </h2>
        <div role="status">
          <p
            className={
              view === 'verified' ? 'notice' : view === 'failed' || view === 'expired' ? 'notice notice--error' : 'notice notice--neutral'
            }
          >
            {t(`status.${view}`, { kind })}
          </p>
        </div>
        {(view === 'expired' || view === 'failed') && (
          <div className="ident-upload__actions">
            {newLink}
            {view === 'failed' && <Link href={hrefs.chooser}>{t('otherMethod')}</Link>}
          </div>
        )}
        {view === 'verified' && (
          <Link className="button button--primary" href={hrefs.thankYou}>
            {t('toOrder')}
          </Link>
        )}
      </section>
    </div>
  );
}
