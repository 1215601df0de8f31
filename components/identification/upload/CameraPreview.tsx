'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

type Props = { stream: MediaStream; label: string; video?: RefObject<HTMLVideoElement | null>; children: ReactNode };

/** The camera's live picture (muted, inline on phones) with the buttons that act on it. */
export function CameraPreview({ stream, label, video, children }: Props) {
  const own = useRef<HTMLVideoElement>(null);
  const element = video ?? own;
  useEffect(() => {
    if (element.current) element.current.srcObject = stream;
  }, [element, stream]);
  return (
    <div className="ident-upload__camera">
      <video ref={element} className="ident-upload__preview" autoPlay muted playsInline aria-label={label} />
      <div className="ident-upload__capture-actions">{children}</div>
    </div>
  );
}
