import { localizedPath, type PathContext } from '@/lib/platform/i18n/paths';
import { returnAddress } from '@/lib/platform/provider-trip/urls';

/**
 * The identification's addresses: the method chooser with what just went wrong, the pages a settled
 * return shows, and the return address the identity providers send the browser back to.
 */

/**
 * What the chooser says on arrival (SPEC §8 "registration failed via national digital ID, bank login
 * or general, advising another method or retry"), and that a bank must be chosen to log in at one.
 */
export const CHOOSER_NOTICES = ['national-id-failed', 'bank-failed', 'failed', 'bank-required'] as const;
export type ChooserNotice = (typeof CHOOSER_NOTICES)[number];

export const isChooserNotice = (value: unknown): value is ChooserNotice => (CHOOSER_NOTICES as readonly unknown[]).includes(value);

/** The method chooser, with a notice. */
export const chooserPath = (site: PathContext, notice?: ChooserNotice) =>
  localizedPath(site, '/checkout/identification', undefined, notice ? new URLSearchParams({ notice }).toString() : undefined);

/** The page of a method's settled return: the success, or the national digital ID's differing details to confirm. */
export const returnPagePath = (site: PathContext, method: 'ID_AUSTRIA' | 'E_ID') =>
  localizedPath(site, method === 'ID_AUSTRIA' ? '/checkout/identification/national-id' : '/checkout/identification/bank');

/**
 * Where both identity providers send the browser back (GET /api/identification/return, which adds
 * its own parameters to): absolute, on the host and in the language the visitor used, with the trip's state.
 */
export const returnUrl = (request: Request, site: Pick<PathContext, 'locale'>, state: string) =>
  returnAddress(request, '/api/identification/return', state, { locale: site.locale });
