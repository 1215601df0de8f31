'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { SubmitButton } from '@/components/form/SubmitButton';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { useHydrated } from '@/components/form/useHydrated';
import { PostForm } from '@/components/form/PostForm';
import { useSite } from '@/components/site/SiteProvider';
import type { CaptchaConfig } from '@/lib/platform/captcha/captcha-config';
import {
  chosenNumberField,
  needsReservation,
  numberFieldNames,
  wireOf,
  type NumberFormValues,
  type NumberSource,
} from '@/lib/checkout/steps/number-form';
import { numberSchema, usesSwitchingCodes, type NumberRules } from '@/lib/checkout/steps/number-schema';
import { kindOf, numberErrorKey, numberLabelKey, simIndexOf } from '@/lib/checkout/steps/number-texts';
import type { BffErrorCode, FieldError } from '@/lib/platform/contracts/answer';
import { stepContract, type NumberStep } from '@/lib/platform/contracts/checkout';
import type { OfferedNumbers } from '@/lib/platform/contracts/checkout-numbers';
import { formatClockTime } from '@/lib/platform/i18n/format';
import { CancelFields } from './number/CancelFields';
import { LandlineFields } from './number/LandlineFields';
import { SOURCES } from './number/number-choices';
import { numberControls, type Name } from './number/number-controls';
import { PortFields } from './number/PortFields';
import { useHeldReservations } from './number/useHeldReservations';
import { NumberCaptcha } from './NumberCaptcha';
import { WidgetCaptcha } from './WidgetCaptcha';
import './checkout.css';

type Props = {
  rules: NumberRules;
  /** Per SIM card of the cart, the tariff it is for. */
  tariffs: string[];
  defaults: NumberFormValues;
  /** Reservations of the stored step still held. */
  held?: OfferedNumbers[];
  /** The content API's refusals of this step's fields on ordering, at the form's fields. */
  faults: { field: string; code: string }[];
  initialError?: BffErrorCode;
  /** The fields at fault of a post refused without JavaScript. */
  initialFields?: readonly FieldError[];
  /** The captcha before numbers are reserved, as configured (ADR 49): the sandbox's unless given. */
  captcha?: CaptchaConfig;
};

const SANDBOX_CAPTCHA: CaptchaConfig = { kind: 'sandbox' };

/**
 * The number step's island (issue 14 §3.2): per SIM card a new number, a ported one or (UK) a new one
 * with the old contract cancelled by its STAC; the fixed line's landline number. New numbers are
 * reserved after an accessible captcha; the reservations are held longer shortly before they end while
 * the step is open (announced politely), and an ended one asks to reserve again. Checked with the
 * route's schema and the market's rules, posted to /api/checkout/number; on success the checkout goes on.
 * Without JavaScript the fields of a new and of a ported number are served (CSS shows those of the
 * chosen source, checkout.css) and the form posts natively; reserving a number needs JavaScript.
 */
