'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/form/FormAlert';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import type { Posted } from '@/components/form/post';
import { useErrorMessage } from '@/components/form/useErrorMessage';
import { useSite } from '@/components/site/SiteProvider';
import type { BffErrorCode, FieldError } from '@/lib/platform/contracts/answer';
import type { PhoneRules } from '@/lib/platform/contracts/contact-message';
import type { AddressFormValues, AddressValues, CheckAnswer, FixedLineOffer, FixedLineTariff } from '@/lib/fixedline/contracts';
import { LEAD_RETENTION_MONTHS } from '@/lib/domain/fibre';
import type { FibrePrices } from '@/lib/platform/content-api/schemas';
import { AddressChoice } from './AddressChoice';
import { AddressForm } from './AddressForm';
import { BuildNoticeForm } from './BuildNoticeForm';
import { addToCart, chooseAddress, loadAddressForm, loadCheck, saveCheck, searchAddress } from './check-client';
import { CheckResult } from './CheckResult';
import { ContactLeadForm } from './ContactLeadForm';
import { useAddressLabel } from './useAddressLabel';

type Step =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'failed'; error: BffErrorCode; retry: () => void }
  | { kind: 'answer'; answer: CheckAnswer; searched: AddressValues };

const EMPTY: AddressValues = { zip: '', city: '', street: '', houseNumber: '', stairs: '', door: '', buildingType: '' };
const ADDRESS_FIELDS = [
  'zip',
  'city',
  'street',
  'houseNumber',
  'stairs',
  'door',
  'buildingType',
] as const satisfies readonly (keyof AddressValues)[];

/** "address.zip" (the contact request's name) or "zip" (the search's) → the address form's field. */
function addressField(field: string): keyof AddressValues | undefined {
  const name = field.replace(/^address\./, '');
  return ADDRESS_FIELDS.find((f) => f === name);
}

/**
 * The fibre page's availability check (SPEC §2): address input, searching state, several addresses,
 * not found with a contact request, building type, fibre banner and the tariffs to order. It talks
 * only to our route handlers; the last check is kept in sessionStorage so it survives a reload.
 */
