'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { CaptchaProblem as Problem, CaptchaProps } from './captcha-props';
import { CaptchaSection } from './CaptchaSection';
import { reserveNumbers } from './numbers-api';
import './checkout.css';

/** The part of a Turnstile-style provider's script API the widget uses (explicit rendering). */
type CaptchaApi = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      language: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
      /** No hidden input of its own: the token goes to our route as turnstileToken. */
      'response-field': boolean;
    },
  ) => string | undefined;
  reset: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};

declare global {
  interface Window {
    turnstile?: CaptchaApi;
  }
}

type Props = CaptchaProps & {
  /** The provider's script (CAPTCHA_SCRIPT_SRC): the number page's policy allows its origin. */
  scriptSrc: string;
  /** The site's public key at the provider (CAPTCHA_SITE_KEY). */
  siteKey: string;
};

/** The provider's script for explicit rendering, loaded once per page; `onLoad` once its API is there. */
function loadScript(scriptSrc: string, onLoad: () => void, onError: () => void): () => void {
  if (window.turnstile) {
    queueMicrotask(onLoad);
    return () => undefined;
  }
  const src = new URL(scriptSrc);
  src.searchParams.set('render', 'explicit');
  let script = document.querySelector<HTMLScriptElement>(`script[src="${src.href}"]`);
  if (!script) {
    script = document.createElement('script');
    script.src = src.href;
    script.async = true;
    document.head.append(script);
  }
  script.addEventListener('load', onLoad);
  script.addEventListener('error', onError);
  const loaded = script;
  return () => {
    loaded.removeEventListener('load', onLoad);
    loaded.removeEventListener('error', onError);
  };
}

/**
 * A captcha provider's widget before numbers are reserved (ADR 49, CAPTCHA_PROVIDER=turnstile): loads
 * the provider's script from its configured origin, renders its check in the box, and sends the token
 * the check gives as turnstileToken with the reservation (the content API verifies it at the
 * provider). A refused or expired token resets the check. Needs JavaScript, like the sandbox captcha.
 */
export function WidgetCaptcha({ id, locale, error, onReserved, scriptSrc, siteKey }: Props) {
  const t = useTranslations('checkoutNumber.captcha');
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string>(undefined);
  const [ready, setReady] = useState(false);
  const [token, setToken] = useState<string>();
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      loadScript(
        scriptSrc,
        () => setReady(true),
        () => setProblem('unavailable'),
      ),
    [scriptSrc],
  );

  useEffect(() => {
    const api = window.turnstile;
    if (!ready || !api || !box.current) return;
    widget.current = api.render(box.current, {
      sitekey: siteKey,
      language: locale,
      callback: (given) => {
        setToken(given);
        setProblem(undefined);
      },
      'expired-callback': () => setToken(undefined),
      'error-callback': () => setProblem('unavailable'),
      'response-field': false,
    });
    return () => {
      if (widget.current) api.remove(widget.current);
      widget.current = undefined;
    };
  }, [ready, siteKey, locale]);

  const reserve = async () => {
    if (!token) return setProblem('required');
    setBusy(true);
    const reserved = await reserveNumbers({ turnstileToken: token }, locale);
    setBusy(false);
    if (reserved.ok) return onReserved(reserved.data);
    // A token is good for one reservation: after any failure the check starts again.
    setToken(undefined);
    if (widget.current) window.turnstile?.reset(widget.current);
    setProblem(reserved.error === 'rate_limited' ? 'rate_limited' : reserved.error === 'captcha_failed' ? 'failed' : 'unavailable');
  };

  const message = problem ? t(problem === 'required' ? 'widgetRequired' : problem) : error;
  return (
    <CaptchaSection id={id} intro={t('widgetIntro')} loading={!ready && !problem}>
      <div id={id} ref={box} tabIndex={-1} className="number-captcha__widget" aria-describedby={message ? `${id}-error` : undefined} />
      {message && (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      )}
      <div className="number-captcha__actions">
        <button type="button" className="button button--primary" onClick={reserve} disabled={busy || !ready}>
          {busy ? t('reserving') : t('reserve')}
        </button>
      </div>
    </CaptchaSection>
  );
}
