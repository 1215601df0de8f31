'use client';

import { useEffect, useRef, useState } from 'react';

/** SPEC §7: a greeting recorded in the browser is audio/webm. */
export const RECORDING_TYPE = 'audio/webm';
/** A greeting is a few seconds; a minute of Opus in WebM stays far below the 2 MB limit. */
export const MAX_RECORDING_MS = 60_000;

/** Why there is nothing to record with: no permission, no microphone, or a browser without WebM recording. */
export type RecorderProblem = 'denied' | 'no_microphone' | 'unsupported';

export type RecorderState =
  | { step: 'idle'; problem?: RecorderProblem }
  | { step: 'starting' }
  | { step: 'recording' }
  | { step: 'recorded'; audio: Blob; url: string };

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'no_microphone';
  return 'unsupported';
}

const canRecord = () =>
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia) &&
  typeof MediaRecorder !== 'undefined' &&
  MediaRecorder.isTypeSupported(RECORDING_TYPE);

/**
 * Recording from the microphone with MediaRecorder as audio/webm: start (asks for the microphone),
 * stop (by the customer, or after a minute), the recording as a Blob with a URL to listen to it, and
 * discard. The microphone is released as soon as the recording stops.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>({ step: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const url = state.step === 'recorded' ? state.url : undefined;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  const start = async () => {
    if (!canRecord()) return setState({ step: 'idle', problem: 'unsupported' });
    setState({ step: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      return setState({ step: 'idle', problem: problemOf(error) });
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream, { mimeType: RECORDING_TYPE });
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      clearTimeout(timer.current);
      for (const track of stream.getTracks()) track.stop();
      const audio = new Blob(chunks, { type: RECORDING_TYPE });
      setState({ step: 'recorded', audio, url: URL.createObjectURL(audio) });
    };
    recorder.current = media;
    media.start();
    timer.current = setTimeout(() => media.stop(), MAX_RECORDING_MS);
    setState({ step: 'recording' });
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const discard = () => setState({ step: 'idle' });

  return { state, start, stop, discard };
}
