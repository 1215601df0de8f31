'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { CameraPreview } from './CameraPreview';
import { CaptureField } from './CaptureField';
import type { Chosen, FieldCamera } from './field-camera';

type Props = { field: string; max: number; chosen?: Chosen; camera: FieldCamera; error?: string; onChoose: (photo: Blob) => void };

/** Resolves once the camera's picture is there: at once when it shows, else with its first frame. */
function firstFrame(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return Promise.resolve();
  return new Promise((resolve) => video.addEventListener('loadeddata', () => resolve(), { once: true }));
}

/**
 * The camera's current picture as a JPEG (the content API takes JPEG or PNG). A tap on the shutter
 * before the camera shows anything (a slow phone just after "open camera") takes the first frame
 * rather than nothing; null only when the stream gives no picture at all.
 */
async function snapshot(video: HTMLVideoElement): Promise<Blob | null> {
  await firstFrame(video);
  if (!video.videoWidth) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}

/** One side of the ID (front or back): a photo with the back camera, taken again as often as needed, or a picked image. */
export function PhotoField({ field, max, chosen, camera, error, onChoose }: Props) {
  const t = useTranslations('identificationUpload.phone');
  const video = useRef<HTMLVideoElement>(null);
  const shoot = async () => {
    const blob = video.current && (await snapshot(video.current));
    if (!blob) return;
    camera.close();
    onChoose(blob);
  };
  const preview = chosen && !camera.stream && (
    // A blob URL: nothing for next/image to optimise.
    // eslint-disable-next-line @next/next/no-img-element
    <img className="ident-upload__preview" src={chosen.url} alt={t('photoAlt', { what: field })} />
  );
  return (
    <CaptureField
      field={field}
      legend={t('legend', { what: field })}
      preview={preview}
      cameraProblem={camera.problem}
      picker={{
        accept: 'image/jpeg,image/png',
        capture: 'environment',
        label: t('pickPhoto', { what: field }),
        hint: t('pickPhotoHint', { max }),
      }}
      error={error}
      onPick={onChoose}
    >
      {camera.stream ? (
        <CameraPreview stream={camera.stream} label={t('cameraLabel', { what: field })} video={video}>
          <button type="button" className="button button--primary" onClick={() => void shoot()}>
            {t('shoot', { what: field })}
          </button>
          <button type="button" className="button button--link" onClick={camera.close}>
            {t('closeCamera')}
          </button>
        </CameraPreview>
      ) : (
        <button type="button" className="button" onClick={camera.open} disabled={camera.starting}>
          {chosen ? t('retake', { what: field }) : t('openCamera', { what: field })}
        </button>
      )}
    </CaptureField>
  );
}
