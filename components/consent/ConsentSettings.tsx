'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ConsentDecision } from '@/lib/consent/consent';
import { useConsent } from '@/lib/consent/use-consent';
import { ConsentForm } from './ConsentForm';

/** The cookie-settings page's form: the stored choice ticked, and a polite confirmation after saving. */
export function ConsentSettings({ returnTo }: { returnTo: string }) {
  const t = useTranslations('consent');
  const consent = useConsent();
  const [saved, setSaved] = useState<ConsentDecision | null>(null);
  return (
    <>
      <ConsentForm id="consent-settings" consent={consent ?? null} returnTo={returnTo} onSaved={setSaved} />
      <div role="status" className="form__alert">
        {saved && <p className="notice">{t('saved', { decision: saved })}</p>}
      </div>
    </>
  );
}
