import { requestOrigin } from '@/lib/checkout/payment-urls';
import { localizedPath, type PathContext } from '@/lib/i18n/paths';

/**
 * The identification's addresses: the method chooser with what just went wrong, and the return pages
 * the identity providers send the browser back to.
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

/** The pages a provider returns to: the national digital ID's and the bank e-ident's. */
export type ReturnRoute = '/checkout/identification/national-id' | '/checkout/identification/bank';

/**
 * A return page as an absolute URL on the host and in the language the visitor used (the provider
 * adds its own parameters): requestOrigin reads the host as every handler does.
 */
export const returnUrl = (request: Request, site: PathContext, route: ReturnRoute) => `${requestOrigin(request)}${localizedPath(site, route)}`;
