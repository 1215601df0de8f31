'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { checkGreeting, greetingHeadOf, type GreetingProblem } from '@/lib/domain/voicemail-greeting';
import { SaveFeedback } from '../SaveFeedback';
import { GREETING_MAX_MB, useGreetingUpload } from './useGreetingUpload';
import { MAX_RECORDING_MS, useRecorder } from './useRecorder';
import type { LineIds } from './voicemail-query';
import './voicemail.css';

/**
 * A greeting recorded in the browser (audio/webm): one button starts and stops the recording (it
 * keeps the focus, its name says what it does next), the recording can be listened to, then saved
 * (checked like a file) or recorded again. A denied or missing microphone is said in an alert.
 */
export function GreetingRecorder({ ids }: { ids: LineIds }) {
  const t = useTranslations('accountVoicemail.recorder');
  const greeting = useTranslations('accountVoicemail.greeting');
  const { state, start, stop, discard } = useRecorder();
  const [problem, setProblem] = useState<GreetingProblem>();
  const button = useRef<HTMLButtonElement>(null);
  // The preview and its buttons go away: the focus goes back to the recording button, not to the page.
  const done = () => {
    discard();
    button.current?.focus();
  };
  const upload = useGreetingUpload(ids, done);
  const recording = state.step === 'recording';

  const toggle = () => {
    upload.reset();
    setProblem(undefined);
    if (recording) stop();
    else void start();
  };

  const save = async () => {
    if (state.step !== 'recorded') return;
    const checked = checkGreeting(state.audio.size, await greetingHeadOf(state.audio));
    if (!checked.ok) return setProblem(checked.problem);
    upload.save({ audio: state.audio, type: checked.type });
  };

  return (
    <div className="greeting-recorder">
      <p className="field__hint">{t('intro', { seconds: MAX_RECORDING_MS / 1000 })}</p>
      <button
        ref={button}
        type="button"
        className="button"
        onClick={toggle}
        disabled={state.step === 'starting' || upload.state === 'saving'}
      >
        {recording ? t('stop') : state.step === 'recorded' ? t('again') : t('start')}
      </button>
      <div role="status" className="greeting-recorder__status">
        {state.step === 'starting' && <p>{t('starting')}</p>}
        {recording && <p className="greeting-recorder__live">{t('recording')}</p>}
        {state.step === 'recorded' && <p>{t('recorded')}</p>}
      </div>
      <div role="alert">
        {state.step === 'idle' && state.problem && <p className="notice notice--error">{t(`problem.${state.problem}`)}</p>}
        {problem && <p className="notice notice--error">{greeting(`problem.${problem}`, { max: GREETING_MAX_MB })}</p>}
      </div>
      {state.step === 'recorded' && (
        <div className="greeting-recorder__preview">
          <audio controls src={state.url} aria-label={t('preview')}>
            {t('noPlayer')}
          </audio>
          <div className="greeting-recorder__actions">
            <button type="button" className="button button--primary" onClick={() => void save()} disabled={upload.state === 'saving'}>
              {t('save')}
            </button>
            <button type="button" className="button button--link" onClick={done}>
              {t('discard')}
            </button>
          </div>
        </div>
      )}
      <SaveFeedback state={upload.state} error={upload.error} failure={upload.failure} saved={greeting('uploaded')} />
      {upload.upgrade}
    </div>
  );
}
