'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { FormErrors, type FormErrorsProps } from '@/components/form/FormErrors';
import type { UpstreamError } from '@/lib/account/upstream';
import { SaveFeedback } from '../SaveFeedback';
import type { SaveState } from '../useAccountWrite';

type Props = {
  /** The id of the form's heading, which names the form. */
  id: string;
  heading: string;
  submit: string;
  /** What "saved" means for this change. */
  saved: string;
  /** Why the content API refused the change, when it said (useRefusal). */
  refusal?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  feedback: FormErrorsProps;
  save: { state: SaveState; error?: UpstreamError };
  /** The upgrade prompt while the change waits for upgraded write access. */
  upgrade: ReactNode;
  children: ReactNode;
};

/** One change of the payment method with fields (SEPA, e-bill): heading, error summary, fields, button, SPEC §8 feedback, upgrade prompt. */
export function ChangeForm({ id, heading, submit, saved, refusal, onSubmit, feedback, save, upgrade, children }: Props) {
  return (
    <>
      <form className="form payment-form" onSubmit={onSubmit} noValidate aria-labelledby={id}>
        <h4 id={id}>{heading}</h4>
        <FormErrors {...feedback} />
        {children}
        <button type="submit" className="button button--primary" disabled={save.state === 'saving'}>
          {submit}
        </button>
        <SaveFeedback {...save} failure={refusal} saved={saved} />
      </form>
      {upgrade}
    </>
  );
}
