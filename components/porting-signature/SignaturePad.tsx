'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { MAX_SIGNATURE_BYTES } from '@/lib/platform/contracts/porting-signature';
import { isSignature, padPoint, signatureBase64, type Stroke } from '@/lib/domain/signature-image';
import { useSignatureMessage } from './useSignatureMessage';
import { paintStrokes, strokesPng } from './signature-canvas';
import './porting-signature.css';

type Props = {
  /** While a signature is on its way: nothing can be drawn, cleared or sent. */
  busy: boolean;
  onSign: (signatureBase64: string) => void;
};

type Problem = 'empty' | 'unreadable' | 'too_large';

/**
 * The drawn signature (desktop and phone): a canvas that takes mouse, touch and pen through pointer
 * events (one pointer draws at a time), a clear button and the sign button, which sends the strokes as
 * a PNG within the content API's limit. The keyboard alternative is the typed signature beside it.
 */
export function SignaturePad({ busy, onSign }: Props) {
  const t = useTranslations('portingSignature.draw');
  const reason = useSignatureMessage();
  const hintId = useId();
  const problemId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const pointer = useRef<number | null>(null);
  const [problem, setProblem] = useState<Problem>();

  const repaint = () => {
    const canvas = canvasRef.current;
    if (canvas) paintStrokes(canvas, strokes.current, canvas.width / Math.max(1, canvas.getBoundingClientRect().width));
  };

  // The canvas has as many pixels as the screen shows (sharp on high-density screens), also after a resize.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const box = canvas.getBoundingClientRect();
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(box.width * ratio);
      canvas.height = Math.round(box.height * ratio);
      paintStrokes(canvas, strokes.current, ratio);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const pointOf = (event: { clientX: number; clientY: number }) =>
    padPoint(canvasRef.current!.getBoundingClientRect(), event.clientX, event.clientY);

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (busy || pointer.current !== null) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    pointer.current = event.pointerId;
    strokes.current.push([pointOf(event)]);
    setProblem(undefined);
    repaint();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (pointer.current !== event.pointerId) return;
    const stroke = strokes.current.at(-1);
    // Coalesced events keep a fast line smooth where the browser reports fewer moves than the pen made.
    const moves = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const one of moves.length > 0 ? moves : [event]) stroke?.push(pointOf(one));
    repaint();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (pointer.current === event.pointerId) pointer.current = null;
  };

  const clear = () => {
    if (busy) return;
    strokes.current = [];
    setProblem(undefined);
    repaint();
  };

  const sign = () => {
    const canvas = canvasRef.current;
    if (busy || !canvas) return;
    if (!isSignature(strokes.current)) return setProblem('empty');
    const { width, height } = canvas.getBoundingClientRect();
    const signature = signatureBase64((scale) => strokesPng(strokes.current, width, height, scale), MAX_SIGNATURE_BYTES);
    if (signature === 'too_large' || signature === 'unreadable') return setProblem(signature);
    onSign(signature);
  };

  return (
    <div className="signature-pad">
      <p id={hintId} className="field__hint">
        {t('hint')}
      </p>
      <canvas
        ref={canvasRef}
        className="signature-pad__canvas"
        role="img"
        aria-label={t('pad')}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div role="alert" id={problemId} className="form__alert">
        {problem && <p className="field__error">{problem === 'too_large' ? reason('too_large') : t(problem)}</p>}
      </div>
      <div className="form__actions">
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={sign}>
          {t('sign')}
        </button>
        <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={clear}>
          {t('clear')}
        </button>
      </div>
    </div>
  );
}
