import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DeliveryForm, type PickupProps, type PickupResult } from '@/components/checkout/DeliveryForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { stepPath } from '@/lib/checkout/checkout-paths';
import { deliveryOptions, findPickupPoints } from '@/lib/checkout/delivery-options';
import { pickupPointSearch, searchErrorsOf, type DeliveryMethod } from '@/lib/checkout/steps/delivery';
import { bffErrorCode } from '@/lib/platform/contracts/answer';
import type { AddressFields, PersonalStep } from '@/lib/platform/contracts/checkout';
import { valuesFromPost } from '@/lib/platform/contracts/posted-form';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { Site } from '@/lib/platform/site/site-shape';
import type { StepViewProps } from '../step-view';

/** The fields of this step's form the content API may refuse; its other faults (delivery.address.*) are the delivery address's. */
const FORM_FAULTS = { 'delivery.method': 'method', 'delivery.pickupPointId': 'pickupPointId' } as const;
const isFormFault = (field: string): field is keyof typeof FORM_FAULTS => Object.hasOwn(FORM_FAULTS, field);

/** Where a delivery goes, line by line: the delivery address with its recipient, or the customer's own address. */
function destinationLines(site: Site, personal: PersonalStep): string[] {
  const elsewhere = personal.deliveryAddress;
  const address: AddressFields = elsewhere ?? personal.address;
  const name = elsewhere ? elsewhere.name : `${personal.firstName} ${personal.lastName}`;
  const company = !elsewhere && personal.customerType === 'COMPANY' ? personal.companyName : undefined;
  const door = address.doorNumber ? `/${address.doorNumber}` : '';
  const street = site.market.code === 'UK' ? `${address.houseNumber} ${address.street}` : `${address.street} ${address.houseNumber}${door}`;
  return [company, name, address.houseName, street, `${address.zip} ${address.city}`].filter((line): line is string => Boolean(line));
}

/** The pickup search the page answers: the one in the address (?zip=&city=, a search without JavaScript), else the chosen point's postal code. */
async function pickupOf(site: Site, query: Record<string, string>, storedZip: string | undefined): Promise<PickupProps> {
  const asked = query.zip !== undefined || query.city !== undefined;
  const typed = asked ? { zip: query.zip ?? '', city: query.city ?? '' } : { zip: storedZip ?? '', city: '' };
  const action = stepPath(site, 'delivery');
  if (!asked && !typed.zip) return { action, typed, typedErrors: {} };
  const search = pickupPointSearch.safeParse(typed);
  if (!search.success) return { action, typed, typedErrors: searchErrorsOf(search.error) };
  const found = await findPickupPoints(site, search.data);
  const result: PickupResult = found.ok
    ? { points: found.data }
    : { error: found.error.kind === 'not_found' ? 'not_found' : 'unavailable' };
  return { action, typed, typedErrors: {}, searched: search.data, result };
}

/**
 * Checkout step 3, delivery or pickup (issue 14 §3.3), for a cart that sends something: the methods
 * the market offers for it with their cost (POST /orders/deliveries:calculate), where a delivery goes,
 * and in markets with pickup points (IT: Fermopoint) the search for one. Defaults from the stored
 * step; a search in the address (?zip=&city=) is answered here, so the step works without JavaScript.
 */
export async function DeliveryStep({ site, cart, progress, faults, error, draft, query }: StepViewProps) {
  const t = await getTranslations('checkoutDelivery');
  const options = await deliveryOptions(site, cart);
  if (!options?.length) {
    return (
      <p className="notice notice--error" role="alert">
        {t('unavailable')}
      </p>
    );
  }
  const offered = options.map((o) => o.method);
  const stored = progress.delivery;
  const pickup = offered.includes('PICKUP_POINT') ? await pickupOf(site, query, stored?.pickupPoint?.zip) : undefined;
  const searching = query.zip !== undefined || query.city !== undefined;
  const method: DeliveryMethod =
    pickup && searching ? 'PICKUP_POINT' : stored && offered.includes(stored.method) ? stored.method : options[0]!.method;
  // A choice refused without JavaScript comes back as it was sent.
  const chosen = valuesFromPost(
    { method, pickupPointId: method === 'PICKUP_POINT' ? stored?.pickupPoint?.id : undefined },
    draft?.values ?? {},
  );

  const personalLink = (chunks: React.ReactNode) => <Link href={stepPath(site, 'personal')}>{chunks}</Link>;
  const addressFaulty = faults.some((f) => !isFormFault(f.field));
  const personal = progress.personal;
  const destination = (
    <>
      <h3>{t('destinationHeading')}</h3>
      {personal ? (
        <>
          <address>
            {destinationLines(site, personal).map((line) => (
              <span key={line} className="delivery-destination__line">
                {line}
              </span>
            ))}
          </address>
          <p className="field__hint">{t.rich('destinationHint', { link: personalLink })}</p>
        </>
      ) : (
        <p className="notice notice--error">{t.rich('noDestination', { link: personalLink })}</p>
      )}
      {addressFaulty && <p className="notice notice--error">{t.rich('destinationFault', { link: personalLink })}</p>}
    </>
  );

  const initialError = bffErrorCode.safeParse(error);
  return (
    <section aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{t('heading')}</h2>
      <ClientMessages namespaces={['checkoutDelivery', 'form']}>
        <DeliveryForm
          options={options.map(({ method: m, cost }) => ({
            method: m,
            cost: cost.amount === 0 ? t('free') : formatMoney(cost.amount, cost.currencyCode, site.locale),
          }))}
          defaults={chosen}
          destination={destination}
          pickup={pickup}
          faults={faults.flatMap((f) => (isFormFault(f.field) ? [{ field: FORM_FAULTS[f.field], code: 'invalid_format' }] : []))}
          initialError={initialError.success ? initialError.data : undefined}
          initialFields={draft?.fields}
        />
      </ClientMessages>
    </section>
  );
}
