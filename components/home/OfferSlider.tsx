'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import './home.css';

const INTERVAL_MS = 7000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Reduced motion as the browser reports it; the server render assumes it (nothing rotates). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * Carousel after the WAI-ARIA pattern: previous/next and one button per slide, a pause button, no
 * rotation while focused or hovered, none at all for visitors who ask for reduced motion.
 */
export function OfferSlider({ slides }: { slides: ReactNode[] }) {
  const t = useTranslations('home');
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const root = useRef<HTMLElement>(null);
  const total = slides.length;
  const go = useCallback((next: number) => setIndex(((next % total) + total) % total), [total]);
  // Plays unless the visitor paused it or asks for reduced motion (then only an explicit play starts it).
  const playing = total > 1 && (paused === null ? !reducedMotion : !paused);

  useEffect(() => {
    if (!playing || held) return;
    const timer = setTimeout(() => go(index + 1), INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, held, index, go]);

  if (total === 0) return null;
  return (
    <section
      ref={root}
      className="slider"
      aria-roledescription="carousel"
      aria-label={t('slidesLabel')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {total > 1 && (
        <div className="slider__controls">
          <button type="button" className="slider__button" onClick={() => setPaused(playing)}>
            {playing ? t('pause') : t('play')}
          </button>
          <button type="button" className="slider__button" onClick={() => go(index - 1)} aria-label={t('previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="slider__button" onClick={() => go(index + 1)} aria-label={t('next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div className="slider__track" aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { index: i + 1, total })}
            className="slider__slide"
            hidden={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="slider__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="slider__dot"
              aria-label={t('goToSlide', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
