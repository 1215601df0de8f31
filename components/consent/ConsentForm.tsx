'use client';

import { useState, type FormEvent } from 'react';
import { CONSENT_CATEGORIES, type Consent, type ConsentChoice, type ConsentDecision } from '@/lib/platform/consent/consent';
import type { ConsentFormText } from '@/lib/platform/consent/consent-text';
import { saveConsent } from '@/lib/platform/consent/use-consent';

type Props = {
  /** Prefix of the element ids: the banner and the settings page may both be on a page. */
  id: string;
  /** The stored choice that ticks the boxes (null: nothing ticked). */
  consent: Consent | null;
  /** Its words, translated on the server (lib/platform/consent/consent-text.ts). */
  text: ConsentFormText;
  /** Where a form post without JavaScript returns to; without it, the page it was posted from (the Referer). */
  returnTo?: string;
  /** Puts the categories and "save my choice" behind a disclosure (the banner) instead of showing them open (the settings page). */
  collapsed?: boolean;
  onSaved: (decision: ConsentDecision) => void;
};

const isDecision = (value: unknown): value is ConsentDecision => value === 'all' || value === 'none' || value === 'custom';
const tickedBy = (consent: Consent | null): ConsentChoice => ({
  preferences: consent?.preferences ?? false,
  statistics: consent?.statistics ?? false,
  marketing: consent?.marketing ?? false,
});

/**
 * The categories and the three equal buttons: accept all, reject all, save my choice. Posts to
 * /api/consent; without JavaScript the same form posts natively and comes back to `returnTo`.
 * Collapsed (the banner), accept all and reject all stand side by side, equally easy, and the
 * categories with "save my choice" wait behind a disclosure.
 */
export function ConsentForm({ id, consent, text, returnTo, collapsed = false, onSaved }: Props) {
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [ticked, setTicked] = useState(() => tickedBy(consent));
  // A stored choice that becomes known (after hydration) or changes ticks the boxes anew.
  const [shown, setShown] = useState(consent);
  if (consent !== shown) {
    setShown(consent);
    setTicked(tickedBy(consent));
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const decision = submitter instanceof HTMLButtonElement ? submitter.value : undefined;
    if (saving || !isDecision(decision)) return;
    setSaving(true);
    setFailed(false);
    const saved = await saveConsent(decision, ticked);
    setSaving(false);
    if (saved) onSaved(decision);
    else setFailed(true);
  };

  const categories = (
    <fieldset className="consent-categories">
      <legend>{text.legend}</legend>
      {CONSENT_CATEGORIES.map((category) => {
        const inputId = `${id}-${category}`;
        const necessary = category === 'necessary';
        return (
          <div className="consent-category" key={category}>
            <input
              type="checkbox"
              id={inputId}
              name={necessary ? undefined : category}
              checked={category === 'necessary' || ticked[category]}
              onChange={(e) => {
                if (category !== 'necessary') setTicked((current) => ({ ...current, [category]: e.target.checked }));
              }}
              disabled={necessary}
              aria-describedby={`${inputId}-description`}
            />
            <label htmlFor={inputId}>
              {text.categories[category].name}
              {necessary && <span className="consent-category__always"> ({text.alwaysOn})</span>}
            </label>
            <p id={`${inputId}-description`} className="consent-category__description">
              {text.categories[category].description}
            </p>
          </div>
        );
      })}
    </fieldset>
  );

  const button = (decision: ConsentDecision) => (
    <button
      key={decision}
      type="submit"
      name="decision"
      value={decision}
      className="button button--primary"
      aria-disabled={saving || undefined}
    >
      {text.buttons[decision]}
    </button>
  );
  const alert = (
    <div role="alert" className="form__alert">
      {failed && <p className="notice notice--error">{text.saveFailed}</p>}
    </div>
  );

  // The banner: accept all and reject all side by side, the categories and "save my choice" behind the
  // disclosure. The settings page: the categories open, then all three buttons.
  return (
    <form method="post" action="/api/consent" onSubmit={submit} className="consent-form">
      {returnTo !== undefined && <input type="hidden" name="returnTo" value={returnTo} />}
      {collapsed ? (
        <>
          {alert}
          <div className="consent-form__actions">{(['all', 'none'] as const).map(button)}</div>
          <details className="consent-form__details">
            <summary>{text.chooseCategories}</summary>
            {categories}
            <div className="consent-form__actions">{button('custom')}</div>
          </details>
        </>
      ) : (
        <>
          {categories}
          {alert}
          <div className="consent-form__actions">{(['all', 'none', 'custom'] as const).map(button)}</div>
        </>
      )}
    </form>
  );
}
