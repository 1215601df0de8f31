'use client';

import type { FixedLineAddress } from '@/lib/platform/content-api/schemas';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useAddressLabel } from './useAddressLabel';

/** SPEC §2 "several addresses found (pick one)": the possible addresses as a radio list. */
export function AddressChoice({
  legend,
  addresses,
  busy,
  onChoose,
}: {
  legend: string;
  addresses: FixedLineAddress[];
  busy: boolean;
  onChoose: (addressId: string) => void;
}) {
  const t = useTranslations('fibre');
  const label = useAddressLabel();
  const id = useId();
  const [chosen, setChosen] = useState<string>();
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    onChoose(chosen);
  };
  return (
    <form className="form fibre-choice" onSubmit={submit} noValidate>
      <fieldset className="filter-group" aria-describedby={missing ? `${id}-error` : undefined}>
        <legend>{legend}</legend>
        {addresses.map((address) => (
          <label key={address.id} className="choice">
            <input
              type="radio"
              name={`${id}-address`}
              value={address.id}
              checked={chosen === address.id}
              onChange={() => {
                setChosen(address.id);
                setMissing(false);
              }}
            />
            {label(address)}
          </label>
        ))}
        {missing && (
          <p id={`${id}-error`} className="field__error">
            {t('errors.chooseOption')}
          </p>
        )}
      </fieldset>
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('choose')}
        </button>
      </div>
    </form>
  );
}