export function NumberForm({ rules, tariffs, defaults, held, faults, initialError, initialFields, captcha = SANDBOX_CAPTCHA }: Props) {
  const t = useTranslations('checkoutNumber');
  const router = useRouter();
  const { locale, market } = useSite();
  const switching = usesSwitchingCodes(rules.market);
  const [sources, setSources] = useState<NumberSource[]>(() => defaults.simCards.map((s) => s.source));
  const live = useHydrated();

  // The resolver checks the wire shape made with the reservations of the moment.
  const offersRef = useRef(held);
  const resolver = useMemo((): Resolver<NumberFormValues, unknown, NumberStep> => {
    const check = zodResolver(numberSchema(rules));
    type Checked = Parameters<typeof check>;
    // The schema reads the wire shape, whose field paths are the form's (lib/checkout/steps/number-form.ts).
    return async (values, context, options) =>
      (await check(
        wireOf(values, offersRef.current) as Checked[0],
        context,
        options as unknown as Checked[2],
      )) as unknown as ResolverResult<NumberFormValues, NumberStep>;
  }, [rules]);

  const codeKind = (name: string) => (sources[simIndexOf(name)] === 'CANCEL' ? 'stac' : switching ? 'pac' : 'puk');

  const kit = useFormPost({
    resolver,
    defaultValues: defaults,
    fields: {
      names: numberFieldNames(sources, defaults.landline !== undefined) as Name[],
      id: (name) => `number-${name.replaceAll('.', '-')}`,
      label: (name) => t(numberLabelKey(kindOf(name), codeKind(name))),
      message: (name, code) => t(`errors.${numberErrorKey(kindOf(name), code, codeKind(name))}`),
    },
    url: '/api/checkout/number',
    contract: stepContract,
    body: (step) => ({ ...step, locale }),
    onSuccess: ({ next }) => router.push(next),
    initialError,
    dismissible: true,
    initialFields,
  });
  const { form, onSubmit, field, feedback } = kit;
  const { watch, setValue, setError } = form;
  const values = watch();

  // The order's refusals of this step, at their fields once.
  useEffect(() => {
    for (const fault of faults) setError(fault.field as Name, { type: 'server', message: fault.code });
  }, [faults, setError]);

  /** The numbers chosen so far no longer count: new reservations, or none. */
  const clearChosen = () => {
    values.simCards.forEach((_, i) => {
      for (const path of ['phoneNumber', 'temporaryNumber.phoneNumber', 'number.phoneNumber'] as const)
        setValue(`simCards.${i}.${path}`, '');
    });
  };

  const { offers, announcement, reserved } = useHeldReservations(held, {
    locale,
    timeZone: market.timeZone,
    onExpired: () => {
      clearChosen();
      sources.forEach((source, i) =>
        setError(`simCards.${i}.${chosenNumberField(source)}` as Name, { type: 'server', message: 'expired' }),
      );
    },
  });
  useEffect(() => {
    offersRef.current = offers;
  }, [offers]);
  const onReserved = (fresh: OfferedNumbers[]) => {
    clearChosen();
    reserved(fresh);
  };

  const firstNeeding = values.simCards.findIndex((sim, i) => needsReservation({ ...sim, source: sources[i] ?? sim.source }));

  const controls = numberControls(kit, t('chooseOption'));
  const { choice } = controls;

  /** The numbers reserved for SIM card i, the captcha to reserve them, or a pointer to it. */
  const numberChoice = (i: number, source: NumberSource) => {
    const name = `simCards.${i}.${chosenNumberField(source)}` as Name;
    const offer = offers?.find((o) => o.simCard === i);
    if (offer) {
      return (
        <div className="number-choice">
          {choice(
            name,
            offer.numbers.map((n) => ({ value: n, label: n })),
            {
              hint: t('reservedUntil', { time: formatClockTime(new Date(offer.expiresAt), locale, market.timeZone) }),
            },
          )}
        </div>
      );
    }
    if (i === firstNeeding) {
      const props = { id: field(name).id, locale, error: field(name).error, onReserved };
      return captcha.kind === 'widget' ? (
        <WidgetCaptcha {...props} scriptSrc={captcha.scriptSrc} siteKey={captcha.siteKey} />
      ) : (
        <NumberCaptcha {...props} />
      );
    }
    return <p className="field__hint">{t('reserveFirst')}</p>;
  };

  /**
   * The sources whose fields a SIM card serves: the chosen one; before the script runs (and without
   * it) also the other one a form can post without a reservation, as far as their fields do not
   * share names (a ported number's and a cancelled contract's provider and code).
   */
  const servedSources = (source: NumberSource): NumberSource[] =>
    live ? [source] : source === 'CANCEL' ? ['NEW', 'CANCEL'] : ['NEW', 'PORTING'];

  const landline = values.landline;
  return (
    <PostForm className="form number-form" action="/api/checkout/number" onSubmit={onSubmit} aria-labelledby="number-heading">
      <h2 id="number-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <FormErrors {...feedback} />
      <div role="status" className="number-form__status">
        {announcement && <p>{announcement}</p>}
      </div>
      {tariffs.map((tariff, i) => {
        const source = sources[i] ?? 'NEW';
        return (
          <fieldset key={i} className="number-form__sim">
            <legend>{t('simCard', { position: i + 1, tariff })}</legend>
            {choice(
              `simCards.${i}.source`,
              SOURCES[switching ? 'switching' : 'porting'].map((s) => ({ value: s, label: t(`sources.${s}`) })),
              { onChange: (value) => setSources((all) => all.map((s, j) => (j === i ? (value as NumberSource) : s))) },
            )}
            {servedSources(source).map((served) => (
              <div key={served} className={`number-form__source number-form__source--${served}`}>
                {served === 'NEW' && numberChoice(i, 'NEW')}
                {served === 'PORTING' && (
                  <PortFields
                    index={i}
                    sim={values.simCards[i]!}
                    rules={rules}
                    locale={locale}
                    controls={controls}
                    clearProvider={() => setValue(`simCards.${i}.previousProviderId`, '')}
                    temporaryNumber={numberChoice(i, 'PORTING')}
                  />
                )}
                {served === 'CANCEL' && <CancelFields index={i} rules={rules} controls={controls} newNumber={numberChoice(i, 'CANCEL')} />}
              </div>
            ))}
          </fieldset>
        );
      })}
      {landline && <LandlineFields port={landline.port} live={live} controls={controls} />}
      <SubmitButton busy={form.formState.isSubmitting} label={t('submit')} busyLabel={t('sending')} />
    </PostForm>
  );
}
