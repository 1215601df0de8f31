'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath, Resolver, ResolverResult } from 'react-hook-form';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { useHydrated } from '@/components/form/useHydrated';
import { useSite } from '@/components/site/SiteProvider';
import type { CaptchaConfig } from '@/lib/captcha/captcha-config';
import {
  chosenNumberField,
  needsReservation,
  numberFieldNames,
  wireOf,
  type NumberFormValues,
  type NumberSource,
} from '@/lib/checkout/steps/number-form';
import { asksContractNumber, asksTerminationType, earliestStacIssue, numberSchema, usesSwitchingCodes, type NumberRules } from '@/lib/checkout/steps/number-schema';
import type { BffErrorCode, FieldError } from '@/lib/contracts/answer';
import { stepContract, type NumberStep } from '@/lib/contracts/checkout';
import type { OfferedNumbers } from '@/lib/contracts/checkout-numbers';
import { formatCalendarDay, formatClockTime } from '@/lib/i18n/format';
import { ChoiceGroup } from './ChoiceGroup';
import { extendNumbers } from './numbers-api';
import { NumberCaptcha } from './NumberCaptcha';
import { WidgetCaptcha } from './WidgetCaptcha';
import './checkout.css';

type Name = FieldPath<NumberFormValues>;

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

/** Reservations are held longer this long before they end. */
const EXTEND_BEFORE_MS = 60_000;
/** A failed extension is tried again after this long (while the reservation lasts). */
const RETRY_MS = 20_000;

const SOURCES: Record<'switching' | 'porting', NumberSource[]> = { switching: ['NEW', 'PORTING', 'CANCEL'], porting: ['NEW', 'PORTING'] };
const CONTRACT_TYPES = ['POSTPAID', 'PREPAID', 'BUSINESS'] as const;
const TERMINATION_TYPES = ['IMMEDIATE', 'END_OF_COMMITMENT'] as const;
const BUILDING_TYPES = ['SINGLE_FAMILY_HOUSE', 'MULTI_PARTY_BUILDING'] as const;

/** A field's path without its SIM card ("simCards.0.number.phoneNumber" → "number.phoneNumber"). */
const kindOf = (name: string) => name.replace(/^simCards\.\d+\./, '');
const simIndexOf = (name: string) => Number(/^simCards\.(\d+)\./.exec(name)?.[1] ?? -1);

type ErrorKey = Parameters<ReturnType<typeof useTranslations<'checkoutNumber.errors'>>>[0];

