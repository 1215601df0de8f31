'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/form/Field';
import { checkGreeting, greetingHeadOf, type GreetingProblem } from '@/lib/domain/voicemail-greeting';
import { SaveFeedback } from '../SaveFeedback';
import { GREETING_MAX_MB as MAX_MB, useGreetingUpload } from './useGreetingUpload';
import type { LineIds } from './voicemail-query';

const ACCEPT = 'audio/mpeg,audio/wav,audio/ogg,audio/webm,.mp3,.wav,.ogg,.oga,.opus,.webm';

/**
 * A greeting from an audio file: checked here by size and by its first bytes (MP3, WAV, Ogg, WebM of
 * at most 2 MB), as the route handler and the content API check it again, and sent with the type its
 * bytes announce, whatever the file's name says.
 */
export function GreetingUpload({ ids }: { ids: LineIds }) {
  const t = useTranslations('accountVoicemail.greeting');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<GreetingProblem>();
  const upload = useGreetingUpload(ids, () => {
    if (input.current) input.current.value = '';
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    upload.reset();
    const file = input.current?.files?.[0];
    const checked = file ? checkGreeting(file.size, await greetingHeadOf(file)) : ({ ok: false, problem: 'required' } as const);
    if (!file || !checked.ok) {
      setProblem(checked.ok ? 'required' : checked.problem);
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    upload.save({ audio: file, type: checked.type });
  };

  return (
    <form className="form greeting-upload" onSubmit={submit} noValidate>
      <Field
        id="greeting-file"
        label={t('fileLabel')}
        hint={t('fileHint', { max: MAX_MB })}
        error={problem && t(`problem.${problem}`, { max: MAX_MB })}
      >
        {(control) => <input {...control} ref={input} type="file" name="greeting" accept={ACCEPT} onChange={() => setProblem(undefined)} />}
      </Field>
      <button type="submit" className="button" disabled={upload.state === 'saving'}>
        {t('upload')}
      </button>
      <SaveFeedback state={upload.state} error={upload.error} failure={upload.failure} saved={t('uploaded')} />
      {upload.upgrade}
    </form>
  );
}
