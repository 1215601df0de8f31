'use client';

import type { FormEventHandler, ReactNode } from 'react';
import { FormErrors, type FormErrorsProps } from '@/components/form/FormErrors';
import { SubmitButton } from '@/components/form/SubmitButton';
import type { UpstreamError } from '@/lib/account/upstream';
import { SaveFeedback } from './SaveFeedback';
import type { SaveState } from './useAccountWrite';

type Props = {
  /** `useAccountForm`'s `shell`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  feedback: FormErrorsProps;
  save: { state: SaveState; error?: UpstreamError };
  upgrade: ReactNode;
  /** The submit button's label. */
  submit: string;
  className?: string;
  /** The form's own heading, which names it. */
  heading?: { id: string; text: string };
  /** The form's name where it has no heading of its own. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** SaveFeedback's `failure` and `saved`: the form's own words for them. */
  failure?: string;
  saved?: string;
  children: ReactNode;
};

/**
 * The shell of every customer-area form (ADR 56): error summary, the form's fields, the submit button,
 * SPEC §8's save feedback and, beside the form, the upgrade prompt while the save waits for it.
 */
export function AccountForm({
  onSubmit,
  feedback,
  save,
  upgrade,
  submit,
  className = 'form',
  heading,
  failure,
  saved,
  children,
  ...name
}: Props) {
  return (
    <>
      <form className={className} onSubmit={onSubmit} noValidate aria-labelledby={heading?.id} {...name}>
        {heading && <h4 id={heading.id}>{heading.text}</h4>}
        <FormErrors {...feedback} />
        {children}
        <SubmitButton busy={save.state === 'saving'} label={submit} />
        <SaveFeedback {...save} failure={failure} saved={saved} />
      </form>
      {upgrade}
    </>
  );
}
