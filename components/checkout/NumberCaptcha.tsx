'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Field } from '@/components/form/Field';
import type { CaptchaChallenge } from '@/lib/platform/contracts/checkout-numbers';
import type { CaptchaProblem as Problem, CaptchaProps } from './captcha-props';
import { CaptchaSection } from './CaptchaSection';
import { fetchChallenge, reserveNumbers } from './numbers-api';
import './checkout.css';

/**
 * The sandbox captcha before numbers are reserved (the content API's, shown by our own form; `id` is the answer field's):
 * a code in a picture and, as its text alternative, a sum. Either answer is typed into one labelled
 * field; the route handler checks it on the server and reserves. A wrong or expired check brings a new
 * one. Enter in the answer reserves (it does not send the step's form).
 */
export function NumberCaptcha({ id, locale, error, onReserved }: CaptchaProps) {
  const t = useTranslations('checkoutNumber.captcha');
  const [challenge, setChallenge] = useState<CaptchaChallenge>();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const questionId = `${id}-question`;

  const load = useCallback(
    () =>
      fetchChallenge(locale).then((loaded) => {
        if (loaded.ok) setChallenge(loaded.data);
        else setProblem(loaded.error === 'rate_limited' ? 'rate_limited' : 'unavailable');
        return loaded.ok;
      }),
    [locale],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const another = async () => {
    setAnswer('');
    if (await load()) setProblem(undefined);
    input.current?.focus();
  };

  const reserve = async () => {
    if (!challenge) return;
    if (answer.trim() === '') {
      setProblem('required');
      input.current?.focus();
      return;
    }
    setBusy(true);
    const reserved = await reserveNumbers({ challengeId: challenge.challengeId, answer }, locale);
    setBusy(false);
    if (reserved.ok) return onReserved(reserved.data);
    // Every challenge has one attempt: after any failure a new one is shown.
    setAnswer('');
    const fresh = await load();
    setProblem(
      reserved.error === 'rate_limited' ? 'rate_limited' : reserved.error === 'captcha_failed' && fresh ? 'failed' : 'unavailable',
    );
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void reserve();
  };

  const message = problem ? t(problem) : error;
  return (
    <CaptchaSection id={id} intro={t('intro')} loading={!challenge && !problem}>
      {challenge && (
        <>
          {/* A data URL of the captcha service: next/image has nothing to optimise here. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={challenge.image} width={160} height={50} alt={t('imageAlt')} className="number-captcha__image" />
          <p id={questionId}>{t('question', { question: challenge.question })}</p>
        </>
      )}
      <Field id={id} label={t('answer')} error={message} describedBy={challenge ? questionId : false}>
        {(control) => (
          <input
            {...control}
            ref={input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <div className="number-captcha__actions">
        <button type="button" className="button button--primary" onClick={reserve} disabled={busy || !challenge}>
          {busy ? t('reserving') : t('reserve')}
        </button>
        <button type="button" className="button" onClick={another} disabled={busy}>
          {t('another')}
        </button>
      </div>
    </CaptchaSection>
  );
}
