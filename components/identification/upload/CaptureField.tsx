'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Field } from '@/components/form/Field';
import type { CameraProblem } from './useCamera';

type Props = {
  /** The form field the file goes in (front, back, video); the file picker's id is upload-{field}. */
  field: string;
  legend: string;
  hint?: string;
  /** What was taken or chosen. */
  preview?: ReactNode;
  /** The camera: its button, or its live picture with the buttons that act on it. */
  children: ReactNode;
  cameraProblem?: CameraProblem;
  picker: { accept: string; capture: 'environment' | 'user'; label: string; hint: string };
  error?: string;
  onPick: (file: File) => void;
};

/**
 * One file of the upload, by camera or by file picker: the picker is always there, so a denied or
 * missing camera (SPEC §8: the camera-access hint, "no device found", said in an alert) never stops
 * the visitor. The picker carries the file's error, linked to it.
 */
export function CaptureField({ field, legend, hint, preview, children, cameraProblem, picker, error, onPick }: Props) {
  const t = useTranslations('identificationUpload.phone');
  return (
    <fieldset className="ident-upload__capture">
      <legend>{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {preview}
      {children}
      <div role="alert">{cameraProblem && <p className="notice notice--error">{t(`camera.${cameraProblem}`)}</p>}</div>
      <Field id={`upload-${field}`} label={picker.label} hint={picker.hint} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            name={field}
            accept={picker.accept}
            capture={picker.capture}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) onPick(file);
            }}
          />
        )}
      </Field>
    </fieldset>
  );
}
