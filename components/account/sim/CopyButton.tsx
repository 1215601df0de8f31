'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import './sim.css';

type Props = {
  /** The text copied. */
  value: string;
  /** What it is ("SM-DP+ address"): read after the visible "Copy", so the button's name contains its visible text. */
  label: string;
};

/**
 * Copies an eSIM detail to the clipboard, for a customer who installs the eSIM on the phone they are
 * reading this on and pastes the values. The value itself stays selectable text beside the button.
 */
export function CopyButton({ value, label }: Props) {
  const t = useTranslations('accountSim.copy');
  const [result, setResult] = useState<'copied' | 'failed'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };
  return (
    <span className="copy-button">
      <button type="button" className="button button--link" onClick={copy}>
        {t('button')}
        <span className="visually-hidden"> {label}</span>
      </button>
      <span role="status" className="copy-button__status">
        {result === 'copied' && t('copied', { what: label })}
        {result === 'failed' && t('failed')}
      </span>
    </span>
  );
}
