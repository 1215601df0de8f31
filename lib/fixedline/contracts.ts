import { z } from 'zod';
import { isMarketPhoneNumber, type PhoneRules } from '@/lib/platform/content-api/schemas/contact-form';
import { matchesMarketPattern } from '@/lib/domain/market-patterns';
import { addressSearchRequest, fixedLineBuildNoticeRequest, fixedLineContactRequest } from '@/lib/platform/content-api/schemas/fixedline';
import { routeContract } from '@/lib/platform/contracts/answer';
import { checkAnswer, contactAnswer } from './check-answer';

export type { BuildingType, FixedLineTariff } from '@/lib/platform/content-api/schemas/fixedline';
export type { CheckAnswer, FixedLineOffer } from './check-answer';

/** POST /api/fixedline/search and /choose: the address search with the offers at the address. */
export const checkContract = routeContract(checkAnswer, ['not_found']);

/** POST /api/fixedline/contact and /build-notice: the not-found state's contact request, a planned area's build notice request (each kept 6 months). */
export const leadContract = routeContract(contactAnswer, ['not_found']);

/** The market's postal-code pattern (/config/mandant); one the browser cannot read checks nothing, the API checks again. */
const matchesZip = (pattern: string, zip: string) => matchesMarketPattern(pattern, zip) !== false;

/**
 * The check's address form: the search's body (addressSearchRequest; a text box always holds a string,
 * '' for an optional field left empty), the postal code in the market's pattern, and the building type
 * the offers depend on ('' while nobody picked one).
 */
export function addressForm(zipPattern: string) {
  const { zip, city, stairs, door } = addressSearchRequest.shape;
  const { buildingType } = fixedLineContactRequest.shape;
  return addressSearchRequest.extend({
    zip: zip.refine((value) => matchesZip(zipPattern, value), 'invalid_format'),
    city: city.unwrap(),
    stairs: stairs.unwrap(),
    door: door.unwrap(),
    buildingType: z.union([z.literal(''), buildingType]).pipe(buildingType),
  });
}
/** What the address form holds (and the fibre page keeps in sessionStorage). */
export type AddressValues = z.input<ReturnType<typeof addressForm>>;
export type AddressFormValues = z.output<ReturnType<typeof addressForm>>;

/**
 * The not-found state's contact form: the contact request's own fields (fixedLineContactRequest; the
 * address comes from the check), the phone a number of the market, the consent a checkbox.
 */
export function leadForm(rules: PhoneRules) {
  const { name, email, phone, consent } = fixedLineContactRequest.shape;
  return z.object({
    name,
    email,
    phone: phone.refine((value) => isMarketPhoneNumber(rules, value), 'invalid_format'),
    consent: z.boolean().pipe(consent),
  });
}

/** A planned area's "tell me when it is built" form: the request's e-mail, the consent a checkbox. */
export function buildNoticeForm() {
  const { email, consent } = fixedLineBuildNoticeRequest.shape;
  return z.object({ email, consent: z.boolean().pipe(consent) });
}