/** The message of an error code at a field (the schema's, the route's or the order's: SPEC §5). */
function errorKey(kind: string, code: string | undefined, codeKind: 'puk' | 'pac' | 'stac'): ErrorKey {
  if (code === 'unavailable_date' || code === 'porting_date_invalid') return 'portingDate';
  if (code === 'number_cannot_be_used') return 'numberUnusable';
  if (code === 'too_long' || code === 'invalid') return code;
  switch (kind) {
    case 'source':
    case 'contractType':
    case 'previousProviderId':
    case 'terminationType':
    case 'landline.port':
    case 'landline.buildingType':
      return 'choice';
    case 'phoneNumber':
    case 'number.phoneNumber':
    case 'temporaryNumber.phoneNumber':
      return code === 'expired' ? 'numberExpired' : 'number';
    case 'transferPhoneNumber':
    case 'cancelPhoneNumber':
    case 'landline.phoneNumber':
      return code === 'required' ? 'required' : 'phone';
    case 'code':
      if (code === 'required') return 'required';
      return code === 'mismatch' ? (codeKind === 'stac' ? 'stacMismatch' : 'pacMismatch') : codeKind;
    case 'codeIssuedOn':
      return code === 'expired' ? 'stacExpired' : code === 'invalid_date' ? 'futureDate' : 'date';
    case 'date':
      return 'date';
    case 'contractNumber':
      return code === 'required' ? 'required' : 'contractNumber';
    case 'terminationConfirmed':
    case 'smsSent':
      return kind;
    case 'landline.connectionId':
      return code === 'required' ? 'required' : 'connectionId';
    default:
      return code === 'required' ? 'required' : 'invalid_format';
  }
}

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
  const [offers, setOffers] = useState<OfferedNumbers[] | undefined>(held);
  const [announcement, setAnnouncement] = useState('');
  const [retries, setRetries] = useState(0);
  const live = useHydrated();

  // The resolver checks the wire shape made with the reservations of the moment.
  const offersRef = useRef(offers);
  useEffect(() => {
    offersRef.current = offers;
  }, [offers]);
  const resolver = useMemo((): Resolver<NumberFormValues, unknown, NumberStep> => {
    const check = zodResolver(numberSchema(rules));
    type Checked = Parameters<typeof check>;
    // The schema reads the wire shape, whose field paths are the form's (lib/checkout/steps/number-form.ts).
    return async (values, context, options) =>
      (await check(wireOf(values, offersRef.current) as Checked[0], context, options as unknown as Checked[2])) as unknown as ResolverResult<NumberFormValues, NumberStep>;
  }, [rules]);

  const codeKind = (name: string) => (sources[simIndexOf(name)] === 'CANCEL' ? 'stac' : switching ? 'pac' : 'puk');
  const label = (name: string): string => {
    const kind = kindOf(name);
    switch (kind) {
      case 'phoneNumber':
      case 'number.phoneNumber':
        return t('newNumber');
      case 'temporaryNumber.phoneNumber':
        return t('temporaryNumber');
      case 'code':
        return t(codeKind(name));
      case 'landline.port':
      case 'landline.phoneNumber':
      case 'landline.connectionId':
      case 'landline.previousProvider':
      case 'landline.buildingType':
        return t(kind);
      default:
        return t(kind as 'source');
    }
  };

  const { form, onSubmit, field, feedback, text: registered, tick, option } = useFormPost({
    resolver,
    defaultValues: defaults,
    fields: {
      names: numberFieldNames(sources, defaults.landline !== undefined) as Name[],
      id: (name) => `number-${name.replaceAll('.', '-')}`,
      label,
      message: (name, code) => t(`errors.${errorKey(kindOf(name), code, codeKind(name))}`),
    },
    url: '/api/checkout/number',
    contract: stepContract,
    body: (step) => ({ ...step, locale }),
    onSuccess: ({ next }) => router.push(next),
    initialError,
    dismissible: true,
    initialFields,
  });
  const { watch, setValue, setError } = form;
  const values = watch();

  // The order's refusals of this step, at their fields once.
  useEffect(() => {
    for (const fault of faults) setError(fault.field as Name, { type: 'server', message: fault.code });
  }, [faults, setError]);

  /** The numbers chosen so far no longer count: new reservations, or none. */
  const clearChosen = () => {
    values.simCards.forEach((_, i) => {
      for (const path of ['phoneNumber', 'temporaryNumber.phoneNumber', 'number.phoneNumber'] as const) setValue(`simCards.${i}.${path}`, '');
    });
  };

  const reserved = (fresh: OfferedNumbers[]) => {
    clearChosen();
    setOffers(fresh);
    setRetries(0);
  };

  // Hold the reservations longer shortly before they end, while the step is open.
  useEffect(() => {
    if (!offers) return;
    const end = Math.min(...offers.map((o) => Date.parse(o.expiresAt)));
    const wait = retries > 0 ? RETRY_MS : Math.max(0, end - Date.now() - EXTEND_BEFORE_MS);
    const timer = setTimeout(async () => {
      const extended = await extendNumbers(
        offers.map((o) => o.numberingPlanAssignmentId),
        locale,
      );
      if (extended.ok) {
        const until = new Map(extended.data.reservations.map((r) => [r.numberingPlanAssignmentId, r.expiresAt]));
        const renewed = offers.map((o) => ({ ...o, expiresAt: until.get(o.numberingPlanAssignmentId) ?? o.expiresAt }));
        setOffers(renewed);
        setRetries(0);
        setAnnouncement(t('extended', { time: formatClockTime(new Date(Math.min(...renewed.map((o) => Date.parse(o.expiresAt)))), locale, market.timeZone) }));
      } else if (extended.error === 'reservation_expired' || Date.now() >= end) {
        setOffers(undefined);
        clearChosen();
        setAnnouncement(t('expired'));
        sources.forEach((source, i) => setError(`simCards.${i}.${chosenNumberField(source)}` as Name, { type: 'server', message: 'expired' }));
      } else {
        setRetries((n) => n + 1);
      }
    }, wait);
    return () => clearTimeout(timer);
    // clearChosen, sources and t read the render the timer was set in; a new reservation sets a new timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offers, retries]);

  const firstNeeding = values.simCards.findIndex((sim, i) => needsReservation({ ...sim, source: sources[i] ?? sim.source }));

  const text = (name: Name, extra: { hint?: string; type?: string; autoComplete?: string; inputMode?: 'numeric'; autoCapitalize?: 'characters' } = {}) => {
    const { hint, ...input } = extra;
    return (
      <Field {...field(name)} hint={hint}>
        {(control) => <input {...control} {...input} {...registered(name)} />}
      </Field>
    );
  };

  const choice = (name: Name, options: { value: string; label: string }[], extra: { hint?: string; onChange?: (value: string) => void } = {}) => {
    const { id, label: legend, error } = field(name);
    const onChange = (event: { target: { value: string } }) => extra.onChange?.(event.target.value);
    return <ChoiceGroup id={id} legend={legend} hint={extra.hint} error={error} options={options} input={(value) => option(name, value, { onChange })} />;
  };

  const checkbox = (name: Name) => (
    <Field {...field(name)} choice>
      {(control) => <input {...control} type="checkbox" {...tick(name)} />}
    </Field>
  );

  const select = (name: Name, options: { value: string; label: string }[], hint?: string) => (
    <Field {...field(name)} hint={hint}>
      {(control) => (
        <select {...control} {...registered(name)}>
          <option value="">{t('chooseOption')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  /** The numbers reserved for SIM card i, the captcha to reserve them, or a pointer to it. */
  const numberChoice = (i: number, source: NumberSource) => {
    const name = `simCards.${i}.${chosenNumberField(source)}` as Name;
    const offer = offers?.find((o) => o.simCard === i);
    if (offer) {
      return (
        <div className="number-choice">
          {choice(name, offer.numbers.map((n) => ({ value: n, label: n })), {
            hint: t('reservedUntil', { time: formatClockTime(new Date(offer.expiresAt), locale, market.timeZone) }),
          })}
        </div>
      );
    }
    if (i === firstNeeding) {
      const props = { id: field(name).id, locale, error: field(name).error, onReserved: reserved };
      return captcha.kind === 'widget' ? <WidgetCaptcha {...props} scriptSrc={captcha.scriptSrc} siteKey={captcha.siteKey} /> : <NumberCaptcha {...props} />;
    }
    return <p className="field__hint">{t('reserveFirst')}</p>;
  };

  const portFields = (i: number) => {
    const sim = values.simCards[i]!;
    const contractType = sim.contractType;
    const providers = rules.providers.filter((p) => !contractType || p.supportedContractTypes.includes(contractType as (typeof CONTRACT_TYPES)[number]));
    const onContractType = (type: string) => {
      const provider = rules.providers.find((p) => p.id === sim.previousProviderId);
      if (provider && !provider.supportedContractTypes.includes(type as (typeof CONTRACT_TYPES)[number])) setValue(`simCards.${i}.previousProviderId`, '');
    };
    return (
      <>
        {text(`simCards.${i}.transferPhoneNumber`, { type: 'tel', autoComplete: 'tel' })}
        {choice(`simCards.${i}.contractType`, CONTRACT_TYPES.map((type) => ({ value: type, label: t(`contractTypes.${type}`) })), { onChange: onContractType })}
        {select(`simCards.${i}.previousProviderId`, providers.map((p) => ({ value: p.id, label: p.displayName })))}
        {text(`simCards.${i}.holderFirstName`, { hint: t('holderHint'), autoComplete: 'given-name' })}
        {text(`simCards.${i}.holderLastName`, { hint: t('holderHint'), autoComplete: 'family-name' })}
        {text(`simCards.${i}.externalCustomerId`, { autoComplete: 'off' })}
        {switching
          ? text(`simCards.${i}.code`, { hint: t('pacHint'), autoComplete: 'off', autoCapitalize: 'characters' })
          : text(`simCards.${i}.code`, { hint: t('pukHint'), autoComplete: 'off', inputMode: 'numeric' })}
        {asksContractNumber(rules.market, sim) &&
          text(`simCards.${i}.contractNumber`, { hint: t('contractNumberHint'), autoComplete: 'off' })}
        {select(
          `simCards.${i}.date`,
          rules.freeDates.map((day) => ({ value: day, label: formatCalendarDay(day, locale) })),
          t('dateHint'),
        )}
        {asksTerminationType(rules.market, contractType || undefined) &&
          choice(
            `simCards.${i}.terminationType`,
            TERMINATION_TYPES.map((type) => ({ value: type, label: t(`terminationTypes.${type}`) })),
          )}
        {checkbox(`simCards.${i}.terminationConfirmed`)}
        {!switching && checkbox(`simCards.${i}.smsSent`)}
        {checkbox(`simCards.${i}.temporary`)}
        {sim.temporary && numberChoice(i, 'PORTING')}
      </>
    );
  };

  const cancelFields = (i: number) => (
    <>
      {text(`simCards.${i}.cancelPhoneNumber`, { type: 'tel', autoComplete: 'tel' })}
      {select(`simCards.${i}.previousProviderId`, rules.providers.map((p) => ({ value: p.id, label: p.displayName })))}
      {text(`simCards.${i}.code`, { hint: t('stacHint'), autoComplete: 'off', autoCapitalize: 'characters' })}
      <Field {...field(`simCards.${i}.codeIssuedOn`)}>
        {(control) => <input {...control} type="date" min={earliestStacIssue(rules.today)} max={rules.today} {...registered(`simCards.${i}.codeIssuedOn`)} />}
      </Field>
      {numberChoice(i, 'CANCEL')}
    </>
  );

  /**
   * The sources whose fields a SIM card serves: the chosen one; before the script runs (and without
   * it) also the other one a form can post without a reservation, as far as their fields do not
   * share names (a ported number's and a cancelled contract's provider and code).
   */
  const servedSources = (source: NumberSource): NumberSource[] => (live ? [source] : source === 'CANCEL' ? ['NEW', 'CANCEL'] : ['NEW', 'PORTING']);

  const landline = values.landline;
  return (
    <form className="form number-form" method="post" action="/api/checkout/number" onSubmit={onSubmit} noValidate aria-labelledby="number-heading">
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
                {served === 'PORTING' && portFields(i)}
                {served === 'CANCEL' && cancelFields(i)}
              </div>
            ))}
          </fieldset>
        );
      })}
      {landline && (
        <fieldset className="number-form__sim number-form__landline">
          <legend>{t('landline.heading')}</legend>
          {choice('landline.port', (['false', 'true'] as const).map((v) => ({ value: v, label: t(`landline.ports.${v}`) })))}
          {(!live || landline.port === 'true') && (
            <div className="number-form__landline-port">
              {text('landline.phoneNumber', { type: 'tel' })}
              {text('landline.connectionId', { hint: t('landline.connectionIdHint'), autoComplete: 'off' })}
              {text('landline.previousProvider')}
              {choice('landline.buildingType', BUILDING_TYPES.map((type) => ({ value: type, label: t(`landline.buildingTypes.${type}`) })))}
            </div>
          )}
        </fieldset>
      )}
      <SubmitButton busy={form.formState.isSubmitting} label={t('submit')} busyLabel={t('sending')} />
    </form>
  );
}