export function AddressCheck({
  zipPattern,
  phoneRules,
  servicePhone,
  unknownAddressBanners,
  fibrePrices,
}: {
  zipPattern: string;
  phoneRules: PhoneRules;
  servicePhone: string;
  unknownAddressBanners: string[];
  /** The market's fibre amounts for the cost estimate of a found house (none: no estimate). */
  fibrePrices?: FibrePrices;
}) {
  const t = useTranslations('fibre');
  const site = useSite();
  const router = useRouter();
  const label = useAddressLabel();
  const errorMessage = useErrorMessage();
  const resolver = useMemo(() => lazyZodResolver(() => loadAddressForm(zipPattern)), [zipPattern]);
  const form = useForm<AddressValues, unknown, AddressFormValues>({ defaultValues: EMPTY, resolver });
  const building = useWatch({ control: form.control, name: 'buildingType' });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [leadSent, setLeadSent] = useState(false);
  const [ordering, setOrdering] = useState<string>();
  const [orderFailed, setOrderFailed] = useState(false);
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Set when an answer arrives: its heading takes the focus once it is on screen. */
  const focusAnswer = useRef(false);
  const answer = step.kind === 'answer' ? step : undefined;

  // Restore the last check of this tab once, after hydration (the server HTML never has it).
  useEffect(() => {
    let live = true;
    void loadCheck(site.market.code).then((saved) => {
      if (!live) return;
      if (saved) {
        form.reset(saved.address);
        if (saved.answer) setStep({ kind: 'answer', answer: saved.answer, searched: saved.address });
        setLeadSent(saved.leadSent ?? false);
      }
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [form, site.market.code]);

  useEffect(() => {
    if (!restored) return;
    saveCheck(site.market.code, {
      address: answer ? { ...answer.searched, buildingType: building } : { ...form.getValues(), buildingType: building },
      answer: answer?.answer,
      leadSent,
    });
  }, [restored, answer, building, leadSent, form, site.market.code]);

  useEffect(() => {
    if (step.kind !== 'answer' || !focusAnswer.current) return;
    focusAnswer.current = false;
    headingRef.current?.focus();
  }, [step]);

  const showFieldErrors = (fields: FieldError[]) => {
    const known = fields.flatMap((f) => {
      const name = addressField(f.field);
      return name ? [{ name, code: f.code }] : [];
    });
    known.forEach(({ name, code }) => form.setError(name, { message: code }));
    if (known[0]) form.setFocus(known[0].name);
    return known.length > 0;
  };

  const run = async (call: () => Promise<Posted<CheckAnswer>>, searched: AddressValues) => {
    setStep({ kind: 'searching' });
    setOrderFailed(false);
    const answer = await call();
    if (answer.ok) {
      setLeadSent(false);
      focusAnswer.current = true;
      setStep({ kind: 'answer', answer: answer.data, searched });
    } else if (answer.fields && showFieldErrors(answer.fields)) {
      setStep({ kind: 'idle' });
    } else {
      setStep({ kind: 'failed', error: answer.error, retry: () => run(call, searched) });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit((address) => run(() => searchAddress(address, site.locale), form.getValues()))(event);
  const onChoose = (addressId: string) => {
    const searched = answer?.searched ?? form.getValues();
    return run(() => chooseAddress(addressId, site.locale), searched);
  };

  const onOrder = async (tariff: FixedLineTariff, offer: FixedLineOffer) => {
    const verified = answer?.answer.result.verifiedAddress;
    if (!verified || building === '') return;
    setOrdering(tariff.tariffModelSalesId);
    setOrderFailed(false);
    const added = await addToCart({
      id: tariff.tariffModelSalesId,
      supplier: offer.supplier.name,
      buildingType: building,
      address: label(verified),
      locale: site.locale,
    });
    if (added.ok) {
      router.push(added.data.redirect);
      router.refresh();
      return;
    }
    setOrdering(undefined);
    setOrderFailed(true);
  };

  const newCheck = () => {
    setStep({ kind: 'idle' });
    setLeadSent(false);
    form.setFocus('zip');
  };

  const result = answer?.answer.result;
  const searchedLabel = answer ? label(answer.searched) : '';
  const busy = step.kind === 'searching';
  return (
    <div className="fibre-check">
      <AddressForm form={form} onSubmit={onSubmit} busy={busy} numericZip={site.market.code !== 'UK'} />
      <p role="status" className="visually-hidden">
        {busy ? t('searching') : ''}
      </p>
      <FormAlert>
        {step.kind === 'failed' && (
          <div className="notice notice--error fibre-check__failure">
            <p>{errorMessage(step.error)}</p>
            <button type="button" className="button button--secondary" onClick={step.retry}>
              {t('retry')}
            </button>
          </div>
        )}
        {orderFailed && <p className="notice notice--error">{t('orderFailed')}</p>}
      </FormAlert>
      <div aria-busy={busy} className="fibre-check__answer">
        {answer && result && (result.resultCode === 'FOUND' || result.resultCode === 'PLANNED') && building !== '' && (
          <CheckResult
            answer={answer.answer}
            addressLabel={result.verifiedAddress ? label(result.verifiedAddress) : searchedLabel}
            building={building}
            fibrePrices={fibrePrices}
            servicePhone={servicePhone}
            headingRef={headingRef}
            ordering={ordering}
            onOrder={onOrder}
            buildNotice={
              result.verifiedAddress &&
              (leadSent ? (
                <p role="status" className="notice">
                  {t('notifySent', { months: LEAD_RETENTION_MONTHS })}
                </p>
              ) : (
                <BuildNoticeForm
                  addressId={result.verifiedAddress.id}
                  addressLabel={label(result.verifiedAddress)}
                  onSent={() => setLeadSent(true)}
                />
              ))
            }
          />
        )}
        {answer && result?.resultCode === 'MULTIPLE' && (
          <section className="fibre-result" aria-labelledby="fibre-multiple-heading">
            <h3 id="fibre-multiple-heading" ref={headingRef} tabIndex={-1}>
              {t('multipleHeading')}
            </h3>
            <AddressChoice legend={t('multipleLegend')} addresses={result.possibleAddresses} busy={busy} onChoose={onChoose} />
          </section>
        )}
        {answer && result?.resultCode === 'NOT_FOUND' && (
          <section className="fibre-result" aria-labelledby="fibre-not-found-heading">
            <h3 id="fibre-not-found-heading" ref={headingRef} tabIndex={-1}>
              {t('notFoundHeading')}
            </h3>
            <p>{t('notFoundText', { address: searchedLabel })}</p>
            {unknownAddressBanners.map((text) => (
              <p key={text} className="fibre-banner">
                {text}
              </p>
            ))}
            {result.possibleAddresses.length > 0 && (
              <AddressChoice legend={t('suggestionsLegend')} addresses={result.possibleAddresses} busy={busy} onChoose={onChoose} />
            )}
            {result.allowEnteredAddressIfNotInPossibleAddresses &&
              building !== '' &&
              (leadSent ? (
                <p role="status" className="notice">
                  {t('contactSent')}
                </p>
              ) : (
                <ContactLeadForm
                  address={answer.searched}
                  buildingType={building}
                  phoneRules={phoneRules}
                  onSent={() => setLeadSent(true)}
                  onAddressErrors={showFieldErrors}
                />
              ))}
          </section>
        )}
        {answer && (
          <p>
            <button type="button" className="button button--link" onClick={newCheck}>
              {t('newCheck')}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
