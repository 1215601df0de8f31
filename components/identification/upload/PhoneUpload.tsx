'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { UploadKind } from '@/lib/platform/content-api/schemas';
import { LinkGone } from './LinkGone';
import { UploadForm } from './UploadForm';
import './upload.css';

/**
 * The phone's page behind the upload link (SPEC §2): the form, then either "sent: back to your
 * computer" or the link no longer working. The outcome takes the focus, so it is read at once.
 */
export function PhoneUpload({ kind, token }: { kind: UploadKind; token: string }) {
  const t = useTranslations('identificationUpload.phone');
  const [outcome, setOutcome] = useState<'form' | 'sent' | 'link_gone'>('form');
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome !== 'form') result.current?.focus();
  }, [outcome]);

  return (
    <div className="ident-upload__phone">
      {outcome === 'form' && (
        <>
          <p className="lead">{t('intro', { kind })}</p>
          <UploadForm kind={kind} token={token} onDone={setOutcome} />
        </>
      )}
      {outcome !== 'form' && (
        <div ref={result} tabIndex={-1} className="ident-upload__result">
          {outcome === 'sent' ? (
            <div className="notice">
              <h2>{t('sent.heading')}</h2>
              <p>{t('sent.text', { kind })}</p>
            </div>
          ) : (
            <LinkGone />
          )}
        </div>
      )}
    </div>
  );
}
