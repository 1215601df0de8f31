'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { get } from '@/components/form/post';
import { useFormPost } from '@/components/form/useFormPost';
import { PostForm } from '@/components/form/PostForm';
import { HoursTable } from '@/components/shops/HoursTable';
import { useSite } from '@/components/site/SiteProvider';
import {
  deliveryRequest,
  pickupPointSearch,
  searchErrorsOf,
  type DeliveryMethod,
  type PickupPointSearch,
} from '@/lib/checkout/steps/delivery';
import type { BffErrorCode, FieldError } from '@/lib/platform/contracts/answer';
import { stepContract } from '@/lib/platform/contracts/checkout';
import { pickupPointsContract, type PickupPointView } from '@/lib/platform/contracts/checkout-delivery';
import './checkout.css';

const FIELDS = ['method', 'pickupPointId'] as const;
type FormField = (typeof FIELDS)[number];
type SearchField = keyof PickupPointSearch;

/** What a pickup-point search found: the points, or why there are none to show. */
export type PickupResult = { points: PickupPointView[] } | { error: 'not_found' | 'unavailable' };

export type PickupProps = {
  /** The step page: the search posted without JavaScript is a GET to it (?zip=&city=), which the server answers. */
  action: string;
  /** The search as typed, its errors, and the search whose points are shown. */
  typed: { zip: string; city: string };
  typedErrors: Partial<Record<SearchField, string>>;
  searched?: PickupPointSearch;
  result?: PickupResult;
};

type Props = {
  /** The methods the market offers for this cart, with their cost as shown ("€ 4.90", "free"). */
  options: { method: DeliveryMethod; cost: string }[];
  defaults: { method: DeliveryMethod; pickupPointId?: string };
  /** Where a delivery goes (rendered by the server). */
  destination: ReactNode;
  /** Present where the market has pickup points. */
  pickup?: PickupProps;
  /** The fields the content API refused in the last order attempt (server faults). */
  faults: { field: FormField; code: string }[];
  initialError?: BffErrorCode;
  /** The fields at fault of a post refused without JavaScript. */
  initialFields?: readonly FieldError[];
};

const SEARCH_FORM = 'pickup-search';

/**
 * Checkout step 3 (issue 14 §3.3): the delivery methods with their cost, and where the market has
 * them the pickup points of a postal code or city with their opening hours, one to choose. The search
 * is a form of its own (GET to the step page, so it works without JavaScript); with JavaScript it
 * asks GET /api/checkout/pickup-points and shows the points in place, announced in a status region.
 * The pickup part shows only while the pickup method is chosen (CSS :has, with or without JavaScript).
 */
