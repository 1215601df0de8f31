'use client';

import { useEffect, useRef, useState } from 'react';

/** A selfie video is a few seconds: the recording stops by itself after this long. */
export const MAX_VIDEO_SECONDS = 10;

/** What the browser records in, among the types the content API takes (WebM in Chromium and Firefox, MP4 in Safari). */
const RECORDING_TYPES = ['video/webm', 'video/mp4'] as const;

const recordingType = () =>
  typeof MediaRecorder === 'undefined' ? undefined : RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));

/**
 * Records the camera's stream with MediaRecorder: start, stop (by the visitor, or after
 * MAX_VIDEO_SECONDS), and the recording handed to `onRecorded`. `supported` is false in a browser that
 * records none of the accepted types (the file picker remains).
 */
export function useVideoRecorder(onRecorded: (video: Blob) => void) {
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const done = useRef(onRecorded);
  useEffect(() => {
    done.current = onRecorded;
  }, [onRecorded]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  const start = (stream: MediaStream): boolean => {
    const type = recordingType();
    if (!type) return false;
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream, { mimeType: type });
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      clearTimeout(timer.current);
      setRecording(false);
      done.current(new Blob(chunks, { type }));
    };
    recorder.current = media;
    media.start();
    timer.current = setTimeout(() => media.stop(), MAX_VIDEO_SECONDS * 1000);
    setRecording(true);
    return true;
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  return { recording, start, stop };
}
