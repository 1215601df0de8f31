'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CameraPreview } from './CameraPreview';
import { CaptureField } from './CaptureField';
import type { Chosen, FieldCamera } from './field-camera';
import { MAX_VIDEO_SECONDS, useVideoRecorder } from './useVideoRecorder';

type Props = { field: string; max: number; chosen?: Chosen; camera: FieldCamera; error?: string; onChoose: (video: Blob) => void };

/** The selfie video: recorded with the front camera (started and stopped by the visitor, at most a few seconds), or a picked video. */
export function VideoField({ field, max, chosen, camera, error, onChoose }: Props) {
  const t = useTranslations('identificationUpload.phone');
  const [unsupported, setUnsupported] = useState(false);
  const recorder = useVideoRecorder((recorded) => {
    camera.close();
    onChoose(recorded);
  });
  const record = () => {
    if (camera.stream) setUnsupported(!recorder.start(camera.stream));
  };
  return (
    <CaptureField
      field={field}
      legend={t('legend', { what: field })}
      hint={t('videoHint', { seconds: MAX_VIDEO_SECONDS })}
      preview={
        chosen && !camera.stream && <video className="ident-upload__preview" controls src={chosen.url} aria-label={t('videoPreview')} />
      }
      cameraProblem={camera.problem ?? (unsupported ? 'unsupported' : undefined)}
      picker={{ accept: 'video/mp4,video/quicktime,video/webm', capture: 'user', label: t('pickVideo'), hint: t('pickVideoHint', { max }) }}
      error={error}
      onPick={onChoose}
    >
      {camera.stream ? (
        <CameraPreview stream={camera.stream} label={t('cameraLabel', { what: field })}>
          {recorder.recording ? (
            <button type="button" className="button button--primary" onClick={recorder.stop}>
              {t('stopRecording')}
            </button>
          ) : (
            <>
              <button type="button" className="button button--primary" onClick={record}>
                {t('startRecording')}
              </button>
              <button type="button" className="button button--link" onClick={camera.close}>
                {t('closeCamera')}
              </button>
            </>
          )}
        </CameraPreview>
      ) : (
        <button type="button" className="button" onClick={camera.open} disabled={camera.starting}>
          {chosen ? t('recordAgain') : t('openVideoCamera')}
        </button>
      )}
      <p role="status">{recorder.recording && t('recording', { seconds: MAX_VIDEO_SECONDS })}</p>
    </CaptureField>
  );
}
