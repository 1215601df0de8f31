'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Why there is no camera to use (SPEC §8): access denied (the camera-access hint: check the
 * browser's settings), no such device ("no device found"), or a browser that cannot do it.
 */
export type CameraProblem = 'denied' | 'no_device' | 'unsupported';

export type CameraState = { step: 'off'; problem?: CameraProblem } | { step: 'starting' } | { step: 'live'; stream: MediaStream };

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'no_device';
  return 'unsupported';
}

/** The back camera for the ID (facing the document), the front camera for the selfie. */
export type Facing = 'environment' | 'user';

/**
 * One camera at a time: start asks for it (getUserMedia, video only), stop releases it, and so does
 * leaving the page. A problem stays until the next start.
 */
export function useCamera() {
  const [state, setState] = useState<CameraState>({ step: 'off' });
  const stream = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);
  useEffect(() => release, [release]);

  const start = useCallback(
    async (facing: Facing) => {
      release();
      if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia)
        return setState({ step: 'off', problem: 'unsupported' });
      setState({ step: 'starting' });
      try {
        stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing }, audio: false });
        setState({ step: 'live', stream: stream.current });
      } catch (error) {
        setState({ step: 'off', problem: problemOf(error) });
      }
    },
    [release],
  );

  const stop = useCallback(() => {
    release();
    setState({ step: 'off' });
  }, [release]);

  return { state, start, stop };
}
