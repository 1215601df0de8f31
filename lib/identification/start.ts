import 'server-only';
import { randomUUID } from 'node:crypto';
import { failure, success, type Failure, type Success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { getEIdBanks, getEIdRedirect, getNationalIdRedirect, startNationalId } from '@/lib/platform/content-api/identification';
import { newTripState } from '@/lib/platform/provider-trip/store';
import type { Site } from '@/lib/platform/site/site';
import { identTrips } from './trips';
import { chooserPath, returnUrl } from './urls';

/** Where the browser goes next (the provider's page), or why it cannot. */
export type Started = Success<{ next: string }> | Failure;

/**
 * The shop's own reference of a bank e-ident attempt (the bank's TransactionId: 6 to 64 letters,
 * digits, '-' or '_', never used twice in a market): random, so it cannot be guessed.
 */
export const newBankReference = () => `EID-${randomUUID()}`;

/**
 * SPEC §7 national digital ID: POST start/ with our return address, GET redirecturl/, and the trip
 * sealed for the return (ADR 43). 404 without an order (or where the market does not offer it).
 */
export async function startNationalIdTrip(request: Request, site: Site): Promise<Started> {
  const access = await readOrderAccess(site.market.code);
  if (!access) return failure(404, 'not_found');
  const state = newTripState();
  const redirectUrl = returnUrl(request, site, state);
  const started = await startNationalId(site.content, access, redirectUrl);
  if (!started.ok) return upstreamFailure(started.error);
  const { transactionId } = started.data;
  const provider = await getNationalIdRedirect(site.content, access, transactionId);
  if (!provider.ok) return upstreamFailure(provider.error);
  await identTrips.start(site.market.code, {
    state,
    back: chooserPath(site),
    data: { method: 'ID_AUSTRIA', salesOrderId: access.salesOrderId, redirectUrl },
    attempt: transactionId,
  });
  return success({ next: provider.data.clientredirecturl });
}

/**
 * SPEC §7 bank e-ident at the chosen bank (one of GET /identification/e-id/bics/: 400 with the field
 * otherwise), under a new reference of ours, returning to our return address; the trip sealed.
 */
export async function startBankTrip(request: Request, site: Site, bic: string): Promise<Started> {
  const access = await readOrderAccess(site.market.code);
  if (!access) return failure(404, 'not_found');
  const banks = await getEIdBanks(site.content);
  if (!banks.ok) return upstreamFailure(banks.error);
  const bank = banks.data.find((b) => b.bic === bic.toUpperCase());
  if (!bank) return failure(400, 'invalid_request', { fields: [{ field: 'bic', code: 'invalid_format' }] });
  const state = newTripState();
  const trip = { RedirectUrl: returnUrl(request, site, state), TransactionId: newBankReference() };
  const provider = await getEIdRedirect(site.content, access, bank.bic, trip);
  if (!provider.ok) return upstreamFailure(provider.error);
  await identTrips.start(site.market.code, {
    state,
    back: chooserPath(site),
    data: { method: 'E_ID', salesOrderId: access.salesOrderId, redirectUrl: trip.RedirectUrl },
    attempt: trip.TransactionId,
  });
  return success({ next: provider.data.redirecturl });
}
