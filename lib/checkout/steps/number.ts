import 'server-only';
import { z } from 'zod';
import { failure, type Failure } from '@/lib/platform/bff/handler';
import { readCart } from '@/lib/cart/cart-store';
import { getMandant } from '@/lib/platform/content-api/config';
import { getPortingFreeDates, getPortingProviders } from '@/lib/platform/content-api/portings';
import type { NumberStep } from '@/lib/platform/contracts/checkout';
import { isFlatPost, valuesFromPost } from '@/lib/platform/contracts/posted-form';
import { dayIn } from '@/lib/domain/opening-hours';
import type { Site } from '@/lib/platform/site/site';
import { cartFingerprint, checkoutCart, type CheckoutCart } from '../flow';
import { readProgress } from '../progress-store';
import { extendReservations } from '../reservations';
import { heldOffers, numberFormDefaults, wireOf } from './number-form';
import { numberSchema, type NumberRules } from './number-schema';

export { numberSchema, type NumberRules } from './number-schema';

/**
 * The number step's market rules, read from the content API: the porting providers (all contract types;
 * the form filters), the free porting dates, the mobile and landline patterns, and today in the market.
 * Undefined when one cannot be read (the step handler answers 503, the page says to try again).
 */
export async function numberRules(site: Site): Promise<NumberRules | undefined> {
  const [providers, freeDates, mandant] = await Promise.all([
    getPortingProviders(site.content),
    getPortingFreeDates(site.content),
    getMandant(site.content),
  ]);
  if (!providers.ok || !freeDates.ok || !mandant.ok) return undefined;
  const { mobilePhoneNumberRegex, phoneNumberRegex } = mandant.data.countryConfig;
  return {
    market: site.market.code,
    phone: { mobilePhoneNumberRegex, phoneNumberRegex },
    providers: providers.data,
    freeDates: freeDates.data,
    today: dayIn(site.market.timeZone, new Date()),
  };
}

/**
 * The step's body: the schema with the market's rules. An island sends the step as the schema reads
 * it; a form posted without JavaScript sends the form's flat fields, which are read as the island's
 * values (over the stored step) and made into the step with the reservations the stored step holds.
 */
export async function numberBody(site: Site) {
  const rules = await numberRules(site);
  if (!rules) return undefined;
  const { selection } = await readCart(site.market.code);
  const stored = (await readProgress(site.market.code, cartFingerprint(selection))).number;
  const buildingType = selection.items.find((item) => item.kind === 'fixedline')?.buildingType ?? '';
  const template = numberFormDefaults(stored, checkoutCart(selection), buildingType);
  return z.preprocess(
    (input) => (isFlatPost(input) ? wireOf(valuesFromPost(template, input), heldOffers(stored)) : input),
    numberSchema(rules),
  );
}

/** A reservation the step holds: its id and the form field of the number chosen from it. */
type Held = { id: string; field: string };

function reservationsOf(step: NumberStep): Held[] {
  return step.simCards.flatMap((sim, i): Held[] => {
    if (sim.source === 'NEW') return [{ id: sim.numberingPlanAssignmentId, field: `simCards.${i}.phoneNumber` }];
    if (sim.source === 'CANCEL') return [{ id: sim.number.numberingPlanAssignmentId, field: `simCards.${i}.number.phoneNumber` }];
    return sim.temporaryNumber
      ? [{ id: sim.temporaryNumber.numberingPlanAssignmentId, field: `simCards.${i}.temporaryNumber.phoneNumber` }]
      : [];
  });
}

/**
 * What the number step stores: the step as given, for this cart (one entry per SIM card, the landline
 * number when it has a fixed line), its reservations proved live by holding them longer, with their new
 * end. An ended reservation is a 400 with `expired` at the fields of the numbers chosen from it.
 */
export async function storeNumber(site: Site, step: NumberStep, cart: CheckoutCart): Promise<NumberStep | Failure> {
  if (step.simCards.length !== cart.simCards.length || (step.landline !== undefined) !== cart.landline)
    return failure(400, 'invalid_request');
  const held = reservationsOf(step);
  if (held.length === 0) return step;
  const extended = await extendReservations(site, [...new Set(held.map((h) => h.id))]);
  if (!extended.ok) {
    return extended.error === 'reservation_expired'
      ? failure(400, 'invalid_request', { fields: held.map(({ field }) => ({ field, code: 'expired' })) })
      : extended;
  }
  const until = new Map(extended.data.reservations.map((r) => [r.numberingPlanAssignmentId, r.expiresAt]));
  const renewed = <R extends { numberingPlanAssignmentId: string; expiresAt: string }>(r: R): R => ({
    ...r,
    expiresAt: until.get(r.numberingPlanAssignmentId) ?? r.expiresAt,
  });
  return {
    ...step,
    simCards: step.simCards.map((sim) => {
      if (sim.source === 'NEW') return renewed(sim);
      if (sim.source === 'CANCEL') return { ...sim, number: renewed(sim.number) };
      return sim.temporaryNumber ? { ...sim, temporaryNumber: renewed(sim.temporaryNumber) } : sim;
    }),
  };
}