export function DeliveryForm({ options, defaults, destination, pickup, faults, initialError, initialFields }: Props) {
  const t = useTranslations('checkoutDelivery');
  const { locale } = useSite();
  const router = useRouter();
  const offered = useMemo(() => options.map((o) => o.method), [options]);
  const resolver = useMemo(() => zodResolver(deliveryRequest(offered)), [offered]);
  const [serverFaults, setServerFaults] = useState(faults);
  const [typed, setTyped] = useState(pickup?.typed ?? { zip: '', city: '' });
  const [typedErrors, setTypedErrors] = useState(pickup?.typedErrors ?? {});
  const [result, setResult] = useState(pickup?.result);
  const [searching, setSearching] = useState(false);
  const searchRefs = useRef<Partial<Record<SearchField, HTMLInputElement | null>>>({});
  const points = result && 'points' in result ? result.points : [];

  const message = (field: FormField | SearchField, code: string | undefined) => t('error', { field, code: code ?? 'invalid_format' });
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver,
    defaultValues: {
      method: defaults.method,
      pickupPointId: defaults.pickupPointId,
      zip: pickup?.searched?.zip ?? '',
      city: pickup?.searched?.city ?? '',
    },
    fields: {
      names: FIELDS,
      id: (name) => (name === 'method' ? `delivery-method-${offered[0]}` : points[0] ? `pickup-point-${points[0].id}` : 'pickup-zip'),
      label: (name) => t(`fields.${name}`),
      message,
    },
    url: '/api/checkout/delivery',
    contract: stepContract,
    body: (request) => ({ ...request, locale }),
    onSuccess: ({ next }) => router.push(next),
    initialError,
    dismissible: true,
    initialFields,
  });
  const { register, formState, setValue } = form;

  /** The field's error: of this submit, or else a server fault of the last order attempt until the next submit. */
  const errorOf = (name: FormField) => {
    const fault = serverFaults.find((f) => f.field === name);
    return field(name).error ?? (fault ? message(name, fault.code) : undefined);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setServerFaults([]);
    return onSubmit(event);
  };

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = pickupPointSearch.safeParse(typed);
    if (!checked.success) {
      const errors = searchErrorsOf(checked.error);
      setTypedErrors(errors);
      searchRefs.current[errors.zip ? 'zip' : 'city']?.focus();
      return;
    }
    setTypedErrors({});
    setSearching(true);
    const query = new URLSearchParams(Object.entries(checked.data).filter((entry): entry is [string, string] => Boolean(entry[1])));
    const answer = await get(`/api/checkout/pickup-points?${query}&locale=${encodeURIComponent(locale)}`, pickupPointsContract);
    setSearching(false);
    if (answer.ok) {
      setResult({ points: answer.data.points });
      setValue('zip', checked.data.zip ?? '');
      setValue('city', checked.data.city ?? '');
      if (!answer.data.points.some((p) => p.id === form.getValues('pickupPointId'))) setValue('pickupPointId', undefined);
      // The address shows the search, so a reload (or going back) finds the same points.
      window.history.replaceState(window.history.state, '', `?${query}`);
    } else if (answer.fields?.length) {
      setTypedErrors(Object.fromEntries(answer.fields.map((f) => [f.field, f.code])));
    } else {
      setResult({ error: answer.error === 'not_found' ? 'not_found' : 'unavailable' });
    }
  }

  const methodError = errorOf('method');
  const pointError = errorOf('pickupPointId');
  return (
    <>
      <PostForm className="form delivery-form" action="/api/checkout/delivery" onSubmit={submit} locale={locale} aria-label={t('heading')}>
        {/* Default values in the markup too: a form posted without JavaScript sends them as rendered. */}
        <input type="hidden" defaultValue={pickup?.searched?.zip} {...register('zip')} />
        <input type="hidden" defaultValue={pickup?.searched?.city} {...register('city')} />
        <FormErrors {...feedback} />
        <fieldset className="choice-group" aria-describedby={methodError ? 'delivery-method-error' : undefined}>
          <legend>{t('methodLegend')}</legend>
          {methodError && (
            <p id="delivery-method-error" className="field__error">
              {methodError}
            </p>
          )}
          {options.map(({ method, cost }) => (
            <label key={method} className="choice delivery-option">
              <input
                type="radio"
                id={`delivery-method-${method}`}
                value={method}
                defaultChecked={method === defaults.method}
                {...register('method')}
              />
              <span className="delivery-option__name">{t(`method.${method}`)}</span> <span className="delivery-option__cost">{cost}</span>
            </label>
          ))}
        </fieldset>
        <div className="delivery-destination">{destination}</div>
        {pickup && (
          <section className="delivery-pickup" aria-labelledby="pickup-heading">
            <h3 id="pickup-heading">{t('pickupHeading')}</h3>
            <fieldset className="choice-group pickup-search">
              <legend>{t('pickupLegend')}</legend>
              <p className="field__hint">{t('pickupHint')}</p>
              <div className="pickup-search__fields">
                {(['zip', 'city'] as const).map((name) => (
                  <Field key={name} id={`pickup-${name}`} label={t(name)} error={typedErrors[name] && message(name, typedErrors[name])}>
                    {(control) => (
                      <input
                        {...control}
                        ref={(input) => {
                          searchRefs.current[name] = input;
                        }}
                        name={name}
                        form={SEARCH_FORM}
                        value={typed[name]}
                        onChange={(event) => setTyped((current) => ({ ...current, [name]: event.target.value }))}
                        autoComplete={name === 'zip' ? 'postal-code' : 'address-level2'}
                        inputMode={name === 'zip' ? 'numeric' : undefined}
                        enterKeyHint="search"
                      />
                    )}
                  </Field>
                ))}
                <button type="submit" form={SEARCH_FORM} className="button" disabled={searching}>
                  {searching ? t('searching') : t('search')}
                </button>
              </div>
            </fieldset>
            <div role="status" className="pickup-status">
              {result && 'error' in result && (
                <p className="notice notice--error">{t(result.error === 'not_found' ? 'noPoints' : 'searchFailed')}</p>
              )}
              {result && 'points' in result && <p>{t('found', { count: result.points.length })}</p>}
            </div>
            {points.length > 0 && (
              <fieldset className="choice-group" aria-describedby={pointError ? 'pickup-point-error' : undefined}>
                <legend>{t('pointsLegend')}</legend>
                {pointError && (
                  <p id="pickup-point-error" className="field__error">
                    {pointError}
                  </p>
                )}
                <ul className="pickup-points">
                  {points.map((point) => (
                    <li key={point.id} className="pickup-point">
                      <label className="choice">
                        <input
                          type="radio"
                          id={`pickup-point-${point.id}`}
                          value={point.id}
                          defaultChecked={point.id === defaults.pickupPointId}
                          {...register('pickupPointId')}
                        />
                        <span>
                          <strong>{point.name}</strong> <span className="pickup-point__address">{point.address}</span>
                        </span>
                      </label>
                      <HoursTable
                        className="pickup-point__hours"
                        caption={t('hoursCaption', { name: point.name })}
                        hours={point.openingHours}
                        locale={locale}
                        closed={t('closed')}
                      />
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            {points.length === 0 && pointError && (
              <p id="pickup-point-error" className="field__error">
                {pointError}
              </p>
            )}
          </section>
        )}
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('sending') : t('submit')}
        </button>
      </PostForm>
      {pickup && <form id={SEARCH_FORM} method="get" action={pickup.action} onSubmit={search} />}
    </>
  );
}
