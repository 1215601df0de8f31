'use client';

import { useState } from 'react';
import type { ConsentDecision } from '@/lib/platform/consent/consent';
import type { ConsentFormText } from '@/lib/platform/consent/consent-text';
import { useConsent } from '@/lib/platform/consent/use-consent';
import { ConsentForm } from './ConsentForm';

/** The cookie-settings page's form: the stored choice ticked, and a polite confirmation after saving. */
export function ConsentSettings({ text, returnTo }: { text: ConsentFormText; returnTo: string }) {
  const consent = useConsent();
  const [saved, setSaved] = useState<ConsentDecision | null>(null);
  return (
    <>
      <ConsentForm id="consent-settings" consent={consent ?? null} text={text} returnTo={returnTo} onSaved={setSaved} />
      <div role="status" className="form__alert">
        {saved && <p className="notice">{text.saved[saved]}</p>}
      </div>
    </>
  );
}
